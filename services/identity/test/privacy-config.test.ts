/**
 * Identity finds content and requests for the personal-data export and erasure
 * at CONTENT_URL and REQUESTS_URL, each one URL or the comma-separated list of instances that
 * scripts/stack.ts passes.
 */
import { describe, expect, it } from 'vitest';
import { identityConfigFrom, identityEnvSchema } from '../src/config.ts';
import { TEST_TOKEN_SIGNING_KEY } from '@consulting/service-kit/test-support';

const BASE = {
  MONGODB_URI: 'mongodb://x',
  JWT_SECRET: 's'.repeat(32),
  INTERNAL_TOKEN: 't'.repeat(16),
  TOKEN_SIGNING_KEY: TEST_TOKEN_SIGNING_KEY,
};
const configOf = (env: Record<string, string>) => identityConfigFrom(identityEnvSchema.parse({ ...BASE, ...env }));

describe('CONTENT_URL and REQUESTS_URL', () => {
  it('reads one URL or a comma-separated list of instances, in order', () => {
    expect(
      configOf({ CONTENT_URL: 'http://127.0.0.1:4002, http://127.0.0.1:4012', REQUESTS_URL: 'http://requests:8080' })
        .privacyPeers,
    ).toEqual({ content: ['http://127.0.0.1:4002', 'http://127.0.0.1:4012'], requests: ['http://requests:8080'] });
  });

  it('leaves the peers unset unless both are set (empty counts as unset): export and erasure answer 503', () => {
    expect(configOf({}).privacyPeers).toBeUndefined();
    expect(configOf({ CONTENT_URL: 'http://content:8080' }).privacyPeers).toBeUndefined();
    expect(configOf({ CONTENT_URL: '', REQUESTS_URL: 'http://requests:8080' }).privacyPeers).toBeUndefined();
  });

  it('refuses a value that is not a list of http(s) URLs', () => {
    for (const value of ['content:8080', 'ftp://content', ',', 'http://a:1,nope']) {
      expect(identityEnvSchema.safeParse({ ...BASE, CONTENT_URL: value }).success, value).toBe(false);
    }
  });
});
