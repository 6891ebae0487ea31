import { addTranslations } from '@consulting/platform';
import ar from './locales/contact.ar.json' with { type: 'json' };
import en from './locales/contact.en.json' with { type: 'json' };

/** i18next namespace of the contact pages (/contact and /contact/message). */
export const CONTACT_NAMESPACE = 'public-contact';

addTranslations(CONTACT_NAMESPACE, { ar, en: en satisfies typeof ar });
