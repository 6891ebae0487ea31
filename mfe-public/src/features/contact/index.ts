/** What the contact message page uses of the contact feature, with the styles of its form, cards and layout. */
import './contact.css';

export { ContactForm, CONTACT_STATUS_MS } from './ContactForm.tsx';
export { ContactInfoCards } from './ContactInfoCards.tsx';
export { useSiteSettings } from './site-settings.ts';
export { CONTACT_NAMESPACE } from './contact-translations.ts';
