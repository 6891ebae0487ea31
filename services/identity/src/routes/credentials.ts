import type { LoginResponse } from '@consulting/contracts';
import { HttpError } from '@consulting/service-kit';
import { z } from 'zod';
import { toUserRecord, type UserDocument } from '../models/user.model.ts';

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
 * (`Sessions.start`: a JWT with `sid`, role lifetime), and `must_change_password: true` while
 * the account still has the password the server generated (issue 14).
 */
export function loginResponse(user: UserDocument, token: string): LoginResponse {
  // Issue 14 part 1: a generated password is replaced before anything else (the pages ask).
  return {
    success: true,
    user: toUserRecord(user),
    token,
    ...(user.must_change_password ? { must_change_password: true } : {}),
  };
}
