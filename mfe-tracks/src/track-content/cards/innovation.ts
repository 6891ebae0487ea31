import type { TrackCard } from '../types.ts';

/** The innovation track's card (cards.ts): its own module, so the track's page carries no other card. */
export const INNOVATION_CARD: TrackCard = {
  icon: 'BulbOutlined',
  colors: ['#3b1a6b', '#7b4dff'],
  tagline: {
    ar: 'حلول مبتكرة تصنع ميزتك التنافسية',
    en: 'Innovative solutions that build your competitive edge',
  },
};
