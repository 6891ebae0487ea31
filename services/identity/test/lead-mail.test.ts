/**
 * The bilingual bodies of `POST /internal/mail` (to one address, to
 * the staff inbox, to a client by account id unless they turned status mails off) and the
 * client's `GET/PUT /api/user/preferences`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_INTERNAL_TOKEN } from '@consulting/service-kit/test-support';
import { userModel } from '../src/models/user.model.ts';
import { startIdentity, type IdentityUnderTest } from './identity-app.ts';

const internal = { 'x-internal-token': TEST_INTERNAL_TOKEN };
const content = (subject: string) => ({
  ar: { subject: `عربي ${subject}`, paragraphs: ['مرحباً'], action: { label: 'افتح', url: 'http://site.test/x' } },
  en: { subject: `English ${subject}`, paragraphs: ['Hello'] },
});

let identity: IdentityUnderTest;
let clientId: string;
let clientToken: string;
let inactiveId: string;
beforeAll(async () => {
  // The per-recipient cap on, at 2 an hour, so a test can show what it does and does not count.
  identity = await startIdentity('identity_lead_mail', { limits: { rateLimits: true, mailPerRecipientPerHour: 2 } });
  await identity.addUser({ name: 'Staff', email: 'staff@company.sa', password: 'secret-1234', role: 'admin' });
  await identity.addUser({ name: 'Client', email: 'client@mail.sa', password: 'secret-1234', role: 'client' });
  await identity.addUser({
    name: 'Gone',
    email: 'gone@mail.sa',
    password: 'secret-1234',
    role: 'client',
    is_active: false,
  });
  const users = userModel(identity.connection);
  clientId = (await users.findOne({ email: 'client@mail.sa' }).orFail())._id.toString();
  inactiveId = (await users.findOne({ email: 'gone@mail.sa' }).orFail())._id.toString();
  const login = await identity.post('/api/user/login', { email: 'client@mail.sa', password: 'secret-1234' });
  clientToken = ((await login.json()) as { token: string }).token;
});
afterAll(() => identity?.close());

const mail = (body: unknown) => identity.post('/internal/mail', body, internal);

describe('POST /internal/mail, bilingual bodies', () => {
  it('lays out both languages, the reader’s first, and mails a keyed mail once', async () => {
    const body = { to: 'reader@mail.sa', lang: 'en', content: content('once'), kind: 'lead_confirmation', key: 'k:1' };
    const first = await mail(body);
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ success: true, sent: true });
    expect((await mail(body)).status).toBe(202);
    const mails = await identity.outbox('reader@mail.sa');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('English once | عربي once');
    expect(mails[0].text.indexOf('Hello')).toBeLessThan(mails[0].text.indexOf('مرحباً'));
    expect(mails[0].html).toContain('dir="rtl"');
  });

  it('sends staff mail to the staff inbox without counting it against the per-recipient cap', async () => {
    for (let i = 0; i < 4; i += 1) {
      const res = await mail({ audience: 'staff', lang: 'ar', content: content(`lead ${i}`), key: `lead:test:${i}` });
      expect(res.status, `staff mail ${i}`).toBe(202);
    }
    expect(await identity.outbox('staff@company.sa')).toHaveLength(4);
    // The same address as an ordinary recipient is capped at 2 an hour.
    expect((await mail({ to: 'capped@mail.sa', lang: 'ar', content: content('a') })).status).toBe(202);
    expect((await mail({ to: 'capped@mail.sa', lang: 'ar', content: content('b') })).status).toBe(202);
    expect((await mail({ to: 'capped@mail.sa', lang: 'ar', content: content('c') })).status).toBe(429);
  });

  it('mails a client by account id, in the given language, until they turn status mails off', async () => {
    const body = (key: string) => ({
      user_id: clientId,
      topic: 'status_updates',
      lang: 'en',
      content: content(key),
      key,
    });
    const on = await mail(body('status:1'));
    expect(await on.json()).toEqual({ success: true, sent: true });
    expect(await identity.outbox('client@mail.sa')).toHaveLength(1);

    const auth = { authorization: `Bearer ${clientToken}` };
    const off = await identity.put('/api/user/preferences', { status_updates: false }, auth);
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ success: true, mail_preferences: { status_updates: false } });

    const skipped = await mail(body('status:2'));
    expect(skipped.status).toBe(202);
    expect(await skipped.json()).toEqual({ success: true, sent: false });
    expect(await identity.outbox('client@mail.sa')).toHaveLength(1);

    await identity.put('/api/user/preferences', { status_updates: true }, auth);
    expect(await (await mail(body('status:3'))).json()).toEqual({ success: true, sent: true });
    expect(await identity.outbox('client@mail.sa')).toHaveLength(2);
  });

  it('mails nobody for an inactive or unknown account', async () => {
    for (const id of [inactiveId, '0123456789abcdef01234567']) {
      const res = await mail({ user_id: id, topic: 'status_updates', lang: 'ar', content: content('x') });
      expect(await res.json()).toEqual({ success: true, sent: false });
    }
    expect(await identity.outbox('gone@mail.sa')).toHaveLength(0);
  });

  it('answers 400 to a bad body and mails nothing', async () => {
    const bad = [
      { lang: 'ar', content: content('no recipient') },
      { to: 'a@mail.sa', audience: 'staff', lang: 'ar', content: content('two recipients') },
      { user_id: clientId, lang: 'ar', content: content('no topic') },
      { user_id: 'not-an-id', topic: 'status_updates', lang: 'ar', content: content('bad id') },
      { to: 'b@mail.sa', lang: 'fr', content: content('bad lang') },
      { to: 'b@mail.sa', lang: 'ar', content: { ar: content('x').ar } },
      { to: 'b@mail.sa', lang: 'ar', content: { ...content('x'), en: { subject: 'x', paragraphs: [] } } },
      {
        to: 'b@mail.sa',
        lang: 'ar',
        content: {
          ...content('x'),
          en: { subject: 'x', paragraphs: ['p'], action: { label: 'l', url: 'javascript:alert(1)' } },
        },
      },
    ];
    for (const body of bad) {
      const res = await mail(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { success: boolean }).success).toBe(false);
    }
    expect(await identity.outbox('b@mail.sa')).toHaveLength(0);
    expect((await identity.post('/internal/mail', { to: 'b@mail.sa', lang: 'ar', content: content('x') })).status).toBe(
      403,
    );
  });
});

describe('POST /internal/mail, batch form {mails:[...]}', () => {
  it('answers each body as the single form would, in order, and writes each keyed mail once', async () => {
    const body = (key: string, to = 'batch@mail.sa') => ({ to, lang: 'ar', content: content(key), key });
    const res = await mail({
      mails: [
        body('batch:1'),
        { audience: 'staff', lang: 'en', content: content('batch alert'), key: 'batch:alert' },
        { to: 'not-an-email', lang: 'ar', content: content('bad') },
        { user_id: inactiveId, topic: 'status_updates', lang: 'ar', content: content('gone') },
        body('batch:1'),
      ],
    });
    expect(res.status, await res.clone().text()).toBe(202);
    const { results } = (await res.json()) as { results: { success: boolean; sent?: boolean; status?: number }[] };
    expect(results.map((r) => (r.success ? { sent: r.sent } : { status: r.status }))).toEqual([
      { sent: true },
      { sent: true },
      { status: 400 },
      { sent: false },
      { sent: true },
    ]);
    expect(await identity.outbox('batch@mail.sa')).toHaveLength(1);
    expect((await identity.outbox('staff@company.sa')).map((m) => m.subject)).toContain(
      'English batch alert | عربي batch alert',
    );
    // A second batch with the same key writes nothing new.
    expect((await mail({ mails: [body('batch:1')] })).status).toBe(202);
    expect(await identity.outbox('batch@mail.sa')).toHaveLength(1);
  });

  it('counts each capped mail of a batch: past the cap only that mail answers 429', async () => {
    const body = (n: number) => ({ to: 'batch-capped@mail.sa', lang: 'ar', content: content(`cap ${n}`) });
    const res = await mail({ mails: [body(1), body(2), body(3)] });
    const { results } = (await res.json()) as { results: { success: boolean; status?: number }[] };
    expect(results.map((r) => r.status ?? 202)).toEqual([202, 202, 429]);
    expect(await identity.outbox('batch-capped@mail.sa')).toHaveLength(2);
  });

  it('answers 400 to an empty or oversized batch, and needs the internal token', async () => {
    expect((await mail({ mails: [] })).status).toBe(400);
    expect(
      (await mail({ mails: Array.from({ length: 101 }, () => ({ to: 'x@mail.sa', subject: 's', text: 't' })) })).status,
    ).toBe(400);
    expect(
      (await identity.post('/internal/mail', { mails: [{ to: 'x@mail.sa', subject: 's', text: 't' }] })).status,
    ).toBe(403);
  });
});

describe('GET/PUT /api/user/preferences', () => {
  it('needs a client token and reads the token’s own account, on by default', async () => {
    expect((await identity.get('/api/user/preferences')).status).toBe(401);
    await userModel(identity.connection).updateOne({ _id: clientId }, { $unset: { mail_preferences: 1 } });
    const res = await identity.get('/api/user/preferences', { authorization: `Bearer ${clientToken}` });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, mail_preferences: { status_updates: true } });
  });

  it('refuses a bad update with 400 and keeps the stored choice', async () => {
    const auth = { authorization: `Bearer ${clientToken}` };
    for (const body of [{}, { status_updates: 'no' }, { status_updates: false, other: 1 }]) {
      expect((await identity.put('/api/user/preferences', body, auth)).status, JSON.stringify(body)).toBe(400);
    }
    const res = await identity.get('/api/user/preferences', auth);
    expect(await res.json()).toEqual({ success: true, mail_preferences: { status_updates: true } });
  });
});
