/**
 * No secret stays in the outbox (architecture "Mail"): a password link is made when the mail is
 * sent, so the stored body holds only its slot; a mail written with `dropBody` loses its body once
 * sent; every sent body is removed after MAIL_BODY_RETENTION_DAYS; and the embedded mode delivers
 * to a file mailbox a developer reads.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { removeExpiredMailBodies } from '../src/mail/body-retention.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { createMailWorker } from '../src/mail/outbox-worker.ts';
import { outboxMailModel } from '../src/models/outbox-mail.model.ts';
import { passwordResetModel } from '../src/models/password-reset.model.ts';
import { userModel } from '../src/models/user.model.ts';
import { LINK_SLOT, linkTokenHash } from '../src/password-links.ts';
import { linkTokenOf, passwordLinksRender, startIdentity, type IdentityUnderTest } from './identity-app.ts';

const logger = pino({ level: 'silent' });
const DAY_MS = 86_400_000;
let identity: IdentityUnderTest;
let dir: string;

beforeAll(async () => {
  identity = await startIdentity('identity_mail_secrets');
  dir = await mkdtemp(path.join(os.tmpdir(), 'mail-secrets-'));
});
afterAll(async () => {
  await identity?.close();
  await rm(dir, { recursive: true, force: true });
});

const Outbox = () => outboxMailModel(identity.connection);
const mailer = () => createMailer({ connection: identity.connection, logger });

/** An embedded worker delivering to the file mailbox `file`, making links with the real clock. */
function worker(file: string) {
  return createMailWorker({
    connection: identity.connection,
    logger,
    from: 'no-reply@site.test',
    mailboxFile: file,
    renderBody: passwordLinksRender(identity.connection),
  });
}

const readMailbox = async (file: string) =>
  (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; subject: string; text: string; html?: string });

describe('a mail with a password link', () => {
  it('is delivered with a fresh link in the text and the HTML, while the outbox keeps only the slot', async () => {
    const user = await userModel(identity.connection).create({ name: 'Link', email: 'link@mail.sa', role: 'client' });
    await mailer().send(
      { to: 'link@mail.sa', subject: 'S', text: `Choose: ${LINK_SLOT}`, html: `<a href="${LINK_SLOT}">x</a>` },
      { kind: 'set_password', link: { purpose: 'set_password', user_id: user._id } },
    );
    const file = path.join(dir, 'link.jsonl');
    expect(await worker(file).deliverDue()).toMatchObject({ sent: 1 });
    const [delivered] = await readMailbox(file);
    const token = linkTokenOf(delivered!.text);
    expect(delivered!.html).toContain(`href="http://site.test/user/reset-password?token=${token}"`);
    const stored = await Outbox().findOne({ to: 'link@mail.sa' }).lean();
    expect(stored).toMatchObject({ status: 'sent', text: `Choose: ${LINK_SLOT}` });
    expect(JSON.stringify(stored)).not.toContain(token);
    // Only the hash is stored, valid 72 hours.
    const link = await passwordResetModel(identity.connection)
      .findOne({ token_hash: linkTokenHash(token) })
      .lean();
    expect(link).toMatchObject({ purpose: 'set_password' });
    const hours = (link!.expires_at.getTime() - link!.created_at.getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(72);
  });

  it('fails, unsent, when its account is gone', async () => {
    const user = await userModel(identity.connection).create({ name: 'Gone', email: 'gone@mail.sa', role: 'client' });
    await mailer().send(
      { to: 'gone@mail.sa', subject: 'S', text: LINK_SLOT },
      { link: { purpose: 'set_password', user_id: user._id } },
    );
    await userModel(identity.connection).deleteOne({ _id: user._id });
    const file = path.join(dir, 'gone.jsonl');
    expect(await worker(file).deliverDue()).toMatchObject({ failed: 1 });
    expect(await Outbox().findOne({ to: 'gone@mail.sa' }).lean()).toMatchObject({
      status: 'failed',
      last_error: expect.stringMatching(/gone or inactive/),
    });
    await expect(readFile(file, 'utf8')).rejects.toThrow();
  });
});

describe('a mail written with dropBody', () => {
  it('loses its body in the outbox once sent; the mailbox got it whole', async () => {
    await mailer().send(
      { to: 'drop@mail.sa', subject: 'S', text: 'secret-body', html: '<p>secret-body</p>' },
      {
        dropBody: true,
      },
    );
    const file = path.join(dir, 'drop.jsonl');
    await worker(file).deliverDue();
    expect((await readMailbox(file))[0]).toMatchObject({ text: 'secret-body' });
    const stored = await Outbox().findOne({ to: 'drop@mail.sa' }).lean();
    expect(stored).toMatchObject({ status: 'sent', body_removed_at: expect.any(Date) });
    expect(JSON.stringify(stored)).not.toContain('secret-body');
  });
});

describe('the retention of sent bodies', () => {
  it('removes the body of a mail sent longer ago than the retention, keeping its record; younger ones stay', async () => {
    const now = Date.now();
    const [old, young, queued] = await Outbox().insertMany([
      {
        to: 'old@mail.sa',
        subject: 'Old',
        text: 'old body',
        html: '<p>old</p>',
        status: 'sent',
        sent_at: new Date(now - 31 * DAY_MS),
      },
      {
        to: 'young@mail.sa',
        subject: 'Young',
        text: 'young body',
        status: 'sent',
        sent_at: new Date(now - 29 * DAY_MS),
      },
      {
        to: 'queued@mail.sa',
        subject: 'Queued',
        text: 'queued body',
        status: 'queued',
        next_attempt_at: new Date(now),
      },
    ]);
    expect(await removeExpiredMailBodies(identity.connection, { retentionDays: 30, now })).toBe(1);
    const byId = async (id: unknown) => Outbox().findById(id).lean();
    const removed = await byId(old!._id);
    expect(removed).toMatchObject({
      to: 'old@mail.sa',
      subject: 'Old',
      status: 'sent',
      body_removed_at: new Date(now),
    });
    expect(removed).not.toHaveProperty('text');
    expect(removed).not.toHaveProperty('html');
    expect(await byId(young!._id)).toMatchObject({ text: 'young body' });
    expect(await byId(queued!._id)).toMatchObject({ text: 'queued body' });
    // A second sweep finds nothing more.
    expect(await removeExpiredMailBodies(identity.connection, { retentionDays: 30, now })).toBe(0);
  });

  it('removes at once the body of a sent mail of the old design that holds a password', async () => {
    const now = Date.now();
    const [legacy] = await Outbox().insertMany([
      {
        to: 'legacy@mail.sa',
        subject: 'Details',
        text: 'Hello\n\nPassword: Old-Secret-1\n\nBye',
        status: 'sent',
        sent_at: new Date(now),
      },
      {
        to: 'legacy@mail.sa',
        subject: 'Other',
        text: 'Choose your password: %%PASSWORD_LINK%%',
        status: 'sent',
        sent_at: new Date(now),
      },
    ]);
    expect(await removeExpiredMailBodies(identity.connection, { retentionDays: 30, now })).toBe(1);
    expect(JSON.stringify(await Outbox().find({ to: 'legacy@mail.sa' }).lean())).not.toContain('Old-Secret-1');
    expect(await Outbox().findById(legacy!._id).lean()).toMatchObject({ body_removed_at: new Date(now) });
    expect(await removeExpiredMailBodies(identity.connection, { retentionDays: 30, now })).toBe(0);
  });
});
