/**
 * What a signed-in session may do while its account owes something (ASVS V2.1, V3): a password
 * the server or an admin set must be replaced, and an admin must enrol a second factor when
 * `REQUIRE_ADMIN_2FA` is on. Identity answers the restriction with every revocation check, so
 * each service refuses the session's other calls with 403 at once, and lifts it the moment the
 * account settles what it owed.
 */
import type { Types } from 'mongoose';
import type { SessionRestriction } from '@consulting/service-kit';
import type { TwoFactorService } from './two-factor.ts';

/** The account fields a restriction depends on. */
export interface RestrictedAccount {
  role: string;
  must_change_password?: boolean | null;
  /** Whether the account has two-factor sign-in on (`TwoFactorService.isEnabled`). */
  two_factor_enabled?: boolean;
}

/** The site's rules a restriction depends on. */
export interface RestrictionPolicy {
  /** REQUIRE_ADMIN_2FA: an admin without two-factor sign-in may only enrol. */
  requireAdminTwoFactor: boolean;
}

/**
 * The restriction of a session of `account` under `policy`, or null when it may use everything
 * its role allows: `password_change` first, then `two_factor_enrolment` for an admin without
 * two-factor sign-in while the policy requires it.
 */
export function restrictionOf(account: RestrictedAccount, policy: RestrictionPolicy): SessionRestriction | null {
  if (account.must_change_password) return 'password_change';
  if (policy.requireAdminTwoFactor && account.role === 'admin' && !account.two_factor_enabled) {
    return 'two_factor_enrolment';
  }
  return null;
}

/**
 * {@link restrictionOf} for a stored account: reads whether `account` has two-factor sign-in on
 * only when the answer depends on it (an admin, the policy on). Rejects on a database error.
 */
export async function restrictionOfAccount(
  account: RestrictedAccount & { _id: Types.ObjectId | string },
  policy: RestrictionPolicy,
  twoFactor: Pick<TwoFactorService, 'isEnabled'>,
): Promise<SessionRestriction | null> {
  const first = restrictionOf(account, { requireAdminTwoFactor: false });
  if (first || !policy.requireAdminTwoFactor || account.role !== 'admin') return first;
  return restrictionOf({ ...account, two_factor_enabled: await twoFactor.isEnabled(account._id) }, policy);
}
