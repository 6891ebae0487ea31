import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_INTERNAL_TOKEN } from '@consulting/service-kit/test-support';
import { userModel } from '../src/models/user.model.ts';
import { REGISTER_REPLY } from '../src/routes/user.ts';
import { CHOSEN_TEST_PASSWORD, startIdentity, type IdentityUnderTest } from './identity-app.ts';

let identity: IdentityUnderTest;
beforeAll(async () => {
  identity = await startIdentity('identity_accounts');
});
afterAll(() => identity?.close());

const login = (email: string, password: string) => identity.post('/api/user/login', { email, password });

/** Makes an account an hour old (past the quiet time after its set-password mail). */
const ageAccount = (email: string) =>
  userModel(identity.connection).collection.updateOne(
    { email },
    { $set: { created_at: new Date(Date.now() - 3600_000) } },
  );

describe('POST /api/user/register (guest accounts, spec §7)', () => {
  it('creates a client without a password, mails a set-password link, and the password set from it signs in', async () => {
    const browserPassword = 'abcd1234';
    const res = await identity.post('/api/user/register', {
      name: 'Guest One',
      email: 'Guest.One@Mail.sa',
      phone: '+966500000001',
      password: browserPassword,
      auto_created: true,
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual(REGISTER_REPLY);

    const mails = await identity.delivered('guest.one@mail.sa');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/Choose the password of your account/);
    expect(mails[0].text).toContain('http://site.test/user/login');
    expect(mails[0].text).toMatch(/http:\/\/site\.test\/user\/reset-password\?token=[\w-]{43}/);
    expect(mails[0].text).not.toMatch(/Password: /);

    expect((await login('guest.one@mail.sa', browserPassword)).status).toBe(401);
    const password = await identity.setPasswordFromMail('guest.one@mail.sa');
    const signedIn = await login('guest.one@mail.sa', password);
    expect(signedIn.status).toBe(200);
    const stored = await userModel(identity.connection).findOne({ email: 'guest.one@mail.sa' }).lean();
    expect(stored).toMatchObject({ auto_created: true, role: 'client', is_active: true });
    expect(stored?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('answers an existing email exactly as a new one; only that inbox learns the difference', async () => {
    await identity.addUser({ name: 'Known', email: 'known@mail.sa', password: 'known-pass-123', role: 'client' });
    await ageAccount('known@mail.sa');
    const known = await identity.post('/api/user/register', {
      name: 'Attacker <a href="x">',
      email: 'KNOWN@mail.sa',
      password: 'attacker1',
    });
    const fresh = await identity.post('/api/user/register', { name: 'Fresh', email: 'fresh.one@mail.sa' });
    expect(known.status).toBe(202);
    expect(fresh.status).toBe(known.status);
    expect(await known.json()).toEqual(REGISTER_REPLY);
    expect(await fresh.json()).toEqual(REGISTER_REPLY);
    expect(known.headers.get('content-type')).toBe(fresh.headers.get('content-type'));

    // Nothing changed on the existing account.
    expect((await login('known@mail.sa', 'known-pass-123')).status).toBe(200);
    expect((await login('known@mail.sa', 'attacker1')).status).toBe(401);
    const stored = await userModel(identity.connection).findOne({ email: 'known@mail.sa' }).lean();
    expect(stored?.name).toBe('Known');
    expect(await userModel(identity.connection).countDocuments({ email: 'known@mail.sa' })).toBe(1);

    // Its inbox gets "you already have an account", in Arabic and English, with no password
    // and not the name the caller typed; the new address gets its credentials.
    const [mail, ...more] = await identity.outbox('known@mail.sa');
    expect(more).toHaveLength(0);
    expect(mail.subject).toMatch(/You already have an account/);
    expect(mail.subject).toMatch(/لديك حساب/);
    expect(mail.text).toContain('http://site.test/user/login');
    expect(mail.text).toContain('http://site.test/contact');
    expect(mail.text).toContain('http://site.test/user/forgot-password');
    expect(mail.text).toContain('Known');
    expect(mail.text).not.toContain('Attacker');
    expect(mail.text).not.toMatch(/Password: |attacker1|known-pass-123/);
    expect((await identity.outbox('fresh.one@mail.sa'))[0].subject).toMatch(/Choose the password of your account/);
  });

  it('mails nothing more when the same new email registers twice in a row (its link just went)', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect((await identity.post('/api/user/register', { name: 'Twice', email: 'twice@mail.sa' })).status).toBe(202);
    }
    const mails = await identity.outbox('twice@mail.sa');
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/Choose the password of your account/)]);
  });

  it('answers 502 alike for a new and an existing email when the mail transport is down', async () => {
    const down = await startIdentity('identity_register_down', {
      mailer: { send: () => Promise.reject(new Error('SMTP down')) },
    });
    try {
      await down.addUser({ name: 'Old', email: 'old@mail.sa', password: 'old-pass-1234', role: 'client' });
      await userModel(down.connection).collection.updateOne(
        { email: 'old@mail.sa' },
        { $set: { created_at: new Date(Date.now() - 3600_000) } },
      );
      const answers = [];
      for (const email of ['old@mail.sa', 'new@mail.sa']) {
        const res = await down.post('/api/user/register', { name: 'X', email });
        answers.push({ status: res.status, body: await res.json() });
      }
      expect(answers[0]).toEqual({
        status: 502,
        body: { success: false, error: 'Could not send the account email; please try again later' },
      });
      expect(answers[1]).toEqual(answers[0]);
      expect(await userModel(down.connection).countDocuments({ email: 'new@mail.sa' })).toBe(0);
    } finally {
      await down.close();
    }
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

  it('mails an older auto-created account a new link while it has no password, then a reminder', async () => {
    await identity.post('/api/user/register', { name: 'Later', email: 'later@mail.sa' });
    // Right after registration (the guest chain of spec §7) no second mail is sent.
    await identity.post('/api/user/send-password', { email: 'later@mail.sa', password: 'x1' });
    expect(await identity.outbox('later@mail.sa')).toHaveLength(1);

    await userModel(identity.connection).collection.updateOne(
      { email: 'later@mail.sa' },
      { $set: { created_at: new Date(Date.now() - 3600_000) } },
    );
    await identity.post('/api/user/send-password', { email: 'later@mail.sa', password: 'x2' });
    const links = await identity.delivered('later@mail.sa');
    expect(links.map((m) => m.subject)).toEqual([
      expect.stringMatching(/Choose the password/),
      expect.stringMatching(/Choose the password/),
    ]);
    expect(links[1].text).not.toContain('x2');
    const password = await identity.setPasswordFromMail('later@mail.sa');
    expect((await login('later@mail.sa', password)).status).toBe(200);
    await identity.post('/api/user/send-password', { email: 'later@mail.sa', password: 'x3' });
    const reminder = (await identity.outbox('later@mail.sa')).at(-1)!;
    expect(reminder.subject).toMatch(/Signing in to your account/);
    expect(reminder.text).toContain('http://site.test/user/forgot-password');
    expect(reminder.link).toBeUndefined();
  });

  it('answers every email alike: with an account that gets a reminder, without one, an admin', async () => {
    await identity.post('/api/user/register', { name: 'Reminded', email: 'reminded@mail.sa' });
    await identity.setPasswordFromMail('reminded@mail.sa');
    await ageAccount('reminded@mail.sa');
    await identity.addUser({ name: 'Boss', email: 'boss@mail.sa', password: 'boss-pass-123', role: 'admin' });
    const answers = [];
    for (const email of ['reminded@mail.sa', 'REMINDED@mail.sa ', 'boss@mail.sa', 'unknown@mail.sa', 'not an email']) {
      const res = await identity.post('/api/user/send-password', { email });
      answers.push({ status: res.status, type: res.headers.get('content-type'), body: await res.json() });
    }
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toEqual({ status: 200, type: expect.stringMatching(/json/), body: { success: true } });
    // Only the auto-created account's inbox got something: two reminders.
    expect((await identity.outbox('reminded@mail.sa')).map((m) => m.subject)).toEqual([
      expect.stringMatching(/Choose the password of your account/),
      expect.stringMatching(/Your password was changed/),
      expect.stringMatching(/Signing in to your account/),
      expect.stringMatching(/Signing in to your account/),
    ]);
    expect(await identity.outbox('boss@mail.sa')).toHaveLength(0);
    expect(await identity.outbox('unknown@mail.sa')).toHaveLength(0);
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

    const second = await identity.post(
      '/internal/accounts',
      { name: 'Other Name', email: 'GUEST.TWO@mail.sa' },
      headers,
    );
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ success: true, created: false, user: created.user });
    expect(await identity.outbox('guest.two@mail.sa')).toHaveLength(1);
    await identity.setPasswordFromMail('guest.two@mail.sa');
    expect((await login('guest.two@mail.sa', CHOSEN_TEST_PASSWORD)).status).toBe(200);
  });

  it('mails nothing for an existing account, however old (requests mails that inbox itself)', async () => {
    await identity.post('/internal/accounts', { name: 'Guest Three', email: 'guest.three@mail.sa' }, headers);
    await ageAccount('guest.three@mail.sa');
    const again = await identity.post(
      '/internal/accounts',
      { name: 'Guest Three', email: 'guest.three@mail.sa' },
      headers,
    );
    expect(again.status).toBe(200);
    expect((await again.json()).created).toBe(false);
    expect(await identity.outbox('guest.three@mail.sa')).toHaveLength(1);
  });

  it('answers bad input with 400', async () => {
    expect((await identity.post('/internal/accounts', { name: 'X', email: 'bad' }, headers)).status).toBe(400);
    expect((await identity.post('/internal/accounts', { email: 'x@mail.sa' }, headers)).status).toBe(400);
  });
});
