import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_INTERNAL_TOKEN } from '@consulting/service-kit/test-support';
import { userModel } from '../src/models/user.model.ts';
import { mailedPassword, startIdentity, type IdentityUnderTest } from './identity-app.ts';

let identity: IdentityUnderTest;
beforeAll(async () => {
  identity = await startIdentity('identity_accounts');
});
afterAll(() => identity?.close());

const login = (email: string, password: string) => identity.post('/api/user/login', { email, password });

describe('POST /api/user/register (guest accounts, spec §7)', () => {
  it('creates a client with a server-generated password, mails it, and the mailed password signs in', async () => {
    const browserPassword = 'abcd1234';
    const res = await identity.post('/api/user/register', {
      name: 'Guest One',
      email: 'Guest.One@Mail.sa',
      phone: '+966500000001',
      password: browserPassword,
      auto_created: true,
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      created: true,
      user: { email: 'guest.one@mail.sa', role: 'client', phone: '+966500000001' },
    });

    const mails = await identity.outbox('guest.one@mail.sa');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/Your account sign-in details/);
    expect(mails[0].text).toMatch(/كلمة المرور/);
    expect(mails[0].text).toContain('http://site.test/user/login');
    const password = mailedPassword(mails[0].text);
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(password).not.toBe(browserPassword);

    expect((await login('guest.one@mail.sa', browserPassword)).status).toBe(401);
    const signedIn = await login('guest.one@mail.sa', password);
    expect(signedIn.status).toBe(200);
    const stored = await userModel(identity.connection).findOne({ email: 'guest.one@mail.sa' }).lean();
    expect(stored).toMatchObject({ auto_created: true, role: 'client', is_active: true });
    expect(stored?.password_hash).toMatch(/^\$2[aby]\$10\$/);
  });

  it('refuses an existing email with 409 and changes nothing: old password works, no new mail', async () => {
    await identity.addUser({ name: 'Known', email: 'known@mail.sa', password: 'known-pass-123', role: 'client' });
    const res = await identity.post('/api/user/register', {
      name: 'Attacker',
      email: 'KNOWN@mail.sa',
      password: 'attacker1',
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ success: false, error: 'An account with this email already exists' });
    expect((await login('known@mail.sa', 'known-pass-123')).status).toBe(200);
    expect((await login('known@mail.sa', 'attacker1')).status).toBe(401);
    expect(await identity.outbox('known@mail.sa')).toHaveLength(0);
    const stored = await userModel(identity.connection).findOne({ email: 'known@mail.sa' }).lean();
    expect(stored?.name).toBe('Known');
  });

  it('answers bad input with 400 and creates nothing', async () => {
    for (const body of [
      { email: 'a@b.sa' },
      { name: 'X' },
      { name: 'X', email: 'not-an-email' },
      { name: 42, email: 'num@b.sa' },
      { name: '   ', email: 'blank@b.sa' },
      { name: 'X', email: 'phone@b.sa', phone: 12 },
    ]) {
      const res = await identity.post('/api/user/register', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).success).toBe(false);
    }
    expect(await userModel(identity.connection).countDocuments({ email: /@b\.sa$/ })).toBe(0);
    expect((await identity.post('/api/user/register', '{"name":"X",')).status).toBe(400);
  });
});

describe('POST /api/user/send-password', () => {
  it('never changes a password nor mails one chosen by the caller, and answers 200 for any email', async () => {
    await identity.addUser({ name: 'Keep', email: 'keep@mail.sa', password: 'keep-pass-123', role: 'client' });
    for (const email of ['keep@mail.sa', 'nobody@mail.sa']) {
      const res = await identity.post('/api/user/send-password', { email, password: 'chosen-by-caller', name: 'X' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
    }
    expect((await login('keep@mail.sa', 'keep-pass-123')).status).toBe(200);
    expect((await login('keep@mail.sa', 'chosen-by-caller')).status).toBe(401);
    expect(await identity.outbox('keep@mail.sa')).toHaveLength(0);
    expect(await identity.outbox('nobody@mail.sa')).toHaveLength(0);
  });

  it('reminds an older auto-created account how to sign in, without any password', async () => {
    await identity.post('/api/user/register', { name: 'Later', email: 'later@mail.sa' });
    const password = mailedPassword((await identity.outbox('later@mail.sa'))[0].text);
    // Right after registration (the guest chain of spec §7) no second mail is sent.
    await identity.post('/api/user/send-password', { email: 'later@mail.sa', password: 'x1' });
    expect(await identity.outbox('later@mail.sa')).toHaveLength(1);

    await userModel(identity.connection).collection.updateOne(
      { email: 'later@mail.sa' },
      { $set: { created_at: new Date(Date.now() - 3600_000) } },
    );
    await identity.post('/api/user/send-password', { email: 'later@mail.sa', password: 'x2' });
    const mails = await identity.outbox('later@mail.sa');
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain('http://site.test/user/login');
    expect(mails[1].text).not.toContain(password);
    expect(mails[1].text).not.toContain('x2');
    expect((await login('later@mail.sa', password)).status).toBe(200);
  });

  it('answers a mistyped email with 400', async () => {
    expect((await identity.post('/api/user/send-password', { email: 7 })).status).toBe(400);
  });
});

describe('POST /internal/accounts', () => {
  const headers = { 'x-internal-token': TEST_INTERNAL_TOKEN };

  it('needs the internal token (403 without or with a wrong one)', async () => {
    const body = { name: 'Nope', email: 'nope@mail.sa' };
    expect((await identity.post('/internal/accounts', body)).status).toBe(403);
    expect((await identity.post('/internal/accounts', body, { 'x-internal-token': 'wrong' })).status).toBe(403);
    expect(await userModel(identity.connection).exists({ email: 'nope@mail.sa' })).toBeNull();
  });

  it('creates the account once (201, created true) then returns it unchanged (200, created false)', async () => {
    const first = await identity.post(
      '/internal/accounts',
      { name: 'Guest Two', email: 'guest.two@mail.sa', phone: '' },
      headers,
    );
    expect(first.status).toBe(201);
    const created = await first.json();
    expect(created).toMatchObject({
      success: true,
      created: true,
      user: { email: 'guest.two@mail.sa', name: 'Guest Two' },
    });
    const password = mailedPassword((await identity.outbox('guest.two@mail.sa'))[0].text);

    const second = await identity.post(
      '/internal/accounts',
      { name: 'Other Name', email: 'GUEST.TWO@mail.sa' },
      headers,
    );
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ success: true, created: false, user: created.user });
    expect(await identity.outbox('guest.two@mail.sa')).toHaveLength(1);
    expect((await login('guest.two@mail.sa', password)).status).toBe(200);
  });

  it('answers bad input with 400', async () => {
    expect((await identity.post('/internal/accounts', { name: 'X', email: 'bad' }, headers)).status).toBe(400);
    expect((await identity.post('/internal/accounts', { email: 'x@mail.sa' }, headers)).status).toBe(400);
  });
});
