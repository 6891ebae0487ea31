import { useMutation } from '@tanstack/react-query';
import { api, ApiError, useSession } from '@consulting/platform';
import type { LoginResponse } from '@consulting/contracts';

/** Why a login failed, for the page to word (spec §8 "Client login"). */
export type LoginFailure = { kind: 'server'; message: string } | { kind: 'failed' } | { kind: 'network' };

/** Maps an error thrown by `api()` to a failure: the server's `error` text when it sent one. */
export function loginFailureOf(error: unknown): LoginFailure {
  if (error instanceof ApiError) {
    if (error.status === 0) return { kind: 'network' };
    // `api()` words a reply without an `error` field as 'HTTP {status}: …'; that is not server text.
    if (error.message && !error.message.startsWith(`HTTP ${error.status}:`))
      return { kind: 'server', message: error.message };
    return { kind: 'failed' };
  }
  return { kind: 'network' };
}

/**
 * Signs a client in (spec §7): POST /api/user/login with JSON {email, password}; on
 * `{success:true, user, token}` stores the session via `signInClient`. `login` resolves `null`
 * on success, else the `LoginFailure` to show; it never rejects.
 */
export function useClientLogin(): {
  busy: boolean;
  login: (email: string, password: string) => Promise<LoginFailure | null>;
} {
  const mutation = useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }): Promise<LoginFailure | null> => {
      const reply = await api<LoginResponse | { success: false; error?: string }>('/user/login', {
        method: 'POST',
        body: { email: email.trim(), password },
        auth: 'none',
      });
      if (reply?.success !== true || !reply.token || !reply.user) {
        const message = (reply as { error?: string } | null)?.error;
        return message ? { kind: 'server', message } : { kind: 'failed' };
      }
      useSession.getState().signInClient(reply.user, reply.token);
      return null;
    },
  });
  const login = (email: string, password: string) => mutation.mutateAsync({ email, password }).catch(loginFailureOf);
  return { busy: mutation.isPending, login };
}
