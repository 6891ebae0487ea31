import { describe } from 'vitest';
import { describeAdminRoles } from '@consulting/service-kit/test-support';
import { startContent } from './support/content-harness.ts';

/** Editors manage services, sectors, news and messages, but not the export or the feed. */
describe('content admin routes by role', () => {
  describeAdminRoles(
    () => startContent('content_roles', { seed: false }),
    ['get /api/admin/news', 'post /api/admin/messages/{id}/reply', 'get /api/admin/messages/export'],
  );
});
