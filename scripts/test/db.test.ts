import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { MongoClient, ObjectId, type Document } from 'mongodb';
import { startDatabase } from '../db.ts';
import { loadOrCreateSecrets } from '../stack.ts';

describe('embedded database (scripts/db.ts)', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('keeps data in its data folder across a restart', { timeout: 60_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'db-test-'));
    dirs.push(dataDir);
    const first = await startDatabase({ dataDir, log: () => {} });
    const client = new MongoClient(first.uri);
    await client.db('persist').collection('requests').insertOne({ user_email: 'sara@example.com', status: 'new' });
    await client.close();
    await first.stop();

    const second = await startDatabase({ dataDir, log: () => {} });
    const again = new MongoClient(second.uri);
    const found = await again.db('persist').collection('requests').findOne({ user_email: 'sara@example.com' });
    await again.close();
    await second.stop();
    expect(found?.status).toBe('new');
    if (!process.env.MONGODB_URI) expect(['mongod', 'mongo-java-server']).toContain(first.kind);
  });

  it(
    'answers every sorted page as a full sort would, ties and missing fields included',
    { timeout: 120_000 },
    async () => {
      // On mongo-java-server the launcher picks a sorted page with a bounded heap instead of
      // sorting every row (TopKH2Database); its pages must be exactly the stock order's.
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'db-sort-'));
      dirs.push(dataDir);
      const database = await startDatabase({ dataDir, log: () => {} });
      const client = new MongoClient(database.uri);
      try {
        const rows = client.db('sorting').collection('rows');
        const docs: Document[] = Array.from({ length: 600 }, (_, i) => ({
          _id: new ObjectId(),
          // Few distinct times, so many ties; some rows lack a status or a name.
          created_at: new Date(Date.UTC(2026, 0, 1 + (i % 37))),
          ...(i % 5 === 0 ? {} : { status: ['new', 'approved', 'rejected'][i % 3] }),
          ...(i % 7 === 0 ? {} : { name: `name ${(i * 7919) % 101}` }),
          n: i,
        }));
        await rows.insertMany(docs);
        const compare = (sort: [string, 1 | -1][]) => (a: Document, b: Document) => {
          for (const [field, direction] of sort) {
            const [x, y] = [a[field], b[field]];
            if (x === undefined && y === undefined) continue;
            // A missing field sorts first ascending, as null does in MongoDB.
            if (x === undefined || y === undefined) return (x === undefined ? -1 : 1) * direction;
            const cmp =
              x instanceof ObjectId ? x.toHexString().localeCompare(y.toHexString()) : x < y ? -1 : x > y ? 1 : 0;
            if (cmp !== 0) return cmp * direction;
          }
          return 0;
        };
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom<[string, 1 | -1][]>(
              [
                ['created_at', -1],
                ['_id', -1],
              ],
              [
                ['created_at', 1],
                ['_id', 1],
              ],
              [
                ['status', 1],
                ['created_at', -1],
                ['_id', -1],
              ],
              [
                ['name', -1],
                ['_id', 1],
              ],
              // No _id: equal keys keep the scan's order, as the stock stable sort does.
              [['created_at', 1]],
              [
                ['status', -1],
                ['created_at', -1],
              ],
            ),
            fc.constantFrom<Document>({}, { status: 'new' }, { name: { $regex: '1' } }),
            fc.nat({ max: 650 }),
            fc.integer({ min: 1, max: 100 }),
            async (sort, filter, skip, limit) => {
              const page = await rows.find(filter).sort(sort).skip(skip).limit(limit).toArray();
              const all = await rows.find(filter).toArray();
              const expected = all.sort(compare(sort)).slice(skip, skip + limit);
              expect(page.map((doc) => doc.n)).toEqual(expected.map((doc) => doc.n));
            },
          ),
          { numRuns: 40 },
        );
      } finally {
        await client.close();
        await database.stop();
      }
    },
  );

  it.each([
    ['the durable file backend', 'file'],
    ["the tests' memory backend", 'memory'],
  ] as const)(
    'answers each of 80 concurrent findOneAndUpdate $inc its own post-image on %s (reference numbers, leases)',
    { timeout: 60_000 },
    async (_name, where) => {
      // mongo-java-server answered the stored object itself, changed in place by the next $inc
      // before the reply went out: on the file backend 10 concurrent callers all got the last value.
      const dataDir = where === 'file' ? await mkdtemp(path.join(os.tmpdir(), 'db-fam-')) : null;
      if (dataDir) dirs.push(dataDir);
      const database = await startDatabase({ dataDir, log: () => {} });
      const client = new MongoClient(database.uri);
      try {
        const counters = client.db('fam').collection<{ _id: string; seq: number }>('counters');
        await counters.insertOne({ _id: 'TR-2026', seq: 0 });
        const answers = await Promise.all(
          Array.from({ length: 80 }, () =>
            counters.findOneAndUpdate({ _id: 'TR-2026' }, { $inc: { seq: 1 } }, { returnDocument: 'after' }),
          ),
        );
        const numbers = answers.map((doc) => doc?.seq ?? 0).sort((a, b) => a - b);
        expect(numbers).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));
        const before = await Promise.all(
          Array.from({ length: 20 }, () =>
            counters.findOneAndUpdate({ _id: 'TR-2026' }, { $inc: { seq: 1 } }, { returnDocument: 'before' }),
          ),
        );
        expect(before.map((doc) => doc?.seq ?? 0).sort((a, b) => a - b)).toEqual(
          Array.from({ length: 20 }, (_, i) => i + 80),
        );
      } finally {
        await client.close();
        await database.stop();
      }
    },
  );

  it('creates the stack secrets once and reuses them, so tokens survive restarts', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'secrets-test-'));
    dirs.push(dataDir);
    const first = loadOrCreateSecrets(dataDir);
    expect(first.JWT_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(loadOrCreateSecrets(dataDir)).toEqual(first);
  });
});
