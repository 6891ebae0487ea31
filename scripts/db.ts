/**
 * The embedded database, resolved in the order of docs/architecture.md "Database on these
 * machines", used by `npm start`, `npm run backup`/`restore` and by the tests:
 *   1. MONGODB_URI if set (compose, or a developer's own server);
 *   2. a `mongod` on PATH;
 *   3. a real `mongod` fetched by mongodb-memory-server-core into .tools/mongod, run on the data
 *      folder (an unreachable download host is given up within seconds, and for a day);
 *   4. mongo-java-server from Maven Central with our durable H2 backend
 *      (scripts/embedded-mongo/, compiled into .tools/embedded-mongo): every write committed
 *      and fsynced before its reply.
 *
 * CLI: `node scripts/db.ts --prepare` installs what steps 3-4 need; `node scripts/db.ts` starts
 * a database with data under .data/ and prints its URI until stopped.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const TOOLS = path.join(ROOT, '.tools');
const MJS_DIR = path.join(TOOLS, 'embedded-mongo');
const MJS_SOURCES = path.join(ROOT, 'scripts', 'embedded-mongo');
/** Where mongodb-memory-server-core keeps a downloaded `mongod`, and the record of a failed try. */
const MONGOD_DOWNLOAD_DIR = path.join(TOOLS, 'mongod');
const MONGOD_DOWNLOAD_FAILED = path.join(MONGOD_DOWNLOAD_DIR, 'unreachable.json');
/** The MongoDB version downloaded: the compose file's major version (mongo:7). */
export const DOWNLOADED_MONGOD_VERSION = '7.0.24';
/** How long the download host may take to answer before the step gives up (ms). */
const DOWNLOAD_PROBE_TIMEOUT_MS = 4000;
/** After a failed download, how long before the next start tries again (ms). */
const DOWNLOAD_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

export type DatabaseKind = 'MONGODB_URI' | 'mongod' | 'mongo-java-server';

/** How a database process ended: its exit code, or the signal that killed it. */
export interface DatabaseExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningDatabase {
  /** Connection string without a database name; services pick their own `dbName`. */
  uri: string;
  kind: DatabaseKind;
  /** What this server promises about an acknowledged write, in one line (printed by `npm start`). */
  durability: string;
  /** Stops the server this script started (no-op for MONGODB_URI). */
  stop: () => Promise<void>;
  /** The server's process id when this script started it (none for MONGODB_URI). */
  pid?: number;
  /**
   * Resolves when the server process ends, by `stop()` or on its own (crash, SIGKILL); never
   * for MONGODB_URI. The stack's supervisor restarts it (scripts/stack.ts).
   */
  exited: Promise<DatabaseExit>;
}

/** What a MongoDB server (mongod, or any MONGODB_URI) promises with the services' write concern. */
const MONGOD_DURABILITY =
  'durable: services write with { w: "majority", j: true }, so a write is in the journal on disk (and on a majority of a replica set) before its reply';

function which(command: string): string | null {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** True when a TCP connection to `host:port` opens within 1 s. */
export function portOpen(host: string, port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/** Resolves when something accepts TCP connections on 127.0.0.1:port, or rejects after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await portOpen('127.0.0.1', port)) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A free TCP port on 127.0.0.1, chosen by the kernel. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

const launcherSources = () =>
  readdirSync(MJS_SOURCES)
    .filter((f) => f.endsWith('.java'))
    .sort();

/** A hash of the launcher's Java sources, so a change to them is compiled again. */
function launcherSourceHash(): string {
  const hash = createHash('sha256');
  for (const file of launcherSources()) hash.update(file).update(readFileSync(path.join(MJS_SOURCES, file)));
  return hash.digest('hex');
}

const launcherStamp = () => path.join(MJS_DIR, 'classes', 'source.sha256');

function mongoJavaServerReady(): boolean {
  return (
    existsSync(launcherStamp()) &&
    readFileSync(launcherStamp(), 'utf8') === launcherSourceHash() &&
    existsSync(path.join(MJS_DIR, 'lib'))
  );
}

/** Compiles scripts/embedded-mongo/*.java against the fetched jars. Throws when javac fails. */
function compileLauncher(): void {
  const sources = launcherSources().map((f) => path.join(MJS_SOURCES, f));
  const javac = spawnSync(
    'javac',
    ['-d', path.join(MJS_DIR, 'classes'), '-cp', path.join(MJS_DIR, 'lib', '*'), ...sources],
    { stdio: 'inherit' },
  );
  if (javac.status !== 0) throw new Error('javac failed on scripts/embedded-mongo');
  writeFileSync(launcherStamp(), launcherSourceHash());
}

/** The `mongod` a previous download left in .tools/mongod, if any (no network). */
async function downloadedMongod(): Promise<string | null> {
  const { DryMongoBinary } = await import('mongodb-memory-server-core');
  const found = await DryMongoBinary.locateBinary({
    version: DOWNLOADED_MONGOD_VERSION,
    downloadDir: MONGOD_DOWNLOAD_DIR,
  }).catch(() => undefined);
  return found ?? null;
}

/**
 * Step 3: a real `mongod` from mongodb-memory-server-core's binary download, kept in
 * .tools/mongod. Resolves its path, or null when it cannot be had: `MONGOD_DOWNLOAD=off`, a
 * download that failed less than a day ago (recorded in .tools/mongod/unreachable.json; delete it
 * to try again), or a download host that does not answer within `DOWNLOAD_PROBE_TIMEOUT_MS`
 * (then this gives up at once instead of waiting on the download's own time-outs). The
 * download itself, once the host answers, takes as long as it takes (about 100 MB).
 */
export async function fetchMongod(log: (line: string) => void): Promise<string | null> {
  // A recent failure first: it spares every start without the download loading the library.
  if (existsSync(MONGOD_DOWNLOAD_FAILED)) {
    const { at } = JSON.parse(readFileSync(MONGOD_DOWNLOAD_FAILED, 'utf8')) as { at: string };
    if (Date.now() - Date.parse(at) < DOWNLOAD_RETRY_AFTER_MS) return null;
  }
  const existing = await downloadedMongod();
  if (existing) return existing;
  if (process.env.MONGOD_DOWNLOAD === 'off') return null;
  const mirror = process.env.MONGOMS_DOWNLOAD_MIRROR ?? 'https://fastdl.mongodb.org';
  const started = Date.now();
  try {
    const probe = await fetch(mirror, { method: 'HEAD', signal: AbortSignal.timeout(DOWNLOAD_PROBE_TIMEOUT_MS) });
    await probe.body?.cancel();
    log(`db: downloading mongod ${DOWNLOADED_MONGOD_VERSION} with mongodb-memory-server-core into .tools/mongod`);
    const { MongoBinary } = await import('mongodb-memory-server-core');
    return await MongoBinary.getPath({ version: DOWNLOADED_MONGOD_VERSION, downloadDir: MONGOD_DOWNLOAD_DIR });
  } catch (error) {
    const reason =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    log(`db: no mongod download here (${reason}, after ${Date.now() - started} ms); not trying again for a day`);
    mkdirSync(MONGOD_DOWNLOAD_DIR, { recursive: true });
    writeFileSync(MONGOD_DOWNLOAD_FAILED, JSON.stringify({ at: new Date().toISOString(), mirror, reason }));
    return null;
  }
}

/**
 * Installs the embedded server once: a downloaded mongod where the machine can reach the download;
 * else fetches mongo-java-server with Maven and compiles our launcher with javac (again whenever
 * its sources change). Idempotent; returns what is available.
 */
export async function prepareDatabase(log: (line: string) => void = console.log): Promise<DatabaseKind | null> {
  if (process.env.MONGODB_URI) return 'MONGODB_URI';
  if (which('mongod') || (await fetchMongod(log))) return 'mongod';
  if (mongoJavaServerReady()) return 'mongo-java-server';
  if (!which('mvn') || !which('javac')) {
    log('db: no mongod, and no Maven/JDK to fetch mongo-java-server');
    return null;
  }
  if (!existsSync(path.join(MJS_DIR, 'lib'))) {
    log('db: fetching mongo-java-server from Maven Central');
    mkdirSync(MJS_DIR, { recursive: true });
    const mvn = spawnSync(
      'mvn',
      [
        '-q',
        '-B',
        '-f',
        path.join(MJS_SOURCES, 'pom.xml'),
        'dependency:copy-dependencies',
        `-DoutputDirectory=${path.join(MJS_DIR, 'lib')}`,
      ],
      { stdio: 'inherit', timeout: 10 * 60_000 },
    );
    if (mvn.status !== 0) throw new Error('mvn could not fetch mongo-java-server');
  }
  compileLauncher();
  return 'mongo-java-server';
}

/** Sends SIGTERM, then SIGKILL after `killAfterMs`; resolves when `child` has exited. */
export function stopChild(child: ChildProcess, killAfterMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), killAfterMs).unref();
  });
}

export interface StartOptions {
  /** Where the data lives; `null` keeps it in memory (tests). */
  dataDir: string | null;
  /** Port to bind; a free one when omitted. */
  port?: number;
  log?: (line: string) => void;
  /**
   * mongo-java-server's commit mode (scripts/embedded-mongo): `group` (the default), `each`, or
   * `off` (its own once-a-second commit, not durable: for the bench's comparison only). The
   * environment's `EMBEDDED_DB_DURABILITY` when omitted. Other servers ignore it.
   */
  commits?: EmbeddedCommits;
}

/**
 * The embedded server's page cache in MB (`EMBEDDED_DB_CACHE_MB`): room for a couple of years of
 * messages and requests, the 100,000 the bench's data-growth section seeds included.
 */
export const EMBEDDED_CACHE_MB_DEFAULT = 384;

/** The commit modes of our mongo-java-server launcher (DurableH2Backend.Durability). */
export type EmbeddedCommits = 'group' | 'each' | 'off';

/** Spawns mongo-java-server with the durable backend; resolves the child and its durability line. */
function spawnMongoJavaServer(
  port: number,
  dataDir: string | null,
  commits: EmbeddedCommits,
): { child: ChildProcess; durability: Promise<string> } {
  const store = dataDir ? path.join(dataDir, 'mongo-java-server.mv') : ':memory:';
  // Only real errors (it logs every connection and harmless "collection exists" replies), in a
  // log file beside the data rather than on the console.
  const logFile = dataDir ? path.join(dataDir, 'mongo-java-server.log') : null;
  // The H2 page cache (MB) should hold the site's documents (every query scans its collection);
  // the heap gets room for it on top of the server's own.
  const cacheMb = Number(process.env.EMBEDDED_DB_CACHE_MB ?? EMBEDDED_CACHE_MB_DEFAULT);
  const child = spawn(
    'java',
    [
      `-Xmx${512 + cacheMb * 2}m`,
      `-Dembedded.cacheMb=${cacheMb}`,
      `-Dembedded.durability=${commits}`,
      '-Dorg.slf4j.simpleLogger.defaultLogLevel=error',
      '-Dorg.slf4j.simpleLogger.log.de.bwaldvogel.mongo.wire=off',
      ...(logFile ? [`-Dorg.slf4j.simpleLogger.logFile=${logFile}`] : []),
      '-cp',
      `${path.join(MJS_DIR, 'classes')}:${path.join(MJS_DIR, 'lib', '*')}`,
      'EmbeddedMongo',
      String(port),
      store,
    ],
    { stdio: ['ignore', 'pipe', logFile ? 'ignore' : 'inherit'] },
  );
  // The launcher prints `ready <port>` then `durability <promise>`; keep reading so it never blocks.
  const durability = new Promise<string>((resolve) => {
    let buffered = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      const line = /^durability (.*)$/m.exec(buffered);
      if (line) resolve(line[1]);
    });
    child.once('exit', () => resolve('unknown (the server exited)'));
  });
  return { child, durability };
}

/**
 * Starts (or finds) the database per the resolution order above and resolves once it accepts
 * connections. Throws when nothing can be started (run `npm run setup` first), or when the server
 * exits before it is ready (e.g. its data file is held by another running server).
 */
export async function startDatabase(options: StartOptions): Promise<RunningDatabase> {
  const log = options.log ?? console.log;
  if (process.env.MONGODB_URI) {
    return {
      uri: process.env.MONGODB_URI,
      kind: 'MONGODB_URI',
      durability: MONGOD_DURABILITY,
      stop: async () => {},
      exited: new Promise(() => {}),
    };
  }
  const port = options.port ?? (await freePort());
  const uri = `mongodb://127.0.0.1:${port}`;
  let child: ChildProcess;
  let kind: DatabaseKind;
  let durability: Promise<string>;
  const dataDir = options.dataDir;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const mongod = which('mongod') ?? (await fetchMongod(log));
  if (mongod) {
    kind = 'mongod';
    const dbPath = dataDir ? path.join(dataDir, 'mongod') : path.join(TOOLS, 'tmp-mongod', String(port));
    mkdirSync(dbPath, { recursive: true });
    child = spawn(mongod, ['--dbpath', dbPath, '--port', String(port), '--bind_ip', '127.0.0.1', '--quiet'], {
      stdio: 'ignore',
    });
    durability = Promise.resolve(dataDir ? MONGOD_DURABILITY : 'in a temporary folder: removed when the run ends');
  } else {
    if (!mongoJavaServerReady()) await prepareDatabase(log);
    kind = 'mongo-java-server';
    const commits = options.commits ?? (process.env.EMBEDDED_DB_DURABILITY as EmbeddedCommits | undefined) ?? 'group';
    ({ child, durability } = spawnMongoJavaServer(port, dataDir, commits));
  }
  const exited = new Promise<DatabaseExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const failed = exited.then(({ code, signal }) => {
    throw new Error(`${kind} exited (${signal ?? code}) before it was ready`);
  });
  failed.catch(() => {});
  await Promise.race([waitForPort(port), failed]);
  const promise = await Promise.race([durability, failed]);
  log(`db: ${kind} ready at ${uri}${dataDir ? ` (data in ${path.relative(ROOT, dataDir)})` : ' (in memory)'}`);
  return { uri, kind, durability: promise, pid: child.pid, exited, stop: () => stopChild(child) };
}

if (import.meta.main) {
  if (process.argv.includes('--prepare')) {
    const kind = await prepareDatabase();
    console.log(`db: embedded database available: ${kind ?? 'none'}`);
    process.exit(kind ? 0 : 1);
  }
  const db = await startDatabase({
    dataDir: path.join(ROOT, '.data', 'db'),
    port: Number(process.env.DB_PORT ?? 27117),
  });
  console.log(db.uri);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void db.stop().then(() => process.exit(0)));
}
