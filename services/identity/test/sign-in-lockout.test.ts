/**
 * The sign-in lockout's counters (`sign-in-lockout.ts`) against a real database, with an
 * injected clock: property tests (fast-check) that one address never locks the account for its
 * owner elsewhere and tries at most its threshold between locks whose length doubles up to the
 * cap; several addresses together lock the account; each lock mails one unlock link, which
 * works once.
 */
import fc from 'fast-check';
import pino from 'pino';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '@consulting/service-kit/test-support';
import type { Mailer, MailMessage } from '../src/mail/mailer.ts';
import { signInFailureModel } from '../src/models/sign-in-failure.model.ts';
import { unlockLinkModel } from '../src/models/unlock-link.model.ts';
import { userModel, type UserModel } from '../src/models/user.model.ts';
import {
  createSignInLockout,
  DEFAULT_LOCKOUT,
  lockDurationMs,
  UNLOCK_LINK_INVALID,
  type SignInLockout,
} from '../src/sign-in-lockout.ts';

const MINUTE = 60_000;
const settings = DEFAULT_LOCKOUT;

let connection: Connection;
let User: UserModel;
let lockout: SignInLockout;
// Starts at the real time: MongoDB's TTL monitor removes rows whose `expires_at` is past in real time.
let clock = Date.now();
const sent: MailMessage[] = [];
const mailer: Mailer = {
  send: async (mail) => {
    sent.push(mail);
  },
} as Mailer;

beforeAll(async () => {
  connection = await openTestDatabase('identity_lockout');
  User = userModel(connection);
  await Promise.all([User.init(), signInFailureModel(connection).init(), unlockLinkModel(connection).init()]);
  lockout = createSignInLockout({
    User,
    SignInFailure: signInFailureModel(connection),
    UnlockLink: unlockLinkModel(connection),
    mailer,
    logger: pino({ level: 'silent' }),
    publicUrl: 'http://site.test',
    settings,
    now: () => clock,
  });
});
afterAll(async () => {
  await connection?.dropDatabase();
  await connection?.close();
});

let serial = 0;
async function newAccount(role: 'client' | 'admin' = 'client') {
  serial += 1;
  return User.create({ name: `Owner ${serial}`, email: `owner${serial}@mail.sa`, role, password_hash: 'x' });
}

/** The account as stored now (the lockout reads the lock fields from it). */
async function fresh(id: unknown) {
  const user = await User.findById(id);
  if (!user) throw new Error('account gone');
  return user;
}

/** The mails to `to`, once the lockout (which does not wait for its mail) has sent one. */
const mailsTo = (to: string) =>
  vi.waitFor(() => {
    const mails = sent.filter((mail) => mail.to === to);
    expect(mails.length).toBeGreaterThan(0);
    return mails;
  });

describe('lock lengths', () => {
  it('double per lock from 15 minutes and stop at 4 hours', () => {
    fc.assert(
      fc.property(fc.nat(100), (prior) => {
        const length = lockDurationMs(settings, prior);
        expect(length).toBeLessThanOrEqual(settings.maxDurationMs);
        expect(length).toBe(Math.min(15 * MINUTE * 2 ** Math.min(prior, 30), 4 * 60 * MINUTE));
      }),
    );
  });
});

describe('one client address', () => {
  it('never locks the account for its owner at another address, whatever the timing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 40 * MINUTE }), { minLength: 1, maxLength: 45 }),
        async (gaps) => {
          const owner = await newAccount();
          for (const gap of gaps) {
            clock += gap;
            await lockout.recordFailure(await fresh(owner._id), '203.0.113.9');
            expect(await lockout.isLocked(await fresh(owner._id), '198.51.100.7')).toBe(false);
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);

  it('tries at most the threshold between locks, each lock twice the last up to the cap', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 5 * MINUTE }), { minLength: 1, maxLength: 60 }),
        async (gaps) => {
          const owner = await newAccount();
          const ip = '203.0.113.10';
          let tries = 0;
          let locks = 0;
          for (const gap of gaps) {
            clock += gap;
            if (await lockout.isLocked(await fresh(owner._id), ip)) continue;
            tries += 1;
            await lockout.recordFailure(await fresh(owner._id), ip);
            if (await lockout.isLocked(await fresh(owner._id), ip)) {
              const row = await signInFailureModel(connection).findOne({ user_id: owner._id, ip }).lean();
              expect(row?.locked_until?.getTime()).toBe(clock + lockDurationMs(settings, locks));
              locks += 1;
              expect(tries).toBe(settings.perAddressThreshold * locks);
            }
          }
          expect(tries).toBeLessThanOrEqual(settings.perAddressThreshold * (locks + 1));
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});

describe('many client addresses', () => {
  it('lock the account everywhere at the account threshold, mail one unlock link per lock, which works once', async () => {
    const owner = await newAccount('admin');
    sent.length = 0;
    const addresses = Array.from({ length: 5 }, (_, i) => `192.0.2.${i + 1}`);
    for (const ip of addresses) {
      for (let i = 0; i < 4; i += 1) await lockout.recordFailure(await fresh(owner._id), ip);
    }
    // 5 × 4 = 20 failures in the window, none of the addresses at its own threshold.
    expect(await lockout.isLocked(await fresh(owner._id), '198.51.100.7')).toBe(true);
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    const link = /http:\/\/site\.test\/admin\/unlock\?token=([\w-]+)/.exec(mails[0].text);
    expect(link).not.toBeNull();
    const stored = await unlockLinkModel(connection).findOne({ user_id: owner._id }).lean();
    expect(stored?.token_hash).not.toContain(link![1]);

    expect(await lockout.unlock(link![1], 'en')).toBe('admin');
    expect(await lockout.isLocked(await fresh(owner._id), '198.51.100.7')).toBe(false);
    await expect(lockout.unlock(link![1], 'en')).rejects.toMatchObject({
      status: 400,
      message: UNLOCK_LINK_INVALID.en,
    });
  });

  it('forget the account count after a quiet window, and a success resets it', async () => {
    const owner = await newAccount();
    for (let i = 0; i < 4; i += 1) {
      for (const ip of ['192.0.2.10', '192.0.2.11', '192.0.2.12', '192.0.2.13']) {
        await lockout.recordFailure(await fresh(owner._id), ip);
      }
      clock += 16 * MINUTE;
    }
    expect(await lockout.isLocked(await fresh(owner._id), '198.51.100.7')).toBe(false);
    await lockout.recordSuccess(await fresh(owner._id), '198.51.100.7');
    expect((await fresh(owner._id)).failed_sign_ins).toBeUndefined();
  });

  it('an unlock link expires after 24 hours', async () => {
    const owner = await newAccount();
    sent.length = 0;
    for (let i = 0; i < settings.perAddressThreshold; i += 1)
      await lockout.recordFailure(await fresh(owner._id), '192.0.2.50');
    const token = /unlock\?token=([\w-]+)/.exec((await mailsTo(owner.email))[0].text)?.[1];
    expect(token).toBeDefined();
    clock += 24 * 60 * MINUTE + 1;
    await expect(lockout.unlock(token!, 'ar')).rejects.toMatchObject({ status: 400, message: UNLOCK_LINK_INVALID.ar });
  });
});
