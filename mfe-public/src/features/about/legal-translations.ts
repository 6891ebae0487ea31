import { addTranslations } from '@consulting/platform';
import ar from './locales/legal.ar.json' with { type: 'json' };
import en from './locales/legal.en.json' with { type: 'json' };

/** i18next namespace of the legal pages' labels (their text lives in legal-data.ts). */
export const LEGAL_NAMESPACE = 'public-legal';

addTranslations(LEGAL_NAMESPACE, { ar, en: en satisfies typeof ar });
