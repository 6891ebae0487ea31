import { addTranslations } from '@consulting/platform';
import { ABOUT_NAMESPACE } from './about-translations.ts';

/**
 * The labels of `/about/vision` (`vision.*` of the `public-about` namespace); importing this
 * module registers them next to the common ones.
 */
const ar = {
  vision: {
    subtitle: 'إلى أين نتجه، ولماذا نعمل، وما الذي نلتزم به.',
    objectives: 'أهدافنا الاستراتيجية',
    objectivesSubtitle: 'أربعة أهداف نقيس بها تقدمنا.',
    goalsLink: 'تفاصيل أهدافنا',
  },
};

const en: typeof ar = {
  vision: {
    subtitle: 'Where we are heading, why we work and what we stand by.',
    objectives: 'Our Strategic Objectives',
    objectivesSubtitle: 'Four objectives we measure our progress by.',
    goalsLink: 'Our goals in detail',
  },
};

addTranslations(ABOUT_NAMESPACE, { ar, en });
