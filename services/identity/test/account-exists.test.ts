/**
 * `GET /internal/accounts/exists?email=` tells requests whether an email has an
 * account (so a guest's join application under it is held), without creating, changing or
 * mailing anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_INTERNAL_TOKEN } from '@consulting/service-kit/test-support';
import { userModel } from '../src/models/user.model.ts';
import { startIdentity, type IdentityUnderTest } from './identity-app.ts';

let identity: IdentityUnderTest;
beforeAll(async () => {
  identity = await startIdentity('identity_account_exists');
  await identity.addUser({ name: 'Owner', email: 'owner@mail.sa', password: 'secret-1234', role: 'client' });
  await identity.addUser({
    name: 'Gone',
    email: 'gone@mail.sa',
    password: 'secret-1234',
    role: 'client',
    is_active: false,
  });
  await identity.addUser({ name: 'Admin', email: 'admin@mail.sa', password: 'secret-1234', role: 'admin' });
});
afterAll(() => identity?.close());

const internal = { 'x-internal-token': TEST_INTERNAL_TOKEN };
const ask = (email: string, headers: Record<string, string> = internal) =>
  identity.get(`/internal/accounts/exists?email=${encodeURIComponent(email)}`, headers);

describe('GET /internal/accounts/exists', () => {
  it('needs the internal token (403 without or with a wrong one)', async () => {
    expect((await ask('owner@mail.sa', {})).status).toBe(403);
    expect((await ask('owner@mail.sa', { 'x-internal-token': 'wrong' })).status).toBe(403);
  });

  it('says true for any account, whatever the case and spaces, client or admin, active or not', async () => {
    for (const email of ['owner@mail.sa', ' Owner@MAIL.sa ', 'gone@mail.sa', 'admin@mail.sa']) {
      const res = await ask(email);
      expect(res.status, email).toBe(200);
      expect(await res.json(), email).toEqual({ success: true, exists: true });
    }
  });

  it('says false for an email without an account, and creates nor mails anything', async () => {
    const users = await userModel(identity.connection).countDocuments();
    const res = await ask('stranger@mail.sa');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, exists: false });
    expect(await userModel(identity.connection).countDocuments()).toBe(users);
    expect(await identity.outbox('stranger@mail.sa')).toEqual([]);
  });

  it('answers 400 for a missing, malformed or repeated email', async () => {
    expect((await identity.get('/internal/accounts/exists', internal)).status).toBe(400);
    expect((await ask('not-an-email')).status).toBe(400);
    const twice = await identity.get('/internal/accounts/exists?email=a@mail.sa&email=owner@mail.sa', internal);
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({ success: false, error: expect.stringMatching(/^email: /) });
  });
});
