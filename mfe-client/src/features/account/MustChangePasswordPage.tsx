import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CardPage } from '../../CardPage.tsx';
import { useSession } from '@consulting/platform';
import { ChangePasswordSection } from './ChangePasswordSection.tsx';

/**
 * `/user/new-password`: a client who signed in with the password the server
 * generated and mailed chooses their own before anything else (the other client pages send
 * them here while the session's user has `must_change_password`, so a reload keeps them here).
 * Light like the login: no antd. Once changed, on to the dashboard.
 */
export default function MustChangePasswordPage() {
  const { t } = useTranslation('client');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  if (!user) return <Navigate to="/user/login" replace />;
  if (!user.must_change_password) return <Navigate to="/user/dashboard" replace />;
  return (
    <CardPage
      testId="client-must-change-password"
      title={t('mustChange.title')}
      titleStyle={{ margin: '0 0 8px' }}
      maxWidth={480}
    >
      <p style={{ margin: '0 0 16px', color: 'var(--ui-text-secondary)' }}>{t('mustChange.intro')}</p>
      <ChangePasswordSection onChanged={() => navigate('/user/dashboard', { replace: true })} />
    </CardPage>
  );
}
