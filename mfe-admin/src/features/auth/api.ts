import { useCallback, useState } from 'react';
import { api, ApiError, useSession } from '@consulting/platform';
import type { LoginResponse, TwoFactorChallengeResponse } from '@consulting/contracts';
import { AR } from '../../texts.ts';

/** A failed admin login as spec §8 words it: a title (server text or fallback) and a description. */
export interface AdminLoginFailure {
  title: string;
  description: string;
}

function failureOf(error: unknown): AdminLoginFailure {
  if (error instanceof ApiError) {
    if (error.status === 0) return { title: AR.login.connectionError, description: AR.login.failedDescription };
    // `api()` words a reply without `error` as 'HTTP {status}: …'; only real server text is shown.
    const fromServer = error.message && !error.message.startsWith(`HTTP ${error.status}:`) ? error.message : null;
    return { title: fromServer ?? AR.login.failed, description: AR.login.failedDescription };
  }
  return { title: AR.login.failed, description: AR.login.failedDescription };
}

/** The second step a staff member with two-factor sign-in on is asked for. */
export interface TwoFactorChallenge {
  challenge: string;
}

/**
 * Signs a staff member in (spec §7; an admin or an editor): POST /api/admin/login JSON
 * {email, password} → `{success, user, token}`, stored with `signInAdmin`. Resolves `null` on
 * success, `{challenge}` when they turned two-factor sign-in on (then `verifyAdminTwoFactor`
 * finishes it), else the failure to toast (spec §8: server error or 'خطأ في تسجيل الدخول'; a
 * reply without token or user is 'خطأ في الاستجابة'); never rejects.
 */
export function useAdminLogin(): {
  busy: boolean;
  login: (email: string, password: string) => Promise<AdminLoginFailure | TwoFactorChallenge | null>;
} {
  const [busy, setBusy] = useState(false);
  const login = useCallback(async (email: string, password: string) => {
    setBusy(true);
    try {
      const reply = await api<LoginResponse | TwoFactorChallengeResponse | { success: false; error?: string }>(
        '/admin/login',
        { method: 'POST', body: { email: email.trim(), password }, auth: 'none' },
      );
      if (reply?.success === true && 'two_factor_required' in reply) return { challenge: reply.challenge };
      if (reply?.success !== true) {
        const message = (reply as { error?: string } | null)?.error;
        return { title: message || AR.login.failed, description: AR.login.failedDescription };
      }
      if (!reply.token || !reply.user)
        return { title: AR.login.invalidResponse, description: AR.login.failedDescription };
      // REQUIRE_ADMIN_2FA: the session may only enrol; the guarded area holds them on the set-up page.
      const user =
        reply.restriction === 'two_factor_enrolment'
          ? { ...reply.user, two_factor_enrolment_required: true }
          : reply.user;
      useSession.getState().signInAdmin(user, reply.token);
      return null;
    } catch (error) {
      return failureOf(error);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, login };
}

/**
 * Checks the stored admin session (spec §4 "Sessions"): GET /api/admin/verify with the admin
 * Bearer → `{valid, restriction}`. Resolves 'valid', 'invalid' (valid:false, 401 or 403) or
 * 'unknown' (network or server error: the caller keeps the stored session). A valid session that
 * owes two-factor enrolment is marked on the stored admin, so the guarded area holds them on the
 * set-up page (e.g. after a first password change).
 */
export async function verifyAdminSession(signal?: AbortSignal): Promise<'valid' | 'invalid' | 'unknown'> {
  try {
    const reply = await api<{ valid?: boolean; restriction?: string | null }>('/admin/verify', {
      auth: 'admin',
      signal,
    });
    const { admin, adminToken, signInAdmin } = useSession.getState();
    if (reply?.valid === true && reply.restriction === 'two_factor_enrolment' && admin && adminToken) {
      signInAdmin({ ...admin, two_factor_enrolment_required: true }, adminToken);
    }
    return reply?.valid === true ? 'valid' : 'invalid';
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return 'invalid';
    return 'unknown';
  }
}

/**
 * Logs the admin out (spec §2 "Admin sidebar"): POST /api/admin/logout with the admin Bearer,
 * then clears the admin session whatever the server answered. Never rejects.
 */
export async function logoutAdmin(): Promise<void> {
  try {
    await api('/admin/logout', { method: 'POST', auth: 'admin' });
  } catch {
    /* the local session is cleared anyway */
  }
  useSession.getState().signOutAdmin();
}

/**
 * The second step of a staff sign-in with two-factor sign-in on: POST
 * /api/admin/login/2fa JSON {challenge, code} or {challenge, recovery_code} → `LoginResponse`,
 * stored with `signInAdmin`. Resolves `null` on success, else the failure to toast (the server's
 * text: a wrong code, an expired step); never rejects.
 */
export async function verifyAdminTwoFactor(
  challenge: string,
  factor: { code: string } | { recovery_code: string },
): Promise<AdminLoginFailure | null> {
  try {
    const reply = await api<LoginResponse>('/admin/login/2fa', {
      method: 'POST',
      body: { challenge, ...factor },
      auth: 'none',
    });
    if (!reply?.token || !reply.user) return { title: AR.login.invalidResponse, description: '' };
    useSession.getState().signInAdmin(reply.user, reply.token);
    return null;
  } catch (error) {
    const failure = failureOf(error);
    return { title: failure.title, description: '' };
  }
}
