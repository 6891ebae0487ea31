/** The six service tracks (spec §1, §2 "Track pages"): slug as used in `/services/{slug}`. */
export const TRACK_SLUGS = [
  'intellectual-property',
  'innovation',
  'investment',
  'launch',
  'events',
  'representation',
] as const;

export type TrackSlug = (typeof TRACK_SLUGS)[number];

/** True when `value` is one of the six track slugs (spec §2 "Track request form"). */
export function isTrackSlug(value: unknown): value is TrackSlug {
  return typeof value === 'string' && (TRACK_SLUGS as readonly string[]).includes(value);
}

/**
 * The track a request page is for (spec §2): the third path segment of
 * `/services/{trackName}/request`, else the `track` query parameter, else `'unknown'`.
 */
export function trackFromLocation(pathname: string, search: string): string {
  const segment = pathname.split('/').filter(Boolean)[1];
  if (segment && isTrackSlug(segment)) return segment;
  const fromQuery = new URLSearchParams(search).get('track');
  if (fromQuery && isTrackSlug(fromQuery)) return fromQuery;
  return 'unknown';
}

/** Static titles of the tracks in both languages (spec §1), used as fallback and seed. */
export const TRACK_TITLES: Record<TrackSlug, { ar: string; en: string }> = {
  'intellectual-property': { ar: 'الملكية الفكرية', en: 'Intellectual Property' },
  innovation: { ar: 'ابتكار الأعمال', en: 'Business Innovation' },
  investment: { ar: 'التمويل والاستثمار', en: 'Finance and Investment' },
  launch: { ar: 'إطلاق العلامات والمشاريع الجديدة', en: 'Launch and Branding' },
  events: { ar: 'الفعاليات والأنشطة', en: 'Events and Activities' },
  representation: { ar: 'تمثيل الشركات الأجنبية', en: 'Representation of Foreign Companies' },
};

/** Icon names of the tracks in the public view (spec §3 "Service"). */
export const TRACK_ICONS: Record<TrackSlug, string> = {
  'intellectual-property': 'shield',
  innovation: 'lightbulb',
  investment: 'trending-up',
  launch: 'rocket',
  events: 'calendar',
  representation: 'users',
};

/** Six features per track (spec §3 "Service track (static)", §9); cards show the first three. */
export type TrackFeature = { ar: string; en: string };
export const TRACK_FEATURES: Record<
  TrackSlug,
  readonly [TrackFeature, TrackFeature, TrackFeature, TrackFeature, TrackFeature, TrackFeature]
> = {
  'intellectual-property': [
    { ar: 'تسجيل العلامات التجارية', en: 'Trademark registration' },
    { ar: 'براءات الاختراع', en: 'Patents' },
    { ar: 'النماذج الصناعية', en: 'Industrial designs' },
    { ar: 'حقوق المؤلف', en: 'Copyright' },
    { ar: 'ترخيص الملكية الفكرية', en: 'IP licensing' },
    { ar: 'مراقبة التعديات وحل النزاعات', en: 'Infringement watch and disputes' },
  ],
  innovation: [
    { ar: 'تطوير نماذج الأعمال', en: 'Business model development' },
    { ar: 'ورش التفكير التصميمي', en: 'Design-thinking workshops' },
    { ar: 'تطوير المنتجات والخدمات', en: 'Product and service development' },
    { ar: 'التحول الرقمي', en: 'Digital transformation' },
    { ar: 'برامج احتضان الأفكار', en: 'Idea incubation programmes' },
    { ar: 'قياس الابتكار المؤسسي', en: 'Corporate innovation assessment' },
  ],
  investment: [
    { ar: 'دراسات الجدوى', en: 'Feasibility studies' },
    { ar: 'الخطط والنماذج المالية', en: 'Financial plans and models' },
    { ar: 'إعداد ملفات الاستثمار', en: 'Investment memoranda' },
    { ar: 'الربط بالمستثمرين', en: 'Investor introductions' },
    { ar: 'التقييم المالي', en: 'Business valuation' },
    { ar: 'التفاوض وإغلاق الصفقات', en: 'Negotiation and deal closing' },
  ],
  launch: [
    { ar: 'بناء الهوية البصرية', en: 'Visual identity' },
    { ar: 'استراتيجية العلامة التجارية', en: 'Brand strategy' },
    { ar: 'خطة الدخول إلى السوق', en: 'Go-to-market plan' },
    { ar: 'التسويق الرقمي', en: 'Digital marketing' },
    { ar: 'الدعم التشغيلي', en: 'Operational support' },
    { ar: 'فعاليات الإطلاق', en: 'Launch events' },
  ],
  events: [
    { ar: 'تنظيم المؤتمرات', en: 'Conferences' },
    { ar: 'المعارض', en: 'Exhibitions' },
    { ar: 'ورش العمل والندوات', en: 'Workshops and seminars' },
    { ar: 'الفعاليات المؤسسية', en: 'Corporate events' },
    { ar: 'التسويق للفعاليات', en: 'Event marketing' },
    { ar: 'التقييم وقياس الأثر', en: 'Evaluation and impact reports' },
  ],
  representation: [
    { ar: 'دراسة السوق السعودي', en: 'Saudi market studies' },
    { ar: 'التأسيس والتسجيل النظامي', en: 'Company set-up and registration' },
    { ar: 'التمثيل التجاري', en: 'Commercial representation' },
    { ar: 'البحث عن الشركاء والموزعين', en: 'Finding partners and distributors' },
    { ar: 'تجهيز البنية التشغيلية', en: 'Operational set-up' },
    { ar: 'الامتثال والتراخيص', en: 'Compliance and licences' },
  ],
};
