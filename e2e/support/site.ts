/**
 * Starts the real site for a browser test: the embedded database (with files on disk, so a
 * restart keeps data), the three services and the gateway on a free port, with a known admin.
 * Reads delivered mail the way a developer does in the embedded mode: from the file mailbox the
 * identity outbox worker appends to (`npm run outbox`).
 */
import { writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { vi } from 'vitest';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { freePort } from '../../scripts/db.ts';
import { bundlesBuilt, mailboxFile, startStack, type RunningStack } from '../../scripts/stack.ts';
import { E2E_FORM_ENV, guardFields } from './forms.ts';

export interface Site {
  stack: RunningStack;
  url: string;
  /** The data folder (database files, secrets.json). */
  dataDir: string;
  admin: { email: string; password: string };
  logFile: string;
  /**
   * Mail delivered to `to` (newest first): the file mailbox of the embedded mode, where the
   * outbox worker appends each mail as it sends it, links included. Waits (up to 10 s) until
   * the outbox has no mail queued or being sent, so a mail written before the call is there.
   */
  outbox: (to: string) => Promise<{ to: string; subject: string; text: string }[]>;
  stop: () => Promise<void>;
}

/**
 * Starts the site in a fresh data folder. `options.env` adds to (or overrides) the services'
 * environment, e.g. `FRONTEND_ORIGINS` to serve the bundles from their own servers as compose does.
 * `options.autoRestart` supervises the database and services as `npm start` does (off by default,
 * so a test that stops one keeps it stopped). The stack's own lines go to the log file too.
 */
export async function startSite(options: { env?: Record<string, string>; autoRestart?: boolean } = {}): Promise<Site> {
  if (!bundlesBuilt()) throw new Error('bundles are not built: run `npm run build` before the browser tests');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-e2e-'));
  const logFile = path.join(dataDir, 'services.log');
  const admin = { email: 'admin@example.com', password: 'Admin-Pass-2025!' };
  const stack = await startStack({
    port: await freePort(),
    dataDir,
    output: logFile,
    log: (line) => writeFileSync(logFile, `${line}\n`, { flag: 'a' }),
    autoRestart: options.autoRestart ?? false,
    env: {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'info',
      ...E2E_FORM_ENV,
      // Admins sign in without enrolling 2FA, except in the tests that test it (they pass 'true').
      REQUIRE_ADMIN_2FA: 'false',
      ...options.env,
    },
  });
  // The form token tests' forms carry, fetched while every service is up.
  await guardFields(stack.url);
  const mailbox = mailboxFile(dataDir);
  const client = new MongoClient(stack.database.uri);
  return {
    stack,
    url: stack.url,
    dataDir,
    admin,
    logFile,
    outbox: async (to) => {
      await client.connect();
      const unsent = { status: { $in: ['queued', 'sending'] } };
      // Up to 10 s for the outbox worker to deliver what is queued; the caller's checks say what is missing.
      await vi
        .waitFor(
          async () => {
            const queued = await client.db('consulting_identity').collection('outbox').countDocuments(unsent);
            if (queued > 0) throw new Error(`${queued} mails still queued`);
          },
          { timeout: 10_000, interval: 50 },
        )
        .catch(() => undefined);
      const lines = (await readFile(mailbox, 'utf8').catch(() => '')).split('\n').filter(Boolean);
      return lines
        .map((line) => JSON.parse(line) as { to: string; subject: string; text: string })
        .filter((mail) => mail.to.toLowerCase() === to.toLowerCase())
        .map(({ to: address, subject, text }) => ({ to: address, subject, text }))
        .reverse();
    },
    stop: async () => {
      await client.close();
      await stack.stop();
      if (!process.env.KEEP_E2E_DATA) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
