import { useCallback, useState } from 'react';
import { api, ApiError, useSession } from '@consulting/platform';
import type { PasswordChangedResponse, PasswordForgotResponse, PasswordResetResponse } from '@consulting/contracts';
import { PASSWORD_AR } from './texts.ts';

/** The Arabic text to show for a failed call: the server's (the panel's routes answer in Arabic), else a connection error. */
function messageOf(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0) return error.message;
  return PASSWORD_AR.connectionError;
}

/** Runs `call` with a busy flag; resolves null on success, else the message to show; never rejects. */
function useCall<A extends unknown[]>(
  call: (...args: A) => Promise<void>,
): { busy: boolean; run: (...args: A) => Promise<string | null> } {
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      setBusy(true);
      try {
        await call(...args);
        return null;
      } catch (error) {
        return messageOf(error);
      } finally {
        setBusy(false);
      }
    },
    [call],
  );
  return { busy, run };
}

async function changeStaffPassword(currentPassword: string, newPassword: string): Promise<void> {
  const reply = await api<PasswordChangedResponse>('/admin/password', {
    method: 'POST',
    body: { current_password: currentPassword, new_password: newPassword, lang: 'ar' },
    auth: 'admin',
  });
  const { adminToken, signInAdmin } = useSession.getState();
  if (adminToken) signInAdmin(reply.user, adminToken);
}

async function askForResetLink(email: string): Promise<void> {
  await api<PasswordForgotResponse>('/password/forgot', {
    method: 'POST',
    body: { email: email.trim(), lang: 'ar', area: 'admin' },
    auth: 'none',
  });
}

async function resetWithLink(token: string, newPassword: string): Promise<void> {
  await api<PasswordResetResponse>('/password/reset', {
    method: 'POST',
    body: { token, new_password: newPassword, lang: 'ar' },
    auth: 'none',
  });
}

async function unlockWithLink(token: string): Promise<void> {
  await api<PasswordResetResponse>('/password/unlock', { method: 'POST', body: { token, lang: 'ar' }, auth: 'none' });
}

/**
 * `POST /api/admin/password` `{current_password, new_password}` for the signed-in staff member
 *; on success the stored session keeps its token and loses
 * `must_change_password` (the server signed out the other sessions).
 */
export function useChangeStaffPassword() {
  return useCall(changeStaffPassword);
}

/** `POST /api/password/forgot` `{email, lang:'ar', area:'admin'}`: the same answer for every email. */
export function useForgotStaffPassword() {
  return useCall(askForResetLink);
}

/** `POST /api/password/reset` `{token, new_password, lang:'ar'}`: refusals (expired link, the rule) in Arabic. */
export function useResetStaffPassword() {
  return useCall(resetWithLink);
}

/** `POST /api/password/unlock` `{token, lang:'ar'}`: lifts a sign-in lockout once; a used or expired link in Arabic. */
export function useUnlockStaffAccount() {
  return useCall(unlockWithLink);
}
