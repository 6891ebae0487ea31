import type { TrackSlug } from '@consulting/contracts';

interface Bilingual {
  ar: string;
  en: string;
}

/** The static details the services page adds to each track (spec §3 "Service track (static)"). */
export interface TrackDetails {
  detailedDescription: Bilingual;
  /** Six features per track (spec §9); the card shows the first three. */
  features: Bilingual[];
}

/** How many features a card lists before the '+N more services' line (spec §2, §9). */
export const FEATURES_SHOWN = 3;

export const TRACK_DETAILS: Record<TrackSlug, TrackDetails> = {
  'intellectual-property': {
    detailedDescription: {
      ar: 'نرافقك في كل مراحل حماية أصولك الفكرية: من البحث والفحص، إلى إعداد الطلبات وتسجيلها لدى الهيئة السعودية للملكية الفكرية والمكاتب الدولية، ثم إدارتها وترخيصها والدفاع عنها.',
      en: 'We support you at every stage of protecting your intellectual assets: from search and examination, to preparing and filing applications with the Saudi Authority for Intellectual Property and international offices, then managing, licensing and defending them.',
    },
    features: [
      { ar: 'تسجيل العلامات التجارية', en: 'Trademark registration' },
      { ar: 'براءات الاختراع', en: 'Patents' },
      { ar: 'النماذج الصناعية', en: 'Industrial designs' },
      { ar: 'حقوق المؤلف', en: 'Copyright' },
      { ar: 'ترخيص الملكية الفكرية', en: 'IP licensing' },
      { ar: 'مراقبة التعديات وحل النزاعات', en: 'Infringement watch and disputes' },
    ],
  },
  innovation: {
    detailedDescription: {
      ar: 'نساعد المنشآت على تحويل الأفكار إلى منتجات وخدمات ونماذج أعمال قابلة للنمو، عبر منهجيات التفكير التصميمي والتجريب السريع وبناء ثقافة الابتكار داخل الفرق.',
      en: 'We help organisations turn ideas into products, services and business models that can grow, through design thinking, rapid experimentation and a culture of innovation within their teams.',
    },
    features: [
      { ar: 'تطوير نماذج الأعمال', en: 'Business model development' },
      { ar: 'ورش التفكير التصميمي', en: 'Design-thinking workshops' },
      { ar: 'تطوير المنتجات والخدمات', en: 'Product and service development' },
      { ar: 'التحول الرقمي', en: 'Digital transformation' },
      { ar: 'برامج احتضان الأفكار', en: 'Idea incubation programmes' },
      { ar: 'قياس الابتكار المؤسسي', en: 'Corporate innovation assessment' },
    ],
  },
  investment: {
    detailedDescription: {
      ar: 'نجهّز مشروعك للاستثمار بدراسات جدوى وخطط مالية وملفات عرض احترافية، ونربطك بالمستثمرين وصناديق رأس المال الجريء وجهات التمويل الحكومية، ونرافقك حتى إغلاق الجولة.',
      en: 'We get your project ready for investment with feasibility studies, financial plans and professional pitch decks, connect you with investors, venture funds and public funding bodies, and stay with you until the round closes.',
    },
    features: [
      { ar: 'دراسات الجدوى', en: 'Feasibility studies' },
      { ar: 'الخطط والنماذج المالية', en: 'Financial plans and models' },
      { ar: 'إعداد ملفات الاستثمار', en: 'Investment memoranda' },
      { ar: 'الربط بالمستثمرين', en: 'Investor introductions' },
      { ar: 'التقييم المالي', en: 'Business valuation' },
      { ar: 'التفاوض وإغلاق الصفقات', en: 'Negotiation and deal closing' },
    ],
  },
  launch: {
    detailedDescription: {
      ar: 'من بناء الهوية والعلامة التجارية إلى خطة الدخول للسوق والتسويق الرقمي والدعم التشغيلي، نطلق مشروعك الجديد بخطوات مدروسة ونتائج قابلة للقياس.',
      en: 'From identity and brand building to a go-to-market plan, digital marketing and operational support, we launch your new project with well-planned steps and measurable results.',
    },
    features: [
      { ar: 'بناء الهوية البصرية', en: 'Visual identity' },
      { ar: 'استراتيجية العلامة التجارية', en: 'Brand strategy' },
      { ar: 'خطة الدخول إلى السوق', en: 'Go-to-market plan' },
      { ar: 'التسويق الرقمي', en: 'Digital marketing' },
      { ar: 'الدعم التشغيلي', en: 'Operational support' },
      { ar: 'فعاليات الإطلاق', en: 'Launch events' },
    ],
  },
  events: {
    detailedDescription: {
      ar: 'نخطط وننظم المؤتمرات والمعارض وورش العمل والفعاليات المؤسسية من الفكرة إلى التنفيذ والتقييم، بفريق متكامل وشبكة موردين موثوقة.',
      en: 'We plan and run conferences, exhibitions, workshops and corporate events from concept to delivery and evaluation, with a complete team and a trusted supplier network.',
    },
    features: [
      { ar: 'تنظيم المؤتمرات', en: 'Conferences' },
      { ar: 'المعارض', en: 'Exhibitions' },
      { ar: 'ورش العمل والندوات', en: 'Workshops and seminars' },
      { ar: 'الفعاليات المؤسسية', en: 'Corporate events' },
      { ar: 'التسويق للفعاليات', en: 'Event marketing' },
      { ar: 'التقييم وقياس الأثر', en: 'Evaluation and impact reports' },
    ],
  },
  representation: {
    detailedDescription: {
      ar: 'نمثّل الشركات الأجنبية في المملكة ونساعدها على دراسة السوق والتأسيس والتسجيل النظامي وتجهيز البنية التشغيلية، حتى تبدأ أعمالها بثقة وكفاءة.',
      en: 'We represent foreign companies in the Kingdom and help them study the market, set up, register and build their operations, so they can start business with confidence.',
    },
    features: [
      { ar: 'دراسة السوق السعودي', en: 'Saudi market studies' },
      { ar: 'التأسيس والتسجيل النظامي', en: 'Company set-up and registration' },
      { ar: 'التمثيل التجاري', en: 'Commercial representation' },
      { ar: 'البحث عن الشركاء والموزعين', en: 'Finding partners and distributors' },
      { ar: 'تجهيز البنية التشغيلية', en: 'Operational set-up' },
      { ar: 'الامتثال والتراخيص', en: 'Compliance and licences' },
    ],
  },
};
