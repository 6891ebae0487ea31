import { afterAll, describe, expect, it, vi } from 'vitest';
import { Schema, type Connection } from 'mongoose';
import { pino } from 'pino';
import mongoose from 'mongoose';
import {
  connectDatabase,
  DATABASE_HEARTBEAT_MS,
  DATABASE_SELECTION_TIMEOUT_MS,
  DATABASE_WRITE_CONCERN,
  isDatabaseReady,
  isDatabaseUnavailableError,
  modelsReady,
  toErrorResponse,
} from '../src/index.ts';
import { openTestDatabase, testMongoUri } from '../test-support/index.ts';
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

  it('starts several instances at once on one database, each with the collection and its indexes', async () => {
    const database = await openTestDatabase('kit_models_race');
    const instances = await Promise.all(
      [1, 2, 3].map(() => mongoose.createConnection(testMongoUri(), { dbName: database.name }).asPromise()),
    );
    try {
      const members = instances.map((instance) =>
        instance.model('Member', new Schema({ email: { type: String, unique: true } })),
      );
      await Promise.all(instances.map((instance) => modelsReady(instance)));
      await members[0].create({ email: 'b@example.com' });
      await expect(members[1].create({ email: 'b@example.com' })).rejects.toMatchObject({ code: 11000 });
      const listed = await database.db!.listCollections({ name: 'members' }, { nameOnly: true }).toArray();
      expect(listed.map((collection) => collection.name)).toEqual(['members']);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await database.dropDatabase();
      await database.close();
    }
  });
});

/**
 * With MONGODB_URI and in compose, services write with `{ w: 'majority', j: true }`.
 * The connection `connectDatabase` makes carries it down to every collection (models and GridFS
 * alike), and the test server (mongo-java-server here) accepts such writes.
 */
describe('the write concern of a service connection', () => {
  let connection: Connection | undefined;
  afterAll(async () => {
    await connection?.dropDatabase();
    await connection?.close();
  });

  it('is majority and journaled on the client, the database and its collections, and writes succeed', async () => {
    connection = await connectDatabase(testMongoUri(), `kit_write_concern_${Date.now()}`, pino({ level: 'silent' }));
    expect(DATABASE_WRITE_CONCERN).toEqual({ w: 'majority', journal: true });
    expect(connection.getClient().writeConcern).toMatchObject({ w: 'majority', journal: true });
    expect(connection.db!.writeConcern).toMatchObject({ w: 'majority', journal: true });

    // Models and GridFS buckets write through collections of that database, which inherit it
    // (GridFSBucket opens `{bucket}.files` and `.chunks` with `db.collection`).
    const Note = connection.model('Note', new Schema({ text: String }));
    await modelsReady(connection);
    const driverCollection = (Note.collection as unknown as { collection: mongoose.mongo.Collection }).collection;
    expect(driverCollection.writeConcern).toMatchObject({ w: 'majority', journal: true });
    expect(connection.db!.collection('kit_files.chunks').writeConcern).toMatchObject({ w: 'majority', journal: true });

    // The server takes such writes: a model's insert and update, a GridFS upload.
    await Note.create({ text: 'journaled' });
    await Note.updateOne({ text: 'journaled' }, { text: 'still journaled' });
    const bucket = new mongoose.mongo.GridFSBucket(connection.db!, { bucketName: 'kit_files' });
    await new Promise<void>((resolve, reject) => {
      const upload = bucket.openUploadStream('a.txt');
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(Buffer.from('hello'));
    });
    expect(await Note.countDocuments({ text: 'still journaled' })).toBe(1);
    expect(await connection.db!.collection('kit_files.files').countDocuments({ filename: 'a.txt' })).toBe(1);
  });
});

/**
 * A service's `/readyz` follows its database. The database is a server of
 * its own here (scripts/db.ts, in memory) so the test can stop it and start it on the same port.
 */
describe.skipIf(Boolean(process.env.MONGODB_URI))('a connection whose database stops and starts again', () => {
  let database: RunningDatabase | undefined;
  let connection: Connection | undefined;
  afterAll(async () => {
    await connection?.close(true);
    await database?.stop();
  });

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
    const stoppedAt = Date.now();
    await vi.waitFor(() => expect(isDatabaseReady(connection)).toBe(false), { timeout: 15_000, interval: 50 });
    expect(Date.now() - stoppedAt).toBeLessThan(DATABASE_HEARTBEAT_MS * 3);

    // A write meanwhile fails within seconds (not the driver's 30 s) and is answered 503.
    const started = Date.now();
    const failed = await notes.create({ text: 'while down' }).catch((error: unknown) => error);
    expect(Date.now() - started).toBeLessThan(DATABASE_SELECTION_TIMEOUT_MS * 2);
    expect(isDatabaseUnavailableError(failed)).toBe(true);
    expect(toErrorResponse(failed)).toMatchObject({ status: 503, message: expect.stringMatching(/try again/) });

    database = await startDatabase({ dataDir: null, port, log: () => {} });
    await vi.waitFor(() => expect(isDatabaseReady(connection)).toBe(true), { timeout: 20_000, interval: 50 });
    await notes.create({ text: 'after' });
    expect(await notes.countDocuments({ text: 'after' })).toBe(1);
  }, 60_000);
});

describe('a database that went away mid-command', () => {
  /** The error Node throws when the driver writes to a socket the killed server had closed. */
  function socketError(code: string, frame: string): Error {
    const error = Object.assign(new Error('This socket has been ended by the other party'), { code });
    error.stack = `Error: ${error.message}\n    at Socket.writeAfterFIN [as write] (node:net:795:14)\n    at ${frame}`;
    return error;
  }

  it('answers 503 for the raw socket errors the driver lets through, and only for the driver', () => {
    const fromDriver = socketError(
      'EPIPE',
      'Connection.writeCommand (/srv/node_modules/mongodb/lib/cmap/connection.js:392:25)',
    );
    expect(isDatabaseUnavailableError(fromDriver)).toBe(true);
    expect(toErrorResponse(fromDriver)).toMatchObject({ status: 503 });
    expect(
      isDatabaseUnavailableError(socketError('ECONNRESET', 'C:\\srv\\node_modules\\mongodb\\lib\\cmap\\connection.js')),
    ).toBe(true);
    // The same code from elsewhere (a call to another service) is not the database's.
    expect(
      isDatabaseUnavailableError(socketError('EPIPE', 'Client.request (/srv/node_modules/undici/lib/client.js:1:1)')),
    ).toBe(false);
    expect(isDatabaseUnavailableError(socketError('EACCES', '/srv/node_modules/mongodb/lib/cmap/connection.js'))).toBe(
      false,
    );
  });
});

describe('database errors from either copy of the driver', () => {
  it("counts the top-level mongodb package's network errors, pool-cleared errors and buffering timeouts as unavailable", async () => {
    // The workspace has two copies of the driver (mongoose's own and the top-level one GridFS
    // uses); an error of one is not an instance of the other's classes.
    const topLevel = await import('mongodb');
    const fromTopLevel = new topLevel.MongoNetworkError('connection 5 to 127.0.0.1:40687 closed');
    expect(isDatabaseUnavailableError(fromTopLevel)).toBe(true);
    expect(toErrorResponse(fromTopLevel)).toMatchObject({ status: 503 });
    const poolCleared = Object.assign(new Error('Connection pool was cleared'), { name: 'MongoPoolClearedError' });
    expect(isDatabaseUnavailableError(poolCleared)).toBe(true);
    const buffered = Object.assign(new Error('Operation `notes.insertOne()` buffering timed out after 10000ms'), {
      name: 'MongooseError',
    });
    expect(isDatabaseUnavailableError(buffered)).toBe(true);
    expect(isDatabaseUnavailableError(new Error('wrapped', { cause: fromTopLevel }))).toBe(true);
    // Other database errors stay what they are.
    expect(
      isDatabaseUnavailableError(Object.assign(new Error('E11000 duplicate key'), { name: 'MongoServerError' })),
    ).toBe(false);
    expect(isDatabaseUnavailableError(new Error('boom'))).toBe(false);
  });
});
