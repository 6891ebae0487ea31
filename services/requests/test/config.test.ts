import { describe, expect, it } from 'vitest';
import { createLogger, loadEnv } from '@consulting/service-kit';
import { serve, TEST_INTERNAL_TOKEN, TEST_SECRET } from '@consulting/service-kit/test-support';
import { buildApp } from '../src/app.ts';
import { deriveUploadUrlSecret, requestsEnvSchema } from '../src/config.ts';

describe('environment', () => {
  const base = {
    MONGODB_URI: 'mongodb://127.0.0.1:1',
    JWT_SECRET: TEST_SECRET,
    INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
    IDENTITY_URL: 'http://127.0.0.1:4001',
  };

  it('refuses to start without IDENTITY_URL: identity verifies every session', () => {
    const { IDENTITY_URL: _identity, ...withoutIdentity } = base;
    expect(() => loadEnv(requestsEnvSchema, withoutIdentity)).toThrow(/IDENTITY_URL is required/);
  });

  it('has the documented defaults', () => {
    expect(loadEnv(requestsEnvSchema, base)).toMatchObject({
      PORT: 4003,
      HOST: '127.0.0.1',
      REQUESTS_DB: 'consulting_requests',
      ORPHAN_SWEEP_GRACE_MS: 600_000,
      ORPHAN_SWEEP_INTERVAL_MS: 300_000,
      FORM_MIN_FILL_MS: 3000,
      REQUESTS_PER_EMAIL_PER_HOUR: 5,
      PUBLIC_URL: 'http://localhost:8080',
      JOIN_FILES_RETENTION_MONTHS: 24,
      JOIN_FILES_SWEEP_INTERVAL_MS: 24 * 60 * 60_000,
    });
    expect(loadEnv(requestsEnvSchema, { ...base, PORT: '5005' }).PORT).toBe(5005);
    expect(() => loadEnv(requestsEnvSchema, { ...base, UPLOAD_URL_SECRET: 'short' })).toThrow(/UPLOAD_URL_SECRET/);
    expect(loadEnv(requestsEnvSchema, { ...base, ORPHAN_SWEEP_GRACE_MS: '8000' }).ORPHAN_SWEEP_GRACE_MS).toBe(8000);
    // A grace of 0 would remove uploads still waiting for their record.
    expect(() => loadEnv(requestsEnvSchema, { ...base, ORPHAN_SWEEP_GRACE_MS: '0' })).toThrow(/ORPHAN_SWEEP_GRACE_MS/);
  });

  it('reads the issue-13 settings: a fill time of 0 is allowed, a retention of 0 months is not', () => {
    const env = loadEnv(requestsEnvSchema, {
      ...base,
      FORM_MIN_FILL_MS: '0',
      REQUESTS_PER_EMAIL_PER_HOUR: '100000',
      RATE_LIMITS: 'off',
      JOIN_FILES_RETENTION_MONTHS: '6',
    });
    expect(env).toMatchObject({
      FORM_MIN_FILL_MS: 0,
      REQUESTS_PER_EMAIL_PER_HOUR: 100_000,
      RATE_LIMITS: 'off',
      JOIN_FILES_RETENTION_MONTHS: 6,
    });
    expect(() => loadEnv(requestsEnvSchema, { ...base, JOIN_FILES_RETENTION_MONTHS: '0' })).toThrow(
      /JOIN_FILES_RETENTION_MONTHS/,
    );
    expect(() => loadEnv(requestsEnvSchema, { ...base, REQUESTS_PER_EMAIL_PER_HOUR: '0' })).toThrow(
      /REQUESTS_PER_EMAIL_PER_HOUR/,
    );
  });

  it('derives a download-link secret that is stable and differs from the JWT secret', () => {
    const derived = deriveUploadUrlSecret(TEST_SECRET);
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    expect(derived).not.toBe(TEST_SECRET);
    expect(deriveUploadUrlSecret(TEST_SECRET)).toBe(derived);
    expect(deriveUploadUrlSecret(`${TEST_SECRET}!`)).not.toBe(derived);
  });
});

describe('before the database is connected', () => {
  it('answers /readyz and data routes with 503 but stays up', async () => {
    const app = buildApp({
      database: () => undefined,
      config: {
        jwtSecret: TEST_SECRET,
        internalToken: TEST_INTERNAL_TOKEN,
        identityUrl: 'http://127.0.0.1:9',
        uploadUrlSecret: 'x'.repeat(32),
      },
      logger: createLogger('requests'),
    });
    const server = await serve(app);
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
      const form = new FormData();
      for (const [k, v] of Object.entries({ user_name: 'A', user_email: 'a@b.sa', message: 'm' })) form.append(k, v);
      const res = await fetch(`${server.url}/api/track-requests`, { method: 'POST', body: form });
      expect(res.status).toBe(503);
      expect((await res.json()).success).toBe(false);
    } finally {
      await server.close();
    }
  });
});
