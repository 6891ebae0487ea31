/**
 * The mails of account management by an admin, in Arabic and English through
 * {@link composeMail}: the set-password mails of new staff and of a staff password an admin
 * reset (their button is {@link LINK_SLOT}, where the outbox worker puts a fresh one-time link,
 * valid 72 hours, when it sends the mail), and the notice to an account's owner when someone
 * else changed its password, role or two-factor sign-in. None carries a password.
 */
import type { StaffRole } from '@consulting/contracts';
import { LINK_SLOT } from '../password-links.ts';
import { composeMail } from './compose.ts';
import type { MailMessage } from './mailer.ts';

const ROLE_AR: Record<StaffRole, string> = { admin: 'مدير', editor: 'محرر' };
const ROLE_EN: Record<StaffRole, string> = { admin: 'administrator', editor: 'editor' };

/** The mail to a new staff member: their role and email, and the link to choose their password. */
export function staffWelcomeMail(
  user: { name: string; email: string; role: StaffRole },
  loginUrl: string,
): MailMessage {
  return composeMail(user.email, {
    ar: {
      subject: 'حسابك في لوحة التحكم',
      paragraphs: [
        `مرحباً ${user.name}،`,
        `أُضيف لك حساب في لوحة التحكم بدور ${ROLE_AR[user.role]} بالبريد ${user.email}.`,
        `اختر كلمة المرور من الرابط أدناه؛ يعمل الرابط مرة واحدة خلال 72 ساعة. ثم سجّل الدخول من ${loginUrl}`,
      ],
      action: { label: 'اختيار كلمة المرور', url: LINK_SLOT },
      footer: ['لا تشارك هذا الرابط مع أحد.'],
    },
    en: {
      subject: 'Your admin panel account',
      paragraphs: [
        `Hello ${user.name},`,
        `An admin panel account was added for you as ${ROLE_EN[user.role]}, under ${user.email}.`,
        `Choose its password with the link below; it works once, within 72 hours. Then sign in at ${loginUrl}`,
      ],
      action: { label: 'Choose your password', url: LINK_SLOT },
      footer: ['Do not share this link with anyone.'],
    },
  });
}

/**
 * The mail of a staff password an admin reset: the old password no longer works, every session
 * ended, two-factor sign-in is off; the link lets them choose a new password.
 */
export function staffPasswordResetMail(user: { name: string; email: string }, loginUrl: string): MailMessage {
  return composeMail(user.email, {
    ar: {
      subject: 'أُعيد تعيين كلمة المرور',
      paragraphs: [
        `مرحباً ${user.name}،`,
        'أعاد أحد المديرين تعيين كلمة مرور حسابك في لوحة التحكم: لم تعد كلمة المرور السابقة تعمل، وأُنهيت كل جلساتك، وأُوقف التحقق بخطوتين.',
        `اختر كلمة مرور جديدة من الرابط أدناه؛ يعمل الرابط مرة واحدة خلال 72 ساعة. ثم سجّل الدخول من ${loginUrl}`,
      ],
      action: { label: 'اختيار كلمة المرور', url: LINK_SLOT },
      footer: ['إن لم تكن تتوقع ذلك فتواصل مع مدير الموقع.'],
    },
    en: {
      subject: 'Your password was reset',
      paragraphs: [
        `Hello ${user.name},`,
        'An administrator reset the password of your admin panel account: the old password no longer works, all your sessions ended and two-factor sign-in is off.',
        `Choose a new password with the link below; it works once, within 72 hours. Then sign in at ${loginUrl}`,
      ],
      action: { label: 'Choose your password', url: LINK_SLOT },
      footer: ['If you did not expect this, contact the site administrator.'],
    },
  });
}

/** What someone else changed on an account, for {@link accountChangedByAdminMail}. */
export type AdminChange =
  { kind: 'password' } | { kind: 'role'; role: StaffRole } | { kind: 'two_factor_off' } | { kind: 'deactivated' };

const CHANGE_TEXTS: Record<AdminChange['kind'], (change: AdminChange) => { ar: string; en: string }> = {
  password: () => ({
    ar: 'عيّن أحد المديرين كلمة مرور جديدة لحسابك، وأُنهيت كل جلساتك. سيُطلب منك اختيار كلمة مرورك عند الدخول التالي.',
    en: 'An administrator set a new password for your account and ended all your sessions. You will be asked to choose your own at your next sign-in.',
  }),
  role: (change) => {
    const role = change.kind === 'role' ? change.role : 'editor';
    return {
      ar: `غيّر أحد المديرين دورك في لوحة التحكم إلى ${ROLE_AR[role]}، وأُنهيت جلساتك.`,
      en: `An administrator changed your admin panel role to ${ROLE_EN[role]} and ended your sessions.`,
    };
  },
  two_factor_off: () => ({
    ar: 'أوقف أحد المديرين التحقق بخطوتين في حسابك.',
    en: 'An administrator turned off two-factor sign-in on your account.',
  }),
  deactivated: () => ({
    ar: 'عطّل أحد المديرين حسابك، وأُنهيت كل جلساتك.',
    en: 'An administrator deactivated your account and ended all your sessions.',
  }),
};

/**
 * The notice to the owner of an account when an admin changed its password, role or two-factor
 * sign-in (or deactivated it): what changed, and whom to ask if it is unexpected.
 */
export function accountChangedByAdminMail(user: { name: string; email: string }, change: AdminChange): MailMessage {
  const text = CHANGE_TEXTS[change.kind](change);
  return composeMail(user.email, {
    ar: {
      subject: 'تغيير في حسابك',
      paragraphs: [`مرحباً ${user.name}،`, text.ar],
      footer: ['إن لم تكن تتوقع هذا التغيير فتواصل معنا.'],
    },
    en: {
      subject: 'A change to your account',
      paragraphs: [`Hello ${user.name},`, text.en],
      footer: ['If you did not expect this change, please contact us.'],
    },
  });
}
