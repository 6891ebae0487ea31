/**
 * The notice of a sign-in lockout (`sign-in-lockout.ts`), in both languages as `composeMail`
 * takes them: how long the lock lasts, the one-time unlock link, and a reset for an owner who
 * did not make the attempts.
 */
import type { BilingualContent } from './compose.ts';

/**
 * `minutes` of lock; `unlockUrl` (absolute, carrying the token) lifts it once within
 * `unlockHours` hours; `forgotUrl` starts a password reset.
 */
export function lockoutContent(input: {
  name: string;
  minutes: number;
  unlockUrl: string;
  unlockHours: number;
  forgotUrl: string;
}): BilingualContent {
  const { name, minutes, unlockUrl, unlockHours, forgotUrl } = input;
  return {
    ar: {
      subject: 'أُوقف الدخول إلى حسابك مؤقتاً',
      paragraphs: [
        `مرحباً ${name}،`,
        `جرت عدة محاولات دخول فاشلة إلى حسابك، فأوقفنا الدخول إليه ${minutes} دقيقة.`,
        `إن كنت أنت من حاول فافتح الرابط أدناه لفك القفل الآن؛ يعمل مرة واحدة خلال ${unlockHours} ساعة.`,
        `إن لم تكن أنت فأعد تعيين كلمة المرور: ${forgotUrl}`,
      ],
      action: { label: 'فك قفل الحساب', url: unlockUrl },
    },
    en: {
      subject: 'Sign-in to your account is paused',
      paragraphs: [
        `Hello ${name},`,
        `There were several failed sign-in attempts on your account, so it is locked for ${minutes} minutes.`,
        `If it was you, open the link below to unlock it now; it works once, within ${unlockHours} hours.`,
        `If it was not you, reset your password: ${forgotUrl}`,
      ],
      action: { label: 'Unlock your account', url: unlockUrl },
    },
  };
}
