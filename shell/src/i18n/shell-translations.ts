import { addTranslations } from '@consulting/platform';

/** Texts of the shell (navbar, footer, 404, remote fallback) in the i18next namespace `shell`. */
export const SHELL_NAMESPACE = 'shell';

const ar = {
  nav: {
    home: 'الرئيسية',
    about: 'من نحن',
    aboutMenu: 'قائمة من نحن',
    overview: 'نظرة عامة',
    vision: 'الرؤية والرسالة',
    goals: 'الأهداف الاستراتيجية',
    team: 'فريق العمل',
    partners: 'شركاؤنا',
    privacy: 'سياسة الخصوصية',
    terms: 'الشروط والأحكام',
    services: 'خدماتنا',
    joinUs: 'انضم إلينا',
    contact: 'تواصل معنا',
    clientArea: 'منطقة العملاء',
    bankAccounts: 'الحسابات البنكية',
    contactInfo: 'معلومات التواصل',
    sitemap: 'خريطة الموقع',
    menu: 'القائمة',
    mainNavigation: 'التنقل الرئيسي',
    switchLanguage: 'التبديل إلى الإنجليزية',
  },
  footer: {
    quickLinks: 'روابط سريعة',
    tracks: 'مساراتنا',
    contactUs: 'تواصل معنا',
    news: 'الأخبار',
    companyProfile: 'الملف التعريفي للشركة',
    newsletter: 'النشرة البريدية',
    newsletterHint: 'اشترك ليصلك جديد أخبارنا وخدماتنا.',
    emailPlaceholder: 'بريدك الإلكتروني',
    subscribe: 'اشترك',
    headOffice: 'المقر الرئيسي',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    followUs: 'تابعنا',
    rights: '© 2024 جميع الحقوق محفوظة.',
  },
  notFound: { title: 'عذراً! الصفحة غير موجودة', home: 'العودة إلى الرئيسية' },
  remote: { loading: 'جارٍ التحميل…' },
};

const en: typeof ar = {
  nav: {
    home: 'Home',
    about: 'About Us',
    aboutMenu: 'About Us menu',
    overview: 'Overview',
    vision: 'Vision & Mission',
    goals: 'Strategic Goals',
    team: 'Our Team',
    partners: 'Partners',
    privacy: 'Privacy Policy',
    terms: 'Terms & Conditions',
    services: 'Services',
    joinUs: 'Join Us',
    contact: 'Contact',
    clientArea: 'Client Area',
    bankAccounts: 'Bank Accounts',
    contactInfo: 'Contact Information',
    sitemap: 'Sitemap',
    menu: 'Menu',
    mainNavigation: 'Main navigation',
    switchLanguage: 'Switch to Arabic',
  },
  footer: {
    quickLinks: 'Quick Links',
    tracks: 'Our Tracks',
    contactUs: 'Contact Us',
    news: 'News',
    companyProfile: 'Company Profile',
    newsletter: 'Newsletter',
    newsletterHint: 'Subscribe to receive our latest news and services.',
    emailPlaceholder: 'Your email',
    subscribe: 'Subscribe',
    headOffice: 'Head office',
    phone: 'Phone',
    email: 'Email',
    followUs: 'Follow us',
    rights: '© 2024 All rights reserved.',
  },
  notFound: { title: 'Oops! Page not found', home: 'Return to Home' },
  remote: { loading: 'Loading…' },
};

/** Registers the `shell` namespace with the page's i18next instance (idempotent). */
export function registerShellTranslations(): void {
  addTranslations(SHELL_NAMESPACE, { ar, en });
}
