import type { PublicForm } from '@consulting/ui';
import type { ContactFields } from './contact-validation.ts';

/**
 * Stores a contact message (spec §7): `POST /api/contact` with JSON name, email, phone, company,
 * subject, message (trimmed), sent through `send` (`usePublicForm().send`: it adds the
 * form token, honeypot and consent). Resolves on 2xx with `success: true`; throws
 * `PublicFormError` (an `ApiError`) otherwise (400 with the server's reason, 429, network
 * failure as status 0).
 */
export async function sendContactMessage(fields: ContactFields, send: PublicForm['send']): Promise<void> {
  await send<{ success: true; message?: string }>('/contact', {
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    company: fields.company.trim(),
    subject: fields.subject.trim(),
    message: fields.message.trim(),
  });
}
