import { useEffect, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, PublicFormGuard, SubmitButton, TextField, usePublicForm } from '@consulting/ui';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { ApiError, useLanguage, type Language } from '@consulting/platform';
import { sendContactMessage } from './contact-api.ts';
import { CONTACT_NAMESPACE } from './contact-translations.ts';
import {
  EMPTY_CONTACT,
  REQUIRED_CONTACT_FIELDS,
  validateContact,
  type ContactErrors,
  type ContactFields,
} from './contact-validation.ts';

/** How long the success or error message stays before the form is idle again (spec §9): 5000 ms. */
export const CONTACT_STATUS_MS = 5000;

type Status = { kind: 'idle' | 'success' } | { kind: 'error'; detail: string | null };

const REQUIRED = new Set<string>(REQUIRED_CONTACT_FIELDS);

/**
 * The contact message form of /contact and /contact/message (spec §3, §4, §5): name, email,
 * phone, subject and message required, company optional, a 6-row message. It checks the fields
 * in the browser, then stores the message with `POST /api/contact`: 'Sending...' with the button
 * disabled, then the success message (form cleared) or the error message (with the server's
 * reason for a 400), each for 5 s, as an inline status box (`role=status` for success,
 * `role=alert` for the error) inside a live region that is always there, so it is announced.
 * The form carries the public-form guard (form token fetched at mount, honeypot, the
 * required privacy-consent box with the retention note); unticked it shows the consent error
 * and sends nothing; a 429, an expired token (renewed, text kept) or the server's consent
 * refusal shows as the error's reason in the form's language.
 * Native inputs only, so the contact pages load no antd. `lng` fixes the texts' language (the
 * message page's own toggle).
 */
export function ContactForm({ lng }: { lng?: Language }) {
  const options = useMemo(() => (lng ? { lng } : undefined), [lng]);
  const { t } = useTranslation(CONTACT_NAMESPACE, options);
  const pageLanguage = useLanguage((state) => state.language);
  const guard = usePublicForm({ language: lng ?? pageLanguage, retention: 'message', testIdPrefix: 'contact' });
  const [fields, setFields] = useState<ContactFields>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const sending = useMutation({ mutationFn: (message: ContactFields) => sendContactMessage(message, guard.send) });

  useEffect(() => {
    if (status.kind !== 'success' && status.kind !== 'error') return;
    const timer = setTimeout(() => setStatus({ kind: 'idle' }), CONTACT_STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const set = (key: keyof ContactFields) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setFields((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => (previous[key] ? { ...previous, [key]: undefined } : previous));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending.isPending) return;
    const found = validateContact(fields);
    setErrors(found);
    const consented = guard.checkConsent();
    if (Object.keys(found).length > 0 || !consented) return;
    setStatus({ kind: 'idle' });
    try {
      await sending.mutateAsync(fields);
      setFields(EMPTY_CONTACT);
      setStatus({ kind: 'success' });
    } catch (error) {
      // A guard's refusal in the form's language; a 400 carries the server's reason (a field it
      // refused); other failures get the generic text.
      const detail =
        guard.errorText(error) ?? (error instanceof ApiError && error.status === 400 ? error.message : null);
      setStatus({ kind: 'error', detail });
    }
  }

  const field = (
    key: keyof ContactFields,
    options: { type?: string; dir?: 'ltr'; autoComplete?: string; full?: boolean } = {},
  ) => {
    const error = errors[key];
    const common = {
      label: t(`form.${key}`),
      required: REQUIRED.has(key),
      error: error && (error === 'email' ? t('form.invalidEmail') : t('form.required')),
      errorTestId: `contact-error-${key}`,
      className: options.full ? 'form-grid__full' : undefined,
      name: key,
      value: fields[key],
      onChange: set(key),
      placeholder: t(`form.${key}Placeholder`),
    };
    return key === 'message' ? (
      <TextField {...common} multiline rows={6} />
    ) : (
      <TextField {...common} type={options.type} dir={options.dir} autoComplete={options.autoComplete} />
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="contact-form" className="contact-form" {...guard.formProps}>
      <div className="form-status-region" aria-live="polite">
        {status.kind === 'success' && (
          <Alert
            type="success"
            role="status"
            className="contact-form__status"
            data-testid="contact-status"
            data-status="success"
            title={t('form.success')}
            description={t('form.successText')}
          />
        )}
        {status.kind === 'error' && (
          <Alert
            type="error"
            className="contact-form__status"
            data-testid="contact-status"
            data-status="error"
            title={t('form.error')}
            description={status.detail}
          />
        )}
      </div>
      <div className="form-grid">
        {field('name', { autoComplete: 'name' })}
        {field('email', { type: 'email', dir: 'ltr', autoComplete: 'email' })}
        {field('phone', { type: 'tel', dir: 'ltr', autoComplete: 'tel' })}
        {field('company', { autoComplete: 'organization' })}
        {field('subject', { full: true })}
        {field('message', { full: true })}
      </div>
      <PublicFormGuard {...guard.guard} />
      <SubmitButton
        busy={sending.isPending}
        busyLabel={t('form.sending')}
        className="form-submit"
        data-testid="contact-submit"
      >
        {t('form.submit')}
      </SubmitButton>
    </form>
  );
}
