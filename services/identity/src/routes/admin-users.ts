import Router from '@koa/router';
import type { Connection, FilterQuery } from 'mongoose';
import { isObjectIdOrHexString } from 'mongoose';
import { z } from 'zod';
import type { UserRecord } from '@consulting/contracts';
import {
  addRoute,
  addRoutes,
  allOf,
  auditFeedApiRoute,
  auditTrailApiRoute,
  csvFilename,
  dateRangeFilter,
  findPage,
  HttpError,
  listQuerySchema,
  pageReply,
  parseListQuery,
  queryBoolean,
  queryEnum,
  recordAudit,
  searchFilter,
  streamCsv,
  type AuthUser,
  type createAuth,
  type CsvColumn,
  type ListSpec,
  type ParsedListQuery,
  type RouteOperation,
} from '@consulting/service-kit';
import type { Logger } from 'pino';
import { TAGS } from './api-texts.ts';
import { normalizeEmail } from '../accounts.ts';
import { setPasswordMail } from '../mail/account-mails.ts';
import type { Mailer } from '../mail/mailer.ts';
import { MailCapReached } from '../mail/recipient-cap.ts';
import { accountChangedByAdminMail } from '../mail/staff-mails.ts';
import {
  isDuplicateKeyError,
  toUserRecord,
  type User,
  type UserDocument,
  type UserModel,
} from '../models/user.model.ts';
import { assertPasswordRule } from '../password-policy.ts';
import { hashPassword } from '../passwords.ts';
import type { Sessions } from '../sessions.ts';

/** The audit trail's name for a user record. */
export const USER_ENTITY = 'user';

/** The kinds of record identity audits: the activity feed's `entity` values. */
export const IDENTITY_AUDIT_ENTITIES = [USER_ENTITY, 'privacy_request', 'outbox_mail'] as const;

/**
 * How `GET /api/admin/users` may be queried (spec §2 "Admin dashboard" users tab):
 * `role=client|admin`, `is_active=true|false`, `q` in name, email, phone and company, `sort`
 * by created_at (default `-created_at`, newest first), name or email,
 * `from`/`to` on created_at. Each sort and filter has its index in `user.model.ts`.
 */
export const usersListSpec = {
  sortFields: ['created_at', 'name', 'email'],
  defaultSort: '-created_at',
  searchFields: ['name', 'email', 'phone', 'company'],
  dateField: 'created_at',
  filters: {
    role: queryEnum('role', ['client', 'admin']),
    is_active: queryBoolean('is_active'),
  },
} satisfies ListSpec;

type UsersQuery = ParsedListQuery<{ role?: string; is_active?: boolean }>;

/** The mongo filter of a parsed users query (filters, `q`, `from`/`to`). */
function usersFilter(query: UsersQuery): FilterQuery<User> {
  const { role, is_active } = query.filters;
  return allOf<User>(
    role ? { role: role as User['role'] } : {},
    is_active === undefined ? {} : { is_active },
    searchFilter<User>(query.q, usersListSpec.searchFields),
    dateRangeFilter<User>(usersListSpec.dateField, query.from, query.to),
  );
}

/** The fields an export reads (never the password hash or a pending mail). */
const EXPORT_FIELDS = 'name email phone company role is_active created_at';
type ExportedUser = Pick<User, 'name' | 'email' | 'phone' | 'company' | 'role' | 'is_active' | 'created_at'>;

/** The columns of `GET /api/admin/users/export`, Arabic headers in the users tab's order. */
export const USER_EXPORT_COLUMNS: readonly CsvColumn<ExportedUser>[] = [
  { header: 'الاسم', value: (user) => user.name },
  { header: 'البريد الإلكتروني', value: (user) => user.email },
  { header: 'الهاتف', value: (user) => user.phone },
  { header: 'الشركة', value: (user) => user.company },
  { header: 'الدور', value: (user) => (user.role === 'admin' ? 'مدير' : 'عميل') },
  { header: 'نشط', value: (user) => (user.is_active ? 'نعم' : 'لا') },
  { header: 'تاريخ التسجيل', value: (user) => user.created_at },
];

const EMAIL_TAKEN = 'An account with this email already exists';
const MAIL_FAILED = 'Could not send the account email; please try again later';
const NOT_FOUND = 'User not found';
const MISSING = 'missing';

/** The form's words for the required fields (spec §5 "Admin add-user"), in form order. */
const USER_LABELS: Record<string, string> = { name: 'Name', email: 'Email' };

const requiredText = (max: number, tooLong: string) =>
  z.string({ error: MISSING }).trim().min(1, { error: MISSING }).max(max, { error: tooLong });

/** Optional text the panel may send as '', null or absent; '' and null clear the field on update. */
const optionalText = (label: string, max: number) =>
  z
    .preprocess(
      (value) => (value === null ? '' : value),
      z
        .string({ error: `${label} must be text` })
        .trim()
        .max(max, { error: `${label} is too long (at most ${max} characters)` }),
    )
    .optional();

// Not trimmed: a password is taken exactly as typed. '' and null count as absent; the rule
// (`password-policy.ts`) is checked after parsing, against the account's name and email.
const passwordText = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.string({ error: 'Password must be text' }).max(1024, { error: 'Password is too long' }).optional(),
);

/** Body of `POST /api/admin/users` (spec §5 "Admin add-user"). */
export const createUserSchema = z.object({
  name: requiredText(200, 'Name is too long (at most 200 characters)'),
  email: requiredText(254, 'Email is too long (at most 254 characters)').pipe(
    z.email({ error: 'Invalid email address' }),
  ),
  password: passwordText,
  phone: optionalText('Phone', 50),
  company: optionalText('Company', 200),
});

/** Body of `PUT /api/admin/users/:id`; a `password` sets a new one (ends every session). */
export const updateUserSchema = z.object({
  is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
  password: passwordText,
  name: requiredText(200, 'Name is too long (at most 200 characters)').optional(),
  phone: optionalText('Phone', 50),
  company: optionalText('Company', 200),
});

/**
 * Parses a body with `schema`; throws HttpError 400 'Please fill in the following fields: …'
 * naming every missing required field (spec §5), 'Expected a JSON object' for a non-object,
 * else the first validation message.
 */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const input = body ?? {};
  if (typeof input !== 'object' || Array.isArray(input)) throw new HttpError(400, 'Expected a JSON object');
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const missing = parsed.error.issues
    .filter((issue) => issue.message === MISSING)
    .map((issue) => USER_LABELS[String(issue.path[0])] ?? String(issue.path[0]));
  if (missing.length > 0) throw new HttpError(400, `Please fill in the following fields: ${missing.join(', ')}`);
  throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid input');
}

/** The `:id` parameter as a user id; a malformed id names no user (404, like an unknown one). */
function userId(id: string | undefined): string {
  if (!id || !isObjectIdOrHexString(id) || !/^[0-9a-f]{24}$/i.test(id)) throw new HttpError(404, NOT_FOUND);
  return id;
}

const BAD_QUERY =
  'A bad query value: page or page_size out of range, an unknown sort, role or is_active value, q over 200 characters, a malformed from/to';
const users = { tags: [TAGS.users], auth: 'admin' as const };

const LIST: RouteOperation = {
  ...users,
  method: 'get',
  path: '/api/admin/users',
  summary: 'List users (clients and admins), paged',
  description:
    'Filters `role`, `is_active`; `q` searches name, email, phone and company; `from`/`to` bound `created_at`. Without parameters: the 20 newest.',
  query: listQuerySchema(usersListSpec),
  success: {
    status: 200,
    description: '`{success:true, users: UserRecord[], total, page, page_size}`, newest first by default',
  },
  errors: { 400: BAD_QUERY },
};

const EXPORT: RouteOperation = {
  ...users,
  method: 'get',
  path: '/api/admin/users/export',
  summary: 'Download the users list as CSV',
  description:
    'The same filters, `q` and `sort` as the list, every matching user (no paging). UTF-8 with a BOM; columns الاسم، البريد الإلكتروني، الهاتف، الشركة، الدور (عميل/مدير)، نشط (نعم/لا)، تاريخ التسجيل (ISO 8601). Never a password.',
  query: listQuerySchema(usersListSpec).omit({ page: true, page_size: true }),
  success: {
    status: 200,
    description: '`users-YYYY-MM-DD.csv` (attachment)',
    contentType: 'text/csv',
    schema: z.string(),
  },
  errors: { 400: BAD_QUERY },
};

const ADD: RouteOperation = {
  ...users,
  method: 'post',
  path: '/api/admin/users',
  summary: 'Add a client',
  description:
    'Without `password` the account has none and the client is mailed a one-time set-password link (72 hours). With one, it must pass the password rule and the client must change it at the first sign-in (`must_change_password`).',
  body: { type: 'json', schema: createUserSchema },
  success: { status: 201, description: '`{success:true, user: UserRecord}`, an active client; audited' },
  errors: {
    400: "'Please fill in the following fields: Name, Email' (only the missing ones), 'Invalid email address', or the password rule's message",
    409: 'An account with this email already exists',
    502: 'Could not send the account email; please try again later (no account kept)',
  },
};

const UPDATE: RouteOperation = {
  ...users,
  method: 'put',
  path: '/api/admin/users/{id}',
  summary: 'Update, (de)activate or set the password of a client',
  description:
    "Client accounts only: a staff id answers 404 (staff are managed under `/api/admin/staff`). '' or null clears phone or company. Deactivating a client or setting a `password` revokes every session of theirs at once: their tokens are refused on every service; reactivating does not bring them back. A `password` must pass the password rule, must be changed at the next sign-in (`must_change_password`), and the owner is mailed a notice.",
  body: { type: 'json', schema: updateUserSchema },
  success: { status: 200, description: '`{success:true, user: UserRecord}`; audited' },
  errors: {
    400: "'Nothing to update', 'You cannot deactivate your own account', the password rule's message, or an invalid value",
    404: 'User not found (also a staff account)',
  },
};

const PASSWORD_LINK: RouteOperation = {
  ...users,
  method: 'post',
  path: '/api/admin/users/{id}/password-link',
  summary: 'Mail a client a set-password link',
  description:
    'A new one-time link to choose a password, valid 72 hours; older links of the account are void. The current password works until the link is used. Audited.',
  success: { status: 202, description: '`{success:true}`' },
  errors: {
    400: 'The account is deactivated',
    404: 'User not found (also a staff account)',
    429: "'Too many mails to this recipient; please try again later' with `Retry-After` (seconds)",
    502: 'Could not send the account email; please try again later',
  },
};

/**
 * The admin users page (clients and admins), admin only. Every create, update and link is
 * audited (entity 'user', before/after as `UserRecord`, never a password or its hash; a
 * password set by an admin shows as `password_set: true` in `after`, a link mailed as
 * `password_link_sent: true`). A deactivated user can no longer sign in.
 */
export function adminUsersRouter(options: {
  auth: ReturnType<typeof createAuth>;
  User: UserModel;
  sessions: Sessions;
  connection: Connection;
  mailer: Mailer;
  logger: Logger;
  /** Base URL of the site for links in mail, no trailing slash. */
  publicUrl: string;
}): Router {
  const { auth, User, sessions, connection, mailer, logger, publicUrl } = options;
  const router = new Router();
  const guards = { admin: auth.adminOnly };
  const loginUrl = `${publicUrl}/user/login`;
  const forgotUrl = `${publicUrl}/user/forgot-password`;

  /** Writes the set-password mail of the client `user` to the outbox (its link is made at send time). */
  const sendPasswordLink = (user: UserDocument) =>
    mailer.send(setPasswordMail(user, loginUrl, forgotUrl), {
      kind: 'set_password',
      link: { purpose: 'set_password', user_id: user._id },
    });

  /** The client account `id` (staff and unknown ids alike: 404). */
  async function findClient(id: string): Promise<UserDocument> {
    const user = await User.findOne({ _id: id, role: 'client' });
    if (!user) throw new HttpError(404, NOT_FOUND);
    return user;
  }

  const audit = (
    actor: AuthUser,
    id: string,
    before: UserRecord | null,
    after: UserRecord & { password_set?: true; password_link_sent?: true },
  ) =>
    recordAudit(connection, {
      actor,
      entity: USER_ENTITY,
      entity_id: id,
      action: before ? 'update' : 'create',
      before,
      after,
    });

  addRoute(router, guards, LIST, async (ctx) => {
    const query = parseListQuery(usersListSpec, ctx.query);
    const { rows, total } = await findPage(User, usersFilter(query), query);
    ctx.body = pageReply('users', (rows as UserDocument[]).map(toUserRecord), total, query);
  });

  // Before any '/api/admin/users/:id…' route.
  addRoute(router, guards, EXPORT, async (ctx) => {
    // page and page_size do not apply to a download: ignored, even when malformed.
    const { page: _page, page_size: _pageSize, ...rest } = ctx.query;
    const query = parseListQuery(usersListSpec, rest);
    const rows = User.find(usersFilter(query))
      .select(EXPORT_FIELDS)
      .sort(query.sort)
      .lean<ExportedUser[]>()
      .cursor({ batchSize: 500 });
    streamCsv(ctx, { filename: csvFilename('users'), columns: USER_EXPORT_COLUMNS, rows });
  });

  addRoutes(router, guards, [
    auditFeedApiRoute('/api/admin/audit/identity', connection, IDENTITY_AUDIT_ENTITIES, {
      summary: "Identity's activity feed (changes to users)",
      description:
        'Newest first; filters `entity` (`user`), `action`, `actor` (admin email), `from`/`to` on `at`; `before` (a `next_before`) pages without offsets.',
    }),
  ]);

  addRoute(router, guards, ADD, async (ctx) => {
    const input = parseBody(createUserSchema, ctx.request.body);
    const email = normalizeEmail(input.email);
    if (await User.exists({ email })) throw new HttpError(409, EMAIL_TAKEN);
    if (input.password !== undefined) assertPasswordRule(input.password, [email, input.name], 'en');
    let created;
    try {
      created = await User.create({
        name: input.name,
        email,
        ...(input.phone ? { phone: input.phone } : {}),
        ...(input.company ? { company: input.company } : {}),
        role: 'client',
        ...(input.password !== undefined
          ? { password_hash: await hashPassword(input.password), must_change_password: true }
          : {}),
        is_active: true,
        auto_created: false,
      });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new HttpError(409, EMAIL_TAKEN);
      throw error;
    }
    if (input.password === undefined) {
      try {
        await sendPasswordLink(created);
      } catch (error) {
        logger.error({ err: error, to: email }, 'set-password mail failed; removing the new account');
        await User.deleteOne({ _id: created._id });
        throw new HttpError(502, MAIL_FAILED);
      }
    }
    const user = toUserRecord(created);
    await audit(ctx.state.user as AuthUser, user.id, null, user);
    ctx.status = 201;
    ctx.body = { success: true, user };
  });

  addRoute(router, guards, UPDATE, async (ctx) => {
    const id = userId(String(ctx.params.id));
    const actor = ctx.state.user as AuthUser;
    const update = parseBody(updateUserSchema, ctx.request.body);
    if (Object.values(update).every((value) => value === undefined)) throw new HttpError(400, 'Nothing to update');
    if (update.is_active === false && actor.id === id) {
      throw new HttpError(400, 'You cannot deactivate your own account');
    }
    const user = await findClient(id);
    if (update.password !== undefined) assertPasswordRule(update.password, [user.email, user.name], 'en');
    const before = toUserRecord(user);
    if (update.is_active !== undefined) user.is_active = update.is_active;
    if (update.name !== undefined) user.name = update.name;
    for (const key of ['phone', 'company'] as const) {
      const value = update[key];
      if (value !== undefined) user.set(key, value === '' ? undefined : value);
    }
    if (update.password !== undefined) {
      user.password_hash = await hashPassword(update.password);
      // Someone else chose it: the owner chooses their own at the next sign-in.
      user.must_change_password = true;
    }
    await user.save();
    // After the save: a sign-in can no longer start a session with the old password, and the
    // revocation check refuses an inactive user's tokens even before this runs.
    if (update.password !== undefined) await sessions.revokeAllOf(user._id, 'password_set');
    else if (update.is_active === false) await sessions.revokeAllOf(user._id, 'deactivated');
    const after = toUserRecord(user);
    await audit(actor, id, before, update.password === undefined ? after : { ...after, password_set: true });
    if (update.password !== undefined) {
      await mailer
        .send(accountChangedByAdminMail(user, { kind: 'password' }), { kind: 'account_changed' })
        .catch((error: unknown) => {
          if (!(error instanceof MailCapReached))
            logger.error({ err: error, to: user.email }, 'account change notice failed');
        });
    }
    ctx.body = { success: true, user: after };
  });

  addRoute(router, guards, PASSWORD_LINK, async (ctx) => {
    const user = await findClient(userId(String(ctx.params.id)));
    if (!user.is_active) throw new HttpError(400, 'The account is deactivated');
    try {
      await sendPasswordLink(user);
    } catch (error) {
      if (!(error instanceof MailCapReached)) logger.error({ err: error, to: user.email }, 'set-password mail failed');
      throw error instanceof MailCapReached ? error : new HttpError(502, MAIL_FAILED);
    }
    const record = toUserRecord(user);
    await audit(ctx.state.user as AuthUser, record.id, record, { ...record, password_link_sent: true });
    ctx.status = 202;
    ctx.body = { success: true };
  });

  addRoutes(router, guards, [
    auditTrailApiRoute('/api/admin/users/{id}', {
      noun: 'user',
      tag: TAGS.users,
      notFound: NOT_FOUND,
      connection,
      entity: USER_ENTITY,
      parseId: userId,
    }),
  ]);

  return router;
}
