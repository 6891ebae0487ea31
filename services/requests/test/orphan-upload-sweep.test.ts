/**
 * The orphan-upload sweep against a real database. Crashes are
 * simulated by writing what a killed process leaves behind: a GridFS file without its record,
 * chunks without their `.files` record. Ages are set by back-dating `uploadDate` and the
 * chunks' ObjectIds.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { pino } from 'pino';
import {
  connectDatabase,
  serviceMetricsRegistry,
  startBackgroundTask,
  type BackgroundTask,
} from '@consulting/service-kit';
import { freePort, startDatabase, type RunningDatabase } from '../../../scripts/db.ts';
import { prepareBuckets, requestFileStore } from '../src/grid-file-store.ts';
import { createOrphanUploadSweeper, type OrphanSweepResult } from '../src/orphan-upload-sweep.ts';
import {
  APPLICANT_FIELDS,
  GUEST_FIELDS,
  joinForm,
  requestForm,
  startHarness,
  testFile,
  type Harness,
} from './support/harness.ts';
import { metricSample } from '@consulting/service-kit/test-support';

const GRACE_MS = 10 * 60_000;
const silent = pino({ level: 'silent' });

let h: Harness;
let db: mongoose.mongo.Db;
beforeAll(async () => {
  h = await startHarness('requests_orphans');
  db = h.connection.db!;
});
afterAll(() => h?.close());

const sweeper = () =>
  createOrphanUploadSweeper({
    connection: h.connection,
    logger: silent,
    graceMs: GRACE_MS,
    registry: serviceMetricsRegistry('requests'),
  });

/** An ObjectId whose timestamp is `when` (unique: random after the time). */
function objectIdAt(when: Date): mongoose.Types.ObjectId {
  const seconds = Math.floor(when.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  return new mongoose.Types.ObjectId(seconds + randomBytes(8).toString('hex'));
}

/** Makes file `id` of `bucket` look `ageMs` old: its `uploadDate` and its chunks' ids. */
async function backdate(bucket: string, id: mongoose.Types.ObjectId, ageMs: number): Promise<void> {
  const when = new Date(Date.now() - ageMs);
  await db.collection(`${bucket}.files`).updateOne({ _id: id }, { $set: { uploadDate: when } });
  const chunks = db.collection(`${bucket}.chunks`);
  const found = await chunks.find({ files_id: id }).toArray();
  await chunks.deleteMany({ files_id: id });
  if (found.length > 0) await chunks.insertMany(found.map((chunk) => ({ ...chunk, _id: objectIdAt(when) })));
}

/** What a process killed between the chunks and the `.files` record leaves: `count` chunks, `ageMs` old. */
async function loneChunks(bucket: string, count: number, ageMs: number): Promise<mongoose.Types.ObjectId> {
  const filesId = new mongoose.Types.ObjectId();
  const when = new Date(Date.now() - ageMs);
  await db.collection(`${bucket}.chunks`).insertMany(
    Array.from({ length: count }, (_, n) => ({
      _id: objectIdAt(when),
      files_id: filesId,
      n,
      data: new mongoose.mongo.Binary(Buffer.alloc(16, n)),
    })),
  );
  return filesId;
}

/** A file written to GridFS whose submission never got its record (the process died). */
async function orphanFile(bucket: string, ageMs: number): Promise<mongoose.Types.ObjectId> {
  const bytes = Buffer.alloc(300 * 1024, 3); // two chunks
  const id = await requestFileStore(h.connection, bucket).save(bytes, {
    original_name: 'lost.pdf',
    size: bytes.length,
    mime: 'application/pdf',
  });
  await backdate(bucket, id, ageMs);
  return id;
}

const filesOf = (bucket: string, id: mongoose.Types.ObjectId) =>
  db.collection(`${bucket}.files`).countDocuments({ _id: id });
const chunksOf = (bucket: string, id: mongoose.Types.ObjectId) =>
  db.collection(`${bucket}.chunks`).countDocuments({ files_id: id });

/** The value of one series in Prometheus text format, or 0 when it is absent. */
const sample = (text: string, name: string, labels: Record<string, string>) => metricSample(text, name, labels) ?? 0;

const metricsText = async () => (await fetch(`${h.url}/metrics`)).text();

describe('the orphan-upload sweep', () => {
  it('removes old orphans with their chunks and old lone chunks, keeps referenced files and young ones', async () => {
    // Stored records with files, all older than the grace: none of their files may go.
    const pdf = await testFile('project-brief.pdf');
    const track = await fetch(`${h.url}/api/track-requests`, {
      method: 'POST',
      body: requestForm({ ...GUEST_FIELDS, request_type: 'opportunity' }, { bytes: pdf, name: 'brief.pdf' }),
    });
    expect(track.status).toBe(201);
    const service = await fetch(`${h.url}/api/service-requests`, {
      method: 'POST',
      body: requestForm({ ...GUEST_FIELDS, user_email: 'other@example.sa' }, { bytes: pdf, name: 'brief.pdf' }),
    });
    expect(service.status).toBe(201);
    const join = await fetch(`${h.url}/api/join-applications`, {
      method: 'POST',
      body: joinForm(APPLICANT_FIELDS, {
        profile_image: { bytes: await testFile('profile.png'), name: 'me.png', type: 'image/png' },
        cv_file: { bytes: await testFile('cv.docx'), name: 'cv.docx' },
      }),
    });
    expect(join.status).toBe(201);
    const referenced = {
      attachments: (await db.collection('attachments.files').find().toArray()).map((f) => f._id),
      join_applications: (await db.collection('join_applications.files').find().toArray()).map((f) => f._id),
    };
    expect(referenced.attachments).toHaveLength(2);
    expect(referenced.join_applications).toHaveLength(2);
    for (const [bucket, ids] of Object.entries(referenced)) {
      for (const id of ids) await backdate(bucket, id as mongoose.Types.ObjectId, GRACE_MS * 3);
    }

    const oldOrphan = await orphanFile('attachments', GRACE_MS + 60_000);
    const oldJoinOrphan = await orphanFile('join_applications', GRACE_MS * 2);
    const youngOrphan = await orphanFile('attachments', GRACE_MS - 60_000);
    const oldLone = await loneChunks('attachments', 3, GRACE_MS + 60_000);
    const oldJoinLone = await loneChunks('join_applications', 1, GRACE_MS * 5);
    const youngLone = await loneChunks('attachments', 2, 1000);
    const before = await metricsText();

    const result = await sweeper().sweep();

    expect(result).toEqual<OrphanSweepResult>({
      attachments: { files: 1, fileChunks: 2, loneChunks: 3 },
      join_applications: { files: 1, fileChunks: 2, loneChunks: 1 },
    });
    for (const [bucket, id] of [
      ['attachments', oldOrphan],
      ['join_applications', oldJoinOrphan],
    ] as const) {
      expect(await filesOf(bucket, id)).toBe(0);
      expect(await chunksOf(bucket, id)).toBe(0);
    }
    expect(await chunksOf('attachments', oldLone)).toBe(0);
    expect(await chunksOf('join_applications', oldJoinLone)).toBe(0);
    // Young ones may still be an upload in progress.
    expect(await filesOf('attachments', youngOrphan)).toBe(1);
    expect(await chunksOf('attachments', youngOrphan)).toBe(2);
    expect(await chunksOf('attachments', youngLone)).toBe(2);
    // Every file a record refers to is whole and still served.
    for (const [bucket, ids] of Object.entries(referenced)) {
      for (const id of ids) {
        expect(await filesOf(bucket, id as mongoose.Types.ObjectId)).toBe(1);
        expect(await chunksOf(bucket, id as mongoose.Types.ObjectId)).toBeGreaterThan(0);
      }
    }
    const attachmentUrl = ((await track.json()) as { request: { attachment_url: string } }).request.attachment_url;
    const download = await fetch(new URL(attachmentUrl, h.url));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    // Counted in /metrics.
    const after = await metricsText();
    const delta = (labels: Record<string, string>) =>
      sample(after, 'orphan_uploads_removed_total', labels) - sample(before, 'orphan_uploads_removed_total', labels);
    expect(delta({ bucket: 'attachments', kind: 'file' })).toBe(1);
    expect(delta({ bucket: 'attachments', kind: 'chunks' })).toBe(3);
    expect(delta({ bucket: 'join_applications', kind: 'file' })).toBe(1);
    expect(delta({ bucket: 'join_applications', kind: 'chunks' })).toBe(1);

    // A second sweep finds nothing more; once old enough, the young ones go too.
    expect(await sweeper().sweep()).toEqual<OrphanSweepResult>({
      attachments: { files: 0, fileChunks: 0, loneChunks: 0 },
      join_applications: { files: 0, fileChunks: 0, loneChunks: 0 },
    });
    const later = await sweeper().sweep(Date.now() + GRACE_MS);
    expect(later.attachments).toEqual({ files: 1, fileChunks: 2, loneChunks: 2 });
    for (const [bucket, ids] of Object.entries(referenced)) {
      for (const id of ids) expect(await filesOf(bucket, id as mongoose.Types.ObjectId)).toBe(1);
    }
  });

  it('keeps an old file as long as a record refers to it; once the record is deleted, the file goes', async () => {
    const id = await orphanFile('attachments', GRACE_MS * 2);
    await db.collection('track_requests').insertOne({ ...GUEST_FIELDS, status: 'new', attachment_id: id });
    expect((await sweeper().sweep()).attachments.files).toBe(0);
    expect(await filesOf('attachments', id)).toBe(1);

    // The record goes (its file delete failed): the file is an orphan now.
    await db.collection('track_requests').deleteOne({ attachment_id: id });
    expect((await sweeper().sweep()).attachments.files).toBe(1);
    expect(await chunksOf('attachments', id)).toBe(0);
  });

  it('lets several instances sweep at once: every orphan removed once, no error', async () => {
    const orphans = await Promise.all([1, 2, 3, 4].map(() => orphanFile('attachments', GRACE_MS * 2)));
    const lone = await loneChunks('join_applications', 2, GRACE_MS * 2);
    const results = await Promise.all([sweeper().sweep(), sweeper().sweep(), sweeper().sweep()]);
    const sum = (pick: (r: OrphanSweepResult) => number) => results.reduce((total, r) => total + pick(r), 0);
    expect(sum((r) => r.attachments.files)).toBe(4);
    expect(sum((r) => r.join_applications.loneChunks)).toBe(2);
    for (const id of orphans) {
      expect(await filesOf('attachments', id)).toBe(0);
      expect(await chunksOf('attachments', id)).toBe(0);
    }
    expect(await chunksOf('join_applications', lone)).toBe(0);
  });
});

/** The database stops and starts again under a running sweep: it logs, waits, and sweeps again. */
describe.skipIf(Boolean(process.env.MONGODB_URI))('the sweep while the database is away', () => {
  let database: RunningDatabase | undefined;
  let connection: mongoose.Connection | undefined;
  let task: BackgroundTask | undefined;
  afterAll(async () => {
    await task?.stop();
    await connection?.close(true);
    await database?.stop();
  });

  it('logs a failed round, never throws, and removes orphans once the database is back', async () => {
    const port = await freePort();
    database = await startDatabase({ dataDir: null, port, log: () => {} });
    connection = await connectDatabase(database.uri, 'requests_sweep_away', silent);
    const failures: unknown[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => failures.push(JSON.parse(line)) });
    const rounds: OrphanSweepResult[] = [];
    const sweep = createOrphanUploadSweeper({
      connection,
      logger,
      graceMs: 1000,
      registry: serviceMetricsRegistry('requests'),
    });
    await database.stop();
    task = startBackgroundTask({
      name: 'orphan-upload-sweep',
      intervalMs: 200,
      logger,
      run: async () => {
        rounds.push(await sweep.sweep());
      },
    });
    const until = async (condition: () => boolean | Promise<boolean>, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (!(await condition())) {
        if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    await until(() => failures.length >= 2, 20_000);
    expect(failures[0]).toMatchObject({ task: 'orphan-upload-sweep', msg: expect.stringMatching(/retrying/) });
    expect(rounds).toHaveLength(0);

    database = await startDatabase({ dataDir: null, port, log: () => {} });
    await until(() => rounds.length > 0, 30_000);
    await prepareBuckets(connection);
    const lost = await requestFileStore(connection, 'attachments').save(Buffer.alloc(10, 1), {
      original_name: 'lost.pdf',
      size: 10,
      mime: 'application/pdf',
    });
    await connection
      .db!.collection('attachments.files')
      .updateOne({ _id: lost }, { $set: { uploadDate: new Date(Date.now() - 5000) } });
    await until(async () => (await connection!.db!.collection('attachments.files').countDocuments()) === 0, 10_000);
  }, 90_000);
});
