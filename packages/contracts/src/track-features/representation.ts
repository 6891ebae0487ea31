import type { TrackFeatures } from '../track-features.ts';

/** The representation track's six features (`TRACK_FEATURES`): its own module, so its page carries no other track's. */
export const REPRESENTATION_FEATURES: TrackFeatures = [
  { ar: 'دراسة السوق السعودي', en: 'Saudi market studies' },
  { ar: 'التأسيس والتسجيل النظامي', en: 'Company set-up and registration' },
  { ar: 'التمثيل التجاري', en: 'Commercial representation' },
  { ar: 'البحث عن الشركاء والموزعين', en: 'Finding partners and distributors' },
  { ar: 'تجهيز البنية التشغيلية', en: 'Operational set-up' },
  { ar: 'الامتثال والتراخيص', en: 'Compliance and licences' },
];
