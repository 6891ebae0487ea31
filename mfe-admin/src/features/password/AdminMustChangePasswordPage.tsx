import { Navigate, useNavigate } from 'react-router-dom';
import { useSession } from '@consulting/platform';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { PasswordFrame } from './PasswordFrame.tsx';
import { PASSWORD_AR } from './texts.ts';

/**
 * `/admin/new-password`: a staff member whose password the system generated
 * chooses their own before anything else (the signed-in area sends them here while the stored
 * user has `must_change_password`, so a reload keeps them here); then on to their landing page (`/admin`).
 */
export default function AdminMustChangePasswordPage() {
  const navigate = useNavigate();
  const admin = useSession((s) => s.admin);
  if (!admin) return <Navigate to="/admin/login" replace />;
  if (!admin.must_change_password) return <Navigate to="/admin" replace />;
  return (
    <PasswordFrame title={PASSWORD_AR.mustChangeTitle} testId="admin-must-change-password">
      <p style={{ margin: '0 0 16px', color: 'var(--ui-text-secondary)' }}>{PASSWORD_AR.mustChangeIntro}</p>
      <ChangePasswordForm onChanged={() => navigate('/admin', { replace: true })} />
    </PasswordFrame>
  );
}
