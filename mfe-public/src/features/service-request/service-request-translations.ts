import { addTranslations } from '@consulting/platform';
import ar from './locales/service-request.ar.json' with { type: 'json' };
import en from './locales/service-request.en.json' with { type: 'json' };

/** i18next namespace of the public service request page. */
export const SERVICE_REQUEST_NAMESPACE = 'public-service-request';

addTranslations(SERVICE_REQUEST_NAMESPACE, { ar, en: en satisfies typeof ar });
