import { addTranslations } from '@consulting/platform';
import ar from './locales/join.ar.json' with { type: 'json' };
import en from './locales/join.en.json' with { type: 'json' };

/** i18next namespace of the join-us page. */
export const JOIN_NAMESPACE = 'public-join';

addTranslations(JOIN_NAMESPACE, { ar, en: en satisfies typeof ar });
