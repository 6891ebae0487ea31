/** Auto-advance interval of the hero (spec §2 "Home", §9): 6000 ms. */
export const HERO_INTERVAL_MS = 6000;
/** Cross-fade duration between slides (spec §9): 300 ms. */
export const HERO_FADE_MS = 300;
