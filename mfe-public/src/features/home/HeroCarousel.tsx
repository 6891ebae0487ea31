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
 * The home hero (spec §2 "Home"): the editors' slides (built-in five as the
 * fallback) cross-fade (HERO_FADE_MS) and advance every HERO_INTERVAL_MS, cycling continuously;
 * a dot jumps to its slide and restarts the timer. Each slide has its call-to-action link and a
 * Contact Us button to /contact; a slide with an image draws it behind its text (the first one
 * with high fetch priority: it is the page's largest paint), one without keeps its theme's
 * gradient. The page's one `<h1>` (PUBLIC_PAGE_HEADINGS['/']) stays in place above the slides;
 * slide titles are `<h2>`. With no active slide only the heading shows.
 *
 * Rotation follows WCAG 2.2.2 (Pause, Stop, Hide) as the WAI-ARIA carousel pattern does: a
 * stop/start button before the dots; no rotation while the pointer is over the hero or focus is
 * in it, nor at all for a visitor who asked for reduced motion; the slides are announced
 * (`aria-live="polite"`) only while rotation is stopped, so a screen reader is not interrupted
 * every few seconds.
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
