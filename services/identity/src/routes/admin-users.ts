import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { isObjectIdOrHexString } from 'mongoose';
import { z } from 'zod';
import type { UserRecord } from '@consulting/contracts';
import { auditTrail, HttpError, recordAudit, type AuthUser, type createAuth } from '@consulting/service-kit';
import { normalizeEmail } from '../accounts.ts';
import { isDuplicateKeyError, toUserRecord, type UserModel } from '../models/user.model.ts';
import { hashPassword } from '../passwords.ts';

/** The audit trail's name for a user record (issue #5). */
export const USER_ENTITY = 'user';

/** Minimum length of a password an admin sets (same floor as ADMIN_PASSWORD). */
export const MIN_PASSWORD_LENGTH = 8;

const EMAIL_TAKEN = 'An account with this email already exists';
const NOT_FOUND = 'User not found';
const MISSING = 'missing';

/** The form's words for the required fields (spec §5 "Admin add-user"), in form order. */
const USER_LABELS: Record<string, string> = { name: 'Name', email: 'Email', password: 'Password' };

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

/** Body of `POST /api/admin/users` (spec §5 "Admin add-user"). */
export const createUserSchema = z.object({
  name: requiredText(200, 'Name is too long (at most 200 characters)'),
  email: requiredText(254, 'Email is too long (at most 254 characters)').pipe(
    z.email({ error: 'Invalid email address' }),
  ),
  // Not trimmed: a password is taken exactly as typed; blank counts as missing.
  password: z
    .string({ error: MISSING })
    .refine((password) => password.trim().length > 0, { error: MISSING })
    .refine((password) => password.length >= MIN_PASSWORD_LENGTH, {
      error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
    })
    .refine((password) => password.length <= 1024, { error: 'Password is too long' }),
  phone: optionalText('Phone', 50),
  company: optionalText('Company', 200),
});

/** Body of `PUT /api/admin/users/:id`. */
export const updateUserSchema = z.object({
  is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
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

/**
 * Users of the admin panel (spec §2 "Admin dashboard" users tab, §3 "Admin user record", §7),
 * admin token required on every route (401 'Authentication required' without a valid,
 * unrevoked token; 403 'Forbidden' for a client):
 * - `GET /api/admin/users` → `{success:true, users: UserRecord[]}`, newest first, clients and admins.
 * - `POST /api/admin/users` JSON `{name, email, password, phone?, company?}` → 201
 *   `{success:true, user: UserRecord}`: an active client with a bcrypt hash of `password`.
 *   400 'Please fill in the following fields: Name, Email, Password' (only the missing ones),
 *   'Invalid email address', 'Password must be at least 8 characters'; 409
 *   'An account with this email already exists' (nothing changes).
 * - `PUT /api/admin/users/:id` JSON `{is_active?, name?, phone?, company?}` → 200
 *   `{success:true, user}`; '' or null clears phone/company. 400 'Nothing to update',
 *   'You cannot deactivate your own account', or an invalid value; 404 'User not found'.
 * - `GET /api/admin/users/:id/audit` → `{success:true, audit: AuditEntry[]}`, newest first
 *   (404 only for a malformed id).
 * Every create and update is recorded in the audit trail (entity 'user', before/after as
 * `UserRecord`, never the password hash). A deactivated user can no longer sign in, and
 * `GET /api/admin/verify` says not valid for a deactivated admin.
 */
export function adminUsersRouter(options: {
  auth: ReturnType<typeof createAuth>;
  User: UserModel;
  connection: Connection;
}): Router {
  const { auth, User, connection } = options;
  const router = new Router();
  const adminOnly = auth.requireAuth('admin');
  const audit = (actor: AuthUser, id: string, before: UserRecord | null, after: UserRecord) =>
    recordAudit(connection, {
      actor,
      entity: USER_ENTITY,
      entity_id: id,
      action: before ? 'update' : 'create',
      before,
      after,
    });

  router.get('/api/admin/users', adminOnly, async (ctx) => {
    const users = await User.find().sort({ created_at: -1, _id: -1 });
    ctx.body = { success: true, users: users.map(toUserRecord) };
  });

  router.post('/api/admin/users', adminOnly, async (ctx) => {
    const input = parseBody(createUserSchema, ctx.request.body);
    const email = normalizeEmail(input.email);
    if (await User.exists({ email })) throw new HttpError(409, EMAIL_TAKEN);
    let created;
    try {
      created = await User.create({
        name: input.name,
        email,
        ...(input.phone ? { phone: input.phone } : {}),
        ...(input.company ? { company: input.company } : {}),
        role: 'client',
        password_hash: await hashPassword(input.password),
        is_active: true,
        auto_created: false,
      });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new HttpError(409, EMAIL_TAKEN);
      throw error;
    }
    const user = toUserRecord(created);
    await audit(ctx.state.user as AuthUser, user.id, null, user);
    ctx.status = 201;
    ctx.body = { success: true, user };
  });

  router.put('/api/admin/users/:id', adminOnly, async (ctx) => {
    const id = userId(ctx.params.id);
    const actor = ctx.state.user as AuthUser;
    const update = parseBody(updateUserSchema, ctx.request.body);
    if (Object.values(update).every((value) => value === undefined)) throw new HttpError(400, 'Nothing to update');
    if (update.is_active === false && actor.id === id) {
      throw new HttpError(400, 'You cannot deactivate your own account');
    }
    const user = await User.findById(id);
    if (!user) throw new HttpError(404, NOT_FOUND);
    const before = toUserRecord(user);
    if (update.is_active !== undefined) user.is_active = update.is_active;
    if (update.name !== undefined) user.name = update.name;
    for (const key of ['phone', 'company'] as const) {
      const value = update[key];
      if (value !== undefined) user.set(key, value === '' ? undefined : value);
    }
    await user.save();
    const after = toUserRecord(user);
    await audit(actor, id, before, after);
    ctx.body = { success: true, user: after };
  });

  router.get('/api/admin/users/:id/audit', adminOnly, async (ctx) => {
    const id = userId(ctx.params.id);
    ctx.body = { success: true, audit: await auditTrail(connection, USER_ENTITY, id) };
  });

  return router;
}
