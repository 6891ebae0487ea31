/**
 * Backup and restore (scripts/archive.ts, scripts/backup.ts, scripts/restore.ts), against
 * real embedded servers: data of many BSON types, a unique index and a GridFS file of several
 * chunks is backed up from one server and restored into a fresh one, where every document, index
 * and file byte is the same; a tampered archive and a non-empty target are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  BSON,
  Binary,
  Decimal128,
  Double,
  GridFSBucket,
  Int32,
  Long,
  MongoClient,
  ObjectId,
  UUID,
  type Document,
} from 'mongodb';
import {
  ArchiveVerificationError,
  TargetNotEmptyError,
  backupDatabases,
  findDatabase,
  recordLastBackup,
  redactUri,
  restoreDatabases,
  timestampName,
  type Manifest,
} from '../archive.ts';
import { ROOT, startDatabase, type RunningDatabase } from '../db.ts';

const { EJSON } = BSON;
const DATABASES = ['backup_test_shop', 'backup_test_files'];
/** A file of several GridFS chunks (default chunk size 255 KiB). */
const FILE = randomBytes(700 * 1024);

const dirs: string[] = [];
const servers: RunningDatabase[] = [];
const clients: MongoClient[] = [];

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

async function server(): Promise<{ uri: string; client: MongoClient }> {
  const database = await startDatabase({ dataDir: await tempDir('backup-db-'), log: () => {} });
  servers.push(database);
  const client = new MongoClient(database.uri);
  clients.push(client);
  return { uri: database.uri, client };
}

/** Every document of every test database, in natural order, as canonical Extended JSON. */
async function contents(client: MongoClient): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const name of DATABASES) {
    const collections = (await client.db(name).listCollections().toArray()).map((c) => c.name).sort();
    for (const collection of collections) {
      const docs = await client.db(name).collection(collection).find().toArray();
      result[`${name}.${collection}`] = docs.map((d) => EJSON.stringify(d, { relaxed: false }));
    }
  }
  return result;
}

/** Every index of every test collection, without the fields a server adds on its own. */
async function indexes(client: MongoClient): Promise<Record<string, Document[]>> {
  const result: Record<string, Document[]> = {};
  for (const name of DATABASES) {
    for (const { name: collection } of await client.db(name).listCollections().toArray()) {
      const list = await client.db(name).collection(collection).listIndexes().toArray();
      result[`${name}.${collection}`] = list
        .map(({ v: _v, ns: _ns, background: _b, ...spec }) => EJSON.serialize(spec, { relaxed: false }))
        .sort((a, b) => String(a.name).localeCompare(String(b.name)));
    }
  }
  return result;
}

async function download(client: MongoClient, id: ObjectId): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of new GridFSBucket(client.db('backup_test_files'), {
    bucketName: 'attachments',
  }).openDownloadStream(id)) {
    parts.push(part as Buffer);
  }
  return Buffer.concat(parts);
}

let source: { uri: string; client: MongoClient };
let target: { uri: string; client: MongoClient };
let outDir: string;
let folder: string;
let manifest: Manifest;
let expected: Record<string, string[]>;
let expectedIndexes: Record<string, Document[]>;
let fileId: ObjectId;

beforeAll(async () => {
  source = await server();
  const shop = source.client.db('backup_test_shop');
  const customers = shop.collection('customers');
  await customers.createIndex({ email: 1 }, { unique: true, name: 'email_unique' });
  await customers.createIndex({ city: 1, created_at: -1 });
  await customers.insertMany([
    {
      _id: new ObjectId(),
      email: 'sara@example.com',
      name: 'سارة العتيبي',
      city: 'الرياض',
      created_at: new Date('2026-01-02T03:04:05.678Z'),
      balance: Decimal128.fromString('12345.678901234567890'),
      visits: new Int32(7),
      score: new Double(2.5),
      big: Long.fromString('9007199254740993'),
      token: new Binary(Buffer.from([0, 1, 2, 250, 255]), 0),
      ref: new UUID('0f8fad5b-d9cb-469f-a165-70867728950e'),
      tags: [
        ['a', ['b', ['c']]],
        [1, 2.5, null],
      ],
      nested: { deep: [{ at: new Date(0), ok: true, id: new ObjectId() }] },
    },
    { email: 'omar@example.com', name: 'Omar', city: 'Jeddah', notes: 'طلب خدمة ✓ — "quoted"\nnew line' },
  ]);
  await shop.createCollection('empty_with_index');
  await shop.collection('empty_with_index').createIndex({ code: 1 }, { unique: true });
  await shop
    .collection('orders')
    .insertMany(Array.from({ length: 2500 }, (_, i) => ({ n: i, total: Decimal128.fromString(`${i}.50`) })));

  const files = source.client.db('backup_test_files');
  const upload = new GridFSBucket(files, { bucketName: 'attachments' }).openUploadStream('brief.pdf', {
    metadata: { original_name: 'ملف.pdf', mime: 'application/pdf' },
  });
  await new Promise<void>((resolve, reject) => {
    upload.once('finish', () => resolve());
    upload.once('error', reject);
    upload.end(FILE);
  });
  fileId = upload.id as ObjectId;
  expect(await files.collection('attachments.chunks').countDocuments()).toBeGreaterThanOrEqual(3);

  expected = await contents(source.client);
  expectedIndexes = await indexes(source.client);
  outDir = await tempDir('backup-out-');
  ({ folder, manifest } = await backupDatabases({ uri: source.uri, outDir, log: () => {} }));
  target = await server();
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await Promise.all(servers.map((s) => s.stop()));
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
}, 60_000);

describe('backup', () => {
  it('writes a finished folder named by its timestamp with a manifest of counts, indexes and checksums', async () => {
    expect(path.dirname(folder)).toBe(outDir);
    expect(path.basename(folder)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    expect(await readdir(outDir)).toEqual([path.basename(folder)]);
    expect(JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8'))).toEqual(manifest);
    expect(manifest).toMatchObject({ format: 'consulting-site-backup', version: 1 });
    expect(manifest.source.uri).toBe(source.uri);
    expect(manifest.source.version).toMatch(/\d/);
    // The embedded server offers the fsync lock (or, before it had one, nothing).
    expect(['fsync-lock', 'snapshot', 'none']).toContain(manifest.consistency.method);

    const shop = manifest.databases.find((d) => d.name === 'backup_test_shop')!;
    expect(shop.collections.map((c) => [c.name, c.count])).toEqual([
      ['customers', 2],
      ['empty_with_index', 0],
      ['orders', 2500],
    ]);
    expect(shop.collections[0].indexes).toEqual(
      expect.arrayContaining([{ name: 'email_unique', key: { email: 1 }, unique: true }]),
    );
    const files = manifest.databases.find((d) => d.name === 'backup_test_files')!;
    expect(files.gridfs).toEqual([{ bucket: 'attachments', files: 1, bytes: FILE.length }]);
    expect(files.collections.map((c) => [c.name, c.count])).toEqual([
      ['attachments.chunks', Math.ceil(FILE.length / (255 * 1024))],
      ['attachments.files', 1],
    ]);
    for (const db of [shop, files]) {
      for (const collection of db.collections) {
        expect(collection.data).toEqual({
          file: `${db.name}/${collection.name}.ejson.gz`,
          bytes: expect.any(Number),
          sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        });
        expect(collection.metadata.file).toBe(`${db.name}/${collection.name}.metadata.json`);
      }
    }
  });

  it('leaves the source writable (the lock, if taken, is released)', async () => {
    const write = source.client.db('backup_test_shop').collection('after').insertOne({ at: new Date() });
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('write blocked')), 5000));
    await expect(Promise.race([write, timeout])).resolves.toMatchObject({ acknowledged: true });
    await source.client.db('backup_test_shop').dropCollection('after');
  });
});

describe('restore', () => {
  it('brings a fresh server to the same documents, indexes and GridFS bytes', { timeout: 120_000 }, async () => {
    const lines: string[] = [];
    const summary = await restoreDatabases({ uri: target.uri, folder, log: (l) => lines.push(l) });
    const chunks = Math.ceil(FILE.length / (255 * 1024));
    expect(summary.totals).toEqual({ databases: 2, collections: 5, documents: 2 + 0 + 2500 + 1 + chunks });
    expect(summary.dropped).toEqual([]);
    expect(await contents(target.client)).toEqual(expected);
    expect(await indexes(target.client)).toEqual(expectedIndexes);
    expect((await download(target.client, fileId)).equals(FILE)).toBe(true);
    expect(lines.join('\n')).toMatch(/checksums verified/);
    await expect(
      target.client.db('backup_test_shop').collection('customers').insertOne({ email: 'sara@example.com' }),
    ).rejects.toThrow(/duplicate key/i);
  });

  it('refuses a non-empty target without --drop, and replaces it with --drop', { timeout: 120_000 }, async () => {
    await target.client.db('backup_test_shop').collection('customers').insertOne({ email: 'extra@example.com' });
    await expect(restoreDatabases({ uri: target.uri, folder, log: () => {} })).rejects.toThrow(TargetNotEmptyError);
    await expect(restoreDatabases({ uri: target.uri, folder, log: () => {} })).rejects.toThrow(
      /already holds data in backup_test_files .*backup_test_shop .*--drop/s,
    );
    expect(await target.client.db('backup_test_shop').collection('customers').countDocuments()).toBe(3);

    const summary = await restoreDatabases({ uri: target.uri, folder, drop: true, log: () => {} });
    expect(summary.dropped).toEqual(DATABASES.slice().sort());
    expect(await contents(target.client)).toEqual(expected);
  });

  it('refuses a tampered archive before writing anything', { timeout: 120_000 }, async () => {
    const copy = path.join(await tempDir('backup-tampered-'), 'copy');
    await cp(folder, copy, { recursive: true });
    const file = path.join(copy, 'backup_test_shop', 'customers.ejson.gz');
    const bytes = await readFile(file);
    bytes[bytes.length - 5] ^= 0xff;
    await writeFile(file, bytes);

    const fresh = await server();
    const attempt = restoreDatabases({ uri: fresh.uri, folder: copy, log: () => {} });
    await expect(attempt).rejects.toThrow(ArchiveVerificationError);
    await expect(restoreDatabases({ uri: fresh.uri, folder: copy, log: () => {} })).rejects.toThrow(
      /backup_test_shop\/customers\.ejson\.gz: sha256 [0-9a-f]{64} .*the manifest says/,
    );
    const { databases } = await fresh.client.db('admin').admin().listDatabases({ nameOnly: true });
    expect(databases.map((d) => d.name).filter((n) => DATABASES.includes(n))).toEqual([]);
  });
});

describe('the commands', () => {
  const node = process.execPath;
  const env = (uri: string) => ({ ...process.env, MONGODB_URI: uri });

  it('npm run backup -- --out <dir> prints what it did and where', { timeout: 60_000 }, async () => {
    const out = await tempDir('backup-cli-');
    const run = spawnSync(node, [path.join(ROOT, 'scripts/backup.ts'), '--out', out], {
      env: env(source.uri),
      encoding: 'utf8',
      timeout: 50_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/backup: backup_test_files\.attachments\.chunks: \d+ documents/);
    expect(run.stdout).toMatch(/consistency: (fsync-lock|snapshot|none); read in [\d.]+ s, [\d.]+ s in all/);
    const [name] = await readdir(out);
    expect(run.stdout.trim().split('\n').pop()).toBe(`backup: written to ${path.join(out, name)}`);
  });

  it('npm run restore refuses a non-empty target with a clear message and exit code 1', { timeout: 60_000 }, () => {
    const run = spawnSync(node, [path.join(ROOT, 'scripts/restore.ts'), folder], {
      env: env(target.uri),
      encoding: 'utf8',
      timeout: 50_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^restore: failed after [\d.]+ s: the target already holds data in .*--drop/);
  });

  it('npm run restore without a folder shows the usage and exit code 2', () => {
    const run = spawnSync(node, [path.join(ROOT, 'scripts/restore.ts')], { encoding: 'utf8', timeout: 20_000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/usage: npm run restore -- <backup folder> \[--drop\]/);
  });
});

describe("finding the running stack's database", () => {
  /** Runs `findDatabase` with `DATA_DIR` on a folder whose `database-uri` holds `uri`. */
  async function findWith(uri: string, busyWaitMs: number) {
    const dataDir = await tempDir('backup-find-');
    await writeFile(path.join(dataDir, 'database-uri'), uri);
    const saved = { DATA_DIR: process.env.DATA_DIR, MONGODB_URI: process.env.MONGODB_URI };
    process.env.DATA_DIR = dataDir;
    delete process.env.MONGODB_URI;
    try {
      return { dataDir, found: findDatabase(() => {}, { existing: true, busyWaitMs }) };
    } finally {
      Object.assign(process.env, saved);
      for (const [key, value] of Object.entries(saved)) if (value === undefined) delete process.env[key];
    }
  }

  it('uses the server the stack wrote to database-uri when it answers', async () => {
    const { found } = await findWith(source.uri, 5000);
    const database = await found;
    expect(database.stackRunning).toBe(true);
    expect(database.uri).toBe(source.uri);
  });

  it('refuses a stack database that listens but does not answer, instead of starting a second one', async () => {
    // Accepts connections and never speaks: a stack's server too busy to answer a ping.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const { dataDir, found } = await findWith(`mongodb://127.0.0.1:${port}`, 1500);
      await expect(found).rejects.toThrow(
        new RegExp(`a server listens at mongodb://127\\.0\\.0\\.1:${port} .* did not answer a ping within 2 s`),
      );
      expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('says there is nothing to back up when the stack has stopped and left its address behind', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { found } = await findWith(`mongodb://127.0.0.1:${port}`, 1500);
    await expect(found).rejects.toThrow(/no database in .*: nothing to back up/);
  });
});

describe('helpers', () => {
  it('names a backup by its UTC time, sortable and without colons', () => {
    expect(timestampName(new Date('2026-11-24T08:15:00.123Z'))).toBe('2026-11-24T08-15-00Z');
  });

  it('keeps credentials out of the manifest and the log', () => {
    expect(redactUri('mongodb://site:s3cr%40t@db1:27017,db2:27017/?replicaSet=rs0')).toBe(
      'mongodb://db1:27017,db2:27017/?replicaSet=rs0',
    );
    expect(redactUri('mongodb+srv://u:p@cluster.example.net/?tlsCertificateKeyFilePassword=x&w=majority')).toBe(
      'mongodb+srv://cluster.example.net/?tlsCertificateKeyFilePassword=***&w=majority',
    );
  });
});

describe("the record of the last backup (the gateway's backup_last_success_timestamp_seconds)", () => {
  const gatewayDb = 'backup_test_gateway';

  it(
    'npm run backup records it in the gateway database when that database is backed up',
    { timeout: 60_000 },
    async () => {
      const gateway = source.client.db(gatewayDb);
      await gateway.collection('rate_limits').insertOne({ _id: 'sign-in:203.0.113.7' } as Document);
      try {
        const out = await tempDir('backup-record-');
        const before = Date.now();
        const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/backup.ts'), '--out', out], {
          env: { ...process.env, MONGODB_URI: source.uri, GATEWAY_DB_NAME: gatewayDb },
          encoding: 'utf8',
          timeout: 50_000,
        });
        expect(run.stderr).toBe('');
        expect(run.status).toBe(0);
        expect(run.stdout).toContain(`backup: recorded as the last backup in ${gatewayDb}.backup_status`);
        const [name] = await readdir(out);
        const written = JSON.parse(await readFile(path.join(out, name!, 'manifest.json'), 'utf8')) as Manifest;
        const record = await gateway.collection('backup_status').findOne({ _id: 'last-backup' } as Document);
        expect(record).toEqual({
          _id: 'last-backup',
          finishedAt: expect.any(Date),
          archive: name,
          bytes: written.totals.bytes,
        });
        expect(record!.finishedAt.getTime()).toBeGreaterThanOrEqual(before);
        expect(record!.finishedAt.getTime()).toBeLessThanOrEqual(Date.now());
      } finally {
        await gateway.dropDatabase();
      }
    },
  );

  it('writes nothing when the gateway database is not among those backed up', async () => {
    expect(await recordLastBackup(source.uri, { folder, manifest }, gatewayDb)).toBe(false);
    const { databases } = await source.client.db('admin').admin().listDatabases({ nameOnly: true });
    expect(databases.map((d) => d.name)).not.toContain(gatewayDb);
  });
});
