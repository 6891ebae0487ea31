import { addTranslations } from '@consulting/platform';

/** i18next namespace of the site map page. */
export const SITEMAP_NAMESPACE = 'public-sitemap';

const ar = {
  subtitle: 'جميع صفحات الموقع مرتبة في مكان واحد لتصل إلى ما تبحث عنه بسرعة.',
  pagesCount: 'صفحة',
  categoriesCount: 'أقسام',
  quickLinks: 'روابط سريعة',
  groups: {
    main: 'الصفحات الرئيسية',
    company: 'عن الشركة',
    tracks: 'المسارات',
    finance: 'المالية والتواصل',
    legal: 'الشؤون القانونية',
  },
  tips: {
    title: 'نصائح للتصفح',
    items: [
      'استخدم زر اللغة في أعلى الصفحة للتبديل بين العربية والإنجليزية.',
      'تجد روابط المسارات الستة في أسفل كل صفحة.',
      'لمتابعة طلباتك سجّل الدخول إلى منطقة العملاء.',
      'لم تجد ما تبحث عنه؟ أرسل لنا رسالة وسنرد خلال 24 ساعة.',
    ],
  },
};

const en: typeof ar = {
  subtitle: 'Every page of the site in one place, so you can quickly find what you are looking for.',
  pagesCount: 'pages',
  categoriesCount: 'sections',
  quickLinks: 'Quick Links',
  groups: {
    main: 'Main Pages',
    company: 'Company',
    tracks: 'Tracks',
    finance: 'Finance and Contact',
    legal: 'Legal',
  },
  tips: {
    title: 'Browsing Tips',
    items: [
      'Use the language button at the top of the page to switch between Arabic and English.',
      'Links to the six tracks are at the bottom of every page.',
      'Sign in to the client area to follow your requests.',
      'Can’t find what you need? Send us a message and we will reply within 24 hours.',
    ],
  },
};

addTranslations(SITEMAP_NAMESPACE, { ar, en });
