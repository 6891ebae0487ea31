import { addTranslations } from '@consulting/platform';

/**
 * The `tracks` i18next namespace's texts every page uses; registered when the remote's routes
 * module loads. Each page's own texts (`page.*`, `overview.*`, `request.*`) are registered into
 * the same namespace by its feature (`track-page-texts.ts` and its siblings under `features/`), so a page's chunk carries only its
 * own.
 */
export const TRACKS_TEXTS = {
  en: {
    startTrack: 'Start Track',
    loading: 'Loading',
    backHome: 'Back to Home',
    notFoundTitle: 'Track not found',
    notFoundText: 'The track you are looking for does not exist.',
    features: 'What we offer',
    // The request types, named on the track pages' call-to-action and on the request form.
    request: {
      provideService: 'Provide Service',
      provideOpportunity: 'Provide Opportunity',
    },
  },
  ar: {
    startTrack: 'ابدأ المسار',
    loading: 'جارٍ التحميل',
    backHome: 'العودة إلى الرئيسية',
    notFoundTitle: 'المسار غير موجود',
    notFoundText: 'المسار الذي تبحث عنه غير موجود.',
    features: 'ما نقدمه',
    request: {
      provideService: 'تقديم خدمة',
      provideOpportunity: 'تقديم فرصة',
    },
  },
};

addTranslations('tracks', TRACKS_TEXTS);
