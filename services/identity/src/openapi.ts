import { z } from 'zod';
import {
  auditFeedQuerySchema,
  auditTrailOperation,
  listQuerySchema,
  openApiDocument,
  type ApiOperation,
} from '@consulting/service-kit';
import { createUserSchema, IDENTITY_AUDIT_ENTITIES, updateUserSchema, usersListSpec } from './routes/admin-users.ts';
import { credentialsSchema } from './routes/credentials.ts';
import { registerSchema, sendPasswordSchema } from './routes/user.ts';

const SIGN_IN = 'Sign-in and accounts';
const USERS = 'Admin: users';
const ACTIVITY = 'Admin: activity';
const BAD_QUERY =
  'A bad query value: page or page_size out of range, an unknown sort, role or is_active value, q over 200 characters, a malformed from/to';
const RATE_LIMITED =
  "'Too many attempts, please try again later' with `Retry-After` (seconds): the gateway limits these calls per IP, identity per target email (issue 13), the same whether or not the email has an account";

/**
 * Identity's `/api` operations (issue #6 "API reference"), described with the zod schemas its
 * routes validate with (`routes/credentials.ts`, `routes/user.ts`, `routes/admin-users.ts`).
 * The `/internal` routes are service-to-service and not part of the public reference.
 */
export const identityOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: '/api/user/login',
    summary: 'Client sign-in',
    description:
      'Starts a session: the token carries its id (`sid`) and stops working at once on logout, deactivation or a new password. At most SIGN_IN_PER_EMAIL_PER_15_MIN attempts per email (default 10, shared with the admin sign-in).',
    tags: [SIGN_IN],
    auth: 'none',
    body: { type: 'json', schema: credentialsSchema },
    success: { status: 200, description: '`LoginResponse` `{success:true, user: UserRecord, token}` (a JWT)' },
    errors: {
      400: 'Email and password are required',
      401: 'Invalid email or password (also for an admin account)',
      403: 'This account is disabled; please contact us',
      429: RATE_LIMITED,
    },
  },
  {
    method: 'post',
    path: '/api/user/register',
    summary: 'Create a client account',
    description:
      'Answers the same whether or not the email has an account (issue 13: no enumeration); only that inbox learns which. A new email gets an account whose server-generated password is mailed; an existing one gets a "you already have an account" mail and nothing changes. A `password` or `auto_created` sent by the browser is accepted and ignored. At most REGISTER_PER_EMAIL_PER_HOUR calls per email (default 5).',
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
    path: '/api/admin/login',
    summary: 'Admin sign-in',
    description:
      'Starts a session like the client sign-in; the per-email limit is shared with it (SIGN_IN_PER_EMAIL_PER_15_MIN, default 10 per 15 minutes).',
    tags: [SIGN_IN],
    auth: 'none',
    body: { type: 'json', schema: credentialsSchema },
    success: { status: 200, description: '`LoginResponse` `{success:true, user: UserRecord, token}`' },
    errors: {
      400: 'يرجى إدخال البريد الإلكتروني وكلمة المرور',
      401: 'اسم المستخدم أو كلمة المرور غير صحيحة (also for a client account)',
      403: 'هذا الحساب معطّل',
      429: RATE_LIMITED,
    },
  },
  {
    method: 'get',
    path: '/api/admin/verify',
    summary: "Check an admin's token",
    description: 'The token may also come as `?token=`.',
    tags: [SIGN_IN],
    auth: 'optional',
    success: {
      status: 200,
      description:
        '`{success:true, valid:true, user}` for a valid, unrevoked token of an active admin, else `{success:true, valid:false}`',
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
    tags: [USERS],
    auth: 'admin',
    body: { type: 'json', schema: createUserSchema },
    success: { status: 201, description: '`{success:true, user: UserRecord}`, an active client; audited' },
    errors: {
      400: "'Please fill in the following fields: Name, Email, Password' (only the missing ones), 'Invalid email address', 'Password must be at least 8 characters'",
      409: 'An account with this email already exists',
    },
  },
  {
    method: 'put',
    path: '/api/admin/users/{id}',
    summary: 'Update, (de)activate or set the password of a user',
    description:
      "'' or null clears phone or company. Deactivating a user or setting a `password` revokes every session of theirs at once: their tokens are refused on every service (issue 13); reactivating does not bring them back.",
    tags: [USERS],
    auth: 'admin',
    body: { type: 'json', schema: updateUserSchema },
    success: { status: 200, description: '`{success:true, user: UserRecord}`; audited' },
    errors: {
      400: "'Nothing to update', 'You cannot deactivate your own account', 'Password must be at least 8 characters' or an invalid value",
      404: 'User not found',
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
