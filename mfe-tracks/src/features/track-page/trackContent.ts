import type { TrackSlug } from '@consulting/contracts';

type Bilingual = { ar: string; en: string };

/** Static marketing text of one track page (spec §2 "Track pages"), in both languages. */
export interface TrackContent {
  tagline: Bilingual;
  description: Bilingual;
  features: Bilingual[];
}

/** The company-site text of the six tracks; titles come from `TRACK_TITLES` in contracts. */
export const TRACK_CONTENT: Record<TrackSlug, TrackContent> = {
  'intellectual-property': {
    tagline: {
      ar: 'نحمي أفكارك ونحوّلها إلى أصول ذات قيمة',
      en: 'We protect your ideas and turn them into valuable assets',
    },
    description: {
      ar: 'نرافقك في تسجيل العلامات التجارية وبراءات الاختراع وحقوق المؤلف داخل المملكة وخارجها، ونساعدك على إدارة محفظة الملكية الفكرية وترخيصها واستثمارها بما يحفظ حقوقك ويعظّم عوائدها.',
      en: 'We guide you through registering trademarks, patents and copyrights in the Kingdom and abroad, and help you manage, license and commercialise your intellectual-property portfolio so your rights are protected and their returns grow.',
    },
    features: [
      { ar: 'تسجيل العلامات التجارية', en: 'Trademark registration' },
      { ar: 'براءات الاختراع والنماذج الصناعية', en: 'Patents and industrial designs' },
      { ar: 'حماية حقوق المؤلف', en: 'Copyright protection' },
      { ar: 'ترخيص الملكية الفكرية واستثمارها', en: 'IP licensing and commercialisation' },
    ],
  },
  innovation: {
    tagline: {
      ar: 'حلول مبتكرة تصنع ميزتك التنافسية',
      en: 'Innovative solutions that build your competitive edge',
    },
    description: {
      ar: 'نساعد المنشآت على تطوير نماذج أعمال جديدة، وتصميم المنتجات والخدمات، وبناء ثقافة الابتكار داخل فرق العمل، مستندين إلى منهجيات التفكير التصميمي والتحول الرقمي.',
      en: 'We help organisations develop new business models, design products and services, and build a culture of innovation in their teams, using design thinking and digital-transformation methods.',
    },
    features: [
      { ar: 'تطوير نماذج الأعمال', en: 'Business model development' },
      { ar: 'التفكير التصميمي وورش الابتكار', en: 'Design thinking and innovation workshops' },
      { ar: 'التحول الرقمي', en: 'Digital transformation' },
      { ar: 'احتضان الأفكار وتسريعها', en: 'Idea incubation and acceleration' },
    ],
  },
  investment: {
    tagline: {
      ar: 'نربط مشروعك بالتمويل المناسب',
      en: 'We connect your project with the right funding',
    },
    description: {
      ar: 'نقدّم الاستشارات المالية ودراسات الجدوى وإعداد ملفات الاستثمار، ونربط المشاريع بالمستثمرين وجهات التمويل الحكومية والخاصة، ونرافقها حتى إغلاق جولات التمويل.',
      en: 'We provide financial advisory, feasibility studies and investment memoranda, connect projects with investors and with public and private funding bodies, and stay with them until their funding rounds close.',
    },
    features: [
      { ar: 'دراسات الجدوى والخطط المالية', en: 'Feasibility studies and financial plans' },
      { ar: 'إعداد ملفات الاستثمار', en: 'Investment memoranda' },
      { ar: 'الربط بالمستثمرين وجهات التمويل', en: 'Introductions to investors and funders' },
      { ar: 'التقييم المالي للمنشآت', en: 'Business valuation' },
    ],
  },
  launch: {
    tagline: {
      ar: 'من الفكرة إلى السوق بهوية متكاملة',
      en: 'From idea to market with a complete identity',
    },
    description: {
      ar: 'نطلق العلامات التجارية والمشاريع الجديدة عبر بناء الهوية البصرية واستراتيجية العلامة وخطط الدخول إلى السوق، ونتابع الإطلاق حتى تحقق العلامة حضورها لدى جمهورها.',
      en: 'We launch brands and new projects by building the visual identity, the brand strategy and the go-to-market plan, and we follow the launch until the brand has found its audience.',
    },
    features: [
      { ar: 'بناء الهوية البصرية', en: 'Visual identity' },
      { ar: 'استراتيجية العلامة التجارية', en: 'Brand strategy' },
      { ar: 'خطط دخول السوق', en: 'Go-to-market plans' },
      { ar: 'حملات الإطلاق', en: 'Launch campaigns' },
    ],
  },
  events: {
    tagline: {
      ar: 'فعاليات تترك أثراً',
      en: 'Events that leave a lasting impression',
    },
    description: {
      ar: 'نخطط وننظم المؤتمرات والمعارض وورش العمل والفعاليات المؤسسية من الفكرة حتى التنفيذ، مع إدارة الرعايات والتسويق والتغطية الإعلامية وقياس الأثر.',
      en: 'We plan and run conferences, exhibitions, workshops and corporate events from concept to delivery, including sponsorship, marketing, media coverage and impact measurement.',
    },
    features: [
      { ar: 'المؤتمرات والمعارض', en: 'Conferences and exhibitions' },
      { ar: 'ورش العمل والبرامج التدريبية', en: 'Workshops and training programmes' },
      { ar: 'إدارة الرعايات', en: 'Sponsorship management' },
      { ar: 'التغطية الإعلامية', en: 'Media coverage' },
    ],
  },
  representation: {
    tagline: {
      ar: 'بوابتك إلى السوق السعودي',
      en: 'Your gateway to the Saudi market',
    },
    description: {
      ar: 'نمثل الشركات الأجنبية في المملكة العربية السعودية، ونتولى دراسة السوق والتراخيص والتسجيل التجاري وبناء الشراكات المحلية، لتبدأ أعمالك بثقة ووفق الأنظمة.',
      en: 'We represent foreign companies in Saudi Arabia, handling market research, licences, commercial registration and local partnerships so your business starts with confidence and in line with regulations.',
    },
    features: [
      { ar: 'دراسة السوق السعودي', en: 'Saudi market research' },
      { ar: 'التراخيص والتسجيل التجاري', en: 'Licences and commercial registration' },
      { ar: 'بناء الشراكات المحلية', en: 'Local partnerships' },
      { ar: 'التمثيل التجاري المستمر', en: 'Ongoing commercial representation' },
    ],
  },
};
