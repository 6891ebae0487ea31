import { useEffect, useState } from 'react';
import { buttonClassName, ResponsiveImage } from '@consulting/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PUBLIC_PAGE_HEADINGS, type HeroSlideRecord } from '@consulting/contracts';
import { useLanguage, type Language } from '@consulting/platform';
import { ButtonLink } from '../../ui-local/ButtonLink.tsx';
import { PUBLIC_NAMESPACE } from '../../translations.ts';
import { useHeroSlides } from './home-content.ts';
import { HERO_FADE_MS, HERO_INTERVAL_MS } from './hero-slides.ts';

/** The slide's call to action: a router link for a site path, a plain link for an https URL. */
function SlideCta({ slide, language }: { slide: HeroSlideRecord; language: Language }) {
  const text = language === 'ar' ? slide.cta_text_ar : slide.cta_text_en;
  if (slide.cta_link.startsWith('/')) {
    return (
      <Link to={slide.cta_link} className={buttonClassName({ type: 'primary', size: 'large' }, 'hero__cta')}>
        {text}
      </Link>
    );
  }
  return (
    <ButtonLink href={slide.cta_link} type="primary" size="large" className="hero__cta" rel="noopener noreferrer">
      {text}
    </ButtonLink>
  );
}

/**
 * The home hero (spec §2 "Home"): the editors' slides (built-in five as the fallback) cross-fade
 * (HERO_FADE_MS) and advance every HERO_INTERVAL_MS; a dot jumps to its slide and restarts the
 * timer. Each slide has its call-to-action and a Contact Us link; its image (the first with high
 * fetch priority) or its theme's gradient behind. The page's one `<h1>` stays above the slides,
 * whose titles are `<h2>`. Rotation follows WCAG 2.2.2 and the WAI-ARIA carousel pattern: a
 * stop/start button; no rotation while hovered or focused, or for reduced motion; slides are
 * announced (`aria-live="polite"`) only while rotation is stopped.
 */
export function HeroCarousel() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const slides = useHeroSlides();
  const [chosen, setChosen] = useState(0);
  /** The visitor's choice (the button); off from the start when they asked for reduced motion. */
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The list can shrink under the carousel when an editor's change arrives.
  const active = slides.length > 0 ? chosen % slides.length : 0;
  const ar = language === 'ar';
  const rotating = playing && !hovered && !focused;

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, []);

  useEffect(() => {
    if (slides.length < 2 || !rotating) return undefined;
    const timer = setTimeout(() => setChosen((active + 1) % slides.length), HERO_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [active, slides.length, rotating]);

  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label={t('hero.region')}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="hero__heading container">
        <h1 data-testid="home-heading">{PUBLIC_PAGE_HEADINGS['/'][language]}</h1>
      </div>
      <div className="hero__slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const current = index === active;
          return (
            <div
              key={slide.id}
              className={`hero__slide hero__slide--${slide.theme}${slide.image ? ' hero__slide--image' : ''}${current ? ' is-active' : ''}`}
              style={{ transitionDuration: `${HERO_FADE_MS}ms` }}
              aria-hidden={!current}
              inert={!current}
              data-testid="hero-slide"
            >
              {slide.image && (
                <ResponsiveImage
                  media={slide.image}
                  sizes="100vw"
                  language={language}
                  className="hero__image"
                  priority={index === 0}
                />
              )}
              <div className="hero__content container">
                <p className="hero__subtitle">{ar ? slide.subtitle_ar : slide.subtitle_en}</p>
                <h2 className="hero__title">{ar ? slide.title_ar : slide.title_en}</h2>
                <p className="hero__description">{ar ? slide.description_ar : slide.description_en}</p>
                <div className="hero__actions">
                  <SlideCta slide={slide} language={language} />
                  <Link to="/contact" className={buttonClassName({ size: 'large', ghost: true })}>
                    {t('common.contactUs')}
                  </Link>
                </div>
              </div>
            </div>
          );
        })}
      </div>
      {slides.length > 1 && (
        <div className="hero__dots">
          <button
            type="button"
            className="hero__rotation"
            aria-label={t(playing ? 'hero.pause' : 'hero.play')}
            data-playing={playing}
            onClick={() => setPlaying(!playing)}
          />
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className={`hero__dot${index === active ? ' is-active' : ''}`}
              aria-label={t('hero.goTo', { number: index + 1 })}
              aria-current={index === active}
              onClick={() => setChosen(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
