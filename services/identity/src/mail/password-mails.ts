/**
 * The texts of the password mails (reset link, change notice), in both languages as
 * `composeMail` takes them (the lockout notice: `lockout-mail.ts`). Plain text only: `composeMail` escapes and lays out.
 */
import type { BilingualContent } from './compose.ts';

/**
 * The mail of `POST /api/password/forgot`: `resetUrl` (absolute, carrying the token) lets the
 * reader choose a new password once, within `minutes` minutes.
 */
export function passwordResetContent(name: string, resetUrl: string, minutes: number): BilingualContent {
  return {
    ar: {
      subject: 'إعادة تعيين كلمة المرور',
      paragraphs: [
        `مرحباً ${name}،`,
        `طلب أحدهم (ربما أنت) إعادة تعيين كلمة مرور حسابك. اختر كلمة مرور جديدة من الرابط أدناه؛ يعمل الرابط مرة واحدة خلال ${minutes} دقيقة.`,
      ],
      action: { label: 'اختيار كلمة مرور جديدة', url: resetUrl },
      footer: ['إن لم تطلب ذلك فتجاهل هذه الرسالة؛ تبقى كلمة مرورك كما هي.'],
    },
    en: {
      subject: 'Reset your password',
      paragraphs: [
        `Hello ${name},`,
        `Someone (perhaps you) asked to reset the password of your account. Choose a new password with the link below; it works once, within ${minutes} minutes.`,
      ],
      action: { label: 'Choose a new password', url: resetUrl },
      footer: ['If you did not ask for this, ignore this message; your password stays as it is.'],
    },
  };
}

/**
 * The notice after a password was changed or reset ("every change or reset … mails a
 * notice"): if it was not the reader, `forgotUrl` starts a reset.
 */
export function passwordChangedContent(name: string, forgotUrl: string): BilingualContent {
  return {
    ar: {
      subject: 'تم تغيير كلمة المرور',
      paragraphs: [
        `مرحباً ${name}،`,
        'تم تغيير كلمة مرور حسابك للتو، وأُنهيت جلسات الدخول الأخرى.',
        'إن لم تكن أنت من غيّرها فأعد تعيينها الآن من الرابط أدناه وتواصل معنا.',
      ],
      action: { label: 'إعادة تعيين كلمة المرور', url: forgotUrl },
    },
    en: {
      subject: 'Your password was changed',
      paragraphs: [
        `Hello ${name},`,
        'The password of your account was just changed, and your other sessions were signed out.',
        'If this was not you, reset it now with the link below and contact us.',
      ],
      action: { label: 'Reset your password', url: forgotUrl },
    },
  };
}
