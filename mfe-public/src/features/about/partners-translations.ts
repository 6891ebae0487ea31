import { addTranslations } from '@consulting/platform';
import { ABOUT_NAMESPACE } from './about-translations.ts';

/**
 * The labels of `/about/partners` (`partners.*` of the `public-about` namespace); importing this
 * module registers them next to the common ones.
 */
const ar = {
  partners: {
    subtitle: 'نعمل مع شركاء موثوقين داخل المملكة وخارجها لنقدم لعملائنا قيمة أكبر.',
    strategic: 'شركاؤنا الاستراتيجيون',
    visitWebsite: 'زيارة الموقع',
    benefits: 'مزايا الشراكة معنا',
    statsTitle: 'شراكاتنا بالأرقام',
    ctaTitle: 'هل ترغب في أن تصبح شريكاً؟',
    ctaText: 'يسعدنا التعاون مع الجهات التي تشاركنا الاهتمام بدعم الأعمال والابتكار.',
    email: 'راسلنا عبر البريد',
  },
};

const en: typeof ar = {
  partners: {
    subtitle: 'We work with trusted partners in the Kingdom and abroad to give our clients more value.',
    strategic: 'Our Strategic Partners',
    visitWebsite: 'Visit Website',
    benefits: 'Why Partner With Us',
    statsTitle: 'Our Partnerships in Numbers',
    ctaTitle: 'Would you like to become a partner?',
    ctaText: 'We are glad to work with organisations that share our interest in supporting business and innovation.',
    email: 'Email us',
  },
};

addTranslations(ABOUT_NAMESPACE, { ar, en });
