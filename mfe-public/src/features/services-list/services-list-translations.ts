import { addTranslations } from '@consulting/platform';
import ar from './locales/services-list.ar.json' with { type: 'json' };
import en from './locales/services-list.en.json' with { type: 'json' };

/** i18next namespace of the services page. */
export const SERVICES_LIST_NAMESPACE = 'public-services';

addTranslations(SERVICES_LIST_NAMESPACE, { ar, en: en satisfies typeof ar });
