/** The fields of the contact forms (spec §3 "Contact form"). */
export interface ContactFields {
  name: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
}

export const EMPTY_CONTACT: ContactFields = { name: '', email: '', phone: '', company: '', subject: '', message: '' };

/** Required fields in form order (spec §5: all but company). */
export const REQUIRED_CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
