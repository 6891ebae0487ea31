/**
 * The company's own words for the about pages (spec §2 "/about", "/about/overview",
 * "/about/vision"): story, mission, vision, the four values, the 2016–2024 timeline and the four
 * strategic objectives, each in Arabic and English.
 */

/** A text in both languages. */
export interface Bilingual {
  ar: string;
  en: string;
}

/** Icon names understood by `AboutIcon`. */
export type AboutIconName =
  | 'shield'
  | 'lightbulb'
  | 'star'
  | 'globe'
  | 'target'
  | 'eye'
  | 'flag'
  | 'chart'
  | 'users'
  | 'handshake'
  | 'rocket'
  | 'award';

export interface CompanyValue {
  key: 'trust' | 'innovation' | 'excellence' | 'global';
  icon: AboutIconName;
  title: Bilingual;
  description: Bilingual;
}

export interface TimelineEntry {
  year: number;
  title: Bilingual;
  description: Bilingual;
}

export interface StrategicObjective {
  icon: AboutIconName;
  title: Bilingual;
  description: Bilingual;
}

/** The story paragraphs of `/about` and the who-we-are text of `/about/overview`. */
export const COMPANY_STORY: Bilingual[] = [
  {
    ar: 'انطلقت فكرتنا من خبرة متراكمة لمؤسسينا امتدت منذ عام 2016 في الاستشارات الإدارية والملكية الفكرية والتمويل وتنظيم الفعاليات، رافقوا خلالها عشرات الشركات الناشئة والمنشآت في رحلتها من الفكرة إلى السوق.',
    en: 'Our idea grew out of experience our founders have built since 2016 in management consulting, intellectual property, financing and events, working alongside dozens of startups and businesses on their way from idea to market.',
  },
  {
    ar: 'وفي عام 2025 أسسنا شركتنا في الرياض لنجمع هذه الخبرات تحت سقف واحد، ونقدّم لعملائنا حلولاً متكاملة في ستة مسارات متخصصة تواكب مستهدفات رؤية المملكة 2030 وتدعم نمو الاقتصاد المعرفي.',
    en: 'In 2025 we founded the company in Riyadh to bring this experience under one roof and offer our clients integrated solutions in six specialised tracks that keep pace with the goals of Saudi Vision 2030 and support the growth of the knowledge economy.',
  },
];

export const COMPANY_MISSION: Bilingual = {
  ar: 'تمكين رواد الأعمال والشركات من تحويل أفكارهم إلى مشاريع ناجحة ومستدامة، عبر استشارات متخصصة وخدمات متكاملة في الملكية الفكرية والابتكار والتمويل والإطلاق والفعاليات وتمثيل الشركات.',
  en: 'To enable entrepreneurs and companies to turn their ideas into successful, sustainable ventures through specialised advice and integrated services in intellectual property, innovation, financing, launch, events and company representation.',
};

export const COMPANY_VISION: Bilingual = {
  ar: 'أن نكون الشريك الاستشاري الأول في المملكة العربية السعودية لبناء الأعمال المبتكرة وتنميتها، وجسراً موثوقاً بين الأفكار المحلية والفرص العالمية.',
  en: 'To be the leading consulting partner in Saudi Arabia for building and growing innovative businesses, and a trusted bridge between local ideas and global opportunities.',
};

/** The four values of spec §2 "/about": trust and transparency, continuous innovation, service excellence, global vision. */
export const COMPANY_VALUES: CompanyValue[] = [
  {
    key: 'trust',
    icon: 'shield',
    title: { ar: 'الثقة والشفافية', en: 'Trust and Transparency' },
    description: {
      ar: 'نبني علاقاتنا على الوضوح والصدق، ونحافظ على سرية معلومات عملائنا وأفكارهم.',
      en: 'We build our relationships on clarity and honesty, and keep our clients’ information and ideas confidential.',
    },
  },
  {
    key: 'innovation',
    icon: 'lightbulb',
    title: { ar: 'الابتكار المستمر', en: 'Continuous Innovation' },
    description: {
      ar: 'نطوّر أساليبنا وأدواتنا باستمرار لنقدّم حلولاً عملية تناسب سوقاً سريع التغير.',
      en: 'We keep improving our methods and tools to deliver practical solutions for a fast-changing market.',
    },
  },
  {
    key: 'excellence',
    icon: 'star',
    title: { ar: 'التميز في الخدمة', en: 'Service Excellence' },
    description: {
      ar: 'نلتزم بأعلى معايير الجودة والاحترافية، ونقيس نجاحنا بنجاح عملائنا.',
      en: 'We hold ourselves to the highest standards of quality and professionalism, and measure our success by our clients’ success.',
    },
  },
  {
    key: 'global',
    icon: 'globe',
    title: { ar: 'الرؤية العالمية', en: 'Global Vision' },
    description: {
      ar: 'نربط عملاءنا بأفضل الممارسات والشركاء حول العالم، وننقل الخبرة العالمية إلى السوق السعودي.',
      en: 'We connect our clients with best practice and partners worldwide, and bring global expertise to the Saudi market.',
    },
  },
];

/** `/about` timeline, 2016 to 2024 (spec §9): the founders' path before the company was set up in 2025. */
export const COMPANY_TIMELINE: TimelineEntry[] = [
  {
    year: 2016,
    title: { ar: 'البداية', en: 'The beginning' },
    description: {
      ar: 'بدأ مؤسسونا العمل في الاستشارات الإدارية ودعم رواد الأعمال في الرياض.',
      en: 'Our founders began working in management consulting and supporting entrepreneurs in Riyadh.',
    },
  },
  {
    year: 2018,
    title: { ar: 'الملكية الفكرية', en: 'Intellectual property' },
    description: {
      ar: 'إطلاق خدمات تسجيل العلامات التجارية وبراءات الاختراع للمبتكرين والشركات.',
      en: 'Launch of trademark and patent registration services for inventors and companies.',
    },
  },
  {
    year: 2020,
    title: { ar: 'التمويل والاستثمار', en: 'Finance and investment' },
    description: {
      ar: 'مرافقة المشاريع الناشئة في جولات التمويل وربطها بالمستثمرين وجهات الدعم.',
      en: 'Guiding startups through funding rounds and connecting them with investors and support programmes.',
    },
  },
  {
    year: 2022,
    title: { ar: 'الفعاليات والشراكات', en: 'Events and partnerships' },
    description: {
      ar: 'تنظيم مؤتمرات وورش عمل متخصصة وبناء شراكات مع جهات محلية ودولية.',
      en: 'Organising specialised conferences and workshops and building partnerships with local and international bodies.',
    },
  },
  {
    year: 2024,
    title: { ar: 'نحو شركة متكاملة', en: 'Towards one integrated company' },
    description: {
      ar: 'توحيد الخبرات في ستة مسارات متكاملة والتحضير لتأسيس الشركة في الرياض.',
      en: 'Bringing our expertise together in six integrated tracks and preparing to found the company in Riyadh.',
    },
  },
];
