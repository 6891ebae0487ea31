import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button, Card, Space, Typography } from 'antd';
import { useSession } from '@consulting/platform';
import { AdminRoot } from '../../layout/AdminRoot.tsx';
import { adminQueryClient } from '../../shared/query-client.ts';
import { logoutAdmin } from '../auth/index.ts';
import { RecoveryCodes, TwoFactorEnrol } from './TwoFactorEnrol.tsx';
import { SECURITY_TEXTS as T } from './texts.ts';

/**
 * `/admin/two-factor-setup`: where an admin whose session owes two-factor enrolment
 * (`REQUIRE_ADMIN_2FA`; the server refuses every other call with 403
 * `two_factor_enrolment_required`) is held until they enable it: the current password, the QR
 * code, a first code, then the recovery codes, and on to their landing page (`/admin`).
 */
export default function TwoFactorSetupPage() {
  const navigate = useNavigate();
  const admin = useSession((s) => s.admin);
  const adminToken = useSession((s) => s.adminToken);
  const [codes, setCodes] = useState<string[] | null>(null);
  if (!admin || !adminToken) return <Navigate to="/admin/login" replace />;
  if (!admin.two_factor_enrolment_required && !codes) return <Navigate to="/admin" replace />;

  function enrolled(recoveryCodes: string[]) {
    setCodes(recoveryCodes);
    if (admin && adminToken) {
      const { two_factor_enrolment_required: _owed, ...settled } = admin;
      useSession.getState().signInAdmin(settled, adminToken);
    }
  }

  return (
    <AdminRoot>
      <QueryClientProvider client={adminQueryClient}>
        <div style={{ display: 'flex', justifyContent: 'center', padding: '48px 16px', minHeight: '100vh' }}>
          <Card title={T.enrolTitle} style={{ width: '100%', maxWidth: 560 }} data-testid="admin-two-factor-setup">
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Typography.Paragraph>{T.enrolIntro}</Typography.Paragraph>
              {codes ? (
                <>
                  <RecoveryCodes codes={codes} onDone={() => navigate('/admin', { replace: true })} />
                  <Button
                    type="primary"
                    onClick={() => navigate('/admin', { replace: true })}
                    data-testid="admin-two-factor-continue"
                  >
                    {T.enrolContinue}
                  </Button>
                </>
              ) : (
                <TwoFactorEnrol onEnabled={enrolled} />
              )}
              <Button
                type="link"
                onClick={() => void logoutAdmin().then(() => navigate('/admin/login', { replace: true }))}
              >
                {T.signOut}
              </Button>
            </Space>
          </Card>
        </div>
      </QueryClientProvider>
    </AdminRoot>
  );
}
