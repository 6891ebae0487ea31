import type { ApiOperation } from '@consulting/service-kit';
import { createStaffSchema, updateStaffSchema } from './routes/admin-staff.ts';
import {
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorLoginSchema,
  twoFactorSetupSchema,
} from './routes/admin-two-factor.ts';

const STAFF = 'Admin: staff';
const TWO_FACTOR = 'Staff: two-factor sign-in';
const SESSIONS = 'Sessions';
const RATE_LIMITED =
  "'Too many attempts, please try again later' with `Retry-After` (seconds): each attempt counts toward the per-email sign-in limit";

/**
 * Identity's operations of issue 14 part 2 (staff and roles, two-factor sign-in, session list),
 * described with the zod schemas the routes validate with; part of `identityOperations`.
 */
export const staffOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/admin/staff',
    summary: 'List staff',
    description: 'Every admin and editor, oldest first; `first_admin` marks the env-seeded admin.',
    tags: [STAFF],
    auth: 'admin',
    success: { status: 200, description: '`StaffListResponse` `{success:true, staff: StaffRecord[]}`' },
  },
  {
    method: 'post',
    path: '/api/admin/staff',
    summary: 'Add a staff member',
    description:
      'The account has no password: the new member is mailed (Arabic and English) a one-time link to choose it, valid 72 hours. Audited.',
    tags: [STAFF],
    auth: 'admin',
    body: { type: 'json', schema: createStaffSchema },
    success: { status: 201, description: '`{success:true, staff: StaffRecord}`' },
    errors: {
      400: "'الاسم مطلوب', 'البريد الإلكتروني غير صالح', 'الدور يجب أن يكون admin أو editor' …",
      409: 'يوجد حساب بهذا البريد الإلكتروني (any account, client or staff; nothing changes)',
      502: 'تعذّر إرسال البريد؛ حاول مرة أخرى لاحقاً (the account is not kept)',
    },
  },
  {
    method: 'patch',
    path: '/api/admin/staff/{id}',
    summary: 'Change a role, deactivate or reactivate',
    description:
      'Deactivation and a new role end every session of theirs at once, and the owner is mailed a notice. The first admin is never deactivated or demoted, the last active admin neither, and nobody deactivates or demotes themselves. Audited.',
    tags: [STAFF],
    auth: 'admin',
    body: { type: 'json', schema: updateStaffSchema },
    success: { status: 200, description: '`{success:true, staff: StaffRecord}`' },
    errors: {
      400: "'لا يوجد ما يُحدَّث', 'لا يمكن تعطيل حسابك أو تغيير دورك', 'المدير الأول لا يمكن تعطيله أو تغيير دوره', 'يجب أن يبقى مدير نشط واحد على الأقل', or a bad value",
      404: 'الموظف غير موجود (also a client account)',
    },
  },
  {
    method: 'post',
    path: '/api/admin/staff/{id}/reset-password',
    summary: "Reset a staff member's password",
    description:
      'The password is removed (the old one no longer signs in), every session of theirs ends, two-factor sign-in is turned off (they enrol again), and a one-time set-password link (72 hours) is mailed, which also tells them. Audited.',
    tags: [STAFF],
    auth: 'admin',
    success: { status: 200, description: '`{success:true}`' },
    errors: {
      400: "لا يعيد تعيين كلمة مرور المدير الأول غيره (another admin's reset of the first admin; nothing changes)",
      404: 'الموظف غير موجود',
      502: 'تعذّر إرسال البريد؛ حاول مرة أخرى لاحقاً (the password is removed all the same)',
    },
  },
  {
    method: 'post',
    path: '/api/admin/login/2fa',
    summary: 'Second sign-in step (TOTP)',
    description:
      'For a staff member with two-factor sign-in on, `/api/admin/login` answers `{success:true, two_factor_required:true, challenge}` (random, stored hashed, valid 5 minutes, not a token). This step takes the challenge and a 6-digit code (accepted once: not again in its 30-second step) or a recovery code (works once) and starts the session. The challenge is used up by its first call, right or wrong; a wrong code counts toward the sign-in lockout like a wrong password (docs/api.md "Sign-in lockout"), and a locked account answers like a wrong code.',
    tags: [TWO_FACTOR],
    auth: 'none',
    body: { type: 'json', schema: twoFactorLoginSchema },
    success: { status: 200, description: '`LoginResponse` `{success:true, user, token}`' },
    errors: {
      400: 'يرجى إدخال رمز التحقق أو رمز الاسترداد',
      401: "'رمز التحقق غير صحيح' (wrong or reused code, or a locked account) or 'انتهت صلاحية خطوة التحقق؛ يرجى تسجيل الدخول من جديد' (used, replaced, unknown or expired challenge)",
      429: RATE_LIMITED,
    },
  },
  {
    method: 'get',
    path: '/api/admin/2fa',
    summary: 'Two-factor status of the caller',
    description: 'Open to a session that owes enrolment (REQUIRE_ADMIN_2FA).',
    tags: [TWO_FACTOR],
    auth: 'staff',
    success: { status: 200, description: '`{success:true, enabled, recovery_codes_left}`' },
  },
  {
    method: 'post',
    path: '/api/admin/2fa/setup',
    summary: 'Start enrolling',
    description:
      'With the current password (a wrong one counts toward the sign-in lockout): a new secret (pending until enabled), its `otpauth://` URI and a QR code of it (PNG data URL). Open to a session that owes enrolment (REQUIRE_ADMIN_2FA).',
    tags: [TWO_FACTOR],
    auth: 'staff',
    body: { type: 'json', schema: twoFactorSetupSchema },
    success: { status: 200, description: '`{success:true, secret, otpauth_url, qr_data_url}`' },
    errors: {
      400: "'يرجى إدخال كلمة المرور الحالية' or 'كلمة المرور الحالية غير صحيحة'",
      409: 'التحقق بخطوتين مفعّل بالفعل',
    },
  },
  {
    method: 'post',
    path: '/api/admin/2fa/enable',
    summary: 'Turn two-factor sign-in on',
    description:
      'With the current password and the first right code of the pending secret; answers 10 recovery codes, shown only this once. Open to a session that owes enrolment, whose restriction it lifts.',
    tags: [TWO_FACTOR],
    auth: 'staff',
    body: { type: 'json', schema: twoFactorEnableSchema },
    success: { status: 200, description: '`{success:true, recovery_codes: string[]}`' },
    errors: {
      400: "'رمز التحقق غير صحيح', 'لا يوجد تسجيل قيد الإعداد', 'يرجى إدخال كلمة المرور الحالية' or 'كلمة المرور الحالية غير صحيحة'",
    },
  },
  {
    method: 'post',
    path: '/api/admin/2fa/disable',
    summary: 'Turn two-factor sign-in off',
    description: 'With the current password (a wrong one counts toward the sign-in lockout).',
    tags: [TWO_FACTOR],
    auth: 'staff',
    body: { type: 'json', schema: twoFactorDisableSchema },
    success: { status: 200, description: '`{success:true}`' },
    errors: { 400: "'يرجى إدخال كلمة المرور الحالية' or 'كلمة المرور الحالية غير صحيحة'" },
  },
  {
    method: 'get',
    path: '/api/user/sessions',
    summary: "The caller's sessions",
    description:
      'Any signed-in user (client or staff) lists their own live sessions, newest first: started, expiry, IP, User-Agent and `current` for the one asking.',
    tags: [SESSIONS],
    auth: 'signed-in',
    success: { status: 200, description: '`OwnSessionsResponse` `{success:true, sessions: OwnSessionRecord[]}`' },
  },
  {
    method: 'delete',
    path: '/api/user/sessions/{id}',
    summary: 'End one of the caller’s sessions',
    tags: [SESSIONS],
    auth: 'signed-in',
    success: { status: 200, description: '`{success:true}`; its token is refused at once everywhere' },
    errors: { 404: 'Session not found (also another user’s session)' },
  },
  {
    method: 'post',
    path: '/api/user/sessions/revoke-all',
    summary: 'Sign out everywhere',
    description: 'Ends every live session of the caller, the current one included.',
    tags: [SESSIONS],
    auth: 'signed-in',
    success: { status: 200, description: '`{success:true, revoked: number}`' },
  },
];
