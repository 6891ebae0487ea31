/**
 * Identity's token keys: TOKEN_SIGNING_KEY is required and must be an EC P-256 private key; the
 * previous keys of a rotation are published beside it and still verify their tokens, and a token
 * of a removed key is refused.
 */
import { describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { loadEnv, verifyAccessToken } from '@consulting/service-kit';
import { signTestToken, TEST_INTERNAL_TOKEN, TEST_SECRET, testKeyPair } from '@consulting/service-kit/test-support';
import { identityEnvSchema } from '../src/config.ts';
import { loadTokenKeys } from '../src/token-keys.ts';

const admin = { id: 'a1', role: 'admin' as const, email: 'a@x.sa', name: 'A' };

describe('TOKEN_SIGNING_KEY', () => {
  const base = { MONGODB_URI: 'mongodb://127.0.0.1:1', JWT_SECRET: TEST_SECRET, INTERNAL_TOKEN: TEST_INTERNAL_TOKEN };

  it('is required, and must be an EC P-256 private key', () => {
    expect(() => loadEnv(identityEnvSchema, base)).toThrow(/TOKEN_SIGNING_KEY is required/);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'pem', type: 'pkcs8' });
    expect(() => loadTokenKeys(String(rsa))).toThrow(/TOKEN_SIGNING_KEY must be an EC P-256 key/);
    expect(() => loadTokenKeys('not a key')).toThrow(/TOKEN_SIGNING_KEY is not a PEM private key/);
    const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey.export({ format: 'pem', type: 'pkcs8' });
    expect(() => loadTokenKeys(String(p384))).toThrow(/P-256/);
  });
});

describe('a key rotation', () => {
  it('publishes the new and previous keys, verifies both, and refuses the old key once removed', async () => {
    const old = testKeyPair();
    const next = testKeyPair();
    const publicPem = (await import('node:crypto'))
      .createPublicKey(old.privateKey)
      .export({ format: 'pem', type: 'spki' });
    const overlap = loadTokenKeys(next.pem, `${old.pem}\n${String(publicPem)}`);
    expect(overlap.jwks.keys.map((key) => key.kid)).toEqual([next.jwk.kid, old.jwk.kid]);
    expect(overlap.jwks.keys.every((key) => !('d' in key))).toBe(true);
    const now = Date.now();
    const issued = await overlap.sign(admin, 'session-1', now);
    expect(await verifyAccessToken(issued.token, overlap.keys, now)).toMatchObject({ id: 'a1', sid: 'session-1' });
    const oldToken = signTestToken(admin, { key: old });
    expect(await verifyAccessToken(oldToken, overlap.keys, now)).toMatchObject({ id: 'a1' });
    const after = loadTokenKeys(next.pem);
    expect(await verifyAccessToken(oldToken, after.keys, now)).toBeNull();
    expect(await verifyAccessToken(issued.token, after.keys, now)).not.toBeNull();
  });
});
