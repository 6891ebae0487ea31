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

export type ContactFieldError = 'required' | 'email';
export type ContactErrors = Partial<Record<keyof ContactFields, ContactFieldError>>;

/** text@text.text, without spaces: what an email input accepts in practice. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks the form before sending (spec §5): the required fields must be non-blank and the email
 * must look like text@text.text. Returns the errors by field; an empty object means valid.
 */
export function validateContact(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  for (const key of REQUIRED_CONTACT_FIELDS) if (!fields[key].trim()) errors[key] = 'required';
  if (!errors.email && !EMAIL_PATTERN.test(fields.email.trim())) errors.email = 'email';
  return errors;
}
