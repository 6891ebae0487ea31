import { TRACK_FEATURES, type TrackSlug } from '@consulting/contracts';

interface Bilingual {
  ar: string;
  en: string;
}

/** The static details the services page adds to each track (spec §3 "Service track (static)"). */
export interface TrackDetails {
  detailedDescription: Bilingual;
  /** Six features per track (spec §9); the card shows the first three. */
  features: readonly Bilingual[];
}

/** How many features a card lists before the '+N more services' line (spec §2, §9). */
export const FEATURES_SHOWN = 3;

export const TRACK_DETAILS: Record<TrackSlug, TrackDetails> = {
  'intellectual-property': {
    detailedDescription: {
      ar: 'نرافقك في كل مراحل حماية أصولك الفكرية: من البحث والفحص، إلى إعداد الطلبات وتسجيلها لدى الهيئة السعودية للملكية الفكرية والمكاتب الدولية، ثم إدارتها وترخيصها والدفاع عنها.',
      en: 'We support you at every stage of protecting your intellectual assets: from search and examination, to preparing and filing applications with the Saudi Authority for Intellectual Property and international offices, then managing, licensing and defending them.',
    },
    features: TRACK_FEATURES['intellectual-property'],
  },
  innovation: {
    detailedDescription: {
      ar: 'نساعد المنشآت على تحويل الأفكار إلى منتجات وخدمات ونماذج أعمال قابلة للنمو، عبر منهجيات التفكير التصميمي والتجريب السريع وبناء ثقافة الابتكار داخل الفرق.',
      en: 'We help organisations turn ideas into products, services and business models that can grow, through design thinking, rapid experimentation and a culture of innovation within their teams.',
    },
    features: TRACK_FEATURES['innovation'],
  },
  investment: {
    detailedDescription: {
      ar: 'نجهّز مشروعك للاستثمار بدراسات جدوى وخطط مالية وملفات عرض احترافية، ونربطك بالمستثمرين وصناديق رأس المال الجريء وجهات التمويل الحكومية، ونرافقك حتى إغلاق الجولة.',
      en: 'We get your project ready for investment with feasibility studies, financial plans and professional pitch decks, connect you with investors, venture funds and public funding bodies, and stay with you until the round closes.',
    },
    features: TRACK_FEATURES['investment'],
  },
  launch: {
    detailedDescription: {
      ar: 'من بناء الهوية والعلامة التجارية إلى خطة الدخول للسوق والتسويق الرقمي والدعم التشغيلي، نطلق مشروعك الجديد بخطوات مدروسة ونتائج قابلة للقياس.',
      en: 'From identity and brand building to a go-to-market plan, digital marketing and operational support, we launch your new project with well-planned steps and measurable results.',
    },
    features: TRACK_FEATURES['launch'],
  },
  events: {
    detailedDescription: {
      ar: 'نخطط وننظم المؤتمرات والمعارض وورش العمل والفعاليات المؤسسية من الفكرة إلى التنفيذ والتقييم، بفريق متكامل وشبكة موردين موثوقة.',
      en: 'We plan and run conferences, exhibitions, workshops and corporate events from concept to delivery and evaluation, with a complete team and a trusted supplier network.',
    },
    features: TRACK_FEATURES['events'],
  },
  representation: {
    detailedDescription: {
      ar: 'نمثّل الشركات الأجنبية في المملكة ونساعدها على دراسة السوق والتأسيس والتسجيل النظامي وتجهيز البنية التشغيلية، حتى تبدأ أعمالها بثقة وكفاءة.',
      en: 'We represent foreign companies in the Kingdom and help them study the market, set up, register and build their operations, so they can start business with confidence.',
    },
    features: TRACK_FEATURES['representation'],
  },
};
