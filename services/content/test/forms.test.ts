import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRIVACY_POLICY_VERSION } from '@consulting/contracts';
import { issueFormToken, personFormFields } from '@consulting/service-kit';
import { TEST_SECRET } from '@consulting/service-kit/test-support';
import { adminToken, startContent, type ContentUnderTest } from './support/content-harness.ts';

/** The guard fields a person's form carries: a token old enough and the consent. */
const guard = () => personFormFields(TEST_SECRET);

let content: ContentUnderTest;

beforeAll(async () => {
  content = await startContent('content_forms', { seed: false });
});
afterAll(async () => {
  await content?.close();
});

const VALID_CONTACT = {
  name: 'Noura Al-Harbi',
  email: 'Noura@Example.SA',
  phone: '+966 50 123 4567',
  company: 'Harbi Trading',
  subject: 'Trademark registration',
  message: 'We would like to register our new brand in the Kingdom and the Gulf.',
};

describe('POST /api/contact', () => {
  beforeEach(async () => {
    await content.models.ContactMessage.deleteMany({});
  });

  it('stores the message unread and the admin messages page reads it', async () => {
    const sent = await content.call('POST', '/api/contact', { body: { ...VALID_CONTACT, ...guard() } });
    expect(sent).toEqual({
      status: 201,
      body: {
        success: true,
        message: 'Your message has been sent successfully!',
        reference: expect.stringMatching(/^CM-\d{4}-\d{6}$/),
      },
    });
    expect(await content.models.ContactMessage.countDocuments()).toBe(1);

    const { status, body } = await content.call('GET', '/api/admin/messages', { token: adminToken() });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.messages).toHaveLength(1);
    const [message] = body.messages;
    expect(message).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      reference: sent.body.reference,
      ...VALID_CONTACT,
      email: 'noura@example.sa',
      is_read: false,
      created_at: expect.any(String),
      consent: { policy_version: PRIVACY_POLICY_VERSION, given_at: expect.any(String) },
      replies: [],
    });
    expect(Date.now() - Date.parse(message.created_at)).toBeLessThan(60_000);
  });

  it('accepts a message without a company and trims every field', async () => {
    const { company: _company, ...withoutCompany } = VALID_CONTACT;
    const sent = await content.call('POST', '/api/contact', {
      body: { ...withoutCompany, name: '  Noura  ', subject: ' Hello ', ...guard() },
    });
    expect(sent.status).toBe(201);
    expect(await content.models.ContactMessage.findOne().lean()).toMatchObject({
      name: 'Noura',
      subject: 'Hello',
      company: '',
      is_read: false,
    });
  });

  const FILL_IN = 'Please fill in the following fields: ';
  const badInputs: [string, unknown, string][] = [
    ['an empty object', {}, `${FILL_IN}Name, Email, Phone, Subject, Message`],
    [
      'a missing phone and message',
      { ...VALID_CONTACT, phone: undefined, message: undefined },
      `${FILL_IN}Phone, Message`,
    ],
    ['whitespace-only fields', { ...VALID_CONTACT, name: '   ', subject: '\n\t' }, `${FILL_IN}Name, Subject`],
    ['a bad email', { ...VALID_CONTACT, email: 'noura@' }, 'Invalid email address'],
    ['an email without a domain dot', { ...VALID_CONTACT, email: 'noura at example' }, 'Invalid email address'],
    ['a number as the name', { ...VALID_CONTACT, name: 42 }, `${FILL_IN}Name`],
    ['an object as the message', { ...VALID_CONTACT, message: { text: 'hi' } }, `${FILL_IN}Message`],
    ['a number as the company', { ...VALID_CONTACT, company: 7 }, 'Company must be text'],
    [
      'a too long message',
      { ...VALID_CONTACT, message: 'x'.repeat(10_001) },
      'Message is too long (at most 10000 characters)',
    ],
    ['malformed JSON', '{"name": "Noura", ', 'Malformed JSON body'],
    ['a JSON array', '[1, 2]', 'Expected a JSON object'],
    // The JSON parser is strict: a bare string is not a body it accepts.
    ['a JSON string', '"hello"', 'Malformed JSON body'],
  ];
  for (const [what, body, error] of badInputs) {
    it(`answers 400 and stores nothing for ${what}`, async () => {
      const withGuard = body && typeof body === 'object' ? { ...guard(), ...body } : body;
      const res = await content.call('POST', '/api/contact', { body: withGuard });
      expect(res).toEqual({ status: 400, body: { success: false, error } });
      expect(await content.models.ContactMessage.countDocuments()).toBe(0);
    });
  }

  it('answers 400 and stores nothing for a form-encoded body', async () => {
    const res = await fetch(`${content.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Noura', email: 'noura@example.sa' }).toString(),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).success).toBe(false);
    expect(await content.models.ContactMessage.countDocuments()).toBe(0);
  });

  it('answers a bot as it would a person and stores nothing: a filled honeypot, or a form sent too fast', async () => {
    const honeypot = await content.call('POST', '/api/contact', {
      body: { ...VALID_CONTACT, ...guard(), website: 'https://cheap-pills.example' },
    });
    const fresh = issueFormToken(TEST_SECRET).token;
    const tooFast = await content.call('POST', '/api/contact', {
      body: { ...VALID_CONTACT, form_token: fresh, privacy_consent: true },
    });
    for (const res of [honeypot, tooFast]) {
      // A bot gets a reference-shaped decoy too, so its answer is a person's.
      expect(res).toEqual({
        status: 201,
        body: {
          success: true,
          message: 'Your message has been sent successfully!',
          reference: expect.stringMatching(/^CM-\d{4}-\d{6}$/),
        },
      });
    }
    expect(await content.models.ContactMessage.countDocuments()).toBe(0);
    const metrics = await (await fetch(`${content.url}/metrics`)).text();
    expect(metrics).toMatch(/public_form_bots_caught_total\{[^}]*form="contact"[^}]*reason="honeypot"[^}]*\} [1-9]/);
    expect(metrics).toMatch(/public_form_bots_caught_total\{[^}]*form="contact"[^}]*reason="too_fast"[^}]*\} [1-9]/);
  });

  it('refuses a message without the consent tick or without a valid form token, and stores nothing', async () => {
    const { privacy_consent: _consent, ...noConsent } = guard();
    expect(await content.call('POST', '/api/contact', { body: { ...VALID_CONTACT, ...noConsent } })).toEqual({
      status: 400,
      body: { success: false, error: 'Please accept the privacy policy to send this form' },
    });
    for (const form_token of [
      undefined,
      'forged.token',
      issueFormToken(TEST_SECRET, Date.now() - 7 * 3600_000).token,
    ]) {
      const res = await content.call('POST', '/api/contact', {
        body: { ...VALID_CONTACT, privacy_consent: true, form_token },
      });
      expect(res).toEqual({
        status: 400,
        body: { success: false, error: 'This form has expired; please reload the page and send it again' },
      });
    }
    expect(await content.models.ContactMessage.countDocuments()).toBe(0);
  });

  it('limits messages per sender email: past the limit 429 with Retry-After and nothing more stored', async () => {
    const sender = { ...VALID_CONTACT, email: `flood-${Date.now()}@example.com` };
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 7; i += 1) {
      const res = await fetch(`${content.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...sender, email: i % 2 ? sender.email.toUpperCase() : sender.email, ...guard() }),
      });
      statuses.push(res.status);
      if (res.status === 429) {
        retryAfter = res.headers.get('retry-after');
        expect(await res.json()).toEqual({ success: false, error: 'Too many attempts, please try again later' });
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(3600);
    expect(await content.models.ContactMessage.countDocuments({ email: sender.email })).toBe(5);
  });
});

describe('GET /api/forms/token', () => {
  it('hands out a fresh, uncached token with the policy version', async () => {
    const res = await fetch(`${content.url}/api/forms/token`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toEqual({
      success: true,
      token: expect.any(String),
      issued_at: expect.any(Number),
      policy_version: PRIVACY_POLICY_VERSION,
      min_fill_ms: 3000,
    });
    const again = await (await fetch(`${content.url}/api/forms/token`)).json();
    expect(again.token).not.toBe(body.token);
  });
});

describe('POST /api/newsletter', () => {
  beforeEach(async () => {
    await content.models.NewsletterSubscription.deleteMany({});
  });

  const SUBSCRIBED = { status: 201, body: { success: true, message: 'Thank you for subscribing to our newsletter!' } };

  it('stores one subscription per email, whatever its letter case, and answers a repeat exactly as the first (no enumeration)', async () => {
    const first = await content.call('POST', '/api/newsletter', {
      body: { email: ' Reader@Example.com ', ...guard() },
    });
    expect(first).toEqual(SUBSCRIBED);
    const again = await content.call('POST', '/api/newsletter', { body: { email: 'reader@EXAMPLE.com', ...guard() } });
    expect(again).toEqual(first);
    const stored = await content.models.NewsletterSubscription.find().lean();
    expect(stored.map((s) => s.email)).toEqual(['reader@example.com']);
    expect(stored[0].created_at).toBeInstanceOf(Date);
    expect(stored[0].consent).toEqual({ policy_version: PRIVACY_POLICY_VERSION, given_at: expect.any(Date) });
  });

  it('keeps one subscription when the same email arrives twice at once', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => content.call('POST', '/api/newsletter', { body: { email: 'race@example.com', ...guard() } })),
    );
    expect(results).toEqual([SUBSCRIBED, SUBSCRIBED, SUBSCRIBED]);
    expect(await content.models.NewsletterSubscription.countDocuments({ email: 'race@example.com' })).toBe(1);
  });

  it('answers 400 and stores nothing for a missing, blank or invalid email', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Please fill in the following fields: Email'],
      [{ email: '  ' }, 'Please fill in the following fields: Email'],
      [{ email: 'not-an-email' }, 'Invalid email address'],
      ['{"email":', 'Malformed JSON body'],
    ];
    for (const [body, error] of cases) {
      const withGuard = body && typeof body === 'object' ? { ...guard(), ...body } : body;
      expect(await content.call('POST', '/api/newsletter', { body: withGuard })).toEqual({
        status: 400,
        body: { success: false, error },
      });
    }
    expect(await content.models.NewsletterSubscription.countDocuments()).toBe(0);
  });
});
