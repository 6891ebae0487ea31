import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { isObjectIdOrHexString } from 'mongoose';
import { z } from 'zod';
import { STAFF_ROLES, type StaffRecord, type StaffRole } from '@consulting/contracts';
import { HttpError, recordAudit, type AuthUser, type createAuth } from '@consulting/service-kit';
import { parseAdminBody } from './admin-body.ts';
import type { Logger } from 'pino';
import { normalizeEmail } from '../accounts.ts';
import type { Mailer } from '../mail/mailer.ts';
import { MailCapReached } from '../mail/recipient-cap.ts';
import {
  accountChangedByAdminMail,
  staffPasswordResetMail,
  staffWelcomeMail,
  type AdminChange,
} from '../mail/staff-mails.ts';
import { isDuplicateKeyError, toUserRecord, type UserDocument, type UserModel } from '../models/user.model.ts';
import type { Sessions } from '../sessions.ts';
import type { TwoFactorService } from '../two-factor.ts';
import { USER_ENTITY } from './admin-users.ts';

/** The answer to another admin's reset of the first admin's password. */
const FIRST_ADMIN_RESET = 'لا يعيد تعيين كلمة مرور المدير الأول غيره';
const NOT_FOUND = 'الموظف غير موجود';
const MAIL_FAILED = 'تعذّر إرسال البريد؛ حاول مرة أخرى لاحقاً';

const roleField = z.enum(STAFF_ROLES, { error: 'الدور يجب أن يكون admin أو editor' });

/** Body of `POST /api/admin/staff`. */
export const createStaffSchema = z.object({
  name: z
    .string({ error: 'الاسم مطلوب' })
    .trim()
    .min(1, { error: 'الاسم مطلوب' })
    .max(200, { error: 'الاسم طويل جداً (200 حرف على الأكثر)' }),
  email: z
    .string({ error: 'البريد الإلكتروني مطلوب' })
    .trim()
    .min(1, { error: 'البريد الإلكتروني مطلوب' })
    .max(254, { error: 'البريد الإلكتروني طويل جداً' })
    .pipe(z.email({ error: 'البريد الإلكتروني غير صالح' })),
  role: roleField,
});

/** Body of `PATCH /api/admin/staff/:id`: a new role and/or active state. */
export const updateStaffSchema = z.object({
  role: roleField.optional(),
  is_active: z.boolean({ error: 'is_active يجب أن يكون true أو false' }).optional(),
});

/** The `:id` parameter as a user id; a malformed id names nobody (404). */
function staffId(id: string | undefined): string {
  if (!id || !isObjectIdOrHexString(id) || !/^[0-9a-f]{24}$/i.test(id)) throw new HttpError(404, NOT_FOUND);
  return id;
}

/**
 * Staff management (issue 14 part 2), admin token required on every route (403 for an editor or
 * a client). Messages are Arabic (the admin panel's language).
 * - `GET /api/admin/staff` → `StaffListResponse` `{success:true, staff: StaffRecord[]}`: every
 *   admin and editor, oldest first; `first_admin` marks the env-seeded one (the oldest admin).
 * - `POST /api/admin/staff` `{name, email, role: 'admin'|'editor'}` → 201 `{success:true,
 *   staff: StaffRecord}`: an active account without a password; they are mailed a one-time
 *   link to choose it ({@link staffWelcomeMail}, valid 72 hours; `password-links.ts`).
 *   400 for a missing or bad field; 409 'يوجد حساب بهذا البريد الإلكتروني' when the email has
 *   any account (admins may know); 502 when the mail cannot be sent (the account is removed).
 * - `PATCH /api/admin/staff/:id` `{role?, is_active?}` → `{success:true, staff}`. Deactivating
 *   ends every session of theirs at once; a new role ends them too (a session keeps its role).
 *   400 'لا يمكن تعطيل حسابك أو تغيير دورك' for oneself, 400 for the first admin ('المدير
 *   الأول…') or the last active admin ('يجب أن يبقى مدير نشط واحد على الأقل') being
 *   deactivated or demoted, 400 'لا يوجد ما يُحدَّث'; 404 for an id that is not staff. The
 *   owner is mailed a notice of a new role or a deactivation done by someone else
 *   ({@link accountChangedByAdminMail}).
 * - `POST /api/admin/staff/:id/reset-password` → `{success:true}`: the password is removed
 *   (the old one no longer signs in), every session ended and two-factor sign-in turned off
 *   (the way back in for a member who lost their authenticator and recovery codes; they enrol
 *   again), and they are mailed a one-time link to choose a new password
 *   ({@link staffPasswordResetMail}, valid 72 hours), which is also the notice. 404 for an id
 *   that is not staff; 502 when the mail cannot be written to the outbox (the password is
 *   removed all the same: reset again).
 * Every change is recorded in the audit trail (entity 'user', as `PUT /api/admin/users/:id`;
 * a reset shows as `password_set: true` and `two_factor_disabled: true` in `after`).
 */
export function adminStaffRouter(options: {
  auth: ReturnType<typeof createAuth>;
  User: UserModel;
  sessions: Sessions;
  connection: Connection;
  mailer: Mailer;
  twoFactor: TwoFactorService;
  logger: Logger;
  /** Base URL of the site for the sign-in link, no trailing slash. */
  publicUrl: string;
}): Router {
  const { auth, User, sessions, connection, mailer, twoFactor, logger, publicUrl } = options;
  const { adminOnly } = auth;
  const loginUrl = `${publicUrl}/admin/login`;
  const router = new Router({ prefix: '/api/admin/staff' });

  /** The id of the env-seeded first admin: the oldest admin account. */
  async function firstAdminId(): Promise<string | undefined> {
    const first = await User.findOne({ role: 'admin' }).sort({ created_at: 1, _id: 1 }).select('_id').lean();
    return first?._id.toString();
  }

  async function toStaffRecords(users: UserDocument[]): Promise<StaffRecord[]> {
    const [first, enabled] = await Promise.all([firstAdminId(), twoFactor.enabledAmong(users.map((u) => u._id))]);
    return users.map((user) => ({
      ...toUserRecord(user),
      role: user.role as StaffRole,
      first_admin: user._id.toString() === first,
      two_factor_enabled: enabled.has(user._id.toString()),
    }));
  }

  /** Mails `user` a notice of `change` made by an admin; a failure is logged (the change stands). */
  async function notify(user: UserDocument, change: AdminChange): Promise<void> {
    await mailer.send(accountChangedByAdminMail(user, change), { kind: 'account_changed' }).catch((error: unknown) => {
      if (!(error instanceof MailCapReached))
        logger.error({ err: error, to: user.email }, 'account change notice failed');
    });
  }

  async function findStaff(id: string): Promise<UserDocument> {
    const user = await User.findOne({ _id: staffId(id), role: { $in: STAFF_ROLES } });
    if (!user) throw new HttpError(404, NOT_FOUND);
    return user;
  }

  router.get('/', adminOnly, async (ctx) => {
    const users = await User.find({ role: { $in: STAFF_ROLES } }).sort({ created_at: 1, _id: 1 });
    ctx.body = { success: true, staff: await toStaffRecords(users) };
  });

  router.post('/', adminOnly, async (ctx) => {
    const input = parseAdminBody(createStaffSchema, ctx.request.body);
    const actor = ctx.state.user as AuthUser;
    const email = normalizeEmail(input.email);
    const taken = new HttpError(409, 'يوجد حساب بهذا البريد الإلكتروني');
    if (await User.exists({ email })) throw taken;
    let user: UserDocument;
    try {
      user = await User.create({
        name: input.name,
        email,
        role: input.role,
        is_active: true,
        auto_created: false,
      });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw taken;
      throw error;
    }
    try {
      await mailer.send(staffWelcomeMail({ name: user.name, email, role: input.role }, loginUrl), {
        key: `staff-welcome:${user._id.toString()}`,
        kind: 'set_password',
        link: { purpose: 'set_password', user_id: user._id },
      });
    } catch (error) {
      logger.error({ err: error, to: email }, 'staff welcome mail failed; removing the new account');
      await User.deleteOne({ _id: user._id });
      throw new HttpError(502, MAIL_FAILED);
    }
    const [record] = await toStaffRecords([user]);
    await recordAudit(connection, {
      actor,
      entity: USER_ENTITY,
      entity_id: user._id.toString(),
      action: 'create',
      before: null,
      after: toUserRecord(user),
    });
    ctx.status = 201;
    ctx.body = { success: true, staff: record };
  });

  router.patch('/:id', adminOnly, async (ctx) => {
    const update = parseAdminBody(updateStaffSchema, ctx.request.body);
    const actor = ctx.state.user as AuthUser;
    if (update.role === undefined && update.is_active === undefined) throw new HttpError(400, 'لا يوجد ما يُحدَّث');
    const user = await findStaff(ctx.params.id);
    const id = user._id.toString();
    const demotes = update.role !== undefined && update.role !== user.role && user.role === 'admin';
    const deactivates = update.is_active === false && user.is_active;
    if (id === actor.id && (demotes || deactivates)) {
      throw new HttpError(400, 'لا يمكن تعطيل حسابك أو تغيير دورك');
    }
    if ((demotes || deactivates) && id === (await firstAdminId())) {
      throw new HttpError(400, 'المدير الأول لا يمكن تعطيله أو تغيير دوره');
    }
    if ((demotes || deactivates) && user.role === 'admin' && user.is_active) {
      const otherAdmins = await User.countDocuments({ role: 'admin', is_active: true, _id: { $ne: user._id } });
      if (otherAdmins === 0) throw new HttpError(400, 'يجب أن يبقى مدير نشط واحد على الأقل');
    }
    const before = toUserRecord(user);
    const roleChanged = update.role !== undefined && update.role !== user.role;
    if (update.role !== undefined) user.role = update.role;
    if (update.is_active !== undefined) user.is_active = update.is_active;
    await user.save();
    // A session keeps the role it started with; the revocation check already refuses it after
    // a new role or a deactivation, and ending it here says so in the session list too.
    if (deactivates) await sessions.revokeAllOf(user._id, 'deactivated');
    else if (roleChanged) await sessions.revokeAllOf(user._id, 'deactivated');
    if (id !== actor.id && (deactivates || roleChanged)) {
      await notify(user, deactivates ? { kind: 'deactivated' } : { kind: 'role', role: user.role as StaffRole });
    }
    const [record] = await toStaffRecords([user]);
    await recordAudit(connection, {
      actor,
      entity: USER_ENTITY,
      entity_id: id,
      action: 'update',
      before,
      after: toUserRecord(user),
    });
    ctx.body = { success: true, staff: record };
  });

  router.post('/:id/reset-password', adminOnly, async (ctx) => {
    const actor = ctx.state.user as AuthUser;
    const user = await findStaff(ctx.params.id);
    // The first admin's sign-in is theirs alone to reset (the forgot-password link, or their recovery codes).
    if (user._id.toString() === (await firstAdminId()) && user._id.toString() !== actor.id) {
      throw new HttpError(400, FIRST_ADMIN_RESET);
    }
    const before = toUserRecord(user);
    user.set('password_hash', undefined);
    user.set('must_change_password', undefined);
    await user.save();
    await sessions.revokeAllOf(user._id, 'password_set');
    // A member who lost their authenticator and recovery codes is let back in this way.
    await twoFactor.disable(user._id);
    await recordAudit(connection, {
      actor,
      entity: USER_ENTITY,
      entity_id: user._id.toString(),
      action: 'update',
      before,
      after: { ...toUserRecord(user), password_set: true, two_factor_disabled: true },
    });
    try {
      await mailer.send(staffPasswordResetMail(user, loginUrl), {
        kind: 'set_password',
        link: { purpose: 'set_password', user_id: user._id },
      });
    } catch (error) {
      logger.error({ err: error, to: user.email }, 'staff password reset mail failed');
      throw new HttpError(502, MAIL_FAILED);
    }
    ctx.body = { success: true };
  });

  return router;
}
