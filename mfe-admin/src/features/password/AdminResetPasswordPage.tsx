import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, SubmitButton, useNewPassword } from '@consulting/ui';
import { useResetStaffPassword } from './api.ts';
import { PasswordFrame } from './PasswordFrame.tsx';
import { PASSWORD_AR } from './texts.ts';

/**
 * `/admin/reset-password?token=`: the mailed link's page for staff. The server's
 * refusal (an expired or used link, the password rule) is shown in Arabic as sent.
 */
export default function AdminResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { busy, run } = useResetStaffPassword();
  const newPassword = useNewPassword(PASSWORD_AR);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || !newPassword.check()) return;
    setFailure(null);
    const result = await run(token, newPassword.next);
    if (result) setFailure(result);
    else setDone(true);
  }

  let body;
  if (done) {
    body = (
      <>
        <Alert type="success" title={PASSWORD_AR.resetDone} data-testid="admin-reset-done" />
        <p style={{ textAlign: 'center', margin: '16px 0 0' }}>
          <Link to="/admin/login">{PASSWORD_AR.signIn}</Link>
        </p>
      </>
    );
  } else if (!token) {
    body = <Alert type="error" title={PASSWORD_AR.resetMissingToken} data-testid="admin-reset-error" />;
  } else {
    body = (
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
      >
        {failure && <Alert type="error" title={failure} data-testid="admin-reset-error" />}
        {newPassword.fields}
        <SubmitButton busy={busy} busyLabel={PASSWORD_AR.saving} data-testid="admin-reset-submit">
          {PASSWORD_AR.resetSubmit}
        </SubmitButton>
      </form>
    );
  }
  return (
    <PasswordFrame title={PASSWORD_AR.resetTitle} testId="admin-reset-password">
      {body}
      {!done && (
        <p style={{ textAlign: 'center', margin: '16px 0 0' }}>
          <Link to="/admin/forgot-password">{PASSWORD_AR.resetAskAgain}</Link>
        </p>
      )}
    </PasswordFrame>
  );
}
