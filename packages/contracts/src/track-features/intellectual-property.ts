import type { TrackFeatures } from '../track-features.ts';

/** The intellectual-property track's six features (`TRACK_FEATURES`): its own module, so its page carries no other track's. */
export const INTELLECTUAL_PROPERTY_FEATURES: TrackFeatures = [
  { ar: 'تسجيل العلامات التجارية', en: 'Trademark registration' },
  { ar: 'براءات الاختراع', en: 'Patents' },
  { ar: 'النماذج الصناعية', en: 'Industrial designs' },
  { ar: 'حقوق المؤلف', en: 'Copyright' },
  { ar: 'ترخيص الملكية الفكرية', en: 'IP licensing' },
  { ar: 'مراقبة التعديات وحل النزاعات', en: 'Infringement watch and disputes' },
];
