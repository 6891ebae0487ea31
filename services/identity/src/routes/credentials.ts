import type { LoginResponse } from '@consulting/contracts';
import { HttpError } from '@consulting/service-kit';
import { z } from 'zod';
import { toUserRecord, type UserDocument } from '../models/user.model.ts';
import type { SessionRestriction } from '@consulting/service-kit';
import { restrictionOf } from '../session-restrictions.ts';

/** Body of both login routes (spec §7 `{email, password}`); see `parseCredentials`. */
export const credentialsSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});

/**
 * Reads `{email, password}` from a login body; both must be non-empty strings. Anything else
 * throws HttpError 400 with `message` (spec §5: both fields required; the admin login has its
 * own Arabic text).
 */
export function parseCredentials(body: unknown, message: string): z.infer<typeof credentialsSchema> {
  const parsed = credentialsSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, message);
  return parsed.data;
}

/**
 * The login reply of spec §7: the user record and the token of the session just started
 * (`Sessions.start`: a JWT with `sid`, role lifetime), `must_change_password: true` while the
 * account still has a password the server or an admin set, and `restriction` when the session
 * owes something before anything else (`restrictionOf`; every other route answers it 403).
 */
export function loginResponse(
  user: UserDocument,
  token: string,
  restriction: SessionRestriction | null = restrictionOf(user, { requireAdminTwoFactor: false }),
): LoginResponse {
  return {
    success: true,
    user: toUserRecord(user),
    token,
    ...(user.must_change_password ? { must_change_password: true } : {}),
    ...(restriction ? { restriction } : {}),
  };
}
