import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, Typography } from 'antd';
import { useSession } from '@consulting/platform';
import { ChangePasswordSection } from './ChangePasswordSection.tsx';
import { MailPreferencesSection } from './MailPreferencesSection.tsx';
import { SessionsSection } from './SessionsSection.tsx';

/** One section of the account page: a titled card around a component owned by its feature. */
export function AccountSection({ testId, title, children }: { testId: string; title: string; children: ReactNode }) {
  return (
    <Card title={title} data-testid={testId} style={{ marginBottom: 24 }}>
      {children}
    </Card>
  );
}

/**
 * `/user/account`: the signed-in client's own account settings, a heading and
 * a list of sections, each a component of its own (change password here; sessions and mail
 * preferences are added as further sections). A guest goes to the login.
 */
export default function AccountPage() {
  const { t } = useTranslation('client');
  const signedIn = useSession((s) => s.user !== null);
  if (!signedIn) return <Navigate to="/user/login" replace />;
  return (
    <div style={{ maxWidth: 720, margin: '2rem auto', padding: '0 1rem' }} data-testid="client-account">
      <Typography.Title level={2}>{t('account.title')}</Typography.Title>
      <p>
        <Link to="/user/dashboard">{t('account.backToDashboard')}</Link>
      </p>
      <AccountSection testId="account-password" title={t('account.passwordSection')}>
        <ChangePasswordSection />
      </AccountSection>
      <AccountSection testId="account-sessions" title={t('account.sessionsSection')}>
        <SessionsSection />
      </AccountSection>
      <AccountSection testId="account-mail" title={t('account.mailSection')}>
        <MailPreferencesSection />
      </AccountSection>
    </div>
  );
}
