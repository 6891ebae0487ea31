import type { AboutIconName, Bilingual } from './company-data.ts';

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

/** The partnerships mailbox the page's mailto button writes to. */
export const PARTNERSHIPS_EMAIL = 'partners@example.com';
