import { TRACK_TITLES, type TrackSlug } from './tracks.ts';

/**
 * The public pages (spec §2 "Public routes") with their heading, document title and meta
 * description in both languages. One table serves the page's own `<h1>`, the `<title>` and
 * meta tags the gateway writes into the HTML before any script runs, and the sitemap. Which
 * remote serves each path, and `resolvePage`, are in the site contract (site-contract.ts).
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

const page = (
  headingAr: string,
  headingEn: string,
  descriptionAr: string,
  descriptionEn: string,
  indexable = true,
): PageMeta => ({
  heading: { ar: headingAr, en: headingEn },
  description: { ar: descriptionAr, en: descriptionEn },
  indexable,
});

/** Every public route outside the tracks and the client area, keyed by path. */
export const PUBLIC_PAGES = {
  '/': page(
    'نصنع معك مستقبل أعمالك',
    'Building the future of your business with you',
    'شركة سعودية في الرياض تقدم حلولاً متكاملة في الملكية الفكرية والابتكار والتمويل وإطلاق المشاريع والفعاليات وتمثيل الشركات الأجنبية.',
    'A Riyadh-based Saudi consultancy offering integrated solutions in intellectual property, innovation, financing, project launch, events and representation of foreign companies.',
  ),
  '/about': page(
    'من نحن',
    'About Us',
    'قصتنا ورسالتنا ورؤيتنا وقيمنا وفريق القيادة.',
    'Our story, mission, vision, values and leadership team.',
  ),
  '/about/overview': page(
    'نظرة عامة',
    'Company Overview',
    'من نحن وما نقدمه من خدمات ورؤيتنا ورسالتنا وقيمنا.',
    'Who we are, the services we offer, our vision, mission and values.',
  ),
  '/about/vision': page(
    'الرؤية والرسالة',
    'Vision and Mission',
    'رؤيتنا ورسالتنا وقيمنا الأربع وأهدافنا الاستراتيجية.',
    'Our vision, mission, four values and strategic objectives.',
  ),
  '/about/goals': page(
    'الأهداف الاستراتيجية',
    'Strategic Goals',
    'أهدافنا قصيرة ومتوسطة وطويلة المدى وأهداف عام 2030.',
    'Our short, medium and long-term goals and our objectives for 2030.',
  ),
  '/about/team': page(
    'فريق القيادة',
    'Leadership Team',
    'تعرّف على فريق القيادة وخبراته.',
    'Meet our leadership team and their experience.',
  ),
  '/about/partners': page(
    'شركاؤنا',
    'Our Partners',
    'شركاؤنا الاستراتيجيون ومزايا الشراكة معنا.',
    'Our strategic partners and the benefits of partnering with us.',
  ),
  '/about/privacy': page(
    'سياسة الخصوصية',
    'Privacy Policy',
    'كيف نجمع بياناتك ونستخدمها ونحميها.',
    'How we collect, use and protect your data.',
  ),
  '/about/terms': page(
    'الشروط والأحكام',
    'Terms and Conditions',
    'شروط استخدام موقعنا وخدماتنا.',
    'The terms for using our website and services.',
  ),
  '/banking/accounts': page(
    'الحسابات البنكية',
    'Bank Accounts',
    'حساباتنا البنكية وتعليمات التحويل.',
    'Our bank accounts and transfer instructions.',
  ),
  '/contact': page(
    'تواصل معنا',
    'Contact Us',
    'هاتفنا وبريدنا وعنواننا وساعات العمل، ونموذج لإرسال رسالتك.',
    'Our phone, email, address and working hours, and a form to send us a message.',
  ),
  '/contact/message': page(
    'أرسل لنا رسالة',
    'Send Us a Message',
    'أرسل رسالتك وسنرد عليك خلال 24 ساعة.',
    'Send us your message and we will reply within 24 hours.',
  ),
  '/sitemap': page(
    'خريطة الموقع',
    'Site Map',
    'جميع صفحات الموقع في مكان واحد.',
    'Every page of the site in one place.',
  ),
  '/services': page(
    'خدماتنا',
    'Our Services',
    'ستة مسارات متكاملة لخدمة أعمالك.',
    'Six integrated tracks to serve your business.',
  ),
  '/service-request': page(
    'طلب خدمة',
    'Request a Service',
    'أخبرنا باحتياجك وسنتواصل معك خلال 24 ساعة.',
    'Tell us what you need and we will contact you within 24 hours.',
  ),
  '/join-us': page(
    'انضم إلى فريقنا',
    'Join Our Team',
    'قدّم طلب الانضمام إلى فريقنا من المستشارين والخبراء.',
    'Apply to join our team of consultants and experts.',
  ),
  '/news': page(
    'الأخبار',
    'News',
    'آخر أخبار الشركة وشراكاتها وفعالياتها.',
    'The latest company news, partnerships and events.',
  ),
  '/creative-demo': page('عرض إبداعي', 'Creative Demo', 'صفحة عرض تجريبية.', 'A demonstration page.', false),
} as const satisfies Record<string, PageMeta>;

export type PublicPagePath = keyof typeof PUBLIC_PAGES;

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
  // Issue 14 part 1: the client's account and password pages.
  '/user/account': { ar: 'حسابي', en: 'My account' },
  '/user/new-password': { ar: 'اختر كلمة مرور جديدة', en: 'Choose a new password' },
  '/user/forgot-password': { ar: 'نسيت كلمة المرور', en: 'Forgot password' },
  '/user/reset-password': { ar: 'إعادة تعيين كلمة المرور', en: 'Reset password' },
} as const satisfies Record<string, { ar: string; en: string }>;

export type ClientPagePath = keyof typeof CLIENT_PAGE_HEADINGS;

/** The heading of every admin panel page in titles (the panel is Arabic only and never indexed). */
export const ADMIN_HEADING = { ar: 'لوحة الإدارة', en: 'Administration' } as const;

/** The heading of a resolved page that needs no data (everything but a news item's title). */
export function pageHeading(page: ResolvedPage): { ar: string; en: string } | null {
  switch (page.kind) {
    case 'public':
      return page.meta.heading;
    case 'track':
      return page.request ? { ar: 'ابدأ مسارك معنا', en: 'Start Your Track with Us' } : TRACK_TITLES[page.slug];
    case 'tracks-overview':
      return { ar: 'مساراتنا', en: 'Our Tracks' };
    case 'private':
      return page.heading;
    case 'news-item':
      return null;
  }
}
