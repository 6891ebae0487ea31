import { useUnlockStaffAccount } from './api.ts';
import { FooterLink, MailedLinkPage } from './PasswordFrame.tsx';
import { PASSWORD_AR } from './texts.ts';

/**
 * `/admin/unlock?token=`: the page of the unlock link mailed to a staff member with a lockout
 * notice. The lock is lifted only when they press the button (a mail scanner that opens the link
 * does not use it up); a used or expired link shows the server's Arabic text, with the
 * forgot-password page for a member who did not make the attempts.
 */
export default function AdminUnlockPage() {
  const { busy, run } = useUnlockStaffAccount();
  return (
    <MailedLinkPage
      title={PASSWORD_AR.unlockTitle}
      testId="admin-unlock"
      p="admin-unlock"
      texts={{
        missingToken: PASSWORD_AR.unlockMissingToken,
        done: PASSWORD_AR.unlockDone,
        submit: PASSWORD_AR.unlockSubmit,
        submitting: PASSWORD_AR.unlockSubmitting,
      }}
      busy={busy}
      submit={run}
      footer={<FooterLink to="/admin/forgot-password">{PASSWORD_AR.unlockNotYou}</FooterLink>}
      footerAfterDone
    >
      <p style={{ margin: 0 }}>{PASSWORD_AR.unlockIntro}</p>
    </MailedLinkPage>
  );
}
