import { useCallback, useState } from 'react';
import { api, ApiError, useLanguage } from '@consulting/platform';
import type { PasswordForgotResponse, PasswordResetResponse } from '@consulting/contracts';

/** A refusal to show: the server's text (in the page's language), or no connection. */
export type RecoveryFailure = { kind: 'server'; message: string } | { kind: 'network' };

function failureOf(error: unknown): RecoveryFailure {
  if (error instanceof ApiError && error.status !== 0) return { kind: 'server', message: error.message };
  return { kind: 'network' };
}

/**
 * `POST /api/password/forgot` `{email, lang, area:'client'}` (issue 14 part 1). The server
 * answers the same for every email, so success says only that the request was taken. Resolves
 * null on success, else the failure (bad input, too many attempts, network); never rejects.
 */
export function useForgotPassword(): { busy: boolean; send: (email: string) => Promise<RecoveryFailure | null> } {
  const [busy, setBusy] = useState(false);
  const send = useCallback(async (email: string) => {
    setBusy(true);
    try {
      await api<PasswordForgotResponse>('/password/forgot', {
        method: 'POST',
        body: { email: email.trim(), lang: useLanguage.getState().language, area: 'client' },
        auth: 'none',
      });
      return null;
    } catch (error) {
      return failureOf(error);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, send };
}

/**
 * `POST /api/password/reset` `{token, new_password, lang}`: sets the new password with the mailed
 * link's token. Resolves null on success, else the failure (an expired or used link, the
 * password rule: the server's text in the page's language); never rejects.
 */
export function useResetPassword(): {
  busy: boolean;
  reset: (token: string, newPassword: string) => Promise<RecoveryFailure | null>;
} {
  const [busy, setBusy] = useState(false);
  const reset = useCallback(async (token: string, newPassword: string) => {
    setBusy(true);
    try {
      await api<PasswordResetResponse>('/password/reset', {
        method: 'POST',
        body: { token, new_password: newPassword, lang: useLanguage.getState().language },
        auth: 'none',
      });
      return null;
    } catch (error) {
      return failureOf(error);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, reset };
}

/**
 * `POST /api/password/unlock` `{token, lang}`: lifts a sign-in lockout with the token of the
 * mailed unlock link (it works once). Resolves null on success, else the failure (a used or
 * expired link: the server's text in the page's language; network); never rejects.
 */
export function useUnlockAccount(): { busy: boolean; unlock: (token: string) => Promise<RecoveryFailure | null> } {
  const [busy, setBusy] = useState(false);
  const unlock = useCallback(async (token: string) => {
    setBusy(true);
    try {
      await api<PasswordResetResponse>('/password/unlock', {
        method: 'POST',
        body: { token, lang: useLanguage.getState().language },
        auth: 'none',
      });
      return null;
    } catch (error) {
      return failureOf(error);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, unlock };
}
