import type { TrackCard } from '../types.ts';

/** The launch track's card (cards.ts): its own module, so the track's page carries no other card. */
export const LAUNCH_CARD: TrackCard = {
  icon: 'RocketOutlined',
  colors: ['#6b2a0b', '#fa8c16'],
  tagline: {
    ar: 'من الفكرة إلى السوق بهوية متكاملة',
    en: 'From idea to market with a complete identity',
  },
};
