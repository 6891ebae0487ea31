import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Card, SubmitButton, TextField } from '@consulting/ui';
import { useForgotPassword, type RecoveryFailure } from './api.ts';
import { FailureAlert } from './RecoveryAlerts.tsx';

/**
 * `/user/forgot-password`: the client gives their email and is told a link is on its way if it
 * belongs to an account (the same words whatever the email). Light like the login:
 * `@consulting/ui` and native controls, no antd.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('client');
  const { busy, send } = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<RecoveryFailure | null>(null);
  const [sent, setSent] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) {
      setError(t('login.emailRequired'));
      return;
    }
    setError(undefined);
    setFailure(null);
    const result = await send(email);
    if (result) setFailure(result);
    else setSent(true);
  }

  return (
    <div style={{ maxWidth: 440, margin: '3rem auto', padding: '0 1rem' }} data-testid="client-forgot-password">
      <Card>
        <h2 style={{ textAlign: 'center', margin: '0 0 8px', fontSize: 26, fontWeight: 600 }}>{t('forgot.title')}</h2>
        {sent ? (
          <Alert type="success" title={t('forgot.sent')} data-testid="forgot-sent" />
        ) : (
          <>
            <p style={{ margin: '0 0 16px', color: 'var(--ui-text-secondary)' }}>{t('forgot.intro')}</p>
            {failure && <FailureAlert failure={failure} testId="forgot-error" style={{ marginBottom: 16 }} />}
            <form
              onSubmit={(event) => void onSubmit(event)}
              noValidate
              style={{ display: 'flex', flexDirection: 'column', gap: 20 }}
            >
              <TextField
                label={t('login.email')}
                name="email"
                type="email"
                dir="ltr"
                autoComplete="email"
                placeholder={t('login.emailPlaceholder')}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={error}
              />
              <SubmitButton busy={busy} busyLabel={t('forgot.submitting')} data-testid="forgot-submit">
                {t('forgot.submit')}
              </SubmitButton>
            </form>
          </>
        )}
        <p style={{ textAlign: 'center', margin: '16px 0 0' }}>
          <Link to="/user/login">{t('forgot.backToLogin')}</Link>
        </p>
      </Card>
    </div>
  );
}
