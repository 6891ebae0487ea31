import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, SubmitButton } from '@consulting/ui';
import { useUnlockStaffAccount } from './api.ts';
import { PasswordFrame } from './PasswordFrame.tsx';
import { PASSWORD_AR } from './texts.ts';

/**
 * `/admin/unlock?token=`: the page of the unlock link mailed to a staff member with a lockout
 * notice. The lock is lifted only when they press the button (a mail scanner that opens the link
 * does not use it up); a used or expired link shows the server's Arabic text, with the
 * forgot-password page for a member who did not make the attempts.
 */
export default function AdminUnlockPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { busy, run } = useUnlockStaffAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const result = await run(token);
    if (result) setFailure(result);
    else setDone(true);
  }

  let body;
  if (done) {
    body = (
      <>
        <Alert type="success" title={PASSWORD_AR.unlockDone} data-testid="admin-unlock-done" />
        <p style={{ textAlign: 'center', margin: '16px 0 0' }}>
          <Link to="/admin/login">{PASSWORD_AR.signIn}</Link>
        </p>
      </>
    );
  } else if (!token) {
    body = <Alert type="error" title={PASSWORD_AR.unlockMissingToken} data-testid="admin-unlock-error" />;
  } else {
    body = (
      <form onSubmit={(event) => void onSubmit(event)} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        {failure && <Alert type="error" title={failure} data-testid="admin-unlock-error" />}
        <p style={{ margin: 0 }}>{PASSWORD_AR.unlockIntro}</p>
        <SubmitButton busy={busy} busyLabel={PASSWORD_AR.unlockSubmitting} data-testid="admin-unlock-submit">
          {PASSWORD_AR.unlockSubmit}
        </SubmitButton>
      </form>
    );
  }
  return (
    <PasswordFrame title={PASSWORD_AR.unlockTitle} testId="admin-unlock">
      {body}
      <p style={{ textAlign: 'center', margin: '16px 0 0' }}>
        <Link to="/admin/forgot-password">{PASSWORD_AR.unlockNotYou}</Link>
      </p>
    </PasswordFrame>
  );
}
