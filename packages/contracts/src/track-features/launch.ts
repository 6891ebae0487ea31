import type { TrackFeatures } from '../track-features.ts';

/** The launch track's six features (`TRACK_FEATURES`): its own module, so its page carries no other track's. */
export const LAUNCH_FEATURES: TrackFeatures = [
  { ar: 'بناء الهوية البصرية', en: 'Visual identity' },
  { ar: 'استراتيجية العلامة التجارية', en: 'Brand strategy' },
  { ar: 'خطة الدخول إلى السوق', en: 'Go-to-market plan' },
  { ar: 'التسويق الرقمي', en: 'Digital marketing' },
  { ar: 'الدعم التشغيلي', en: 'Operational support' },
  { ar: 'فعاليات الإطلاق', en: 'Launch events' },
];
