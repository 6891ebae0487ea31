import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, SubmitButton, useNewPassword } from '@consulting/ui';
import { CardLine, CardPage, FORM_COLUMN } from '../../CardPage.tsx';
import { newPasswordTexts } from '../../translations.ts';
import { useResetPassword, type RecoveryFailure } from './api.ts';
import { DoneWithSignIn, FailureAlert } from './RecoveryAlerts.tsx';

/**
 * `/user/reset-password?token=`: the mailed link's page. The new password twice;
 * the browser checks only length and match, the server the rest (its message is shown as sent,
 * e.g. an expired or used link). On success, a link to sign in.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('client');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { busy, reset } = useResetPassword();
  const newPassword = useNewPassword(newPasswordTexts(t));
  const [failure, setFailure] = useState<RecoveryFailure | null>(null);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!newPassword.check()) return;
    setFailure(null);
    const result = await reset(token, newPassword.next);
    if (result) setFailure(result);
    else setDone(true);
  }

  let body;
  if (done) {
    body = <DoneWithSignIn text={t('reset.done')} testId="reset-done" />;
  } else if (!token) {
    body = <Alert type="error" title={t('reset.missingToken')} data-testid="reset-error" />;
  } else {
    body = (
      <form onSubmit={(event) => void onSubmit(event)} noValidate style={FORM_COLUMN}>
        {failure && <FailureAlert failure={failure} testId="reset-error" />}
        {newPassword.fields}
        <SubmitButton busy={busy} busyLabel={t('password.saving')} data-testid="reset-submit">
          {t('reset.submit')}
        </SubmitButton>
      </form>
    );
  }

  return (
    <CardPage testId="client-reset-password" title={t('reset.title')}>
      {body}
      {!done && (
        <CardLine>
          <Link to="/user/forgot-password">{t('reset.askAgain')}</Link>
        </CardLine>
      )}
    </CardPage>
  );
}
