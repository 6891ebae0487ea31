import { useEffect, useState } from 'react';
import { Button } from '@consulting/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PUBLIC_PAGES } from '@consulting/contracts';
import { useLanguage } from '@consulting/platform';
import { PUBLIC_NAMESPACE } from '../../translations.ts';
import { HERO_FADE_MS, HERO_INTERVAL_MS, HERO_SLIDES, type HeroSlide } from './hero-slides.ts';

/**
 * The home hero (spec §2 "Home"): slides cross-fade (HERO_FADE_MS) and advance every
 * HERO_INTERVAL_MS, cycling continuously; a dot jumps to its slide and restarts the timer. Each
 * slide has its call-to-action link and a Contact Us button to /contact. The page's one `<h1>`
 * (PUBLIC_PAGES['/'].heading) stays in place above the slides; slide titles are `<h2>`.
 */
export function HeroCarousel({ slides = HERO_SLIDES }: { slides?: HeroSlide[] }) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setActive((index) => (index + 1) % slides.length), HERO_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [active, slides.length]);

  return (
    <section className="hero" aria-roledescription="carousel" aria-label={t('hero.region')}>
      <div className="hero__heading container">
        <h1 data-testid="home-heading">{PUBLIC_PAGES['/'].heading[language]}</h1>
      </div>
      {slides.map((slide, index) => {
        const current = index === active;
        return (
          <div
            key={slide.key}
            className={`hero__slide hero__slide--${slide.theme}${current ? ' is-active' : ''}`}
            style={{ transitionDuration: `${HERO_FADE_MS}ms` }}
            aria-hidden={!current}
            inert={!current}
            data-testid="hero-slide"
          >
            <div className="hero__content container">
              <p className="hero__subtitle">{t(`hero.slides.${slide.key}.subtitle`)}</p>
              <h2 className="hero__title">{t(`hero.slides.${slide.key}.title`)}</h2>
              <p className="hero__description">{t(`hero.slides.${slide.key}.description`)}</p>
              <div className="hero__actions">
                <Link to={slide.ctaLink}>
                  <Button type="primary" size="large" className="hero__cta">
                    {t(`hero.slides.${slide.key}.cta`)}
                  </Button>
                </Link>
                <Link to="/contact">
                  <Button size="large" ghost>
                    {t('common.contactUs')}
                  </Button>
                </Link>
              </div>
            </div>
          </div>
        );
      })}
      <div className="hero__dots">
        {slides.map((slide, index) => (
          <button
            key={slide.key}
            type="button"
            className={`hero__dot${index === active ? ' is-active' : ''}`}
            aria-label={t('hero.goTo', { number: index + 1 })}
            aria-current={index === active}
            onClick={() => setActive(index)}
          />
        ))}
      </div>
    </section>
  );
}
