import { addTranslations } from '@consulting/platform';
import { ABOUT_NAMESPACE } from './about-translations.ts';

/**
 * The labels of `/about/overview` (`overview.*` of the `public-about` namespace); importing this
 * module registers them next to the common ones.
 */
const ar = {
  overview: {
    subtitle: 'نظرة سريعة على من نحن وما نقدمه وكيف نعمل.',
    whoWeAre: 'من نحن',
    services: 'خدماتنا',
    servicesSubtitle: 'ستة مسارات متكاملة تغطي احتياجات أعمالك.',
    allServices: 'جميع الخدمات',
  },
};

const en: typeof ar = {
  overview: {
    subtitle: 'A quick look at who we are, what we offer and how we work.',
    whoWeAre: 'Who We Are',
    services: 'Our Services',
    servicesSubtitle: 'Six integrated tracks covering your business needs.',
    allServices: 'All services',
  },
};

addTranslations(ABOUT_NAMESPACE, { ar, en });
