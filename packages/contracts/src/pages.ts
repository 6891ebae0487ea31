import { TRACK_TITLES, type TrackSlug } from './tracks.ts';

/**
 * The public pages (spec §2 "Public routes"): heading, title and meta description in both
 * languages, for the `<h1>`, the gateway's heads and the sitemap. Routing is in site-contract.ts.
 */
export interface PageMeta {
  /** The page's main heading (its `<h1>`). */
  heading: { ar: string; en: string };
  /** Meta description, one or two sentences. */
  description: { ar: string; en: string };
  /** Listed in /sitemap.xml. */
  indexable: boolean;
}

export const SITE_NAME = { ar: 'الخدمات الاستشارية', en: 'Consulting Services' } as const;

/** Each public route's heading (`<h1>`, title) by path, apart from the descriptions browsers never need. */
export const PUBLIC_PAGE_HEADINGS = {
  '/': { ar: 'نصنع معك مستقبل أعمالك', en: 'Building the future of your business with you' },
  '/about': { ar: 'من نحن', en: 'About Us' },
  '/about/overview': { ar: 'نظرة عامة', en: 'Company Overview' },
  '/about/vision': { ar: 'الرؤية والرسالة', en: 'Vision and Mission' },
  '/about/goals': { ar: 'الأهداف الاستراتيجية', en: 'Strategic Goals' },
  '/about/team': { ar: 'فريق القيادة', en: 'Leadership Team' },
  '/about/partners': { ar: 'شركاؤنا', en: 'Our Partners' },
  '/about/privacy': { ar: 'سياسة الخصوصية', en: 'Privacy Policy' },
  '/about/terms': { ar: 'الشروط والأحكام', en: 'Terms and Conditions' },
  '/banking/accounts': { ar: 'الحسابات البنكية', en: 'Bank Accounts' },
  '/contact': { ar: 'تواصل معنا', en: 'Contact Us' },
  '/contact/message': { ar: 'أرسل لنا رسالة', en: 'Send Us a Message' },
  '/sitemap': { ar: 'خريطة الموقع', en: 'Site Map' },
  '/services': { ar: 'خدماتنا', en: 'Our Services' },
  '/service-request': { ar: 'طلب خدمة', en: 'Request a Service' },
  '/join-us': { ar: 'انضم إلى فريقنا', en: 'Join Our Team' },
  '/news': { ar: 'الأخبار', en: 'News' },
  '/creative-demo': { ar: 'عرض إبداعي', en: 'Creative Demo' },
} as const satisfies Record<string, { ar: string; en: string }>;

/** Meta descriptions, one or two sentences: for the gateway's heads (through `PUBLIC_PAGES`). */
const PUBLIC_PAGE_DESCRIPTIONS: Record<keyof typeof PUBLIC_PAGE_HEADINGS, { ar: string; en: string }> = {
  '/': {
    ar: 'شركة سعودية في الرياض تقدم حلولاً متكاملة في الملكية الفكرية والابتكار والتمويل وإطلاق المشاريع والفعاليات وتمثيل الشركات الأجنبية.',
    en: 'A Riyadh-based Saudi consultancy offering integrated solutions in intellectual property, innovation, financing, project launch, events and representation of foreign companies.',
  },
  '/about': {
    ar: 'قصتنا ورسالتنا ورؤيتنا وقيمنا وفريق القيادة.',
    en: 'Our story, mission, vision, values and leadership team.',
  },
  '/about/overview': {
    ar: 'من نحن وما نقدمه من خدمات ورؤيتنا ورسالتنا وقيمنا.',
    en: 'Who we are, the services we offer, our vision, mission and values.',
  },
  '/about/vision': {
    ar: 'رؤيتنا ورسالتنا وقيمنا الأربع وأهدافنا الاستراتيجية.',
    en: 'Our vision, mission, four values and strategic objectives.',
  },
  '/about/goals': {
    ar: 'أهدافنا قصيرة ومتوسطة وطويلة المدى وأهداف عام 2030.',
    en: 'Our short, medium and long-term goals and our objectives for 2030.',
  },
  '/about/team': {
    ar: 'تعرّف على فريق القيادة وخبراته.',
    en: 'Meet our leadership team and their experience.',
  },
  '/about/partners': {
    ar: 'شركاؤنا الاستراتيجيون ومزايا الشراكة معنا.',
    en: 'Our strategic partners and the benefits of partnering with us.',
  },
  '/about/privacy': {
    ar: 'كيف نجمع بياناتك ونستخدمها ونحميها.',
    en: 'How we collect, use and protect your data.',
  },
  '/about/terms': {
    ar: 'شروط استخدام موقعنا وخدماتنا.',
    en: 'The terms for using our website and services.',
  },
  '/banking/accounts': {
    ar: 'حساباتنا البنكية وتعليمات التحويل.',
    en: 'Our bank accounts and transfer instructions.',
  },
  '/contact': {
    ar: 'هاتفنا وبريدنا وعنواننا وساعات العمل، ونموذج لإرسال رسالتك.',
    en: 'Our phone, email, address and working hours, and a form to send us a message.',
  },
  '/contact/message': {
    ar: 'أرسل رسالتك وسنرد عليك خلال 24 ساعة.',
    en: 'Send us your message and we will reply within 24 hours.',
  },
  '/sitemap': {
    ar: 'جميع صفحات الموقع في مكان واحد.',
    en: 'Every page of the site in one place.',
  },
  '/services': {
    ar: 'ستة مسارات متكاملة لخدمة أعمالك.',
    en: 'Six integrated tracks to serve your business.',
  },
  '/service-request': {
    ar: 'أخبرنا باحتياجك وسنتواصل معك خلال 24 ساعة.',
    en: 'Tell us what you need and we will contact you within 24 hours.',
  },
  '/join-us': {
    ar: 'قدّم طلب الانضمام إلى فريقنا من المستشارين والخبراء.',
    en: 'Apply to join our team of consultants and experts.',
  },
  '/news': {
    ar: 'آخر أخبار الشركة وشراكاتها وفعالياتها.',
    en: 'The latest company news, partnerships and events.',
  },
  '/creative-demo': {
    ar: 'صفحة عرض تجريبية.',
    en: 'A demonstration page.',
  },
};

/** Public pages left out of /sitemap.xml. */
const UNLISTED_PAGES: readonly (keyof typeof PUBLIC_PAGE_HEADINGS)[] = ['/creative-demo'];

function publicPages(): Record<keyof typeof PUBLIC_PAGE_HEADINGS, PageMeta> {
  const paths = Object.keys(PUBLIC_PAGE_HEADINGS) as (keyof typeof PUBLIC_PAGE_HEADINGS)[];
  return Object.fromEntries(
    paths.map((path) => [
      path,
      {
        heading: PUBLIC_PAGE_HEADINGS[path],
        description: PUBLIC_PAGE_DESCRIPTIONS[path],
        indexable: !UNLISTED_PAGES.includes(path),
      },
    ]),
  ) as Record<keyof typeof PUBLIC_PAGE_HEADINGS, PageMeta>;
}

/** Every public route outside the tracks and the client area, keyed by path: heading, description, sitemap. */
export const PUBLIC_PAGES = /*#__PURE__*/ publicPages();

export type PublicPagePath = keyof typeof PUBLIC_PAGE_HEADINGS;

/** What a path of the site is, for titles, meta tags, the sitemap and the HTTP status. */
export type ResolvedPage =
  | { kind: 'public'; path: PublicPagePath; meta: PageMeta }
  | { kind: 'track'; slug: TrackSlug; request: boolean }
  | { kind: 'tracks-overview' }
  | { kind: 'news-item'; id: string }
  /** Client area and admin panel: served, never indexed. */
  | { kind: 'private'; heading: { ar: string; en: string } };

/** Headings of the client area's pages (served by mfe-client, never indexed; site-contract.ts). */
export const CLIENT_PAGE_HEADINGS = {
  '/user/login': { ar: 'دخول العملاء', en: 'Client Login' },
  '/user/dashboard': { ar: 'لوحة العميل', en: 'Client Dashboard' },
  // The client's account and password pages.
  '/user/account': { ar: 'حسابي', en: 'My account' },
  '/user/new-password': { ar: 'اختر كلمة مرور جديدة', en: 'Choose a new password' },
  '/user/forgot-password': { ar: 'نسيت كلمة المرور', en: 'Forgot password' },
  '/user/reset-password': { ar: 'إعادة تعيين كلمة المرور', en: 'Reset password' },
  '/user/unlock': { ar: 'فك قفل الحساب', en: 'Unlock your account' },
} as const satisfies Record<string, { ar: string; en: string }>;

export type ClientPagePath = keyof typeof CLIENT_PAGE_HEADINGS;

/** The heading of every admin panel page in titles (the panel is Arabic only and never indexed). */
export const ADMIN_HEADING = { ar: 'لوحة الإدارة', en: 'Administration' } as const;

/** The heading of a track's request form (`/services/:track/request`). */
export const TRACK_REQUEST_HEADING = { ar: 'ابدأ مسارك معنا', en: 'Start Your Track with Us' } as const;

/** The heading of the tracks overview. */
export const TRACKS_OVERVIEW_HEADING = { ar: 'مساراتنا', en: 'Our Tracks' } as const;

/** The heading of a resolved page that needs no data (everything but a news item's title). */
export function pageHeading(page: ResolvedPage): { ar: string; en: string } | null {
  switch (page.kind) {
    case 'public':
      return page.meta.heading;
    case 'track':
      return page.request ? TRACK_REQUEST_HEADING : TRACK_TITLES[page.slug];
    case 'tracks-overview':
      return TRACKS_OVERVIEW_HEADING;
    case 'private':
      return page.heading;
    case 'news-item':
      return null;
  }
}
