import { TRACK_SLUGS, TRACK_TITLES } from '@consulting/contracts';

interface Bilingual {
  ar: string;
  en: string;
}

export interface SitemapLink {
  to: string;
  label: Bilingual;
  description?: Bilingual;
}

export interface SitemapGroup {
  /** Also the key of the group's title, `groups.{key}` in namespace `public-sitemap`. */
  key: 'main' | 'company' | 'tracks' | 'finance' | 'legal';
  links: SitemapLink[];
}

/**
 * The site map's groups (spec §2 "Site map"): main, company, tracks (/tracks and the track
 * pages), finance and contact, legal. The translated version's extra links are kept where a page
 * exists (`/contact#map`); its `/partners` and `/projects` have no page in this site and are left out.
 */
export const SITEMAP_GROUPS: SitemapGroup[] = [
  {
    key: 'main',
    links: [
      {
        to: '/',
        label: { ar: 'الرئيسية', en: 'Home' },
        description: { ar: 'الصفحة الرئيسية للموقع', en: 'The home page' },
      },
      {
        to: '/services',
        label: { ar: 'خدماتنا', en: 'Our Services' },
        description: { ar: 'مساراتنا الستة', en: 'Our six tracks' },
      },
      {
        to: '/news',
        label: { ar: 'الأخبار', en: 'News' },
        description: { ar: 'آخر أخبار الشركة', en: 'Latest company news' },
      },
      {
        to: '/contact',
        label: { ar: 'تواصل معنا', en: 'Contact Us' },
        description: { ar: 'بيانات التواصل', en: 'How to reach us' },
      },
    ],
  },
  {
    key: 'company',
    links: [
      { to: '/about/overview', label: { ar: 'نظرة عامة', en: 'Company Overview' } },
      { to: '/about/vision', label: { ar: 'الرؤية والرسالة', en: 'Vision and Mission' } },
      { to: '/about/goals', label: { ar: 'الأهداف الاستراتيجية', en: 'Strategic Goals' } },
      { to: '/about/team', label: { ar: 'فريق القيادة', en: 'Leadership Team' } },
      { to: '/about/partners', label: { ar: 'شركاؤنا', en: 'Our Partners' } },
    ],
  },
  {
    key: 'tracks',
    links: [
      { to: '/tracks', label: { ar: 'جميع المسارات', en: 'All Tracks' } },
      ...TRACK_SLUGS.map((slug) => ({ to: `/tracks/${slug}`, label: TRACK_TITLES[slug] })),
    ],
  },
  {
    key: 'finance',
    links: [
      { to: '/banking/accounts', label: { ar: 'الحسابات البنكية', en: 'Bank Accounts' } },
      { to: '/contact/message', label: { ar: 'أرسل لنا رسالة', en: 'Send Us a Message' } },
      { to: '/contact#map', label: { ar: 'موقعنا على الخريطة', en: 'Find Us on the Map' } },
    ],
  },
  {
    key: 'legal',
    links: [
      { to: '/about/privacy', label: { ar: 'سياسة الخصوصية', en: 'Privacy Policy' } },
      { to: '/about/terms', label: { ar: 'الشروط والأحكام', en: 'Terms and Conditions' } },
      { to: '/sitemap', label: { ar: 'خريطة الموقع', en: 'Site Map' } },
    ],
  },
];

/** The quick links strip at the top of the site map. */
export const QUICK_LINKS: SitemapLink[] = [
  { to: '/service-request', label: { ar: 'اطلب خدمة', en: 'Request a Service' } },
  { to: '/contact/message', label: { ar: 'احجز استشارة', en: 'Book a Consultation' } },
  { to: '/join-us', label: { ar: 'انضم إلى فريقنا', en: 'Join Our Team' } },
  { to: '/user/login', label: { ar: 'منطقة العملاء', en: 'Client Area' } },
];
