/**
 * Runs the whole site on one machine (embedded mode): the database of scripts/db.ts, the three
 * services and the gateway serving the built bundles, each as its own Node 24 process.
 * Used by `npm start` (scripts/start.ts), by `npm run bench` and by the end-to-end tests, which
 * restart services between steps to prove that data lives in the database. A service may run as
 * several processes (`instances`), as in the scale-out test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUNDLE_KEYS, BUNDLES, MF_MANIFEST_FILE } from '@consulting/contracts';
import {
  ROOT,
  freePort,
  startDatabase,
  stopChild,
  type DatabaseExit,
  type EmbeddedCommits,
  type RunningDatabase,
} from './db.ts';

export type ServiceName = 'identity' | 'content' | 'requests' | 'gateway';
/** The services that may run as several instances behind the gateway (scale-out). */
export type ScalableService = Exclude<ServiceName, 'gateway'>;
const SERVICES: ServiceName[] = ['identity', 'content', 'requests', 'gateway'];
/**
 * V8 heap flags of every service process, the same here, in each service's `npm start` and in
 * docker/Dockerfile's service target (scripts/test/service-node-flags.test.ts). They keep each
 * service ≤ 200 MiB resident under the bench's load (docs/architecture.md "Memory per process"):
 * a 2 × 8 MiB young generation, and an old generation kept nearer its live size; a live heap past
 * 512 MiB dies out of memory (and is restarted) rather than swelling.
 */
export const SERVICE_NODE_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=512'] as const;

/**
 * Environment of every service process, kept the same in the same places as SERVICE_NODE_FLAGS:
 * `MALLOC_ARENA_MAX=2` (glibc's per-thread arenas keep freed memory resident; musl ignores it) and
 * `NODE_COMPILE_CACHE` (`SERVICE_COMPILE_CACHE_DIR` here: a later start skips Node's TypeScript
 * stripper).
 */
export const SERVICE_ENV = { MALLOC_ARENA_MAX: '2' } as const;
/** Where the services' compile cache lives (`NODE_COMPILE_CACHE`; with the other tools' caches, ignored by git). */
export const SERVICE_COMPILE_CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'node-compile-cache');

/** Longest wait for a service to stop on SIGTERM (its drain, then closing its connections) before SIGKILL (ms). */
const STOP_TIMEOUT_MS = 12_000;

export interface StackOptions {
  /** Gateway port (8080 for `npm start`). */
  port: number;
  /** Data folder: database files and generated secrets. */
  dataDir: string;
  /** The embedded database's commit mode (`startDatabase`'s `commits`; the bench compares them). */
  databaseCommits?: EmbeddedCommits;
  /** Extra environment for every service (ADMIN_EMAIL, ADMIN_PASSWORD, LOG_LEVEL, ...). */
  env?: Record<string, string>;
  /** Where service output goes: 'inherit' (npm start) or a log file path (tests). */
  output?: 'inherit' | string;
  log?: (line: string) => void;
  /**
   * Restart the database or a service that exits on its own (npm start), with backoff; tests
   * turn this off unless they test exactly that.
   */
  autoRestart?: boolean;
  /**
   * Processes per service (1 when absent), each on its own port; the gateway gets the list
   * (`REQUESTS_URL=http://127.0.0.1:a,http://127.0.0.1:b`) and spreads requests over them.
   */
  instances?: Partial<Record<ScalableService, number>>;
}

export interface RunningStack {
  url: string;
  /**
   * The database as it runs now: after a supervised restart `pid` is the new process's (same
   * port, same data folder). `stop()` stops it for good (no restart).
   */
  database: RunningDatabase;
  /** Restarts the supervisor made so far, per process (database and each service). */
  restarts: () => Record<'database' | ServiceName, number>;
  /** Stops every instance of a service and starts them again, resolving when they are ready. */
  restart: (name: ServiceName) => Promise<void>;
  /** Stops every instance of a service (its routes answer 503 through the gateway). */
  stopService: (name: ServiceName) => Promise<void>;
  /** Starts the instances of a service that are not running; resolves when they are ready. */
  startService: (name: ServiceName) => Promise<void>;
  /** Stops instance `index` (0-based) of a service; the others keep serving. Throws on an unknown index. */
  stopInstance: (name: ServiceName, index: number) => Promise<void>;
  /** Starts instance `index` again on its own port; resolves when it is ready. Throws on an unknown index. */
  startInstance: (name: ServiceName, index: number) => Promise<void>;
  /** Process ids of the running instances of each service, in instance order (for memory figures). */
  pids: () => Record<ServiceName, number[]>;
  /** `http://127.0.0.1:{port}` of each instance of a service, running or not (to call it directly). */
  instanceUrls: (name: ServiceName) => string[];
  /** Stops everything, database last. */
  stop: () => Promise<void>;
}

/** The file mailbox of the embedded mode in the data folder `dataDir` (one JSON mail a line). */
export function mailboxFile(dataDir: string): string {
  return path.join(dataDir, 'mailbox.jsonl');
}

/**
 * The stack's data folder (database files, secrets, the running database's address): `DATA_DIR`,
 * relative to the repository, or `.data` there. `npm start`, `npm run backup`/`restore` and
 * `npm run outbox` all use this one.
 */
export function dataDirectory(): string {
  return path.resolve(ROOT, process.env.DATA_DIR ?? '.data');
}

/** Secrets generated once per data folder and kept there, so tokens survive restarts. */
export function loadOrCreateSecrets(dataDir: string): { JWT_SECRET: string; INTERNAL_TOKEN: string } {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const secrets = { JWT_SECRET: randomBytes(32).toString('hex'), INTERNAL_TOKEN: randomBytes(24).toString('hex') };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/**
 * The file of identity's access-token signing key in the data folder `dataDir`: an EC P-256
 * PKCS8 PEM private key (what `openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256`
 * makes), generated once (mode 0600) and kept, so tokens survive restarts. Only identity is
 * given it (`TOKEN_SIGNING_KEY_FILE`); the other services verify with identity's JWKS.
 */
export function tokenSigningKeyFile(dataDir: string): string {
  const file = path.join(dataDir, 'token-signing-key.pem');
  if (existsSync(file)) return file;
  mkdirSync(dataDir, { recursive: true });
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
  return file;
}

/** Resolves when `url` answers 200, or rejects after `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Uptime after which a restarted process counts as healthy again (backoff back to 1 s), ms. */
const BACKOFF_RESET_MS = 60_000;

/** Consecutive failures of one supervised process, for its next restart's delay. */
class Backoff {
  private failures = 0;
  private startedAt = Date.now();
  /** Call when the process has started. */
  started(): void {
    this.startedAt = Date.now();
  }
  /** Call when it died: the delay before trying again, ms: 1 s, 2 s, 4 s, ... up to 30 s. */
  failed(): number {
    if (Date.now() - this.startedAt >= BACKOFF_RESET_MS) this.failures = 0;
    this.failures += 1;
    return Math.min(30_000, 1000 * 2 ** (this.failures - 1));
  }
}

/** True when every bundle the gateway serves (site contract `BUNDLES`) has been built. */
export function bundlesBuilt(): boolean {
  return BUNDLE_KEYS.every((bundle) =>
    existsSync(path.join(ROOT, BUNDLES[bundle].folder, 'dist', bundle === 'shell' ? 'index.html' : MF_MANIFEST_FILE)),
  );
}

/** One process of a service: its fixed port (kept across restarts) and, while it runs, the child. */
interface Instance {
  name: ServiceName;
  index: number;
  port: number;
  child?: ChildProcess;
  backoff: Backoff;
}

/**
 * Starts the database, the services (`options.instances` processes each) and the gateway;
 * resolves when all are ready. Throws (after stopping what started) when one does not become
 * ready within 60 s, or when an instance count is not a whole number from 1 to 16.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const log = options.log ?? console.log;
  const counts = Object.fromEntries(
    SERVICES.map((name) => [name, name === 'gateway' ? 1 : (options.instances?.[name] ?? 1)]),
  ) as Record<ServiceName, number>;
  for (const [name, count] of Object.entries(counts)) {
    if (!Number.isInteger(count) || count < 1 || count > 16) {
      throw new Error(`instances.${name} must be a whole number from 1 to 16, got ${count}`);
    }
  }
  const secrets = loadOrCreateSecrets(options.dataDir);
  const signingKeyFile = tokenSigningKeyFile(options.dataDir);
  const databaseDir = path.join(options.dataDir, 'db');
  const databaseOptions = { dataDir: databaseDir, log, commits: options.databaseCommits };
  let currentDatabase = await startDatabase(databaseOptions);
  // Where the running database listens, for `npm run outbox`, `npm run backup` and other tools.
  writeFileSync(path.join(options.dataDir, 'database-uri'), currentDatabase.uri);
  const restartCounts = Object.fromEntries(['database', ...SERVICES].map((name) => [name, 0])) as ReturnType<
    RunningStack['restarts']
  >;
  let databaseStopped = false;
  const databaseBackoff = new Backoff();
  /** The database as it runs now, whichever process that is (see RunningStack.database). */
  const database: RunningDatabase = {
    get uri() {
      return currentDatabase.uri;
    },
    get kind() {
      return currentDatabase.kind;
    },
    get durability() {
      return currentDatabase.durability;
    },
    get pid() {
      return currentDatabase.pid;
    },
    get exited() {
      return currentDatabase.exited;
    },
    stop: async () => {
      databaseStopped = true;
      await currentDatabase.stop();
    },
  };
  const taken = new Set<number>([options.port]);
  const instances = new Map<ServiceName, Instance[]>();
  for (const name of SERVICES) {
    const list: Instance[] = [];
    for (let index = 0; index < counts[name]; index++) {
      let port = options.port;
      if (name !== 'gateway') {
        do port = await freePort();
        while (taken.has(port));
        taken.add(port);
      }
      list.push({ name, index, port, backoff: new Backoff() });
    }
    instances.set(name, list);
  }
  const urlOf = (instance: Instance) => `http://127.0.0.1:${instance.port}`;
  const urls = (name: ServiceName) => instances.get(name)!.map(urlOf);
  const env: Record<string, string> = {
    ...secrets,
    // The services' database; the gateway counts its rate limits there too (its own database
    // GATEWAY_DB_NAME, default consulting_gateway).
    MONGODB_URI: database.uri,
    IDENTITY_URL: urls('identity').join(','),
    CONTENT_URL: urls('content').join(','),
    REQUESTS_URL: urls('requests').join(','),
    FRONTEND_ROOT: ROOT,
    PUBLIC_URL: `http://localhost:${options.port}`,
    // Without SMTP_URL, identity delivers mail to this file (`npm run outbox` reads it).
    MAILBOX_FILE: mailboxFile(options.dataDir),
    ...options.env,
  };
  let stopping = false;

  function instanceOf(name: ServiceName, index: number): Instance {
    const instance = instances.get(name)?.[index];
    if (!instance) throw new Error(`${name} has no instance ${index} (it runs ${counts[name]})`);
    return instance;
  }
  const label = (instance: Instance) =>
    counts[instance.name] > 1 ? `${instance.name}#${instance.index}` : instance.name;

  /**
   * Hands the restart counts to the gateway, which reports them as `supervisor_restarts_total`
   * on its `/metrics` (it is spawned with an IPC channel for this).
   */
  function reportRestarts(): void {
    for (const gateway of instances.get('gateway')!) {
      if (gateway.child?.connected) gateway.child.send({ type: 'supervisor-restarts', restarts: restartCounts });
    }
  }

  /**
   * Watches `db` and, with `autoRestart`, starts the database again when it dies on its own: same
   * port and data folder, after a backoff, one log line per restart. The services reconnect by
   * themselves (their driver checks the server every 2 s).
   */
  function superviseDatabase(db: RunningDatabase): void {
    void db.exited.then(async (exit: DatabaseExit) => {
      const port = Number(new URL(db.uri).port);
      for (;;) {
        if (stopping || databaseStopped || db !== currentDatabase || !options.autoRestart) return;
        const delay = databaseBackoff.failed();
        restartCounts.database += 1;
        reportRestarts();
        log(
          `stack: database ${db.kind} (pid ${db.pid}) exited (${exit.signal ?? exit.code}); ` +
            `restart #${restartCounts.database} in ${delay / 1000} s on port ${port}, same data folder`,
        );
        await new Promise((r) => setTimeout(r, delay));
        if (stopping || databaseStopped) return;
        try {
          const next = await startDatabase({ ...databaseOptions, port });
          if (stopping || databaseStopped) return void (await next.stop());
          currentDatabase = next;
          databaseBackoff.started();
          log(`stack: database back (pid ${next.pid})`);
          superviseDatabase(next);
          return;
        } catch (error) {
          log(`stack: database restart failed: ${(error as Error).message}`);
          exit = { code: null, signal: null };
        }
      }
    });
  }
  superviseDatabase(currentDatabase);

  function spawnInstance(instance: Instance): void {
    const stdio =
      options.output && options.output !== 'inherit'
        ? (['ignore', 'pipe', 'pipe'] as const)
        : (['ignore', 'inherit', 'inherit'] as const);
    const child = spawn(
      process.execPath,
      [...SERVICE_NODE_FLAGS, path.join(ROOT, 'services', instance.name, 'src', 'main.ts')],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          ...SERVICE_ENV,
          NODE_COMPILE_CACHE: SERVICE_COMPILE_CACHE_DIR,
          ...env,
          ...(instance.name === 'identity' ? { TOKEN_SIGNING_KEY_FILE: signingKeyFile } : {}),
          PORT: String(instance.port),
        },
        // The gateway also gets an IPC channel: the restart counts for its /metrics.
        stdio: instance.name === 'gateway' ? [...stdio, 'ipc'] : [...stdio],
      },
    );
    if (options.output && options.output !== 'inherit') {
      const file = options.output;
      const append = (chunk: Buffer) => writeFileSync(file, chunk, { flag: 'a' });
      child.stdout?.on('data', append);
      child.stderr?.on('data', append);
    }
    child.once('exit', (code, signal) => {
      if (instance.child !== child || stopping) return;
      instance.child = undefined;
      if (!options.autoRestart) return log(`stack: ${label(instance)} exited (${signal ?? code})`);
      const delay = instance.backoff.failed();
      restartCounts[instance.name] += 1;
      reportRestarts();
      log(
        `stack: ${label(instance)} exited (${signal ?? code}); restart #${restartCounts[instance.name]} in ${delay / 1000} s`,
      );
      setTimeout(
        () =>
          void startOne(instance).catch((error: unknown) =>
            log(`stack: ${label(instance)} did not come back: ${(error as Error).message}`),
          ),
        delay,
      );
    });
    instance.child = child;
  }

  async function startOne(instance: Instance): Promise<void> {
    if (stopping || instance.child) return;
    spawnInstance(instance);
    // A service waits for its database before it says ready; the gateway only for itself.
    await waitForOk(`${urlOf(instance)}/${instance.name === 'gateway' ? 'healthz' : 'readyz'}`);
    instance.backoff.started();
    if (instance.name === 'gateway') reportRestarts();
  }

  function stopOne(instance: Instance): Promise<void> {
    const child = instance.child;
    instance.child = undefined;
    return child ? stopChild(child, STOP_TIMEOUT_MS) : Promise.resolve();
  }

  const startService = async (name: ServiceName) => {
    await Promise.all(instances.get(name)!.map(startOne));
  };
  const stopService = async (name: ServiceName) => {
    await Promise.all(instances.get(name)!.map(stopOne));
  };

  try {
    await Promise.all(SERVICES.filter((s) => s !== 'gateway').map(startService));
    await startService('gateway');
  } catch (error) {
    stopping = true;
    await Promise.all(SERVICES.map(stopService));
    await database.stop();
    throw error;
  }

  return {
    url: `http://localhost:${options.port}`,
    database,
    restarts: () => ({ ...restartCounts }),
    restart: async (name) => {
      await stopService(name);
      await startService(name);
    },
    stopService,
    startService,
    stopInstance: (name, index) => stopOne(instanceOf(name, index)),
    startInstance: (name, index) => startOne(instanceOf(name, index)),
    pids: () =>
      Object.fromEntries(
        SERVICES.map((name) => [
          name,
          instances
            .get(name)!
            .map((i) => i.child?.pid)
            .filter((pid): pid is number => pid !== undefined),
        ]),
      ) as Record<ServiceName, number[]>,
    instanceUrls: urls,
    stop: async () => {
      stopping = true;
      await Promise.all(SERVICES.map(stopService));
      await database.stop();
    },
  };
}
