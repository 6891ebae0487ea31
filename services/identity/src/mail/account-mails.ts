/**
 * The texts of the account mails in Arabic and English (spec §1: the site is bilingual, Arabic
 * by default), laid out by {@link composeMail} (one MJML layout, HTML and text
 * parts, Arabic right-to-left). Each returns a subject, a plain-text body and an HTML body.
 */
import { LINK_SLOT } from '../password-links.ts';
import { composeMail } from './compose.ts';
import type { MailMessage } from './mailer.ts';

/**
 * The mail that lets a new client choose the password of the account the server or an admin
 * made for them (spec §7 guest submission: 'Password sent to your email' — this mail is how they
 * set it). The button's URL is {@link LINK_SLOT}: the outbox worker puts a fresh one-time link
 * there when it sends the mail (valid 72 hours). `loginUrl` and `forgotUrl` are absolute.
 */
export function setPasswordMail(
  user: { name: string; email: string },
  loginUrl: string,
  forgotUrl: string,
): MailMessage {
  return composeMail(user.email, {
    ar: {
      subject: 'اختر كلمة مرور حسابك',
      paragraphs: [
        `مرحباً ${user.name}،`,
        `أنشأنا لك حساباً لمتابعة طلباتك لدينا بالبريد ${user.email}. اختر كلمة المرور من الرابط أدناه؛ يعمل الرابط مرة واحدة خلال 72 ساعة.`,
        `بعدها سجّل الدخول من ${loginUrl}. إن انتهت صلاحية الرابط فاطلب رابطاً جديداً من ${forgotUrl}`,
      ],
      action: { label: 'اختيار كلمة المرور', url: LINK_SLOT },
      footer: ['لا تشارك هذا الرابط مع أحد.'],
    },
    en: {
      subject: 'Choose the password of your account',
      paragraphs: [
        `Hello ${user.name},`,
        `We created an account for you to follow your requests with us, under ${user.email}. Choose its password with the link below; it works once, within 72 hours.`,
        `Then sign in at ${loginUrl}. If the link has expired, ask for a new one at ${forgotUrl}`,
      ],
      action: { label: 'Choose your password', url: LINK_SLOT },
      footer: ['Do not share this link with anyone.'],
    },
  });
}

/**
 * The reminder `send-password` mails to an automatically created account that has chosen its
 * password: sign in with it, or reset it at `forgotUrl`. It never contains a password or a link
 * that sets one.
 */
export function signInReminderMail(
  user: { name: string; email: string },
  loginUrl: string,
  forgotUrl: string,
): MailMessage {
  return composeMail(user.email, {
    ar: {
      subject: 'تذكير بالدخول إلى حسابك',
      paragraphs: [
        `مرحباً ${user.name}،`,
        `لديك حساب لدينا بالبريد ${user.email}. سجّل الدخول من ${loginUrl} بكلمة المرور التي اخترتها.`,
        `إن نسيت كلمة المرور فاختر واحدة جديدة من ${forgotUrl}`,
      ],
      action: { label: 'تسجيل الدخول', url: loginUrl },
    },
    en: {
      subject: 'Signing in to your account',
      paragraphs: [
        `Hello ${user.name},`,
        `You have an account with us under ${user.email}. Sign in at ${loginUrl} with the password you chose.`,
        `If you forgot it, choose a new one at ${forgotUrl}`,
      ],
      action: { label: 'Sign in', url: loginUrl },
    },
  });
}

/**
 * The mail `POST /api/user/register` sends instead of a set-password link when the email already
 * has an account (no enumeration: the visitor's answer is the same either way, only this inbox
 * learns the difference). It says how to sign in, or to choose a password at `forgotUrl` (an
 * account still without one, or a forgotten one), and never contains a password or a link that
 * sets one.
 */
export function existingAccountMail(
  user: { name: string; email: string },
  loginUrl: string,
  contactUrl: string,
  forgotUrl: string,
): MailMessage {
  return composeMail(user.email, {
    ar: {
      subject: 'لديك حساب لدينا بالفعل',
      paragraphs: [
        `مرحباً ${user.name}،`,
        `طلب أحدهم (ربما أنت) إنشاء حساب بالبريد ${user.email}، ولديك حساب لدينا بهذا البريد بالفعل، فلم ننشئ حساباً جديداً.`,
        `سجّل الدخول من ${loginUrl} بكلمة المرور التي لديك.`,
        `إن لم تختر كلمة مرور بعد أو نسيتها فاختر واحدة من ${forgotUrl}`,
        `وللمساعدة تواصل معنا: ${contactUrl}`,
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
        `If you have not chosen a password yet, or forgot it, choose one at ${forgotUrl}`,
        `For help, please contact us: ${contactUrl}`,
      ],
      action: { label: 'Sign in', url: loginUrl },
      footer: ['If this was not you, ignore this message; nothing about your account has changed.'],
    },
  });
}
