/** Auto-advance interval of the 5-slide hero (spec §2 "Home", §9): 6000 ms. */
export const HERO_INTERVAL_MS = 6000;
/** Cross-fade duration between slides (spec §9): 300 ms. */
export const HERO_FADE_MS = 300;

/** Visual themes of the slides (spec §2 "Home"). */
export type HeroTheme = 'default' | 'innovation' | 'intellectual' | 'investment';

export interface HeroSlide {
  /** Key under `hero.slides` in namespace `public` (subtitle, title, description, cta). */
  key: string;
  theme: HeroTheme;
  /** Target of the call-to-action link. */
  ctaLink: string;
}

/** The five slides of the layout version of the hero. */
export const HERO_SLIDES: HeroSlide[] = [
  { key: 'welcome', theme: 'default', ctaLink: '/services' },
  { key: 'intellectual', theme: 'intellectual', ctaLink: '/services/intellectual-property' },
  { key: 'innovation', theme: 'innovation', ctaLink: '/services/innovation' },
  { key: 'investment', theme: 'investment', ctaLink: '/services/investment' },
  { key: 'launch', theme: 'default', ctaLink: '/services/launch' },
];
