/** What the contact message page uses of the contact feature. */
export { ContactForm, CONTACT_STATUS_MS } from './ContactForm.tsx';
export { ContactInfoCards } from './ContactInfoCards.tsx';
export { useSiteSettings } from './site-settings.ts';
export { CONTACT_NAMESPACE } from './contact-translations.ts';
