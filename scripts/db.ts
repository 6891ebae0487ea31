/**
 * The embedded database, resolved in the order of docs/architecture.md "Database on these
 * machines", used by `npm start` and by the tests:
 *   1. MONGODB_URI if set (compose, or a developer's own server);
 *   2. a `mongod` on PATH;
 *   3. FerretDB v1 (SQLite) at .tools/bin/ferretdb, built by `--prepare` with `go install`
 *      (the Go module proxy here refuses FerretDB, so this step usually finds nothing);
 *   4. mongo-java-server (H2 backend) from Maven Central, compiled into .tools/embedded-mongo.
 *
 * CLI: `node scripts/db.ts --prepare` installs what step 3/4 need; `node scripts/db.ts` starts
 * a database with data under .data/ and prints its URI until stopped.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const TOOLS = path.join(ROOT, '.tools');
const MJS_DIR = path.join(TOOLS, 'embedded-mongo');
const FERRETDB_BIN = path.join(TOOLS, 'bin', 'ferretdb');

export type DatabaseKind = 'MONGODB_URI' | 'mongod' | 'ferretdb' | 'mongo-java-server';

export interface RunningDatabase {
  /** Connection string without a database name; services pick their own `dbName`. */
  uri: string;
  kind: DatabaseKind;
  /** Stops the server this script started (no-op for MONGODB_URI). */
  stop: () => Promise<void>;
  /** The server's process id when this script started it (none for MONGODB_URI). */
  pid?: number;
}

function which(command: string): string | null {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Resolves when something accepts TCP connections on 127.0.0.1:port, or rejects after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
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

function mongoJavaServerReady(): boolean {
  return existsSync(path.join(MJS_DIR, 'classes', 'EmbeddedMongo.class')) && existsSync(path.join(MJS_DIR, 'lib'));
}

/**
 * Installs the embedded server once: tries FerretDB through `go install`, then fetches and
 * compiles mongo-java-server with Maven and javac. Idempotent; returns what is available.
 */
export function prepareDatabase(log: (line: string) => void = console.log): DatabaseKind | null {
  if (process.env.MONGODB_URI) return 'MONGODB_URI';
  if (which('mongod')) return 'mongod';
  if (existsSync(FERRETDB_BIN)) return 'ferretdb';
  if (which('go')) {
    log('db: trying to build FerretDB v1.24.2 with go install');
    const go = spawnSync('go', ['install', 'github.com/FerretDB/FerretDB/cmd/ferretdb@v1.24.2'], {
      env: { ...process.env, GOBIN: path.dirname(FERRETDB_BIN) },
      encoding: 'utf8',
      timeout: 10 * 60_000,
    });
    if (go.status === 0 && existsSync(FERRETDB_BIN)) return 'ferretdb';
    log(`db: FerretDB could not be built here (${(go.stderr || '').trim().split('\n').pop() ?? 'unknown error'})`);
  }
  if (mongoJavaServerReady()) return 'mongo-java-server';
  if (!which('mvn') || !which('javac')) {
    log('db: no mongod, no FerretDB, and no Maven/JDK to fetch mongo-java-server');
    return null;
  }
  log('db: fetching mongo-java-server from Maven Central');
  mkdirSync(MJS_DIR, { recursive: true });
  const mvn = spawnSync(
    'mvn',
    [
      '-q',
      '-B',
      '-f',
      path.join(ROOT, 'scripts/embedded-mongo/pom.xml'),
      'dependency:copy-dependencies',
      `-DoutputDirectory=${path.join(MJS_DIR, 'lib')}`,
    ],
    { stdio: 'inherit', timeout: 10 * 60_000 },
  );
  if (mvn.status !== 0) throw new Error('mvn could not fetch mongo-java-server');
  const javac = spawnSync(
    'javac',
    [
      '-d',
      path.join(MJS_DIR, 'classes'),
      '-cp',
      path.join(MJS_DIR, 'lib', '*'),
      path.join(ROOT, 'scripts/embedded-mongo/EmbeddedMongo.java'),
    ],
    { stdio: 'inherit' },
  );
  if (javac.status !== 0) throw new Error('javac failed on EmbeddedMongo.java');
  return 'mongo-java-server';
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

export interface StartOptions {
  /** Where the data lives; `null` keeps it in memory (tests). */
  dataDir: string | null;
  /** Port to bind; a free one when omitted. */
  port?: number;
  log?: (line: string) => void;
}

/**
 * Starts (or finds) the database per the resolution order above and resolves once it accepts
 * connections. Throws when nothing can be started (run `npm run setup` first).
 */
export async function startDatabase(options: StartOptions): Promise<RunningDatabase> {
  const log = options.log ?? console.log;
  if (process.env.MONGODB_URI) return { uri: process.env.MONGODB_URI, kind: 'MONGODB_URI', stop: async () => {} };
  const port = options.port ?? (await freePort());
  const uri = `mongodb://127.0.0.1:${port}`;
  let child: ChildProcess;
  let kind: DatabaseKind;
  const dataDir = options.dataDir;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  if (which('mongod')) {
    kind = 'mongod';
    const dbPath = dataDir ? path.join(dataDir, 'mongod') : path.join(TOOLS, 'tmp-mongod', String(port));
    mkdirSync(dbPath, { recursive: true });
    child = spawn('mongod', ['--dbpath', dbPath, '--port', String(port), '--bind_ip', '127.0.0.1', '--quiet'], {
      stdio: 'ignore',
    });
  } else if (existsSync(FERRETDB_BIN)) {
    kind = 'ferretdb';
    const sqliteDir = dataDir ? path.join(dataDir, 'ferretdb') : path.join(TOOLS, 'tmp-ferretdb', String(port));
    mkdirSync(sqliteDir, { recursive: true });
    child = spawn(
      FERRETDB_BIN,
      ['--handler=sqlite', `--sqlite-url=file:${sqliteDir}/`, `--listen-addr=127.0.0.1:${port}`, '--telemetry=disable'],
      { stdio: 'ignore' },
    );
  } else {
    if (!mongoJavaServerReady()) prepareDatabase(log);
    kind = 'mongo-java-server';
    const store = dataDir ? path.join(dataDir, 'mongo-java-server.mv') : ':memory:';
    // The server logs every connection and every harmless "collection exists" reply at INFO or
    // ERROR; keep only real errors, in a log file beside the data rather than on the console.
    const logFile = dataDir ? path.join(dataDir, 'mongo-java-server.log') : null;
    child = spawn(
      'java',
      [
        '-Xmx512m',
        '-Dorg.slf4j.simpleLogger.defaultLogLevel=error',
        '-Dorg.slf4j.simpleLogger.log.de.bwaldvogel.mongo.wire=off',
        ...(logFile ? [`-Dorg.slf4j.simpleLogger.logFile=${logFile}`] : []),
        '-cp',
        `${path.join(MJS_DIR, 'classes')}:${path.join(MJS_DIR, 'lib', '*')}`,
        'EmbeddedMongo',
        String(port),
        store,
      ],
      { stdio: ['ignore', 'ignore', logFile ? 'ignore' : 'inherit'] },
    );
  }
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${kind} exited with code ${code} before it was ready`))),
  );
  exited.catch(() => {});
  await Promise.race([waitForPort(port), exited]);
  log(`db: ${kind} ready at ${uri}${dataDir ? ` (data in ${path.relative(ROOT, dataDir)})` : ' (in memory)'}`);
  return { uri, kind, pid: child.pid, stop: () => stopChild(child) };
}

/** Lists what `.tools` holds, for the README's "which server did we find" line. */
export function describeTools(): string[] {
  return existsSync(TOOLS) ? readdirSync(TOOLS) : [];
}

if (import.meta.main) {
  if (process.argv.includes('--prepare')) {
    const kind = prepareDatabase();
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
