/**
 * The kill tests share this: a paced load of contact messages and multipart track requests
 * with PDFs, and the checks that every submission answered 2xx was stored exactly once, whole,
 * with its own file byte for byte, and that nothing half-written is left (no file without its
 * request, no chunk without its file, no account without its password mail).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, vi } from 'vitest';
import { GridFSBucket, MongoClient, ObjectId, type Db } from 'mongodb';
import type { SubmitRequestResponse } from '@consulting/contracts';
import { guardFields, withGuard } from './forms.ts';

const testdata = path.resolve(import.meta.dirname, '../../../shared/testdata');

/** Short sweeps, so the tests see the services clean up after a crash (defaults: minutes). */
export const FAST_SWEEPS: Record<string, string> = {
  ORPHAN_SWEEP_GRACE_MS: '8000',
  ORPHAN_SWEEP_INTERVAL_MS: '2000',
  CREDENTIALS_MAIL_SWEEP_GRACE_MS: '3000',
  CREDENTIALS_MAIL_SWEEP_INTERVAL_MS: '1000',
};

/** One submission of the load and how it was answered. */
export interface Submission {
  kind: 'contact' | 'track';
  /** The contact message's subject, or the track request's description: unique in the run. */
  marker: string;
  /** The guest's email. */
  email: string;
  /** The PDF sent with a track request. */
  pdf?: Buffer;
  /** HTTP status; 0 when no answer arrived (connection refused or cut, or the time-out). */
  status: number;
  /** Milliseconds from sending to the whole answer (or to the failure). */
  ms: number;
  /** When it was sent (epoch ms). */
  sentAt?: number;
  body?: unknown;
  error?: string;
}

export interface LoadOptions {
  /** Site origin, e.g. `http://localhost:8123`. */
  url: string;
  contacts: number;
  tracks: number;
  /** Submissions started per second (open loop: a slow answer does not slow the load). */
  perSecond: number;
  /** Called once, without waiting for it, when this share of the submissions has started (0-1). */
  at: number;
  event: () => Promise<void>;
  /** A label unique to this run, in every marker and email. */
  run: string;
  /** Guests the track requests cycle through (the first of each creates an account). */
  guests?: number;
}

let brief: Buffer | undefined;

/** A PDF that is this request's own: the test brief plus a marker comment, some over several GridFS chunks. */
async function pdfFor(marker: string, index: number): Promise<Buffer> {
  brief ??= await readFile(path.join(testdata, 'project-brief.pdf'));
  const padding = index % 4 === 1 ? `%${'x'.repeat(99)}\n`.repeat(3000) : '';
  return Buffer.concat([brief, Buffer.from(`\n% ${marker}\n${padding}`)]);
}

async function submit(url: string, submission: Submission): Promise<void> {
  const started = performance.now();
  submission.sentAt = Date.now();
  try {
    let res: Response;
    if (submission.kind === 'contact') {
      res = await fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Huda',
          email: submission.email,
          phone: '+966500000000',
          subject: submission.marker,
          message: 'Please call me back.',
          ...(await guardFields(url)),
        }),
        signal: AbortSignal.timeout(20_000),
      });
    } else {
      const form = new FormData();
      form.append('service_name', 'events');
      form.append('user_name', 'Guest of the kill test');
      form.append('user_email', submission.email);
      form.append('message', submission.marker);
      form.append('attachment', new Blob([new Uint8Array(submission.pdf!)], { type: 'application/pdf' }), 'brief.pdf');
      await withGuard(form, url);
      res = await fetch(`${url}/api/track-requests`, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(20_000),
      });
    }
    submission.status = res.status;
    submission.body = await res.json().catch(() => undefined);
  } catch (error) {
    submission.status = 0;
    submission.error = String((error as Error).cause ?? error);
  }
  submission.ms = performance.now() - started;
}

/**
 * Sends `contacts` contact messages and `tracks` track requests, interleaved, `perSecond` a
 * second, and fires `event` once when `at` of them have started. Resolves every submission with
 * its answer once all are answered (each gives up after 20 s).
 */
export async function pacedLoad(options: LoadOptions): Promise<Submission[]> {
  const total = options.contacts + options.tracks;
  const guests = options.guests ?? 20;
  const submissions: Submission[] = [];
  let contacts = 0;
  let tracks = 0;
  for (let i = 0; i < total; i++) {
    const kind = (i % 2 === 0 && contacts < options.contacts) || tracks >= options.tracks ? 'contact' : 'track';
    const n = kind === 'contact' ? contacts++ : tracks++;
    const marker = `${kind} ${options.run} #${n}`;
    submissions.push({
      kind,
      marker,
      email: kind === 'contact' ? `huda.${options.run}@example.com` : `guest${n % guests}.${options.run}@example.com`,
      pdf: kind === 'track' ? await pdfFor(marker, n) : undefined,
      status: -1,
      ms: 0,
    });
  }
  const started = performance.now();
  const sent: Promise<void>[] = [];
  let event: Promise<void> | undefined;
  for (const [i, submission] of submissions.entries()) {
    const due = (i * 1000) / options.perSecond - (performance.now() - started);
    // The load's own schedule against running processes, in real time (not a wait on a condition).
    if (due > 0) await new Promise((r) => setTimeout(r, due));
    if (!event && i >= total * options.at) event = options.event();
    sent.push(submit(options.url, submission));
  }
  await Promise.all(sent);
  await event;
  return submissions;
}

/** Counts by outcome, for the test's log line and the closing note. */
export function tally(submissions: Submission[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const s of submissions) {
    const key = `${s.kind} ${s.status === 0 ? 'no answer' : s.status}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/**
 * Asserts that every submission answered 2xx is stored exactly once with its own file byte for
 * byte, and that an unanswered or refused one is stored at most once (the database may have
 * committed it just before it died) and, if stored, whole. Returns the counts.
 */
export async function expectAcknowledgedStored(
  mongoUri: string,
  submissions: Submission[],
): Promise<{ acknowledged: number; stored: number; lost: number }> {
  const client = new MongoClient(mongoUri);
  try {
    const messages = client.db('consulting_content').collection('contact_messages');
    const requestsDb = client.db('consulting_requests');
    const bucket = new GridFSBucket(requestsDb, { bucketName: 'attachments' });
    const markers = (kind: Submission['kind']) => submissions.filter((s) => s.kind === kind).map((s) => s.marker);
    const storedContacts = await messages
      .find({ subject: { $in: markers('contact') } }, { projection: { subject: 1 } })
      .toArray();
    const storedTracks = await requestsDb
      .collection('track_requests')
      .find({ message: { $in: markers('track') } })
      .toArray();
    let acknowledged = 0;
    let stored = 0;
    let lost = 0;
    for (const submission of submissions) {
      const mine =
        submission.kind === 'contact'
          ? storedContacts.filter((m) => m.subject === submission.marker)
          : storedTracks.filter((r) => r.message === submission.marker);
      const ok = submission.status >= 200 && submission.status < 300;
      if (ok) {
        acknowledged += 1;
        if (mine.length === 1) stored += 1;
        else lost += 1;
        expect(mine.length, `${submission.marker} (answered ${submission.status}) stored exactly once`).toBe(1);
      } else {
        expect(
          mine.length,
          `${submission.marker} (answered ${submission.status}) stored at most once`,
        ).toBeLessThanOrEqual(1);
      }
      if (submission.kind === 'track') {
        if (ok) {
          const { request } = submission.body as SubmitRequestResponse;
          expect(String(mine[0]._id)).toBe(request.id);
        }
        for (const doc of mine) {
          expect(doc.attachment_id, `${submission.marker} has its file`).toBeInstanceOf(ObjectId);
          const chunks: Buffer[] = [];
          for await (const chunk of bucket.openDownloadStream(doc.attachment_id as ObjectId))
            chunks.push(chunk as Buffer);
          expect(Buffer.concat(chunks).equals(submission.pdf!), `${submission.marker}: the PDF byte for byte`).toBe(
            true,
          );
        }
      }
    }
    return { acknowledged, stored, lost };
  } finally {
    await client.close();
  }
}

/** What is half-written: files no request refers to, requests without their file, chunks without a file or short of them. */
async function halfWritten(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const referenced = new Set<string>();
  for (const collection of ['service_requests', 'track_requests']) {
    for (const doc of await db
      .collection(collection)
      .find({ attachment_id: { $exists: true } }, { projection: { attachment_id: 1 } })
      .toArray()) {
      referenced.add(String(doc.attachment_id));
    }
  }
  const files = await db.collection('attachments.files').find().toArray();
  const fileIds = new Set(files.map((f) => String(f._id)));
  for (const id of fileIds) if (!referenced.has(id)) problems.push(`file ${id} without its request`);
  for (const id of referenced) if (!fileIds.has(id)) problems.push(`request file ${id} missing`);
  const counts = await db
    .collection('attachments.chunks')
    .aggregate<{ _id: unknown; n: number }>([{ $group: { _id: '$files_id', n: { $sum: 1 } } }])
    .toArray();
  const chunkCounts = new Map(counts.map((c) => [String(c._id), c.n]));
  for (const id of chunkCounts.keys()) if (!fileIds.has(id)) problems.push(`chunks of ${id} without a file`);
  for (const file of files) {
    const expected = Math.ceil(file.length / file.chunkSize);
    if ((chunkCounts.get(String(file._id)) ?? 0) !== expected)
      problems.push(`file ${String(file._id)} short of chunks`);
  }
  return problems;
}

/** Accounts created for this run's guests that have no credentials mail in the outbox. */
async function accountsWithoutMail(client: MongoClient, run: string): Promise<string[]> {
  const identity = client.db('consulting_identity');
  const users = await identity
    .collection('users')
    .find({ email: { $regex: `\\.${run}@example\\.com$` }, auto_created: true })
    .toArray();
  const mailed = new Set(
    (await identity.collection('outbox').distinct('to', { to: { $regex: `\\.${run}@example\\.com$` } })).map(String),
  );
  return users.map((u) => String(u.email)).filter((email) => !mailed.has(email));
}

/**
 * Waits (at most `timeoutMs`) for the services' sweeps to leave nothing half-written: no GridFS
 * file without its request, no chunk without its file, no guest account of `run` without its
 * password mail. Fails naming what is left.
 */
export async function expectNothingHalfWritten(mongoUri: string, run: string, timeoutMs = 40_000): Promise<void> {
  const client = new MongoClient(mongoUri);
  try {
    await vi.waitFor(
      async () => {
        const problems = [
          ...(await halfWritten(client.db('consulting_requests'))),
          ...(await accountsWithoutMail(client, run)).map((email) => `account ${email} without its password mail`),
        ];
        expect(problems, 'half-written records').toEqual([]);
      },
      { timeout: timeoutMs, interval: 1000 },
    );
  } finally {
    await client.close();
  }
}
