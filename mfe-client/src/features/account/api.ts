import { useCallback, useState } from 'react';
import { api, ApiError, useLanguage, useSession } from '@consulting/platform';
import type { PasswordChangedResponse } from '@consulting/contracts';

/** Why a password change failed: the server's text (already in the page's language), or no connection. */
export type PasswordChangeFailure = { kind: 'server'; message: string } | { kind: 'network' };

/**
 * Changes the signed-in client's password (issue 14 part 1): `POST /api/user/password` with
 * `{current_password, new_password, lang}`; the server answers its refusals (wrong current
 * password, the password rule) in `lang`. On success the session keeps its token, loses its
 * `must_change_password` flag (the server revoked the client's other sessions). Resolves null on
 * success, else the failure to show; never rejects.
 */
export function useChangeClientPassword(): {
  busy: boolean;
  change: (currentPassword: string, newPassword: string) => Promise<PasswordChangeFailure | null>;
} {
  const [busy, setBusy] = useState(false);
  const change = useCallback(async (currentPassword: string, newPassword: string) => {
    setBusy(true);
    try {
      const reply = await api<PasswordChangedResponse>('/user/password', {
        method: 'POST',
        body: { current_password: currentPassword, new_password: newPassword, lang: useLanguage.getState().language },
        auth: 'client',
      });
      const { userToken } = useSession.getState();
      if (userToken) useSession.getState().signInClient(reply.user, userToken);
      return null;
    } catch (error) {
      if (error instanceof ApiError && error.status !== 0) return { kind: 'server', message: error.message } as const;
      return { kind: 'network' } as const;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, change };
}
