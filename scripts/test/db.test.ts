import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
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
    if (!process.env.MONGODB_URI) expect(['mongod', 'ferretdb', 'mongo-java-server']).toContain(first.kind);
  });

  it('creates the stack secrets once and reuses them, so tokens survive restarts', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'secrets-test-'));
    dirs.push(dataDir);
    const first = loadOrCreateSecrets(dataDir);
    expect(first.JWT_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(loadOrCreateSecrets(dataDir)).toEqual(first);
  });
});
