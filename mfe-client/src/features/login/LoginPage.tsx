import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, SubmitButton, TextField } from '@consulting/ui';
import { CardLine, CardPage, FORM_COLUMN, emailFieldProps } from '../../CardPage.tsx';
import { useSession } from '@consulting/platform';
import { useClientLogin, type LoginFailure } from './api.ts';

/** The required-field messages shown under the fields after a submit. */
interface FieldErrors {
  email?: string;
  password?: string;
}

/**
 * `/user/login` (spec §2 "Client login", §5, §8): email and password, both required; a signed-in
 * client goes straight to `/user/dashboard`; accounts come from the company (link to /contact).
 * Built from `@consulting/ui` and native controls, without antd (the
 * page downloads only what signing in needs; the dashboard and antd load after sign-in).
 */
export default function LoginPage() {
  const { t } = useTranslation('client');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const { busy, login } = useClientLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<LoginFailure | null>(null);

  if (user) return <Navigate to="/user/dashboard" replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const missing: FieldErrors = {
      email: email.trim() ? undefined : t('login.emailRequired'),
      password: password ? undefined : t('login.passwordRequired'),
    };
    setErrors(missing);
    if (missing.email || missing.password) return;
    setFailure(null);
    const result = await login(email, password);
    if (result) setFailure(result);
    // A generated password is replaced first; the dashboard would send them there anyway.
    else
      navigate(useSession.getState().user?.must_change_password ? '/user/new-password' : '/user/dashboard', {
        replace: true,
      });
  }

  const failureText =
    failure?.kind === 'server'
      ? failure.message
      : failure?.kind === 'network'
        ? t('login.connectionError')
        : t('login.failed');

  return (
    <CardPage
      testId="client-login"
      title={t('login.title')}
      titleStyle={{ margin: '0 0 4px', fontSize: 30, lineHeight: 1.35 }}
    >
      <p style={{ textAlign: 'center', margin: '0 0 16px', color: 'var(--ui-text-secondary)' }}>
        {t('login.subtitle')}
      </p>
      {failure && <Alert type="error" title={failureText} style={{ marginBottom: 16 }} data-testid="login-error" />}
      <form onSubmit={(event) => void onSubmit(event)} noValidate style={FORM_COLUMN}>
        <TextField
          {...emailFieldProps(t)}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (errors.email) setErrors((current) => ({ ...current, email: undefined }));
          }}
          error={errors.email}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
          }}
          error={errors.password}
        />
        <SubmitButton busy={busy} busyLabel={t('login.submitting')} data-testid="login-submit">
          {t('login.submit')}
        </SubmitButton>
      </form>
      <CardLine>
        <Link to="/user/forgot-password" data-testid="forgot-password-link">
          {t('forgot.link')}
        </Link>
      </CardLine>
      <CardLine>
        {t('login.noAccount')} <Link to="/contact">{t('login.contactUs')}</Link>
      </CardLine>
    </CardPage>
  );
}
