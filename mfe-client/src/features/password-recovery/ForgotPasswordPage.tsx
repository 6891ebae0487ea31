import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, SubmitButton, TextField } from '@consulting/ui';
import { CardLine, CardPage, FORM_COLUMN, emailFieldProps } from '../../CardPage.tsx';
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
    <CardPage testId="client-forgot-password" title={t('forgot.title')} titleStyle={{ margin: '0 0 8px' }}>
      {sent ? (
        <Alert type="success" title={t('forgot.sent')} data-testid="forgot-sent" />
      ) : (
        <>
          <p style={{ margin: '0 0 16px', color: 'var(--ui-text-secondary)' }}>{t('forgot.intro')}</p>
          {failure && <FailureAlert failure={failure} testId="forgot-error" style={{ marginBottom: 16 }} />}
          <form onSubmit={(event) => void onSubmit(event)} noValidate style={FORM_COLUMN}>
            <TextField
              {...emailFieldProps(t)}
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
      <CardLine>
        <Link to="/user/login">{t('forgot.backToLogin')}</Link>
      </CardLine>
    </CardPage>
  );
}
