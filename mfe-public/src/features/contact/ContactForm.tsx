import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Alert, PublicFormGuard, SubmitButton, TextField, usePublicForm, useFormFields } from '@consulting/ui';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { ApiError, useLanguage, type Language } from '@consulting/platform';
import { sendContactMessage } from './contact-api.ts';
import { CONTACT_NAMESPACE } from './contact-translations.ts';
import { EMPTY_CONTACT, REQUIRED_CONTACT_FIELDS, type ContactFields } from './contact-validation.ts';

/** How long the success or error message stays before the form is idle again (spec §9): 5000 ms. */
export const CONTACT_STATUS_MS = 5000;

type Status = { kind: 'idle' | 'success' } | { kind: 'error'; detail: string | null };

const REQUIRED = new Set<string>(REQUIRED_CONTACT_FIELDS);

/**
 * The contact message form of /contact and /contact/message (spec §3, §4, §5): all but company
 * required, checked in the browser, then `POST /api/contact` under the public-form guard. The
 * success (form cleared) or error (the server's reason for a 400, or the guard's refusal) shows
 * for 5 s as a status box in an always-present live region, so it is announced. No antd. `lng`
 * fixes the texts' language (the message page's own toggle).
 */
export function ContactForm({ lng }: { lng?: Language }) {
  const options = useMemo(() => (lng ? { lng } : undefined), [lng]);
  const { t } = useTranslation(CONTACT_NAMESPACE, options);
  const pageLanguage = useLanguage((state) => state.language);
  const guard = usePublicForm({ language: lng ?? pageLanguage, retention: 'message', testIdPrefix: 'contact' });
  const { fields, errors, onChange, validate, reset } = useFormFields(EMPTY_CONTACT, REQUIRED_CONTACT_FIELDS);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const sending = useMutation({ mutationFn: (message: ContactFields) => sendContactMessage(message, guard.send) });

  useEffect(() => {
    if (status.kind !== 'success' && status.kind !== 'error') return;
    const timer = setTimeout(() => setStatus({ kind: 'idle' }), CONTACT_STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending.isPending) return;
    const valid = validate();
    const consented = guard.checkConsent();
    if (!valid || !consented) return;
    setStatus({ kind: 'idle' });
    try {
      await sending.mutateAsync(fields);
      reset();
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
      onChange: onChange(key),
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
