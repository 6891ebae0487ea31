import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PublicFormGuard, usePublicForm } from '@consulting/ui';
import { ApiError, addTranslations, useLanguage } from '@consulting/platform';
import { SHELL_NAMESPACE } from '../i18n/shell-translations.ts';

/** The footer's newsletter form, a chunk `NewsletterBox` loads when near the viewport or focused. */

/** i18next namespace of the newsletter box's messages. */
const NEWSLETTER_NAMESPACE = 'shell-newsletter';

addTranslations(NEWSLETTER_NAMESPACE, {
  ar: {
    invalid: 'يرجى إدخال بريد إلكتروني صحيح',
    subscribed: 'شكراً لاشتراكك في نشرتنا البريدية!',
    failed: 'تعذر الاشتراك، يرجى المحاولة مرة أخرى',
  },
  en: {
    invalid: 'Please enter a valid email address',
    subscribed: 'Thank you for subscribing to our newsletter!',
    failed: 'Subscription failed, please try again',
  },
});

/** text@text.text without spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface NewsletterFormProps {
  /** What was typed into the placeholder box before the form loaded. */
  initialEmail?: string;
  /** Focus the email field on mount (the placeholder's field had the focus). */
  focus?: boolean;
}

type NewsletterResult = { kind: 'success' | 'error' | 'invalid'; text: string } | null;

/**
 * The newsletter box: checks email and consent, then `POST /api/newsletter {email}` with the guard
 * fields (token fetched at first focus), and shows the outcome inline: confirmation (same for a
 * known address), a 429's wait, a stale token's retry, else the server's error in the page language.
 */
export default function NewsletterForm({ initialEmail = '', focus = false }: NewsletterFormProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { t: tn } = useTranslation(NEWSLETTER_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const guard = usePublicForm({ language, retention: 'newsletter', fetchOn: 'focus', testIdPrefix: 'newsletter' });
  const [email, setEmail] = useState(initialEmail);
  const input = useRef<HTMLInputElement>(null);
  // Typed into the placeholder before this chunk arrived: keep the caret where the visitor was.
  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<NewsletterResult>(null);

  async function onSubscribe(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      setResult({ kind: 'invalid', text: tn('invalid') });
      guard.checkConsent();
      return;
    }
    // The consent box shows its own error and takes the focus.
    if (!guard.checkConsent(true)) return;
    setBusy(true);
    setResult(null);
    try {
      const reply = await guard.send<{ success: true; message?: string }>('/newsletter', { email: address });
      const text = language === 'en' && reply?.message ? reply.message : tn('subscribed');
      setResult({ kind: 'success', text });
      setEmail('');
    } catch (error) {
      const guardText = guard.errorText(error);
      const status = error instanceof ApiError ? error.status : 0;
      const serverText = error instanceof ApiError && status >= 400 && status < 500 ? error.message : '';
      const text = guardText ?? (language === 'en' && serverText ? serverText : tn('failed'));
      setResult({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="footer__newsletter-form" onSubmit={onSubscribe} noValidate {...guard.formProps}>
      <div className="footer__newsletter">
        <input
          ref={input}
          className="footer__input"
          type="email"
          name="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (result?.kind === 'invalid') setResult(null);
          }}
          placeholder={t('footer.emailPlaceholder')}
          aria-label={t('footer.emailPlaceholder')}
          aria-invalid={result?.kind === 'invalid'}
          aria-describedby={result ? 'newsletter-result' : undefined}
          autoComplete="email"
          dir="ltr"
          data-testid="newsletter-email"
        />
        <Button htmlType="submit" type="primary" loading={busy} data-testid="newsletter-submit">
          {t('footer.subscribe')}
        </Button>
      </div>
      {result && (
        <p
          className={`footer__newsletter-result footer__newsletter-result--${result.kind}`}
          id="newsletter-result"
          role={result.kind === 'success' ? 'status' : 'alert'}
          data-testid="newsletter-result"
          data-status={result.kind}
        >
          {result.text}
        </p>
      )}
      <PublicFormGuard {...guard.guard} />
    </form>
  );
}
