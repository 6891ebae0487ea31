/**
 * The secrets service tests sign and call with. Their own module, so the helpers that use them
 * (admin-roles.ts) do not import the index that re-exports those helpers.
 */

/** A 32-byte hex secret for tests. */
export const TEST_SECRET = 'test-secret-'.padEnd(48, 'x');
/** The internal service token for tests. */
export const TEST_INTERNAL_TOKEN = 'internal-test-token-0123456789';
