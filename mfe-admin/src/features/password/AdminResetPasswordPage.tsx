import { useNewPassword } from '@consulting/ui';
import { useResetStaffPassword } from './api.ts';
import { FooterLink, MailedLinkPage } from './PasswordFrame.tsx';
import { PASSWORD_AR } from './texts.ts';

/**
 * `/admin/reset-password?token=`: the mailed link's page for staff. The server's
 * refusal (an expired or used link, the password rule) is shown in Arabic as sent.
 */
export default function AdminResetPasswordPage() {
  const { busy, run } = useResetStaffPassword();
  const newPassword = useNewPassword(PASSWORD_AR);
  return (
    <MailedLinkPage
      title={PASSWORD_AR.resetTitle}
      testId="admin-reset-password"
      p="admin-reset"
      texts={{
        missingToken: PASSWORD_AR.resetMissingToken,
        done: PASSWORD_AR.resetDone,
        submit: PASSWORD_AR.resetSubmit,
        submitting: PASSWORD_AR.saving,
      }}
      busy={busy}
      ready={() => newPassword.check()}
      submit={(token) => run(token, newPassword.next)}
      noValidate
      footer={<FooterLink to="/admin/forgot-password">{PASSWORD_AR.resetAskAgain}</FooterLink>}
    >
      {newPassword.fields}
    </MailedLinkPage>
  );
}
