import type { TrackCard } from '../types.ts';

/** The investment track's card (cards.ts): its own module, so the track's page carries no other card. */
export const INVESTMENT_CARD: TrackCard = {
  icon: 'RiseOutlined',
  colors: ['#0b4d3b', '#13a86b'],
  tagline: {
    ar: 'نربط مشروعك بالتمويل المناسب',
    en: 'We connect your project with the right funding',
  },
};
