import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OwnSessionsResponse,
  TwoFactorEnableResponse,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
} from '@consulting/contracts';
import { adminApi } from '../../shared/admin-api.ts';

const TWO_FACTOR_KEY = ['admin', 'account', '2fa'] as const;
const SESSIONS_KEY = ['admin', 'account', 'sessions'] as const;

/** `GET /api/admin/2fa` → whether two-factor sign-in is on, and recovery codes left. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: TWO_FACTOR_KEY,
    queryFn: ({ signal }) => adminApi<TwoFactorStatusResponse>('/admin/2fa', { signal }),
  });
}

/** `POST /api/admin/2fa/setup` `{password}` (the current one) → a new pending secret with its QR code. */
export function useTwoFactorSetup() {
  return useMutation({
    mutationFn: (password: string) =>
      adminApi<TwoFactorSetupResponse>('/admin/2fa/setup', { method: 'POST', body: { password } }),
  });
}

/** `POST /api/admin/2fa/enable` `{password, code}` → the ten recovery codes, shown once. */
export function useTwoFactorEnable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ password, code }: { password: string; code: string }) =>
      adminApi<TwoFactorEnableResponse>('/admin/2fa/enable', { method: 'POST', body: { password, code } }),
    onSettled: () => client.invalidateQueries({ queryKey: TWO_FACTOR_KEY }),
  });
}

/** `POST /api/admin/2fa/disable` `{password}` (the current one). */
export function useTwoFactorDisable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      adminApi<{ success: true }>('/admin/2fa/disable', { method: 'POST', body: { password } }),
    onSettled: () => client.invalidateQueries({ queryKey: TWO_FACTOR_KEY }),
  });
}

/** `GET /api/user/sessions` with the staff token → the caller's live sessions. */
export function useOwnSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: async ({ signal }) => (await adminApi<OwnSessionsResponse>('/user/sessions', { signal })).sessions,
  });
}

/** `DELETE /api/user/sessions/:id`: ends one of the caller's sessions. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminApi<{ success: true }>(`/user/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/** `POST /api/user/sessions/revoke-all`: "sign out everywhere", this session included. */
export function useEndAllSessions() {
  return useMutation({
    mutationFn: () => adminApi<{ success: true; revoked: number }>('/user/sessions/revoke-all', { method: 'POST' }),
  });
}
