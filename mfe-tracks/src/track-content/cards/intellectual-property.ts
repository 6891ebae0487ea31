import type { TrackCard } from '../types.ts';

/** The intellectual-property track's card (cards.ts): its own module, so the track's page carries no other card. */
export const INTELLECTUAL_PROPERTY_CARD: TrackCard = {
  icon: 'SafetyCertificateOutlined',
  colors: ['#0b3d6b', '#1677ff'],
  tagline: {
    ar: 'نحمي أفكارك ونحوّلها إلى أصول ذات قيمة',
    en: 'We protect your ideas and turn them into valuable assets',
  },
};
