import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminToken, startContent, type ContentUnderTest } from './support/content-harness.ts';

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
    const sent = await content.call('POST', '/api/contact', { body: VALID_CONTACT });
    expect(sent).toEqual({
      status: 201,
      body: { success: true, message: 'Your message has been sent successfully!' },
    });
    expect(await content.models.ContactMessage.countDocuments()).toBe(1);

    const { status, body } = await content.call('GET', '/api/admin/messages', { token: adminToken() });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.messages).toHaveLength(1);
    const [message] = body.messages;
    expect(message).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      ...VALID_CONTACT,
      email: 'noura@example.sa',
      is_read: false,
      created_at: expect.any(String),
      replies: [],
    });
    expect(Date.now() - Date.parse(message.created_at)).toBeLessThan(60_000);
  });

  it('accepts a message without a company and trims every field', async () => {
    const { company: _company, ...withoutCompany } = VALID_CONTACT;
    const sent = await content.call('POST', '/api/contact', {
      body: { ...withoutCompany, name: '  Noura  ', subject: ' Hello ' },
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
      const res = await content.call('POST', '/api/contact', { body });
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
    expect((await res.json()).error).toMatch(/^Please fill in the following fields: /);
    expect(await content.models.ContactMessage.countDocuments()).toBe(0);
  });
});

describe('POST /api/newsletter', () => {
  beforeEach(async () => {
    await content.models.NewsletterSubscription.deleteMany({});
  });

  it('stores one subscription per email, whatever its letter case', async () => {
    const first = await content.call('POST', '/api/newsletter', { body: { email: ' Reader@Example.com ' } });
    expect(first).toEqual({
      status: 201,
      body: { success: true, message: 'Thank you for subscribing to our newsletter!' },
    });
    const again = await content.call('POST', '/api/newsletter', { body: { email: 'reader@EXAMPLE.com' } });
    expect(again).toEqual({ status: 409, body: { success: false, error: 'This email is already subscribed' } });
    const stored = await content.models.NewsletterSubscription.find().lean();
    expect(stored.map((s) => s.email)).toEqual(['reader@example.com']);
    expect(stored[0].created_at).toBeInstanceOf(Date);
  });

  it('keeps one subscription when the same email arrives twice at once', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => content.call('POST', '/api/newsletter', { body: { email: 'race@example.com' } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
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
      expect(await content.call('POST', '/api/newsletter', { body })).toEqual({
        status: 400,
        body: { success: false, error },
      });
    }
    expect(await content.models.NewsletterSubscription.countDocuments()).toBe(0);
  });
});
