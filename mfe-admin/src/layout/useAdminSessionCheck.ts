import { useEffect } from 'react';
import { useSession } from '@consulting/platform';
import { verifyAdminSession } from '../features/auth/api.ts';

/**
 * Verifies the stored admin session once the guarded area mounts (spec §4 "Sessions"): an
 * invalid session is cleared (the layout then redirects to /admin/login); on a network or
 * server error the admin stays signed in with the stored data.
 */
export function useAdminSessionCheck(): void {
  const adminToken = useSession((s) => s.adminToken);
  useEffect(() => {
    if (!adminToken) return;
    const controller = new AbortController();
    void verifyAdminSession(controller.signal).then((verdict) => {
      if (verdict === 'invalid' && !controller.signal.aborted) useSession.getState().signOutAdmin();
    });
    return () => controller.abort();
  }, [adminToken]);
}
