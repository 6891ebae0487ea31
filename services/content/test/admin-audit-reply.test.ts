/**
 * The content service, against a real identity app (its buildApp on its own test
 * database): replies to contact messages go out through identity's mail and land in its
 * outbox; admin changes are audited; an admin logout at identity stops the token here at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personFormFields } from '@consulting/service-kit';
import { TEST_SECRET, signTestToken } from '@consulting/service-kit/test-support';
// Test-only reach into the identity workspace: the real service, not a stub, is what must answer.
import { startIdentity, type IdentityUnderTest } from '../../identity/test/identity-app.ts';
import { adminToken, clientToken, startContent, type ContentUnderTest } from './support/content-harness.ts';

const ADMIN = { name: 'Admin One', email: 'admin@site.sa', password: 'admin-pass-123', role: 'admin' as const };
const CLIENT = { name: 'Client', email: 'client@site.sa', password: 'client-pass-123', role: 'client' as const };
const SOME_ID = '0123456789abcdef01234567';

let identity: IdentityUnderTest;
let content: ContentUnderTest;

beforeAll(async () => {
  identity = await startIdentity('content_issue5_identity');
  await identity.addUser(ADMIN);
  await identity.addUser(CLIENT);
  content = await startContent('content_issue5', { seed: false, identityUrl: identity.url, identitySessions: true });
});
afterAll(async () => {
  await content?.close();
  await identity?.close();
});

/** A real admin token from identity's login. */
async function login(user: { email: string; password: string }, path = '/api/admin/login'): Promise<string> {
  const res = await identity.post(path, { email: user.email, password: user.password });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Sends a contact message through the public form and returns its admin record. */
async function contactMessage(
  target: ContentUnderTest,
  token: string,
  fields: { email: string; subject: string; message: string },
) {
  const sent = await target.call('POST', '/api/contact', {
    body: { name: 'Visitor', phone: '0500000000', ...fields, ...personFormFields(TEST_SECRET) },
  });
  expect(sent.status).toBeLessThan(300);
  const list = await target.call('GET', '/api/admin/messages', { token });
  return list.body.messages.find((m: { subject: string }) => m.subject === fields.subject);
}

describe('POST /api/admin/messages/:id/reply', () => {
  it('mails the reply through identity, records it on the message and leaves it unread', async () => {
    const token = await login(ADMIN);
    const message = await contactMessage(content, token, {
      email: 'Visitor@Mail.sa',
      subject: 'Consultation',
      message: 'First line\nSecond line',
    });
    expect(message).toMatchObject({ is_read: false, replies: [] });

    const res = await content.call('POST', `/api/admin/messages/${message.id}/reply`, {
      token,
      body: { reply: '  Thank you, we will call you tomorrow.  ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: {
        ...message,
        replies: [
          { text: 'Thank you, we will call you tomorrow.', sent_at: expect.any(String), admin_email: ADMIN.email },
        ],
      },
    });
    expect(res.body.message.is_read).toBe(false);
    expect(Date.now() - Date.parse(res.body.message.replies[0].sent_at)).toBeLessThan(60_000);

    // The visitor's inbox also holds the message's confirmation; the reply is the other one.
    const replies = async () =>
      (await identity.outbox('visitor@mail.sa')).filter((mail) => mail.kind !== 'lead_confirmation');
    const mails = await replies();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('رد على رسالتك: Consultation | Reply to your message: Consultation');
    expect(mails[0].text.startsWith('Thank you, we will call you tomorrow.\n')).toBe(true);
    expect(mails[0].text).toContain('> First line\n> Second line');

    const listed = await content.call('GET', '/api/admin/messages', { token });
    expect(listed.body.messages.find((m: { id: string }) => m.id === message.id)).toEqual(res.body.message);

    const second = await content.call('POST', `/api/admin/messages/${message.id}/reply`, {
      token,
      body: { reply: 'One more thing.' },
    });
    expect(second.body.message.replies.map((r: { text: string }) => r.text)).toEqual([
      'Thank you, we will call you tomorrow.',
      'One more thing.',
    ]);
    expect(await replies()).toHaveLength(2);

    const trail = await content.call('GET', `/api/admin/messages/${message.id}/audit`, { token });
    expect(trail.status).toBe(200);
    expect(trail.body.audit).toHaveLength(2);
    expect(trail.body.audit[1]).toMatchObject({
      entity: 'contact_message',
      entity_id: message.id,
      action: 'update',
      actor_email: ADMIN.email,
      before: message,
      after: res.body.message,
    });
  });

  it('refuses a blank or missing reply with 400, sending and recording nothing', async () => {
    const token = await login(ADMIN);
    const message = await contactMessage(content, token, { email: 'blank@mail.sa', subject: 'Blank', message: 'M' });
    for (const body of [{ reply: '' }, { reply: ' \n\t ' }, {}, { reply: 42 }]) {
      expect(
        await content.call('POST', `/api/admin/messages/${message.id}/reply`, { token, body }),
        JSON.stringify(body),
      ).toEqual({ status: 400, body: { success: false, error: 'Reply is required' } });
    }
    expect((await identity.outbox('blank@mail.sa')).filter((mail) => mail.kind !== 'lead_confirmation')).toHaveLength(
      0,
    );
    const [stored] = (await content.call('GET', '/api/admin/messages', { token })).body.messages.filter(
      (m: { id: string }) => m.id === message.id,
    );
    expect(stored.replies).toEqual([]);
    expect((await content.call('GET', `/api/admin/messages/${message.id}/audit`, { token })).body.audit).toEqual([]);
    for (const id of [SOME_ID, 'bad-id']) {
      expect(await content.call('POST', `/api/admin/messages/${id}/reply`, { token, body: { reply: 'Hi' } })).toEqual({
        status: 404,
        body: { success: false, error: 'Message not found' },
      });
    }
  });

  it('answers 502 and records nothing when identity cannot send the mail', async () => {
    const broken = await startIdentity('content_issue5_mail_down', {
      mailer: { send: () => Promise.reject(new Error('SMTP down')) },
    });
    const cut = await startContent('content_issue5_cut', { seed: false, identityUrl: broken.url });
    try {
      const token = adminToken();
      const message = await contactMessage(cut, token, { email: 'down@mail.sa', subject: 'Down', message: 'M' });
      expect(
        await cut.call('POST', `/api/admin/messages/${message.id}/reply`, { token, body: { reply: 'Hi' } }),
      ).toEqual({ status: 502, body: { success: false, error: 'The reply could not be sent' } });
      const [stored] = (await cut.call('GET', '/api/admin/messages', { token })).body.messages;
      expect(stored).toEqual(message);
      expect((await cut.call('GET', `/api/admin/messages/${message.id}/audit`, { token })).body.audit).toEqual([]);
    } finally {
      await cut.close();
      await broken.close();
    }
  });

  it('answers 502 and records nothing when IDENTITY_URL is not set', async () => {
    const alone = await startContent('content_issue5_alone', { seed: false });
    try {
      const token = adminToken();
      const message = await contactMessage(alone, token, { email: 'alone@mail.sa', subject: 'Alone', message: 'M' });
      expect(
        await alone.call('POST', `/api/admin/messages/${message.id}/reply`, { token, body: { reply: 'Hi' } }),
      ).toEqual({ status: 502, body: { success: false, error: 'The reply could not be sent' } });
      expect((await alone.call('GET', '/api/admin/messages', { token })).body.messages[0]).toEqual(message);
      expect(await alone.connection.collection('audit_trail').countDocuments()).toBe(0);
    } finally {
      await alone.close();
    }
  });
});

describe('audit trail of content', () => {
  it('records a news item created, updated and deleted, readable after the delete', async () => {
    const token = await login(ADMIN);
    const created = await content.call('POST', '/api/admin/news', {
      token,
      body: { title_ar: 'خبر', title_en: 'Audited news', content_ar: 'نص', content_en: 'Text', is_published: 1 },
    });
    const id: string = created.body.news.id;
    const updated = await content.call('PUT', `/api/admin/news/${id}`, { token, body: { title_en: 'Audited news 2' } });
    expect((await content.call('DELETE', `/api/admin/news/${id}`, { token })).status).toBe(200);
    // Deleting removes it from the public site at once.
    expect((await content.call('GET', `/api/news/${id}`)).status).toBe(404);

    const trail = await content.call('GET', `/api/admin/news/${id}/audit`, { token });
    expect(trail.status).toBe(200);
    expect(trail.body.success).toBe(true);
    const entry = (action: string, before: unknown, after: unknown) => ({
      id: expect.any(String),
      actor_id: expect.stringMatching(/^[0-9a-f]{24}$/),
      actor_email: ADMIN.email,
      entity: 'news_item',
      entity_id: id,
      action,
      before,
      after,
      at: expect.any(String),
    });
    expect(trail.body.audit).toEqual([
      entry('delete', updated.body.news, null),
      entry('update', created.body.news, updated.body.news),
      entry('create', null, created.body.news),
    ]);
    expect(await content.call('GET', '/api/admin/news/bad-id/audit', { token })).toEqual({
      status: 404,
      body: { success: false, error: 'News item not found' },
    });
  });

  it('records services, sectors and read-state changes of messages', async () => {
    const token = await login(ADMIN);
    const service = await content.call('POST', '/api/admin/services', {
      token,
      body: { title_ar: 'خدمة', title_en: 'Audited service', description_ar: 'و', description_en: 'D' },
    });
    // No sort_order: it is optional (spec §3 default 0).
    expect(service.status).toBe(201);
    await content.call('PUT', `/api/admin/services/${service.body.service.id}`, { token, body: { is_active: 0 } });
    const serviceTrail = await content.call('GET', `/api/admin/services/${service.body.service.id}/audit`, { token });
    expect(serviceTrail.body.audit.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(serviceTrail.body.audit[0]).toMatchObject({
      entity: 'service',
      before: { is_active: 1 },
      after: { is_active: 0 },
    });

    const sector = await content.call('POST', '/api/admin/sectors', {
      token,
      body: { name_ar: 'قطاع', name_en: 'Audited sector', description_ar: 'و', description_en: 'D' },
    });
    await content.call('DELETE', `/api/admin/sectors/${sector.body.sector.id}`, { token });
    expect(sector.status).toBe(201);
    const sectorTrail = await content.call('GET', `/api/admin/sectors/${sector.body.sector.id}/audit`, { token });
    expect(sectorTrail.body.audit).toMatchObject([
      { entity: 'sector', action: 'delete', before: sector.body.sector, after: null },
      { entity: 'sector', action: 'create', before: null, after: sector.body.sector },
    ]);

    const message = await contactMessage(content, token, { email: 'read@mail.sa', subject: 'Read', message: 'M' });
    await content.call('PUT', `/api/admin/messages/${message.id}`, { token, body: { is_read: true } });
    await content.call('DELETE', `/api/admin/messages/${message.id}`, { token });
    const messageTrail = await content.call('GET', `/api/admin/messages/${message.id}/audit`, { token });
    expect(messageTrail.body.audit).toMatchObject([
      { action: 'delete', before: { ...message, is_read: true }, after: null },
      { action: 'update', before: message, after: { ...message, is_read: true } },
    ]);
  });
});

describe('admin tokens on content', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/news'],
    ['POST', '/api/admin/news', { title_ar: 'ع', title_en: 'T', content_ar: 'م', content_en: 'C' }],
    ['PUT', `/api/admin/news/${SOME_ID}`, { title_en: 'T' }],
    ['DELETE', `/api/admin/news/${SOME_ID}`],
    ['GET', `/api/admin/news/${SOME_ID}/audit`],
    ['GET', '/api/admin/services'],
    ['POST', '/api/admin/services', { title_ar: 'ع', title_en: 'T', description_ar: 'و', description_en: 'D' }],
    ['PUT', `/api/admin/services/${SOME_ID}`, { title_en: 'T' }],
    ['DELETE', `/api/admin/services/${SOME_ID}`],
    ['GET', `/api/admin/services/${SOME_ID}/audit`],
    ['GET', '/api/admin/sectors'],
    ['POST', '/api/admin/sectors', { name_ar: 'ع', name_en: 'T', description_ar: 'و', description_en: 'D' }],
    ['PUT', `/api/admin/sectors/${SOME_ID}`, { name_en: 'T' }],
    ['DELETE', `/api/admin/sectors/${SOME_ID}`],
    ['GET', `/api/admin/sectors/${SOME_ID}/audit`],
    ['GET', '/api/admin/messages'],
    ['PUT', `/api/admin/messages/${SOME_ID}`, { is_read: true }],
    ['DELETE', `/api/admin/messages/${SOME_ID}`],
    ['POST', `/api/admin/messages/${SOME_ID}/reply`, { reply: 'Hi' }],
    ['GET', `/api/admin/messages/${SOME_ID}/audit`],
  ];

  it('401 without or with an expired token, 403 with a real client token, 401 right after logout', async () => {
    const token = await login(ADMIN);
    const client = await login(CLIENT, '/api/user/login');
    const expired = signTestToken(
      { id: SOME_ID, role: 'admin', email: ADMIN.email, name: 'A' },
      { expiresInSeconds: -5 },
    );
    expect((await content.call('GET', '/api/admin/news', { token })).status).toBe(200);
    expect((await identity.post('/api/admin/logout', undefined, { authorization: `Bearer ${token}` })).status).toBe(
      200,
    );
    const auditsBefore = await content.connection.collection('audit_trail').countDocuments();
    for (const [method, path, body] of routes) {
      for (const bad of [undefined, expired, token]) {
        expect(await content.call(method, path, { body, token: bad }), `${method} ${path}`).toEqual({
          status: 401,
          body: { success: false, error: 'Authentication required' },
        });
      }
      expect(await content.call(method, path, { body, token: client }), `${method} ${path}`).toEqual({
        status: 403,
        body: { success: false, error: 'Forbidden' },
      });
      // A client token whose session identity does not hold is refused before its role is read.
      expect((await content.call(method, path, { body, token: clientToken() })).status).toBe(401);
    }
    expect(await content.connection.collection('audit_trail').countDocuments()).toBe(auditsBefore);
    // Another session of the same admin still works.
    expect((await content.call('GET', '/api/admin/news', { token: await login(ADMIN) })).status).toBe(200);
  });
});
