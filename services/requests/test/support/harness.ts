/**
 * One running requests service per test file: its own database on the run's real server, a
 * real identity stub over HTTP (so the production identity client is exercised), and helpers.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type Koa from 'koa';
import type mongoose from 'mongoose';
import { expect, vi } from 'vitest';
import { createLogger, personFormFields } from '@consulting/service-kit';
import {
  signTestToken,
  startServiceUnderTest,
  TEST_INTERNAL_TOKEN,
  TEST_SECRET,
  TEST_TOKEN_KEYS,
} from '@consulting/service-kit/test-support';
import { buildApp } from '../../src/app.ts';
import { prepareBuckets } from '../../src/grid-file-store.ts';
import type { PublicFormsConfig } from '../../src/public-form-guard.ts';
import { startIdentityStub, type IdentityStub } from './identity-stub.ts';

export const UPLOAD_SECRET = 'upload-url-secret-for-tests-'.padEnd(48, 'u');
export const TESTDATA = path.resolve(import.meta.dirname, '../../../../../shared/testdata');
/** The site origin of mailed links in tests. */
export const PUBLIC_URL = 'http://site.test';

export interface Harness {
  url: string;
  /** The app under test (its routers list its routes: the roles test walks them). */
  app: Koa;
  connection: mongoose.Connection;
  identity: IdentityStub;
  /** How many documents each collection holds (GridFS files included). */
  counts: () => Promise<{
    service: number;
    track: number;
    files: number;
    chunks: number;
    join: number;
    joinFiles: number;
    joinChunks: number;
    notifications: number;
  }>;
  /**
   * Resolves once no stored request or join application owes lead mails: they go to identity
   * after the answer, gathered for a few ms (the kit's `internalMailSender`), so a test that
   * snapshots `identity.calls` waits for the earlier submissions' mails first. Rejects after
   * `vi.waitFor`'s timeout while any still owes one (identity down).
   */
  leadMailsDelivered: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Starts the service on a fresh database; `identityUrl` overrides the stub (e.g. a dead port).
 * `publicForms` defaults to the production fill time (3 s: `personFormFields` tokens are older)
 * and per-email limits far above what a test file sends, so the limiter is on and in the path
 * of every submission; tests of the limits pass their own.
 */
export async function startHarness(
  prefix: string,
  options: { identityUrl?: string; publicForms?: PublicFormsConfig } = {},
): Promise<Harness> {
  const identity = await startIdentityStub(TEST_INTERNAL_TOKEN);
  const service = await startServiceUnderTest(
    prefix,
    (database) =>
      buildApp({
        database,
        config: {
          jwtSecret: TEST_SECRET,
          internalToken: TEST_INTERNAL_TOKEN,
          identityUrl: options.identityUrl ?? identity.url,
          uploadUrlSecret: UPLOAD_SECRET,
          publicForms: options.publicForms ?? { perEmailPerHour: 10_000 },
          publicUrl: PUBLIC_URL,
        },
        logger: createLogger('requests'),
        tokenKeys: TEST_TOKEN_KEYS,
      }),
    { prepare: prepareBuckets },
  );
  const { connection } = service;
  const count = (name: string) => connection.db!.collection(name).countDocuments();
  return {
    url: service.url,
    app: service.app,
    connection,
    identity,
    counts: async () => ({
      service: await count('service_requests'),
      track: await count('track_requests'),
      files: await count('attachments.files'),
      chunks: await count('attachments.chunks'),
      join: await count('join_applications'),
      joinFiles: await count('join_applications.files'),
      joinChunks: await count('join_applications.chunks'),
      notifications: await count('notifications'),
    }),
    leadMailsDelivered: () =>
      vi.waitFor(async () => {
        const owing = { pending_mails: { $in: ['alert', 'confirmation'] } };
        for (const name of ['service_requests', 'track_requests', 'join_applications']) {
          expect(await connection.db!.collection(name).countDocuments(owing), name).toBe(0);
        }
      }),
    close: async () => {
      await service.close();
      await identity.close();
    },
  };
}

/** The admin the tests act as (sign with `bearer`). */
export const ADMIN = { id: 'admin-1', role: 'admin' as const, email: 'admin@example.sa', name: 'Admin' };

/** A bearer header for a freshly signed token. */
export function bearer(user: { id: string; role: 'client' | 'admin'; email: string; name: string }): {
  authorization: string;
} {
  return { authorization: `Bearer ${signTestToken(user)}` };
}

/** Bytes of a file in the shared test data (`TESTDATA`). */
export function testFile(name: string): Promise<Buffer> {
  return readFile(path.join(TESTDATA, name));
}

/**
 * The guard fields a person's public form carries: a form token issued 4 s ago (past
 * the 3 s minimum fill time) and the consent box ticked.
 */
export function personFields(): Record<string, string> {
  return personFormFields(TEST_SECRET);
}

/** Options of the form builders: `guard: false` leaves out the guard fields (a raw form). */
export interface FormOptions {
  guard?: boolean;
}

/**
 * A multipart body like the track request form's (spec §7), optionally with an attachment. It
 * carries a person's guard fields (`personFields`) unless `options.guard` is false; `fields`
 * come after them, so a test can override one (a stale token, a filled honeypot).
 */
export function requestForm(
  fields: Record<string, string>,
  attachment?: { bytes: Buffer; name: string },
  options: FormOptions = {},
): FormData {
  const form = new FormData();
  const all = { ...(options.guard === false ? {} : personFields()), ...fields };
  for (const [key, value] of Object.entries(all)) form.append(key, value);
  if (attachment)
    form.append(
      'attachment',
      new Blob([new Uint8Array(attachment.bytes)], { type: 'application/pdf' }),
      attachment.name,
    );
  return form;
}

/** A file for a multipart form: its bytes, the name the browser gives and the type it claims. */
export interface FormFile {
  bytes: Buffer;
  name: string;
  type?: string;
}

/**
 * A multipart body like the join form's (spec §7): text fields plus optional named files, with a
 * person's guard fields unless `options.guard` is false (as `requestForm`).
 */
export function joinForm(
  fields: Record<string, string>,
  files: Record<string, FormFile> = {},
  options: FormOptions = {},
): FormData {
  const form = new FormData();
  const all = { ...(options.guard === false ? {} : personFields()), ...fields };
  for (const [key, value] of Object.entries(all)) form.append(key, value);
  for (const [field, file] of Object.entries(files)) {
    form.append(
      field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return form;
}

/** A complete join form (spec §3 "Join application"). */
export const APPLICANT_FIELDS = {
  full_name: 'Reem Al-Harbi',
  email: 'reem@example.sa',
  phone: '+966500000002',
  address: 'Riyadh, Al Olaya',
  experience: 'Eight years of patent drafting and IP portfolio management.',
  specialization: 'Intellectual property',
};

export const GUEST_FIELDS = {
  service_name: 'innovation',
  user_name: 'Sara Al-Qahtani',
  user_email: 'sara@example.sa',
  user_phone: '+966500000001',
  message: 'We need help protecting a new product design.',
  request_type: 'service',
};
