import { addTranslations } from '@consulting/platform';
import ar from './locales/banking.ar.json' with { type: 'json' };
import en from './locales/banking.en.json' with { type: 'json' };

/** i18next namespace of the bank accounts page. */
export const BANKING_NAMESPACE = 'public-banking';

addTranslations(BANKING_NAMESPACE, { ar, en: en satisfies typeof ar });
