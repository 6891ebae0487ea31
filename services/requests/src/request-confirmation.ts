/**
 * Held requests and join applications: one filed without signing in under an
 * email that already has an account is stored, but its owner sees it only after confirming it
 * through a single-use link mailed to them. The link's token is random (32 bytes); only its SHA-256 is
 * stored, and confirming removes even that, so a link works once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { isTrackSlug, TRACK_TITLES } from '@consulting/contracts';
import type { StoredConfirmation } from './models/confirmation.schema.ts';
import type { StoredJoinApplication } from './models/join-application.model.ts';
import type { StoredRequest } from './models/request.schema.ts';

/** The public path of the confirmation link (routed to this service by the gateway). */
export const CONFIRM_PATH = '/api/requests/confirm';

/** A token as this service issues it: 32 random bytes in base64url (43 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** SHA-256 (hex) of a confirmation token, as stored in `confirmation.token_hash`. */
export function hashConfirmationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** True when `token` has the shape of a token this service issues (anything else is not looked up). */
export function isConfirmationToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token);
}

/**
 * A fresh single-use token and the `confirmation` to store with the held request or application:
 * `{status:'pending', token_hash, requested_at: now}`. The token goes only into the mail.
 */
export function newConfirmation(now = new Date()): { token: string; confirmation: StoredConfirmation } {
  const token = randomBytes(32).toString('base64url');
  return { token, confirmation: { status: 'pending', token_hash: hashConfirmationToken(token), requested_at: now } };
}

/** The confirmation link of `token` on the site at `publicUrl` (no trailing slash). */
export function confirmationLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${CONFIRM_PATH}?token=${token}`;
}

/** The kind of held record a confirmation mail names, in Arabic and English. */
interface HeldKind {
  ar: string;
  en: string;
  /** What the English text calls it afterwards ('request' when absent). */
  noun?: string;
}

/**
 * The bilingual body of a confirmation mail to `to`: what was filed (`kind`, chosen by the site),
 * the date `filedAt` (YYYY-MM-DD, UTC), the link, and what to do if it was not them.
 */
function heldMail(
  to: string,
  kind: HeldKind,
  filedAt: Date,
  link: string,
  subject: string,
  reference?: string,
): { to: string; subject: string; text: string } {
  const date = filedAt.toISOString().slice(0, 10);
  // The reference number, which the dashboard shows once confirmed.
  const arReference = reference ? [`الرقم المرجعي: ${reference}`] : [];
  const enReference = reference ? [`Reference: ${reference}`] : [];
  const arabic = [
    'مرحباً،',
    '',
    `وصلنا ${kind.ar} بتاريخ ${date} باستخدام بريدك الإلكتروني دون تسجيل الدخول.`,
    ...arReference,
    'إذا كنت أنت من أرسله، فأكّده من الرابط التالي ليظهر في لوحة التحكم الخاصة بك:',
    link,
    '',
    'إذا لم تكن أنت، فتجاهل هذه الرسالة: لن يظهر الطلب في حسابك. الرابط صالح لمرة واحدة.',
  ];
  const english = [
    'Hello,',
    '',
    `${kind.en} was sent with your email address on ${date}, without signing in.`,
    ...enReference,
    'If it was you, confirm it with this link and it will show in your dashboard:',
    link,
    '',
    `If it was not you, ignore this mail: the ${kind.noun ?? 'request'} will not show in your account. The link works once.`,
  ];
  return { to, subject, text: [...arabic, '', '---', '', ...english, ''].join('\n') };
}

/**
 * The mail asking the owner of `request.user_email` to confirm a request filed under their
 * email without signing in, in Arabic then English. It names only what the site itself chose
 * (the kind of request, the track's title when it is one of the six tracks, the date), never
 * the sender's name, message or file: those were typed by whoever filed it, who may be a
 * stranger hoping to put words or a link in the owner's inbox.
 */
export function confirmationMail(
  request: Pick<StoredRequest, 'user_email' | 'request_type' | 'service_name' | 'created_at' | 'reference'>,
  link: string,
): { to: string; subject: string; text: string } {
  const name = request.service_name.trim();
  const track = isTrackSlug(name) ? TRACK_TITLES[name] : null;
  const kind =
    request.request_type === 'service'
      ? { ar: 'طلب خدمة', en: 'A service request' }
      : { ar: 'طلب فرصة', en: 'An opportunity request' };
  return heldMail(
    request.user_email,
    { ar: `${kind.ar}${track ? ` لمسار ${track.ar}` : ''}`, en: `${kind.en}${track ? ` for ${track.en}` : ''}` },
    request.created_at,
    link,
    'تأكيد طلبك | Confirm your request',
    request.reference,
  );
}

/**
 * The mail asking the owner of `application.email` to confirm a join application filed under
 * their email without signing in, in Arabic then English, with the single-use
 * `link`. Like `confirmationMail` it names only the kind of record and the date: never the
 * applicant's name, experience, address or file names, which a stranger may have typed.
 */
export function joinApplicationConfirmationMail(
  application: Pick<StoredJoinApplication, 'email' | 'created_at' | 'reference'>,
  link: string,
): { to: string; subject: string; text: string } {
  return heldMail(
    application.email,
    { ar: 'طلب انضمام إلى فريقنا', en: 'An application to join our team', noun: 'application' },
    application.created_at,
    link,
    'تأكيد طلب الانضمام | Confirm your join application',
    application.reference,
  );
}
