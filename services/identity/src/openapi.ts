import { z } from 'zod';
import {
  auditFeedQuerySchema,
  auditTrailOperation,
  listQuerySchema,
  openApiDocument,
  type ApiOperation,
} from '@consulting/service-kit';
import { createUserSchema, IDENTITY_AUDIT_ENTITIES, updateUserSchema, usersListSpec } from './routes/admin-users.ts';
import { outboxOperations } from './openapi-outbox.ts';
import { preferencesOperations } from './openapi-preferences.ts';
import { staffOperations } from './openapi-staff.ts';
import { privacyEraseSchema, privacyExportQuerySchema } from './routes/admin-privacy.ts';
import { credentialsSchema } from './routes/credentials.ts';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from './routes/passwords.ts';
import { registerSchema, sendPasswordSchema } from './routes/user.ts';
import { unlockSchema } from './routes/sign-in-unlock.ts';

const SIGN_IN = 'Sign-in and accounts';
const PASSWORDS = 'Passwords';
const USERS = 'Admin: users';
const ACTIVITY = 'Admin: activity';
const PRIVACY = 'Admin: personal data (PDPL)';
const PEER_FAILED =
  "'The content service …' or 'The requests service could not … the data (…); please try again': that service did not answer or failed";
const PEERS_UNSET = 'CONTENT_URL and REQUESTS_URL are not set for identity, or the database is not available';
const BAD_QUERY =
  'A bad query value: page or page_size out of range, an unknown sort, role or is_active value, q over 200 characters, a malformed from/to';
const RATE_LIMITED =
  "'Too many attempts, please try again later' with `Retry-After` (seconds): the gateway limits these calls per IP, identity per target email (issue 13), the same whether or not the email has an account";

/**
 * Identity's `/api` operations (issue #6 "API reference"), described with the zod schemas its
 * routes validate with (`routes/credentials.ts`, `routes/user.ts`, `routes/admin-users.ts`).
 * The `/internal` routes (`routes/internal.ts`: `POST /internal/accounts`,
 * `GET /internal/accounts/exists?email=` → `{success:true, exists:boolean}` (issue 13 part 4),
 * `GET /internal/tokens/:jti`, `GET /internal/users/count`, `POST /internal/mail`) are
 * service-to-service, need `x-internal-token`, are never routed by the gateway, and so are not
 * part of this public reference (its drift test covers exactly the `/api` routes).
 */
export const identityOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: '/api/user/login',
    summary: 'Client sign-in',
    description:
      'Starts a session: the token carries its id (`sid`) and stops working at once on logout, deactivation or a new password. Signs in clients only: a staff email answers exactly like a wrong password and nothing is counted on the staff account. Wrong passwords count toward the sign-in lockout (docs/api.md "Sign-in lockout"); a locked account answers like a wrong password. At most SIGN_IN_PER_EMAIL_PER_15_MIN attempts per email, client address and area (default 10).',
    tags: [SIGN_IN],
    auth: 'none',
    body: { type: 'json', schema: credentialsSchema },
    success: { status: 200, description: '`LoginResponse` `{success:true, user: UserRecord, token}` (a JWT)' },
    errors: {
      400: 'Email and password are required',
      401: 'Invalid email or password (also for a staff account, an unknown email and a locked account)',
      403: 'This account is disabled; please contact us',
      429: RATE_LIMITED,
    },
  },
  {
    method: 'post',
    path: '/api/user/register',
    summary: 'Create a client account',
    description:
      'Answers the same whether or not the email has an account (no enumeration); only that inbox learns which. A new email gets an account without a password and a mail with a one-time link to choose it (72 hours); an existing one gets a "you already have an account" mail and nothing changes. A `password` or `auto_created` sent by the browser is accepted and ignored. At most REGISTER_PER_EMAIL_PER_HOUR calls per email (default 5).',
    tags: [SIGN_IN],
    auth: 'none',
    body: { type: 'json', schema: registerSchema },
    success: {
      status: 202,
      description:
        "`{success:true, message:'Thank you. We have sent an email to this address explaining how to sign in.'}`",
    },
    errors: {
      400: 'Invalid input',
      429: RATE_LIMITED,
      502: 'Could not send the account email; please try again later (no account kept)',
    },
  },
  {
    method: 'post',
    path: '/api/user/send-password',
    summary: 'Remind an automatically created account how to sign in',
    description:
      'Answers the same for every email, so it cannot tell who has an account; never sets a password. At most SEND_PASSWORD_PER_EMAIL_PER_HOUR calls per email (default 5).',
    tags: [SIGN_IN],
    auth: 'none',
    body: { type: 'json', schema: sendPasswordSchema },
    success: { status: 200, description: '`{success:true}`' },
    errors: { 400: 'Invalid input', 429: RATE_LIMITED },
  },
  {
    method: 'post',
    path: '/api/user/logout',
    summary: "Client sign-out (revokes the token's session)",
    tags: [SIGN_IN],
    auth: 'optional',
    success: { status: 200, description: '`{success:true}`, also when the token was already invalid' },
  },
  {
    method: 'post',
    path: '/api/user/password',
    summary: 'Change the signed-in client password',
    description:
      "Issue 14 part 1. The new password must have at least 10 characters and not be easy to guess (zxcvbn-ts score 3 or more, the account's email and name counted as guessable); refusals are in `lang` (default `ar`). Revokes the client's other sessions (the caller's stays), voids open reset links, clears `must_change_password`, and mails a notice.",
    tags: [PASSWORDS],
    auth: 'client',
    body: { type: 'json', schema: changePasswordSchema },
    success: { status: 200, description: '`{success:true, user: UserRecord}` (without `must_change_password`)' },
    errors: {
      400: "'The current password is wrong', 'The new password must differ from the current one', or the password rule's message (in `lang`)",
    },
  },
  {
    method: 'post',
    path: '/api/admin/password',
    summary: "Change the signed-in staff member's password",
    description:
      'Issue 14 part 1: as `POST /api/user/password`, for any staff token (admin or editor); refusals are in Arabic.',
    tags: [PASSWORDS],
    auth: 'staff',
    body: { type: 'json', schema: changePasswordSchema },
    success: { status: 200, description: '`{success:true, user: UserRecord}`' },
    errors: { 400: "'كلمة المرور الحالية غير صحيحة' or the password rule's message in Arabic" },
  },
  {
    method: 'post',
    path: '/api/password/forgot',
    summary: 'Ask for a password reset link',
    description:
      "Issue 14 part 1. Always 202 with the same message (in `lang`) whatever the email: nothing tells whether it has an account. An active account gets a single-use link valid PASSWORD_RESET_TTL_MINUTES (30) to its own area's page (`/user/reset-password?token=` or `/admin/reset-password?token=`); only the token's SHA-256 is stored. At most FORGOT_PASSWORD_PER_EMAIL_PER_HOUR calls per email (default 5).",
    tags: [PASSWORDS],
    auth: 'none',
    body: { type: 'json', schema: forgotPasswordSchema },
    success: { status: 202, description: '`{success:true, message}`' },
    errors: { 400: 'Invalid input', 429: RATE_LIMITED },
  },
  {
    method: 'post',
    path: '/api/password/reset',
    summary: 'Set a new password with a reset link',
    description:
      "Issue 14 part 1. Uses the link once (atomically); revokes every session of the user, voids the user's other links, clears `must_change_password` and any sign-in lockout, and mails a notice. A password the rule refuses leaves the link usable.",
    tags: [PASSWORDS],
    auth: 'none',
    body: { type: 'json', schema: resetPasswordSchema },
    success: { status: 200, description: "`{success:true, area:'client'|'admin'}`" },
    errors: {
      400: "'This link has expired or was already used; ask for a new one' (in `lang`), or the password rule's message",
    },
  },
  {
    method: 'post',
    path: '/api/password/unlock',
    summary: 'Lift a sign-in lockout with the mailed unlock link',
    description:
      'Each lockout mails the owner a one-time unlock link (`/user/unlock?token=` or `/admin/unlock?token=`, random, only its SHA-256 stored, valid UNLOCK_LINK_TTL_HOURS, default 24). Using it lifts every lock of the account at once; it works once. Nothing tells whether an email has an account: only its mailbox holds a link.',
    tags: [PASSWORDS],
    auth: 'none',
    body: { type: 'json', schema: unlockSchema },
    success: { status: 200, description: "`{success:true, area:'client'|'admin'}`" },
    errors: {
      400: "'This unlock link has expired or was already used' / 'انتهت صلاحية رابط فك القفل أو سبق استخدامه' (in `lang`), or invalid input",
    },
  },
  {
    method: 'post',
    path: '/api/admin/login',
    summary: 'Admin sign-in',
    description:
      "Starts a session like the client sign-in, for staff only (a client's email answers like a wrong password, nothing counted). Wrong passwords count toward the sign-in lockout. With two-factor sign-in on it answers `{success:true, two_factor_required:true, challenge}` instead; an admin without it while REQUIRE_ADMIN_2FA is on gets `restriction: 'two_factor_enrolment'` (a session that may only enrol). SIGN_IN_PER_EMAIL_PER_15_MIN attempts per email, client address and area (default 10 per 15 minutes).",
    tags: [SIGN_IN],
    auth: 'none',
    body: { type: 'json', schema: credentialsSchema },
    success: { status: 200, description: '`LoginResponse` `{success:true, user: UserRecord, token}`' },
    errors: {
      400: 'يرجى إدخال البريد الإلكتروني وكلمة المرور',
      401: 'اسم المستخدم أو كلمة المرور غير صحيحة (also for a client account, an unknown email and a locked account)',
      403: 'هذا الحساب معطّل',
      429: RATE_LIMITED,
    },
  },
  {
    method: 'get',
    path: '/api/admin/verify',
    summary: "Check an admin's token",
    description:
      'The token may also come as `?token=` (here and on `POST /api/admin/logout` only). A restricted session is answered too, with what it owes.',
    tags: [SIGN_IN],
    auth: 'optional',
    success: {
      status: 200,
      description:
        "`{success:true, valid:true, user, restriction}` for a valid, unrevoked token of an active staff member (`restriction`: `'password_change'`, `'two_factor_enrolment'` or null), else `{success:true, valid:false}`",
    },
  },
  {
    method: 'post',
    path: '/api/admin/logout',
    summary: "Admin sign-out (revokes the token's session)",
    tags: [SIGN_IN],
    auth: 'optional',
    success: { status: 200, description: '`{success:true}`, also when the token was already invalid' },
  },
  {
    method: 'get',
    path: '/api/admin/users',
    summary: 'List users (clients and admins), paged',
    description:
      'Filters `role`, `is_active`; `q` searches name, email, phone and company; `from`/`to` bound `created_at`. Without parameters: the 20 newest.',
    tags: [USERS],
    auth: 'admin',
    query: listQuerySchema(usersListSpec),
    success: {
      status: 200,
      description: '`{success:true, users: UserRecord[], total, page, page_size}`, newest first by default',
    },
    errors: { 400: BAD_QUERY },
  },
  {
    method: 'get',
    path: '/api/admin/users/export',
    summary: 'Download the users list as CSV',
    description:
      'The same filters, `q` and `sort` as the list, every matching user (no paging). UTF-8 with a BOM; columns الاسم، البريد الإلكتروني، الهاتف، الشركة، الدور (عميل/مدير)، نشط (نعم/لا)، تاريخ التسجيل (ISO 8601). Never a password.',
    tags: [USERS],
    auth: 'admin',
    query: listQuerySchema(usersListSpec).omit({ page: true, page_size: true }),
    success: {
      status: 200,
      description: '`users-YYYY-MM-DD.csv` (attachment)',
      contentType: 'text/csv',
      schema: z.string(),
    },
    errors: { 400: BAD_QUERY },
  },
  {
    method: 'post',
    path: '/api/admin/users',
    summary: 'Add a client',
    description:
      'Without `password` the account has none and the client is mailed a one-time set-password link (72 hours). With one, it must pass the password rule and the client must change it at the first sign-in (`must_change_password`).',
    tags: [USERS],
    auth: 'admin',
    body: { type: 'json', schema: createUserSchema },
    success: { status: 201, description: '`{success:true, user: UserRecord}`, an active client; audited' },
    errors: {
      400: "'Please fill in the following fields: Name, Email' (only the missing ones), 'Invalid email address', or the password rule's message",
      409: 'An account with this email already exists',
      502: 'Could not send the account email; please try again later (no account kept)',
    },
  },
  {
    method: 'put',
    path: '/api/admin/users/{id}',
    summary: 'Update, (de)activate or set the password of a client',
    description:
      "Client accounts only: a staff id answers 404 (staff are managed under `/api/admin/staff`). '' or null clears phone or company. Deactivating a client or setting a `password` revokes every session of theirs at once: their tokens are refused on every service; reactivating does not bring them back. A `password` must pass the password rule, must be changed at the next sign-in (`must_change_password`), and the owner is mailed a notice.",
    tags: [USERS],
    auth: 'admin',
    body: { type: 'json', schema: updateUserSchema },
    success: { status: 200, description: '`{success:true, user: UserRecord}`; audited' },
    errors: {
      400: "'Nothing to update', 'You cannot deactivate your own account', the password rule's message, or an invalid value",
      404: 'User not found (also a staff account)',
    },
  },
  {
    method: 'post',
    path: '/api/admin/users/{id}/password-link',
    summary: 'Mail a client a set-password link',
    description:
      'A new one-time link to choose a password, valid 72 hours; older links of the account are void. The current password works until the link is used. Audited.',
    tags: [USERS],
    auth: 'admin',
    success: { status: 202, description: '`{success:true}`' },
    errors: {
      400: 'The account is deactivated',
      404: 'User not found (also a staff account)',
      429: "'Too many mails to this recipient; please try again later' with `Retry-After` (seconds)",
      502: 'Could not send the account email; please try again later',
    },
  },
  auditTrailOperation('/api/admin/users/{id}', { noun: 'user', tag: USERS, notFound: 'User not found' }),
  {
    method: 'get',
    path: '/api/admin/audit/identity',
    summary: "Identity's activity feed (changes to users)",
    description:
      'Newest first; filters `entity` (`user`), `action`, `actor` (admin email), `from`/`to` on `at`; `before` (a `next_before`) pages without offsets.',
    tags: [ACTIVITY],
    auth: 'admin',
    query: auditFeedQuerySchema(IDENTITY_AUDIT_ENTITIES),
    success: {
      status: 200,
      description: '`AuditFeedPage` `{success:true, audit: AuditEntry[], total, page, page_size, next_before}`',
    },
    errors: { 400: 'A bad query value (page, page_size, entity, action, from/to, before)' },
  },
  {
    method: 'get',
    path: '/api/admin/privacy/export',
    summary: 'Export everything stored about one email (zip)',
    description:
      "Issue 13 part 7 (Saudi PDPL): identity gathers its own data and asks content and requests for theirs. The zip holds `identity.json` (the account without its password hash, its sessions with IP and User-Agent, outbox mail subjects), `content.json` (contact messages, newsletter subscription), `requests.json` (service and track requests, join applications, notifications, the list of files) and `files/…` (request PDFs, profile images and CVs, under readable names). An email nothing is stored about gets the same zip with empty lists. Each export is recorded in identity's audit trail (entity `privacy_request`, action `export`).",
    tags: [PRIVACY],
    auth: 'admin',
    query: privacyExportQuerySchema,
    success: {
      status: 200,
      description: '`personal-data-YYYY-MM-DD.zip` (attachment, `Cache-Control: no-store`)',
      contentType: 'application/zip',
      schema: z.string(),
    },
    errors: { 400: "'Email is required' or 'Invalid email address'", 502: PEER_FAILED, 503: PEERS_UNSET },
  },
  {
    method: 'post',
    path: '/api/admin/privacy/erase',
    summary: 'Erase everything stored about one email, in the three services',
    description:
      "Issue 13 part 7 (Saudi PDPL): requests (service and track requests, join applications, their files, notifications), then content (contact messages, newsletter subscription), then identity (the account is deleted; its sessions are revoked, their IP and User-Agent removed). Audit entries naming the person are kept with their personal fields replaced by `erased:<16 hex>` (HMAC-SHA256 of the email with the JWT secret); who changed what and when stays. Every step is idempotent: after a 502, running the erasure again completes it. Each run is recorded in identity's audit trail (entity `privacy_request`, action `erase`) under the pseudonym, never the email.",
    tags: [PRIVACY],
    auth: 'admin',
    body: { type: 'json', schema: privacyEraseSchema },
    success: {
      status: 200,
      description:
        '`{success:true, erased: {identity: n, content: {contact_messages, newsletter_subscriptions, audit_entries}, requests: {service_requests, track_requests, join_applications, files, notifications, audit_entries}}}`: what this run deleted or rewrote (zeros for an email nothing is stored about)',
    },
    errors: {
      400: "'Email is required', 'Invalid email address', 'Please type the email again to confirm', 'The confirmation email does not match' or 'Expected a JSON object'",
      409: 'An admin account cannot be erased',
      502: PEER_FAILED,
      503: PEERS_UNSET,
    },
  },
  ...staffOperations,
  ...outboxOperations,
  ...preferencesOperations,
];

/** Identity's OpenAPI 3.1 document, served at `GET /openapi.json`. */
export function identityApiDocument(): ReturnType<typeof openApiDocument> {
  return openApiDocument(
    {
      title: 'Identity service',
      version: '1.0.0',
      description: 'Clients and admins: sign-in, tokens, accounts and the admin users page.',
    },
    identityOperations,
  );
}
