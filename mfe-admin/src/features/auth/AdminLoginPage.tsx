import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Card, FormField, SubmitButton, classNames, useToast } from '@consulting/ui';
import { useSession } from '@consulting/platform';
import { AR } from '../../texts.ts';
import { useAdminLogin } from './api.ts';
import { landingPathFor } from '../../layout/staff-landing.ts';
import { TwoFactorStep } from './TwoFactorStep.tsx';
import { ArabicFrame } from '../../shared/ArabicFrame.tsx';

/** A labelled native input drawn in red while `invalid` (no message under it: the toast says it). */
function LoginField({
  label,
  invalid,
  ...input
}: {
  label: string;
  invalid: boolean;
  name: string;
  type: 'email' | 'password';
  dir?: 'ltr';
  autoComplete: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { onChange, ...attributes } = input;
  return (
    <FormField label={label}>
      {({ labelId: _labelId, className, ...field }) => (
        <input
          {...attributes}
          {...field}
          aria-invalid={invalid}
          className={classNames(className, invalid && 'ui-input-error')}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/**
 * `/admin/login` (spec §2 "Admin login", §5, §8): both fields required ('يرجى إدخال البريد
 * الإلكتروني وكلمة المرور'); a signed-in staff member goes to their role's landing page (an
 * editor's is /admin/services); with two-factor sign-in on, the code step follows the password; toasts on success and failure
 * (the `@consulting/ui` toasts of the admin area's root route, so the success toast stays up on the
 * dashboard). Built without antd (a light login: the page downloads only what signing in
 * needs; the panel and antd load after sign-in).
 */
export default function AdminLoginPage() {
  const admin = useSession((s) => s.admin);
  const navigate = useNavigate();
  const toast = useToast();
  const { busy, login } = useAdminLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  // Set when the password was right and a two-factor code is asked for.
  const [challenge, setChallenge] = useState<string | null>(null);

  if (admin) return <Navigate to={landingPathFor(admin.role)} replace />;

  function signedIn() {
    toast.success({ title: AR.login.success });
    // A password the system generated is replaced before anything else.
    const signedInAs = useSession.getState().admin;
    // Then an admin who owes two-factor enrolment (REQUIRE_ADMIN_2FA) enables it.
    let next = landingPathFor(signedInAs?.role);
    if (signedInAs?.two_factor_enrolment_required === true) next = '/admin/two-factor-setup';
    if (signedInAs?.must_change_password === true) next = '/admin/new-password';
    navigate(next, { replace: true });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() || !password) {
      setMissing(true);
      toast.error({ title: AR.login.required });
      return;
    }
    setMissing(false);
    const outcome = await login(email, password);
    if (outcome && 'challenge' in outcome) {
      setChallenge(outcome.challenge);
      return;
    }
    if (outcome) {
      toast.error({ title: outcome.title, description: outcome.description });
      return;
    }
    signedIn();
  }

  return (
    <ArabicFrame testId="admin-root">
      <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100vh', padding: 16 }}>
        <Card style={{ width: '100%', maxWidth: 420 }} data-testid="admin-login">
          <h2 style={{ textAlign: 'center', margin: '0 0 4px', fontSize: 30, fontWeight: 600, lineHeight: 1.35 }}>
            {AR.login.title}
          </h2>
          <p style={{ textAlign: 'center', margin: '0 0 16px', color: 'var(--ui-text-secondary)' }}>
            {AR.login.subtitle}
          </p>
          {challenge ? (
            <TwoFactorStep challenge={challenge} onSignedIn={signedIn} onChallengeUsed={() => setChallenge(null)} />
          ) : (
            <form
              onSubmit={(event) => void onSubmit(event)}
              noValidate
              style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
            >
              <LoginField
                label={AR.login.email}
                name="email"
                type="email"
                dir="ltr"
                autoComplete="username"
                placeholder={AR.login.emailPlaceholder}
                value={email}
                onChange={setEmail}
                invalid={missing && !email.trim()}
              />
              <LoginField
                label={AR.login.password}
                name="password"
                type="password"
                autoComplete="current-password"
                placeholder={AR.login.passwordPlaceholder}
                value={password}
                onChange={setPassword}
                invalid={missing && !password}
              />
              <SubmitButton busy={busy} busyLabel={AR.login.submitting} data-testid="admin-login-submit">
                {AR.login.submit}
              </SubmitButton>
            </form>
          )}
          <div style={{ textAlign: 'center', marginTop: 16 }}>
            <Link to="/admin/forgot-password" data-testid="admin-forgot-password-link">
              {AR.login.forgotPassword}
            </Link>
          </div>
          <div style={{ textAlign: 'center', marginTop: 16 }}>
            <Link to="/">{AR.login.backHome}</Link>
          </div>
        </Card>
      </div>
    </ArabicFrame>
  );
}
