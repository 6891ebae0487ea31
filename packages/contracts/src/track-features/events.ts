import type { TrackFeatures } from '../track-features.ts';

/** The events track's six features (`TRACK_FEATURES`): its own module, so its page carries no other track's. */
export const EVENTS_FEATURES: TrackFeatures = [
  { ar: 'تنظيم المؤتمرات', en: 'Conferences' },
  { ar: 'المعارض', en: 'Exhibitions' },
  { ar: 'ورش العمل والندوات', en: 'Workshops and seminars' },
  { ar: 'الفعاليات المؤسسية', en: 'Corporate events' },
  { ar: 'التسويق للفعاليات', en: 'Event marketing' },
  { ar: 'التقييم وقياس الأثر', en: 'Evaluation and impact reports' },
];
