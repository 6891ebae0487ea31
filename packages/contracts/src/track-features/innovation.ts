import type { TrackFeatures } from '../track-features.ts';

/** The innovation track's six features (`TRACK_FEATURES`): its own module, so its page carries no other track's. */
export const INNOVATION_FEATURES: TrackFeatures = [
  { ar: 'تطوير نماذج الأعمال', en: 'Business model development' },
  { ar: 'ورش التفكير التصميمي', en: 'Design-thinking workshops' },
  { ar: 'تطوير المنتجات والخدمات', en: 'Product and service development' },
  { ar: 'التحول الرقمي', en: 'Digital transformation' },
  { ar: 'برامج احتضان الأفكار', en: 'Idea incubation programmes' },
  { ar: 'قياس الابتكار المؤسسي', en: 'Corporate innovation assessment' },
];
