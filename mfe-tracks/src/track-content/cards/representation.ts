import type { TrackCard } from '../types.ts';

/** The representation track's card (cards.ts): its own module, so the track's page carries no other card. */
export const REPRESENTATION_CARD: TrackCard = {
  icon: 'TeamOutlined',
  colors: ['#0b2f4d', '#13a8a8'],
  tagline: {
    ar: 'بوابتك إلى السوق السعودي',
    en: 'Your gateway to the Saudi market',
  },
};
