import { useState, type FormEvent } from 'react';
import { Alert, SubmitButton, TextField } from '@consulting/ui';
import { useForgotStaffPassword } from './api.ts';
import { FooterLink, PasswordFrame } from './PasswordFrame.tsx';
import { PASSWORD_AR } from './texts.ts';

/**
 * `/admin/forgot-password`: the staff member gives their email and is told a
 * link is on its way if it belongs to an account (the same words whatever the email).
 */
export default function AdminForgotPasswordPage() {
  const { busy, run } = useForgotStaffPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(email.trim() ? undefined : PASSWORD_AR.emailRequired);
    if (!email.trim()) return;
    setFailure(null);
    const result = await run(email);
    if (result) setFailure(result);
    else setSent(true);
  }

  return (
    <PasswordFrame title={PASSWORD_AR.forgotTitle} testId="admin-forgot-password">
      {sent ? (
        <Alert type="success" title={PASSWORD_AR.forgotSent} data-testid="admin-forgot-sent" />
      ) : (
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
        >
          <p style={{ margin: 0, color: 'var(--ui-text-secondary)' }}>{PASSWORD_AR.forgotIntro}</p>
          {failure && <Alert type="error" title={failure} data-testid="admin-forgot-error" />}
          <TextField
            label="البريد الإلكتروني"
            name="email"
            type="email"
            dir="ltr"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
          />
          <SubmitButton busy={busy} busyLabel={PASSWORD_AR.forgotSubmitting} data-testid="admin-forgot-submit">
            {PASSWORD_AR.forgotSubmit}
          </SubmitButton>
        </form>
      )}
      <FooterLink to="/admin/login">{PASSWORD_AR.backToLogin}</FooterLink>
    </PasswordFrame>
  );
}
