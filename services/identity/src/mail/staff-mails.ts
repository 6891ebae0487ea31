/**
 * The mails of staff management (issue 14 part 2), in Arabic and English through
 * {@link composeMail}. Each carries a password the server generated; the staff member is asked
 * for a new one at their first sign-in (`must_change_password`). The text part carries
 * `Password: <password>` on a line of its own, as the client credentials mail does.
 */
import type { StaffRole } from '@consulting/contracts';
import { composeMail } from './compose.ts';
import type { MailMessage } from './mailer.ts';

const ROLE_AR: Record<StaffRole, string> = { admin: 'مدير', editor: 'محرر' };
const ROLE_EN: Record<StaffRole, string> = { admin: 'administrator', editor: 'editor' };

/** The mail to a new staff member: their role, email, generated password and the sign-in link. */
export function staffWelcomeMail(
  user: { name: string; email: string; role: StaffRole },
  password: string,
  loginUrl: string,
): MailMessage {
  return composeMail(user.email, {
    ar: {
      subject: 'حسابك في لوحة التحكم',
      paragraphs: [
        `مرحباً ${user.name}،`,
        `أُضيف لك حساب في لوحة التحكم بدور ${ROLE_AR[user.role]}. بيانات الدخول:`,
        `البريد الإلكتروني: ${user.email}`,
        `كلمة المرور: ${password}`,
        'سيُطلب منك اختيار كلمة مرور جديدة عند أول دخول.',
      ],
      action: { label: 'تسجيل الدخول', url: loginUrl },
      footer: ['لا تشارك كلمة المرور مع أحد.'],
    },
    en: {
      subject: 'Your admin panel account',
      paragraphs: [
        `Hello ${user.name},`,
        `An admin panel account was added for you as ${ROLE_EN[user.role]}. Your sign-in details:`,
        `Email: ${user.email}`,
        `Password: ${password}`,
        'You will be asked to choose a new password when you first sign in.',
      ],
      action: { label: 'Sign in', url: loginUrl },
      footer: ['Do not share the password with anyone.'],
    },
  });
}

/** The mail of a password an admin reset for a staff member: the new generated password. */
export function staffPasswordResetMail(
  user: { name: string; email: string },
  password: string,
  loginUrl: string,
): MailMessage {
  return composeMail(user.email, {
    ar: {
      subject: 'أُعيد تعيين كلمة المرور',
      paragraphs: [
        `مرحباً ${user.name}،`,
        'أعاد أحد المديرين تعيين كلمة مرور حسابك في لوحة التحكم، وأُنهيت كل جلساتك. كلمة المرور الجديدة:',
        `كلمة المرور: ${password}`,
        'سيُطلب منك اختيار كلمة مرور جديدة عند الدخول.',
      ],
      action: { label: 'تسجيل الدخول', url: loginUrl },
    },
    en: {
      subject: 'Your password was reset',
      paragraphs: [
        `Hello ${user.name},`,
        'An administrator reset the password of your admin panel account and ended all your sessions. Your new password:',
        `Password: ${password}`,
        'You will be asked to choose a new password when you sign in.',
      ],
      action: { label: 'Sign in', url: loginUrl },
    },
  });
}
