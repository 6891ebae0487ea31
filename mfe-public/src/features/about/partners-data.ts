import type { AboutIconName, Bilingual } from './company-data.ts';
import type { Figure } from './team-data.ts';

/** A strategic partner (spec §3 "Partner"); no logos, so the card shows an initial badge. */
export interface Partner {
  name: Bilingual;
  type: Bilingual;
  description: Bilingual;
  country: Bilingual;
  website: string;
}

/** The five strategic partners (spec §9), from three countries. */
export const PARTNERS: Partner[] = [
  {
    name: { ar: 'حاضنة رواد الرياض', en: 'Riyadh Founders Incubator' },
    type: { ar: 'حاضنة أعمال', en: 'Business incubator' },
    description: {
      ar: 'نتعاون في احتضان الشركات الناشئة وتقديم الإرشاد والمساحات المكتبية لروادها.',
      en: 'Together we incubate startups and give their founders mentoring and office space.',
    },
    country: { ar: 'السعودية', en: 'Saudi Arabia' },
    website: 'https://riyadh-founders.example.com',
  },
  {
    name: { ar: 'مجموعة الأفق للمحاماة', en: 'Al-Ufuq Law Group' },
    type: { ar: 'شريك قانوني', en: 'Legal partner' },
    description: {
      ar: 'مكتب محاماة متخصص في الملكية الفكرية والعقود التجارية يدعم عملاءنا في القضايا والنزاعات.',
      en: 'A law firm specialising in intellectual property and commercial contracts that supports our clients in cases and disputes.',
    },
    country: { ar: 'السعودية', en: 'Saudi Arabia' },
    website: 'https://alufuq-law.example.com',
  },
  {
    name: { ar: 'صندوق نماء للاستثمار الجريء', en: 'Namaa Venture Fund' },
    type: { ar: 'شريك تمويلي', en: 'Funding partner' },
    description: {
      ar: 'صندوق استثمار جريء نعرض عليه المشاريع الواعدة ونرافقها في مراحل التقييم والتفاوض.',
      en: 'A venture fund to which we present promising projects, guiding them through evaluation and negotiation.',
    },
    country: { ar: 'الإمارات', en: 'United Arab Emirates' },
    website: 'https://namaa-ventures.example.com',
  },
  {
    name: { ar: 'جلف إكسبو للفعاليات', en: 'Gulf Expo Events' },
    type: { ar: 'شريك فعاليات', en: 'Events partner' },
    description: {
      ar: 'شركة متخصصة في تنظيم المعارض والمؤتمرات نشترك معها في تنفيذ الفعاليات الكبرى.',
      en: 'An exhibitions and conferences company with which we deliver large-scale events.',
    },
    country: { ar: 'الإمارات', en: 'United Arab Emirates' },
    website: 'https://gulf-expo.example.com',
  },
  {
    name: { ar: 'بريدج ماركتس للاستشارات', en: 'Bridge Markets Advisory' },
    type: { ar: 'شريك دولي', en: 'International partner' },
    description: {
      ar: 'شركة استشارات بريطانية نتعاون معها في تمثيل الشركات الأجنبية الراغبة في دخول السوق السعودي.',
      en: 'A British advisory firm we work with to represent foreign companies entering the Saudi market.',
    },
    country: { ar: 'المملكة المتحدة', en: 'United Kingdom' },
    website: 'https://bridge-markets.example.com',
  },
];

export interface PartnershipBenefit {
  icon: AboutIconName;
  title: Bilingual;
  description: Bilingual;
}

/** The four benefit cards of `/about/partners`. */
export const PARTNERSHIP_BENEFITS: PartnershipBenefit[] = [
  {
    icon: 'users',
    title: { ar: 'شبكة علاقات واسعة', en: 'A wide network' },
    description: {
      ar: 'وصول مباشر إلى عملائنا من الشركات الناشئة والمنشآت والمستثمرين.',
      en: 'Direct access to our clients: startups, established businesses and investors.',
    },
  },
  {
    icon: 'handshake',
    title: { ar: 'مشاريع مشتركة', en: 'Joint projects' },
    description: {
      ar: 'فرص لتنفيذ مشاريع وبرامج مشتركة تعود بالنفع على الطرفين.',
      en: 'Opportunities to deliver joint projects and programmes that benefit both sides.',
    },
  },
  {
    icon: 'chart',
    title: { ar: 'نمو مستدام', en: 'Sustainable growth' },
    description: {
      ar: 'توسيع نطاق أعمالك في السوق السعودي بدعم من خبرتنا المحلية.',
      en: 'Grow your business in the Saudi market backed by our local expertise.',
    },
  },
  {
    icon: 'award',
    title: { ar: 'جودة موثوقة', en: 'Trusted quality' },
    description: {
      ar: 'معايير عمل واضحة وتقارير دورية تضمن جودة كل ما نقدمه معاً.',
      en: 'Clear working standards and regular reporting that keep the quality of our joint work high.',
    },
  },
];

/** Partner statistics (spec §9): 5+ partners, 3+ countries, 50+ joint projects, 95% satisfaction. */
export const PARTNER_FIGURES: Figure[] = [
  { value: '5+', label: { ar: 'شركاء استراتيجيون', en: 'Strategic partners' } },
  { value: '3+', label: { ar: 'دول', en: 'Countries' } },
  { value: '50+', label: { ar: 'مشروع مشترك', en: 'Joint projects' } },
  { value: '95%', label: { ar: 'نسبة الرضا', en: 'Satisfaction' } },
];

/** The partnerships mailbox the page's mailto button writes to. */
export const PARTNERSHIPS_EMAIL = 'partners@example.com';
