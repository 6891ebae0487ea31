import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Binary, MongoClient, type Document } from 'mongodb';
import { freePort, prepareDatabase, ROOT, waitForPort } from '../db.ts';

/**
 * The launcher standing in for production's mongod (scripts/embedded-mongo/StandInBackend.java):
 * primary of replica set rs0, SCRAM-SHA-256 users from a file, driven by the real driver with the
 * production connection settings. The launcher is built by `node scripts/db.ts --prepare` where no
 * mongod exists (CI, these machines); where one does, there is nothing for it to stand in for.
 */
const standInBuilt = (await prepareDatabase(() => {})) === 'mongo-java-server';
const LAUNCHER = path.join(ROOT, '.tools', 'embedded-mongo');

const USER = 'site';
/** A colon in the password: the users file splits each line at its first colon only. */
const PASSWORD = 'pa:ss w0rd';

interface Launched {
  port: number;
  /** The launcher's stdout so far: `ready`, `durability` and, with the environment, `stand-in` lines. */
  stdout: () => string;
  child: ChildProcess;
}

/** Starts the launcher on a free port with an in-memory store and `env` added to a clean environment. */
async function launch(env: Record<string, string>, port?: number): Promise<Launched> {
  const chosen = port ?? (await freePort());
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('EMBEDDED_MONGO_')),
  );
  const child = spawn(
    'java',
    [
      '-Dorg.slf4j.simpleLogger.defaultLogLevel=error',
      '-Dorg.slf4j.simpleLogger.log.de.bwaldvogel.mongo.wire=off',
      '-cp',
      `${path.join(LAUNCHER, 'classes')}:${path.join(LAUNCHER, 'lib', '*')}`,
      'EmbeddedMongo',
      String(chosen),
      ':memory:',
    ],
    { env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the launcher exited (${code}) before it was ready: ${stderr}`))),
  );
  exited.catch(() => {});
  await Promise.race([waitForPort(chosen, 15_000), exited]);
  return { port: chosen, stdout: () => stdout, child };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

describe.skipIf(!standInBuilt)('embedded mongo as a stand-in for production (replica set rs0, SCRAM-SHA-256)', () => {
  let dir: string;
  let standIn: Launched;
  let plain: Launched;
  const clients: MongoClient[] = [];
  const client = (uri: string, options: ConstructorParameters<typeof MongoClient>[1] = {}) => {
    const created = new MongoClient(uri, { serverSelectionTimeoutMS: 5000, ...options });
    clients.push(created);
    return created;
  };
  const uri = (credentials: string) =>
    `mongodb://${credentials}127.0.0.1:${standIn.port}/?replicaSet=rs0&authSource=admin`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'embedded-mongo-auth-'));
    const usersFile = path.join(dir, 'users');
    await writeFile(usersFile, `# who may connect\n\n${USER}:${PASSWORD}\nbackup:another-one\n`);
    const port = await freePort();
    [standIn, plain] = await Promise.all([
      launch(
        {
          EMBEDDED_MONGO_BIND: '0.0.0.0',
          EMBEDDED_MONGO_REPLICA_SET: 'rs0',
          EMBEDDED_MONGO_ADVERTISED_HOST: `127.0.0.1:${port}`,
          EMBEDDED_MONGO_USERS_FILE: usersFile,
        },
        port,
      ),
      launch({}),
    ]);
  }, 30_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await Promise.all([standIn, plain].filter(Boolean).map((launched) => stop(launched.child)));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('lets the right user in with ?replicaSet=rs0&authSource=admin, as the primary of rs0, to write and read back', async () => {
    const site = client(uri(`${USER}:${encodeURIComponent(PASSWORD)}@`));
    let topology = '';
    site.on('topologyDescriptionChanged', (event) => (topology = event.newDescription.type));
    const requests = site.db('requests').collection('track_requests');
    await requests.insertOne({ reference: 'TR-2026-0001', status: 'new' });
    expect(await requests.findOne({ reference: 'TR-2026-0001' }, { projection: { _id: 0 } })).toEqual({
      reference: 'TR-2026-0001',
      status: 'new',
    });
    expect(topology).toBe('ReplicaSetWithPrimary');
    const hello = await site.db('admin').command({ hello: 1 });
    expect(hello).toMatchObject({
      isWritablePrimary: true,
      secondary: false,
      setName: 'rs0',
      setVersion: 1,
      hosts: [`127.0.0.1:${standIn.port}`],
      primary: `127.0.0.1:${standIn.port}`,
      me: `127.0.0.1:${standIn.port}`,
    });
    expect(hello.electionId).toBeDefined();
    const status = await site.db('admin').command({ connectionStatus: 1 });
    expect(status.authInfo.authenticatedUsers).toEqual([{ user: USER, db: 'admin' }]);
    expect(await site.db('admin').command({ replSetGetStatus: 1 })).toMatchObject({ set: 'rs0', myState: 1 });
    expect(standIn.stdout()).toContain('stand-in primary of replica set rs0');
  });

  it.each([
    ['a wrong password', `${USER}:${encodeURIComponent('pa:ss w0rd!')}@`],
    ['an unknown user', `nobody:${encodeURIComponent(PASSWORD)}@`],
    ['the right user in another authSource', `${USER}:${encodeURIComponent(PASSWORD)}@`],
  ])('refuses %s with AuthenticationFailed', async (name, credentials) => {
    const address = uri(credentials);
    const intruder = client(
      name.includes('authSource') ? address.replace('authSource=admin', 'authSource=site') : address,
    );
    await expect(intruder.db('requests').collection('track_requests').findOne({})).rejects.toMatchObject({
      code: 18,
      codeName: 'AuthenticationFailed',
    });
  });

  it('refuses every command but the handshake from a client without credentials (Unauthorized)', async () => {
    const anonymous = client(uri(''));
    expect(await anonymous.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
    await expect(anonymous.db('requests').collection('track_requests').findOne({})).rejects.toMatchObject({
      code: 13,
      codeName: 'Unauthorized',
      errmsg: 'command find requires authentication',
    });
    await expect(anonymous.db('requests').collection('track_requests').insertOne({ x: 1 })).rejects.toMatchObject({
      code: 13,
    });
    await expect(anonymous.db('admin').command({ listDatabases: 1 })).rejects.toMatchObject({ code: 13 });
  });

  it('authenticates a client that runs saslStart/saslContinue itself, with the empty last step', async () => {
    // The conversation a driver runs when its hello carried no speculative attempt, here without
    // skipEmptyExchange: on one connection, the client proof computed with node:crypto (RFC 5802).
    const manual = client(uri(''), { maxPoolSize: 1 });
    const admin = manual.db('admin');
    const clientNonce = randomBytes(24).toString('base64');
    const clientFirstBare = `n=${USER},r=${clientNonce}`;
    const start: Document = await admin.command({
      saslStart: 1,
      mechanism: 'SCRAM-SHA-256',
      payload: new Binary(Buffer.from(`n,,${clientFirstBare}`)),
    });
    expect(start).toMatchObject({ done: false, ok: 1 });
    const serverFirst = Buffer.from(start.payload.buffer).toString('utf8');
    const fields = Object.fromEntries(serverFirst.split(',').map((field) => [field[0], field.slice(2)]));
    expect(fields.r.startsWith(clientNonce)).toBe(true);
    expect(Number(fields.i)).toBe(15000);
    const salted = pbkdf2Sync(PASSWORD, Buffer.from(fields.s, 'base64'), Number(fields.i), 32, 'sha256');
    const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();
    const clientKey = hmac(salted, 'Client Key');
    const withoutProof = `c=biws,r=${fields.r}`;
    const authMessage = `${clientFirstBare},${serverFirst},${withoutProof}`;
    const signature = hmac(createHash('sha256').update(clientKey).digest(), authMessage);
    const proof = Buffer.from(clientKey.map((byte, i) => byte ^ signature[i])).toString('base64');
    const final: Document = await admin.command({
      saslContinue: 1,
      conversationId: start.conversationId,
      payload: new Binary(Buffer.from(`${withoutProof},p=${proof}`)),
    });
    expect(final.done).toBe(false);
    const serverSignature = Buffer.from(final.payload.buffer).toString('utf8');
    expect(serverSignature).toBe(`v=${hmac(hmac(salted, 'Server Key'), authMessage).toString('base64')}`);
    // Not yet in: the conversation ends with the client's empty step.
    await expect(manual.db('requests').collection('track_requests').findOne({})).rejects.toMatchObject({ code: 13 });
    const done: Document = await admin.command({
      saslContinue: 1,
      conversationId: start.conversationId,
      payload: new Binary(Buffer.alloc(0)),
    });
    expect(done).toMatchObject({ done: true, ok: 1 });
    const status = await admin.command({ connectionStatus: 1 });
    expect(status.authInfo.authenticatedUsers).toEqual([{ user: USER, db: 'admin' }]);
    const notes = manual.db('requests').collection('notes');
    await notes.insertOne({ by: 'saslContinue' });
    expect(await notes.countDocuments({ by: 'saslContinue' })).toBe(1);
  });

  it('without the environment, takes clients without credentials, as no replica set', async () => {
    const anyone = client(`mongodb://127.0.0.1:${plain.port}`);
    const requests = anyone.db('requests').collection('track_requests');
    await requests.insertOne({ reference: 'TR-2026-0002' });
    expect(await requests.countDocuments({ reference: 'TR-2026-0002' })).toBe(1);
    const isMaster = await anyone.db('admin').command({ isMaster: 1 });
    expect(isMaster.ismaster).toBe(true);
    expect(isMaster.setName).toBeUndefined();
    expect(plain.stdout()).not.toContain('stand-in');
  });
});
