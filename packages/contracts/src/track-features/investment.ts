import type { TrackFeatures } from '../track-features.ts';

/** The investment track's six features (`TRACK_FEATURES`): its own module, so its page carries no other track's. */
export const INVESTMENT_FEATURES: TrackFeatures = [
  { ar: 'دراسات الجدوى', en: 'Feasibility studies' },
  { ar: 'الخطط والنماذج المالية', en: 'Financial plans and models' },
  { ar: 'إعداد ملفات الاستثمار', en: 'Investment memoranda' },
  { ar: 'الربط بالمستثمرين', en: 'Investor introductions' },
  { ar: 'التقييم المالي', en: 'Business valuation' },
  { ar: 'التفاوض وإغلاق الصفقات', en: 'Negotiation and deal closing' },
];
