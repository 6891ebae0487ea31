import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { isObjectIdOrHexString } from 'mongoose';
import { z } from 'zod';
import { STAFF_ROLES, type StaffRecord, type StaffRole } from '@consulting/contracts';
import {
  addRoute,
  HttpError,
  recordAudit,
  type AuthUser,
  type createAuth,
  type RouteOperation,
} from '@consulting/service-kit';
import { parseAdminBody } from './admin-body.ts';
import { TAGS } from './api-texts.ts';
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

const LIST: RouteOperation = {
  method: 'get',
  path: '/api/admin/staff',
  summary: 'List staff',
  description: 'Every admin and editor, oldest first; `first_admin` marks the env-seeded admin.',
  tags: [TAGS.staff],
  auth: 'admin',
  success: { status: 200, description: '`StaffListResponse` `{success:true, staff: StaffRecord[]}`' },
};

const ADD: RouteOperation = {
  method: 'post',
  path: '/api/admin/staff',
  summary: 'Add a staff member',
  description:
    'The account has no password: the new member is mailed (Arabic and English) a one-time link to choose it, valid 72 hours. Audited.',
  tags: [TAGS.staff],
  auth: 'admin',
  body: { type: 'json', schema: createStaffSchema },
  success: { status: 201, description: '`{success:true, staff: StaffRecord}`' },
  errors: {
    400: "'الاسم مطلوب', 'البريد الإلكتروني غير صالح', 'الدور يجب أن يكون admin أو editor' …",
    409: 'يوجد حساب بهذا البريد الإلكتروني (any account, client or staff; nothing changes)',
    502: 'تعذّر إرسال البريد؛ حاول مرة أخرى لاحقاً (the account is not kept)',
  },
};

const CHANGE: RouteOperation = {
  method: 'patch',
  path: '/api/admin/staff/{id}',
  summary: 'Change a role, deactivate or reactivate',
  description:
    'Deactivation and a new role end every session of theirs at once, and the owner is mailed a notice. The first admin is never deactivated or demoted, the last active admin neither, and nobody deactivates or demotes themselves. Audited.',
  tags: [TAGS.staff],
  auth: 'admin',
  body: { type: 'json', schema: updateStaffSchema },
  success: { status: 200, description: '`{success:true, staff: StaffRecord}`' },
  errors: {
    400: "'لا يوجد ما يُحدَّث', 'لا يمكن تعطيل حسابك أو تغيير دورك', 'المدير الأول لا يمكن تعطيله أو تغيير دوره', 'يجب أن يبقى مدير نشط واحد على الأقل', or a bad value",
    404: 'الموظف غير موجود (also a client account)',
  },
};

const RESET_PASSWORD: RouteOperation = {
  method: 'post',
  path: '/api/admin/staff/{id}/reset-password',
  summary: "Reset a staff member's password",
  description:
    'The password is removed (the old one no longer signs in), every session of theirs ends, two-factor sign-in is turned off (they enrol again), and a one-time set-password link (72 hours) is mailed, which also tells them. Audited.',
  tags: [TAGS.staff],
  auth: 'admin',
  success: { status: 200, description: '`{success:true}`' },
  errors: {
    400: "لا يعيد تعيين كلمة مرور المدير الأول غيره (another admin's reset of the first admin; nothing changes)",
    404: 'الموظف غير موجود',
    502: 'تعذّر إرسال البريد؛ حاول مرة أخرى لاحقاً (the password is removed all the same)',
  },
};

/**
 * Staff accounts (admins and editors), admin only; messages are Arabic (the panel's language).
 * Every change is audited (entity 'user', as `PUT /api/admin/users/{id}`; a reset shows as
 * `password_set: true` and `two_factor_disabled: true` in `after`), and the owner is mailed a
 * notice of a new role or a deactivation by someone else ({@link accountChangedByAdminMail}).
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
  const guards = { admin: auth.adminOnly };
  const loginUrl = `${publicUrl}/admin/login`;
  const router = new Router();

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

  addRoute(router, guards, LIST, async (ctx) => {
    const users = await User.find({ role: { $in: STAFF_ROLES } }).sort({ created_at: 1, _id: 1 });
    ctx.body = { success: true, staff: await toStaffRecords(users) };
  });

  addRoute(router, guards, ADD, async (ctx) => {
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

  addRoute(router, guards, CHANGE, async (ctx) => {
    const update = parseAdminBody(updateStaffSchema, ctx.request.body);
    const actor = ctx.state.user as AuthUser;
    if (update.role === undefined && update.is_active === undefined) throw new HttpError(400, 'لا يوجد ما يُحدَّث');
    const user = await findStaff(String(ctx.params.id));
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

  addRoute(router, guards, RESET_PASSWORD, async (ctx) => {
    const actor = ctx.state.user as AuthUser;
    const user = await findStaff(String(ctx.params.id));
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
