import { addTranslations } from '@consulting/platform';

/** i18next namespace of the legal pages' labels (their text lives in legal-data.ts). */
export const LEGAL_NAMESPACE = 'public-legal';

const ar = {
  eyebrow: 'الشؤون القانونية',
  privacySubtitle:
    'نحترم خصوصيتك ونلتزم بحماية بياناتك الشخصية. توضح هذه السياسة ما نجمعه من بيانات وكيف نستخدمه ونحميه.',
  termsSubtitle: 'يرجى قراءة هذه الشروط بعناية قبل استخدام موقعنا وخدماتنا.',
  lastUpdated: 'آخر تحديث: {{date}}',
  version: 'الإصدار',
  contents: 'المحتويات',
  email: 'البريد الإلكتروني',
  contactPage: 'صفحة التواصل',
  otherPolicy: {
    privacy: 'اقرأ أيضاً: الشروط والأحكام',
    terms: 'اقرأ أيضاً: سياسة الخصوصية',
  },
};

const en: typeof ar = {
  eyebrow: 'Legal',
  privacySubtitle:
    'We respect your privacy and are committed to protecting your personal data. This policy explains what we collect and how we use and protect it.',
  termsSubtitle: 'Please read these terms carefully before using our website and services.',
  lastUpdated: 'Last updated: {{date}}',
  version: 'Version',
  contents: 'Contents',
  email: 'Email',
  contactPage: 'Contact page',
  otherPolicy: {
    privacy: 'See also: Terms and Conditions',
    terms: 'See also: Privacy Policy',
  },
};

addTranslations(LEGAL_NAMESPACE, { ar, en });
