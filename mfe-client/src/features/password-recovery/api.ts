import { useMutation } from '@tanstack/react-query';
import { api, ApiError, useLanguage } from '@consulting/platform';
import type { PasswordForgotResponse, PasswordResetResponse } from '@consulting/contracts';

/** A refusal to show: the server's text (in the page's language), or no connection. */
export type RecoveryFailure = { kind: 'server'; message: string } | { kind: 'network' };

/**
 * A signed-out password call as a mutation: `run(input)` posts `path` with `body(input)` and the
 * page's `lang`, and resolves null on success, else the failure to show; it never rejects.
 */
function useRecoveryCall<I>(
  path: string,
  body: (input: I) => Record<string, unknown>,
): { busy: boolean; run: (input: I) => Promise<RecoveryFailure | null> } {
  const mutation = useMutation({
    mutationFn: (input: I) =>
      api<PasswordForgotResponse | PasswordResetResponse>(path, {
        method: 'POST',
        body: { ...body(input), lang: useLanguage.getState().language },
        auth: 'none',
      }),
  });
  const run = (input: I) =>
    mutation.mutateAsync(input).then(
      () => null,
      (error: unknown): RecoveryFailure =>
        error instanceof ApiError && error.status !== 0
          ? { kind: 'server', message: error.message }
          : { kind: 'network' },
    );
  return { busy: mutation.isPending, run };
}

/**
 * `POST /api/password/forgot` `{email, lang, area:'client'}`. The server answers the same for
 * every email, so success says only that the request was taken; a failure is bad input, too
 * many attempts or the network.
 */
export function useForgotPassword(): { busy: boolean; send: (email: string) => Promise<RecoveryFailure | null> } {
  const { busy, run } = useRecoveryCall('/password/forgot', (email: string) => ({
    email: email.trim(),
    area: 'client',
  }));
  return { busy, send: run };
}

/**
 * `POST /api/password/reset` `{token, new_password, lang}`: sets the new password with the mailed
 * link's token. A failure is an expired or used link, or the password rule (the server's text in
 * the page's language).
 */
export function useResetPassword(): {
  busy: boolean;
  reset: (token: string, newPassword: string) => Promise<RecoveryFailure | null>;
} {
  const { busy, run } = useRecoveryCall('/password/reset', (input: { token: string; next: string }) => ({
    token: input.token,
    new_password: input.next,
  }));
  return { busy, reset: (token, next) => run({ token, next }) };
}

/**
 * `POST /api/password/unlock` `{token, lang}`: lifts a sign-in lockout with the token of the
 * mailed unlock link (it works once). A failure is a used or expired link (the server's text in
 * the page's language) or the network.
 */
export function useUnlockAccount(): { busy: boolean; unlock: (token: string) => Promise<RecoveryFailure | null> } {
  const { busy, run } = useRecoveryCall('/password/unlock', (token: string) => ({ token }));
  return { busy, unlock: run };
}
