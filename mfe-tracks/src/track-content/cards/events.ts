import type { TrackCard } from '../types.ts';

/** The events track's card (cards.ts): its own module, so the track's page carries no other card. */
export const EVENTS_CARD: TrackCard = {
  icon: 'CalendarOutlined',
  colors: ['#6b0b3d', '#eb2f96'],
  tagline: {
    ar: 'فعاليات تترك أثراً',
    en: 'Events that leave a lasting impression',
  },
};
