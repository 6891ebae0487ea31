/**
 * The texts of the account mails, Arabic first then English (spec §1: the site is bilingual,
 * Arabic by default). Each returns a subject, a plain-text body and an HTML body.
 */
import type { MailMessage } from './mailer.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function html(arabic: string[], english: string[]): string {
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');
  return (
    '<!doctype html><html><body>' +
    `<div dir="rtl" lang="ar" style="font-family:Tahoma,Arial,sans-serif">${paragraphs(arabic)}</div>` +
    '<hr>' +
    `<div dir="ltr" lang="en" style="font-family:Arial,sans-serif">${paragraphs(english)}</div>` +
    '</body></html>'
  );
}

/**
 * The mail that hands a new client the sign-in details of an account the server created for
 * them (spec §7 guest submission: 'Password sent to your email'). `loginUrl` is absolute.
 */
export function credentialsMail(
  user: { name: string; email: string },
  password: string,
  loginUrl: string,
): MailMessage {
  const subject = 'بيانات الدخول إلى حسابك | Your account sign-in details';
  const text = [
    `مرحباً ${user.name}،`,
    'أنشأنا لك حساباً لمتابعة طلباتك لدينا. بيانات الدخول:',
    `البريد الإلكتروني: ${user.email}`,
    `كلمة المرور: ${password}`,
    `سجّل الدخول من: ${loginUrl}`,
    'احتفظ بهذه الرسالة في مكان آمن، ولا تشارك كلمة المرور مع أحد.',
    '',
    '---',
    '',
    `Hello ${user.name},`,
    'We created an account for you to follow your requests with us. Your sign-in details:',
    `Email: ${user.email}`,
    `Password: ${password}`,
    `Sign in at: ${loginUrl}`,
    'Keep this message somewhere safe and do not share the password with anyone.',
  ].join('\n');
  const [name, email, pass, url] = [user.name, user.email, password, loginUrl].map(escapeHtml);
  return {
    to: user.email,
    subject,
    text,
    html: html(
      [
        `مرحباً ${name}،`,
        'أنشأنا لك حساباً لمتابعة طلباتك لدينا. بيانات الدخول:',
        `البريد الإلكتروني: <b dir="ltr">${email}</b><br>كلمة المرور: <b dir="ltr">${pass}</b>`,
        `<a href="${url}">تسجيل الدخول</a>`,
        'احتفظ بهذه الرسالة في مكان آمن، ولا تشارك كلمة المرور مع أحد.',
      ],
      [
        `Hello ${name},`,
        'We created an account for you to follow your requests with us. Your sign-in details:',
        `Email: <b>${email}</b><br>Password: <b>${pass}</b>`,
        `<a href="${url}">Sign in</a>`,
        'Keep this message somewhere safe and do not share the password with anyone.',
      ],
    ),
  };
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
  const subject = 'تذكير بالدخول إلى حسابك | Signing in to your account';
  const text = [
    `مرحباً ${user.name}،`,
    `لديك حساب لدينا بالبريد ${user.email}. سجّل الدخول من ${loginUrl} باستخدام كلمة المرور التي أرسلناها إليك عند إنشاء الحساب.`,
    `إن لم تعد تجد تلك الرسالة فتواصل معنا: ${contactUrl}`,
    '',
    '---',
    '',
    `Hello ${user.name},`,
    `You have an account with us under ${user.email}. Sign in at ${loginUrl} with the password we sent you when the account was created.`,
    `If you can no longer find that message, please contact us: ${contactUrl}`,
  ].join('\n');
  const [name, email, login, contact] = [user.name, user.email, loginUrl, contactUrl].map(escapeHtml);
  return {
    to: user.email,
    subject,
    text,
    html: html(
      [
        `مرحباً ${name}،`,
        `لديك حساب لدينا بالبريد <b dir="ltr">${email}</b>. <a href="${login}">سجّل الدخول</a> باستخدام كلمة المرور التي أرسلناها إليك عند إنشاء الحساب.`,
        `إن لم تعد تجد تلك الرسالة <a href="${contact}">فتواصل معنا</a>.`,
      ],
      [
        `Hello ${name},`,
        `You have an account with us under <b>${email}</b>. <a href="${login}">Sign in</a> with the password we sent you when the account was created.`,
        `If you can no longer find that message, please <a href="${contact}">contact us</a>.`,
      ],
    ),
  };
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
  const subject = 'لديك حساب لدينا بالفعل | You already have an account';
  const text = [
    `مرحباً ${user.name}،`,
    `طلب أحدهم (ربما أنت) إنشاء حساب بالبريد ${user.email}، ولديك حساب لدينا بهذا البريد بالفعل، فلم ننشئ حساباً جديداً.`,
    `سجّل الدخول من ${loginUrl} بكلمة المرور التي لديك.`,
    `إن لم تعد تذكر كلمة المرور فتواصل معنا: ${contactUrl}`,
    'إن لم تكن أنت من طلب ذلك فتجاهل هذه الرسالة؛ لم يتغيّر شيء في حسابك.',
    '',
    '---',
    '',
    `Hello ${user.name},`,
    `Someone (perhaps you) asked to create an account with ${user.email}. You already have an account with us under this email, so no new account was made.`,
    `Sign in at ${loginUrl} with your password.`,
    `If you no longer remember your password, please contact us: ${contactUrl}`,
    'If this was not you, ignore this message; nothing about your account has changed.',
  ].join('\n');
  const [name, email, login, contact] = [user.name, user.email, loginUrl, contactUrl].map(escapeHtml);
  return {
    to: user.email,
    subject,
    text,
    html: html(
      [
        `مرحباً ${name}،`,
        `طلب أحدهم (ربما أنت) إنشاء حساب بالبريد <b dir="ltr">${email}</b>، ولديك حساب لدينا بهذا البريد بالفعل، فلم ننشئ حساباً جديداً.`,
        `<a href="${login}">سجّل الدخول</a> بكلمة المرور التي لديك.`,
        `إن لم تعد تذكر كلمة المرور <a href="${contact}">فتواصل معنا</a>.`,
        'إن لم تكن أنت من طلب ذلك فتجاهل هذه الرسالة؛ لم يتغيّر شيء في حسابك.',
      ],
      [
        `Hello ${name},`,
        `Someone (perhaps you) asked to create an account with <b>${email}</b>. You already have an account with us under this email, so no new account was made.`,
        `<a href="${login}">Sign in</a> with your password.`,
        `If you no longer remember your password, please <a href="${contact}">contact us</a>.`,
        'If this was not you, ignore this message; nothing about your account has changed.',
      ],
    ),
  };
}
