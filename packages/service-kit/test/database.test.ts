import { afterAll, describe, expect, it } from 'vitest';
import { Schema, type Connection } from 'mongoose';
import { pino } from 'pino';
import {
  connectDatabase,
  DATABASE_HEARTBEAT_MS,
  DATABASE_SELECTION_TIMEOUT_MS,
  isDatabaseReady,
  isDatabaseUnavailableError,
  modelsReady,
  toErrorResponse,
} from '../src/index.ts';
import { openTestDatabase } from '../test-support/index.ts';
import { freePort, startDatabase, type RunningDatabase } from '../../../scripts/db.ts';

describe('modelsReady', () => {
  let connection: Connection;
  afterAll(async () => {
    await connection?.dropDatabase();
    await connection?.close();
  });

  it('leaves every model with its collection and unique indexes before the first request', async () => {
    connection = await openTestDatabase('kit_models_ready');
    const Account = connection.model('Account', new Schema({ email: { type: String, unique: true } }));
    connection.model('Note', new Schema({ text: String }));
    await modelsReady(connection);
    const names = (await connection.db!.listCollections().toArray()).map((c) => c.name).sort();
    expect(names).toEqual(expect.arrayContaining(['accounts', 'notes']));
    await Account.create({ email: 'a@example.com' });
    await expect(Account.create({ email: 'a@example.com' })).rejects.toMatchObject({ code: 11000 });
  });
});

/**
 * Issue 6 "Resilience": a service's `/readyz` follows its database. The database is a server of
 * its own here (scripts/db.ts, in memory) so the test can stop it and start it on the same port.
 */
describe.skipIf(Boolean(process.env.MONGODB_URI))('a connection whose database stops and starts again', () => {
  let database: RunningDatabase | undefined;
  let connection: Connection | undefined;
  afterAll(async () => {
    await connection?.close(true);
    await database?.stop();
  });

  /** Resolves with the milliseconds until `condition()` held; rejects after `timeoutMs`. */
  async function timeUntil(condition: () => boolean, timeoutMs: number): Promise<number> {
    const start = Date.now();
    while (!condition()) {
      if (Date.now() - start > timeoutMs) throw new Error(`not true within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return Date.now() - start;
  }

  it('is not ready within seconds of the stop, answers 503 meanwhile, and serves again on the same connection', async () => {
    const port = await freePort();
    database = await startDatabase({ dataDir: null, port, log: () => {} });
    connection = await connectDatabase(database.uri, 'kit_restart', pino({ level: 'silent' }));
    const notes = connection.model('Note', new Schema({ text: String }));
    await modelsReady(connection);
    await notes.create({ text: 'before' });
    expect(isDatabaseReady(connection)).toBe(true);

    // Stop the server just after a background check succeeded: with the driver's default 10 s
    // between checks, /readyz went on saying ready for about ten seconds.
    await new Promise((resolve) => connection!.getClient().once('serverHeartbeatSucceeded', resolve));
    await database.stop();
    expect(await timeUntil(() => !isDatabaseReady(connection), 15_000)).toBeLessThan(DATABASE_HEARTBEAT_MS * 3);

    // A write meanwhile fails within seconds (not the driver's 30 s) and is answered 503.
    const started = Date.now();
    const failed = await notes.create({ text: 'while down' }).catch((error: unknown) => error);
    expect(Date.now() - started).toBeLessThan(DATABASE_SELECTION_TIMEOUT_MS * 2);
    expect(isDatabaseUnavailableError(failed)).toBe(true);
    expect(toErrorResponse(failed)).toMatchObject({ status: 503, message: expect.stringMatching(/try again/) });

    database = await startDatabase({ dataDir: null, port, log: () => {} });
    await timeUntil(() => isDatabaseReady(connection), 20_000);
    await notes.create({ text: 'after' });
    expect(await notes.countDocuments({ text: 'after' })).toBe(1);
  }, 60_000);
});
