import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Card, SubmitButton, TextField } from '@consulting/ui';
import { MIN_PASSWORD_LENGTH } from '@consulting/contracts';
import { useResetPassword, type RecoveryFailure } from './api.ts';

/**
 * `/user/reset-password?token=` (issue 14 part 1): the mailed link's page. The new password twice;
 * the browser checks only length and match, the server the rest (its message is shown as sent,
 * e.g. an expired or used link). On success, a link to sign in.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('client');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { busy, reset } = useResetPassword();
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ next?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<RecoveryFailure | null>(null);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = {
      next: !next
        ? t('password.newRequired')
        : next.length < MIN_PASSWORD_LENGTH
          ? t('password.tooShort', { count: MIN_PASSWORD_LENGTH })
          : undefined,
      confirm: confirm === next ? undefined : t('password.mismatch'),
    };
    setErrors(found);
    if (found.next || found.confirm) return;
    setFailure(null);
    const result = await reset(token, next);
    if (result) setFailure(result);
    else setDone(true);
  }

  let body;
  if (done) {
    body = (
      <>
        <Alert type="success" title={t('reset.done')} data-testid="reset-done" />
        <p style={{ textAlign: 'center', margin: '16px 0 0' }}>
          <Link to="/user/login">{t('reset.signIn')}</Link>
        </p>
      </>
    );
  } else if (!token) {
    body = <Alert type="error" title={t('reset.missingToken')} data-testid="reset-error" />;
  } else {
    body = (
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        style={{ display: 'flex', flexDirection: 'column', gap: 20 }}
      >
        {failure && (
          <Alert
            type="error"
            title={failure.kind === 'server' ? failure.message : t('login.connectionError')}
            data-testid="reset-error"
          />
        )}
        <TextField
          label={t('password.new')}
          name="new_password"
          type="password"
          autoComplete="new-password"
          hint={t('password.rule', { count: MIN_PASSWORD_LENGTH })}
          value={next}
          onChange={(event) => setNext(event.target.value)}
          error={errors.next}
        />
        <TextField
          label={t('password.confirm')}
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={errors.confirm}
        />
        <SubmitButton busy={busy} busyLabel={t('password.saving')} data-testid="reset-submit">
          {t('reset.submit')}
        </SubmitButton>
      </form>
    );
  }

  return (
    <div style={{ maxWidth: 440, margin: '3rem auto', padding: '0 1rem' }} data-testid="client-reset-password">
      <Card>
        <h2 style={{ textAlign: 'center', margin: '0 0 16px', fontSize: 26, fontWeight: 600 }}>{t('reset.title')}</h2>
        {body}
        {!done && (
          <p style={{ textAlign: 'center', margin: '16px 0 0' }}>
            <Link to="/user/forgot-password">{t('reset.askAgain')}</Link>
          </p>
        )}
      </Card>
    </div>
  );
}
