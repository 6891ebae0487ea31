import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type mongoose from 'mongoose';
import { Registry } from 'prom-client';
import { CONSENT_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD, PRIVACY_POLICY_VERSION } from '@consulting/contracts';
import { checkPublicForm, HttpError, issueFormToken, personFormFields, sharedRateLimiter } from '../src/index.ts';
import { openTestDatabase, TEST_SECRET } from '../test-support/index.ts';

const NOW = Date.UTC(2026, 10, 24, 12);

function caught(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('checkPublicForm (bots and consent)', () => {
  const token = (ageMs: number) => issueFormToken(TEST_SECRET, NOW - ageMs).token;
  const options = { secret: TEST_SECRET, form: 'contact', now: NOW };

  it('accepts a person: a token old enough, an empty honeypot and a ticked box, and records the consent', () => {
    const verdict = checkPublicForm(
      { [FORM_TOKEN_FIELD]: token(5000), [HONEYPOT_FIELD]: '', [CONSENT_FIELD]: 'on' },
      options,
    );
    expect(verdict).toEqual({
      kind: 'person',
      consent: { policy_version: PRIVACY_POLICY_VERSION, given_at: new Date(NOW) },
    });
    expect(checkPublicForm({ ...personFormFields(TEST_SECRET, NOW) }, options).kind).toBe('person');
  });

  it('catches a filled honeypot and a form sent too fast, and counts them by form and reason', async () => {
    const registry = new Registry();
    const withRegistry = { ...options, registry };
    expect(
      checkPublicForm(
        { [FORM_TOKEN_FIELD]: token(5000), [HONEYPOT_FIELD]: 'http://spam', [CONSENT_FIELD]: true },
        withRegistry,
      ),
    ).toEqual({ kind: 'bot', reason: 'honeypot' });
    expect(checkPublicForm({ [FORM_TOKEN_FIELD]: token(500), [CONSENT_FIELD]: true }, withRegistry)).toEqual({
      kind: 'bot',
      reason: 'too_fast',
    });
    // A bot is caught before the consent check: it gets no hint of what a person must tick.
    expect(checkPublicForm({ [FORM_TOKEN_FIELD]: token(10) }, withRegistry).kind).toBe('bot');
    const text = await registry.metrics();
    expect(text).toContain('public_form_bots_caught_total{form="contact",reason="honeypot"} 1');
    expect(text).toContain('public_form_bots_caught_total{form="contact",reason="too_fast"} 2');
  });

  it('refuses a missing, forged, tampered or expired token with a 400 a person can act on', () => {
    const good = token(5000);
    const [payload, signature] = good.split('.');
    const forged = issueFormToken('another-secret-'.padEnd(40, 'y'), NOW - 5000).token;
    for (const bad of [
      undefined,
      '',
      'abc',
      `${payload}`,
      `${payload}.${signature}.x`,
      `${payload}x.${signature}`,
      forged,
      token(7 * 3600_000),
      token(-5 * 60_000),
      42,
      { a: 1 },
    ]) {
      const error = caught(() => checkPublicForm({ [FORM_TOKEN_FIELD]: bad, [CONSENT_FIELD]: true }, options));
      expect(error.status).toBe(400);
      expect(error.message).toMatch(/reload the page/);
    }
  });

  it('asks for consent when the box is not ticked', () => {
    for (const consent of [undefined, '', 'false', false, 'off', '0']) {
      const error = caught(() =>
        checkPublicForm({ [FORM_TOKEN_FIELD]: token(5000), [CONSENT_FIELD]: consent }, options),
      );
      expect(error.status).toBe(400);
      expect(error.message).toMatch(/privacy policy/);
    }
  });
});

describe('sharedRateLimiter (limits in one store)', () => {
  let connection: mongoose.Connection;
  beforeAll(async () => {
    connection = await openTestDatabase('kit_rate_limits');
  });
  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  it('lets `points` calls through per key, then answers 429 with Retry-After; two limiters on one store act as one', async () => {
    const rules = { contact_email: { points: 3, durationSeconds: 60 } };
    const first = sharedRateLimiter(connection, rules);
    const second = sharedRateLimiter(connection, rules);
    await first.consume('contact_email', 'a@example.com');
    await second.consume('contact_email', 'a@example.com');
    await first.consume('contact_email', 'a@example.com');
    const error = await second.consume('contact_email', 'a@example.com').then(
      () => null,
      (e: unknown) => e as HttpError,
    );
    expect(error?.status).toBe(429);
    expect(Number(error?.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
    expect(Number(error?.headers['Retry-After'])).toBeLessThanOrEqual(60);
    // Another key has its own count.
    await first.consume('contact_email', 'b@example.com');
  });

  it('counts nothing when turned off', async () => {
    const off = sharedRateLimiter(connection, { x: { points: 1, durationSeconds: 60 } }, { enabled: false });
    for (let i = 0; i < 5; i += 1) await off.consume('x', 'k');
  });
});
