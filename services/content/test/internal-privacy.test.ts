/**
 * Personal data (Saudi PDPL): content's `/internal/privacy` routes, which identity calls for
 * the admin's personal-data export and erasure (the whole flow is tested in
 * services/identity/test/privacy.test.ts). Here: the guard, the input checks, what is found and
 * an erasure that a repeat leaves unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_TOKEN_HEADER, personFormFields } from '@consulting/service-kit';
import { TEST_INTERNAL_TOKEN, TEST_SECRET } from '@consulting/service-kit/test-support';
import { adminToken, startContent, type ContentUnderTest } from './support/content-harness.ts';

const EMAIL = 'nora@example.sa';
const PSEUDONYM = 'erased:00ff00ff00ff00ff';
let content: ContentUnderTest;

const call = (method: string, path: string, body?: unknown, token: string | null = TEST_INTERNAL_TOKEN) =>
  fetch(`${content.url}${path}`, {
    method,
    headers: {
      ...(token ? { [INTERNAL_TOKEN_HEADER]: token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function contact(email: string, subject: string) {
  const res = await content.call('POST', '/api/contact', {
    body: { name: 'Nora', email, phone: '0500000000', subject, message: 'Hello', ...personFormFields(TEST_SECRET) },
  });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  content = await startContent('content_privacy', { seed: false });
  await contact('Nora@Example.sa', 'First');
  await contact('someone@example.sa', 'Other');
  const subscribed = await content.call('POST', '/api/newsletter', {
    body: { email: EMAIL, ...personFormFields(TEST_SECRET) },
  });
  expect(subscribed.status).toBe(201);
  const token = adminToken();
  const inbox = await content.call('GET', '/api/admin/messages', { token });
  const first = inbox.body.messages.find((m: { subject: string }) => m.subject === 'First');
  expect(
    (await content.call('PUT', `/api/admin/messages/${first.id}`, { token, body: { is_read: true } })).status,
  ).toBe(200);
});
afterAll(() => content?.close());

describe('/internal/privacy on content', () => {
  it('403 without the internal token; 400 for a bad email or pseudonym; nothing erased', async () => {
    expect((await call('GET', `/internal/privacy?email=${EMAIL}`, undefined, null)).status).toBe(403);
    expect((await call('GET', `/internal/privacy?email=${EMAIL}`, undefined, 'wrong')).status).toBe(403);
    expect((await call('POST', '/internal/privacy/erase', { email: EMAIL, pseudonym: PSEUDONYM }, null)).status).toBe(
      403,
    );
    expect((await call('GET', '/internal/privacy?email=nope')).status).toBe(400);
    for (const body of [{ email: EMAIL }, { email: EMAIL, pseudonym: 'erased:nothex' }, { pseudonym: PSEUDONYM }]) {
      const res = await call('POST', '/internal/privacy/erase', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).success).toBe(false);
    }
    expect(await content.models.ContactMessage.countDocuments({ email: EMAIL })).toBe(1);
  });

  it('lists the messages and the subscription of the email, whatever its case', async () => {
    const res = await call('GET', `/internal/privacy?email=${encodeURIComponent(' NORA@example.SA ')}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.contact_messages).toEqual([expect.objectContaining({ email: EMAIL, subject: 'First', is_read: true })]);
    expect(body.newsletter_subscriptions).toEqual([
      {
        email: EMAIL,
        consent: { policy_version: expect.any(String), given_at: expect.any(String) },
        created_at: expect.any(String),
      },
    ]);
  });

  it('erases them, pseudonymises their audit entries, and a repeat changes nothing', async () => {
    const res = await call('POST', '/internal/privacy/erase', { email: EMAIL, pseudonym: PSEUDONYM });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      erased: { contact_messages: 1, newsletter_subscriptions: 1, audit_entries: 1 },
    });
    const [entry] = await content.connection
      .db!.collection('audit_trail')
      .find({ entity: 'contact_message' })
      .toArray();
    expect(entry).toMatchObject({
      action: 'update',
      actor_email: 'admin@example.com',
      before: { email: PSEUDONYM, name: PSEUDONYM, phone: PSEUDONYM, subject: PSEUDONYM, is_read: false },
      after: { email: PSEUDONYM, message: PSEUDONYM, is_read: true },
    });
    expect(JSON.stringify(entry)).not.toContain('nora');
    const again = await call('POST', '/internal/privacy/erase', { email: EMAIL, pseudonym: PSEUDONYM });
    expect((await again.json()).erased).toEqual({ contact_messages: 0, newsletter_subscriptions: 0, audit_entries: 0 });
    expect(await content.models.ContactMessage.countDocuments()).toBe(1);
    expect(await content.models.NewsletterSubscription.countDocuments()).toBe(0);
  });
});
