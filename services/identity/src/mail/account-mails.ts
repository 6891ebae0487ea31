/**
 * The texts of the account mails in Arabic and English (spec §1: the site is bilingual, Arabic
 * by default), laid out by {@link composeMail} (issue 14 part 4: one MJML layout, HTML and text
 * parts, Arabic right-to-left). Each returns a subject, a plain-text body and an HTML body.
 */
import { composeMail } from './compose.ts';
import type { MailMessage } from './mailer.ts';

/**
 * The mail that hands a new client the sign-in details of an account the server created for
 * them (spec §7 guest submission: 'Password sent to your email'). `loginUrl` is absolute. The
 * text part carries `Password: <password>` on a line of its own.
 */
export function credentialsMail(
  user: { name: string; email: string },
  password: string,
  loginUrl: string,
): MailMessage {
  return composeMail(user.email, {
    ar: {
      subject: 'بيانات الدخول إلى حسابك',
      paragraphs: [
        `مرحباً ${user.name}،`,
        'أنشأنا لك حساباً لمتابعة طلباتك لدينا. بيانات الدخول:',
        `البريد الإلكتروني: ${user.email}`,
        `كلمة المرور: ${password}`,
      ],
      action: { label: 'سجّل الدخول من', url: loginUrl },
      footer: ['احتفظ بهذه الرسالة في مكان آمن، ولا تشارك كلمة المرور مع أحد.'],
    },
    en: {
      subject: 'Your account sign-in details',
      paragraphs: [
        `Hello ${user.name},`,
        'We created an account for you to follow your requests with us. Your sign-in details:',
        `Email: ${user.email}`,
        `Password: ${password}`,
      ],
      action: { label: 'Sign in at', url: loginUrl },
      footer: ['Keep this message somewhere safe and do not share the password with anyone.'],
    },
  });
}

/**
 * The reminder `send-password` mails to an automatically created account: sign in with the
 * details mailed earlier, or contact the company. It never contains a password.
 */
export function signInReminderMail(
  user: { name: string; email: string },
  loginUrl: string,
  contactUrl: string,
): MailMessage {
  return composeMail(user.email, {
    ar: {
      subject: 'تذكير بالدخول إلى حسابك',
      paragraphs: [
        `مرحباً ${user.name}،`,
        `لديك حساب لدينا بالبريد ${user.email}. سجّل الدخول من ${loginUrl} باستخدام كلمة المرور التي أرسلناها إليك عند إنشاء الحساب.`,
        `إن لم تعد تجد تلك الرسالة فتواصل معنا: ${contactUrl}`,
      ],
      action: { label: 'تسجيل الدخول', url: loginUrl },
    },
    en: {
      subject: 'Signing in to your account',
      paragraphs: [
        `Hello ${user.name},`,
        `You have an account with us under ${user.email}. Sign in at ${loginUrl} with the password we sent you when the account was created.`,
        `If you can no longer find that message, please contact us: ${contactUrl}`,
      ],
      action: { label: 'Sign in', url: loginUrl },
    },
  });
}

/**
 * The mail `POST /api/user/register` sends instead of new credentials when the email already
 * has an account (issue 13 part 3, no enumeration: the visitor's answer is the same either way,
 * only this inbox learns the difference). It says how to sign in and never contains a password.
 */
export function existingAccountMail(
  user: { name: string; email: string },
  loginUrl: string,
  contactUrl: string,
): MailMessage {
  return composeMail(user.email, {
    ar: {
      subject: 'لديك حساب لدينا بالفعل',
      paragraphs: [
        `مرحباً ${user.name}،`,
        `طلب أحدهم (ربما أنت) إنشاء حساب بالبريد ${user.email}، ولديك حساب لدينا بهذا البريد بالفعل، فلم ننشئ حساباً جديداً.`,
        `سجّل الدخول من ${loginUrl} بكلمة المرور التي لديك.`,
        `إن لم تعد تذكر كلمة المرور فتواصل معنا: ${contactUrl}`,
      ],
      action: { label: 'تسجيل الدخول', url: loginUrl },
      footer: ['إن لم تكن أنت من طلب ذلك فتجاهل هذه الرسالة؛ لم يتغيّر شيء في حسابك.'],
    },
    en: {
      subject: 'You already have an account',
      paragraphs: [
        `Hello ${user.name},`,
        `Someone (perhaps you) asked to create an account with ${user.email}. You already have an account with us under this email, so no new account was made.`,
        `Sign in at ${loginUrl} with your password.`,
        `If you no longer remember your password, please contact us: ${contactUrl}`,
      ],
      action: { label: 'Sign in', url: loginUrl },
      footer: ['If this was not you, ignore this message; nothing about your account has changed.'],
    },
  });
}
