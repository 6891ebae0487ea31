import { Card } from '@consulting/ui';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { PASSWORD_AR } from './texts.ts';

/** `/admin/account/password`: in the panel, any staff member changes their password. */
export default function AdminPasswordPage() {
  return (
    <div style={{ maxWidth: 520 }} data-testid="admin-password-page">
      <h2 style={{ margin: '0 0 16px', fontSize: 24, fontWeight: 600 }}>{PASSWORD_AR.changeTitle}</h2>
      <Card>
        <ChangePasswordForm />
      </Card>
    </div>
  );
}
