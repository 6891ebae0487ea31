import { describe } from 'vitest';
import { describeAdminRoles } from '@consulting/service-kit/test-support';
import { startHarness } from './support/harness.ts';

/** None of requests' admin routes is an editor's; the spec's routes outside /api/admin are admin routes too. */
describe('requests admin routes by role', () => {
  describeAdminRoles(() => startHarness('requests_roles'), ['get /api/admin/counts', 'get /api/join-applications']);
});
