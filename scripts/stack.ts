/**
 * Runs the whole site on one machine (embedded mode): the database of scripts/db.ts, the three
 * services and the gateway serving the built bundles, each as its own Node 24 process.
 * Used by `npm start` (scripts/start.ts) and by the end-to-end tests, which restart services
 * between steps to prove that data lives in the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, freePort, startDatabase, type RunningDatabase } from './db.ts';

export type ServiceName = 'identity' | 'content' | 'requests' | 'gateway';
const SERVICES: ServiceName[] = ['identity', 'content', 'requests', 'gateway'];

export interface StackOptions {
  /** Gateway port (8080 for `npm start`). */
  port: number;
  /** Data folder: database files and generated secrets. */
  dataDir: string;
  /** Extra environment for every service (ADMIN_EMAIL, ADMIN_PASSWORD, LOG_LEVEL, ...). */
  env?: Record<string, string>;
  /** Where service output goes: 'inherit' (npm start) or a log file path (tests). */
  output?: 'inherit' | string;
  log?: (line: string) => void;
  /** Restart a service that exits on its own (npm start); tests turn this off. */
  autoRestart?: boolean;
}

export interface RunningStack {
  url: string;
  database: RunningDatabase;
  /** Stops one service and starts it again, resolving when it is ready. */
  restart: (name: ServiceName) => Promise<void>;
  /** Stops one service (its routes answer 503 through the gateway). */
  stopService: (name: ServiceName) => Promise<void>;
  startService: (name: ServiceName) => Promise<void>;
  /** Stops everything, database last. */
  stop: () => Promise<void>;
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

/** True when every bundle the gateway serves has been built. */
export function bundlesBuilt(): boolean {
  return ['shell', 'mfe-public', 'mfe-tracks', 'mfe-client', 'mfe-admin'].every((dir) =>
    existsSync(path.join(ROOT, dir, 'dist', dir === 'shell' ? 'index.html' : 'mf-manifest.json')),
  );
}

/** Starts the database, the services and the gateway; resolves when all are ready. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const log = options.log ?? console.log;
  const secrets = loadOrCreateSecrets(options.dataDir);
  const database = await startDatabase({ dataDir: path.join(options.dataDir, 'db'), log });
  // Where the running database listens, for `npm run outbox` and other developer tools.
  writeFileSync(path.join(options.dataDir, 'database-uri'), database.uri);
  const ports: Record<ServiceName, number> = {
    identity: await freePort(),
    content: await freePort(),
    requests: await freePort(),
    gateway: options.port,
  };
  const local = (name: ServiceName) => `http://127.0.0.1:${ports[name]}`;
  const env: Record<string, string> = {
    ...secrets,
    MONGODB_URI: database.uri,
    IDENTITY_URL: local('identity'),
    CONTENT_URL: local('content'),
    REQUESTS_URL: local('requests'),
    FRONTEND_ROOT: ROOT,
    PUBLIC_URL: `http://localhost:${options.port}`,
    ...options.env,
  };
  const children = new Map<ServiceName, ChildProcess>();
  let stopping = false;

  function spawnService(name: ServiceName): ChildProcess {
    const stdio =
      options.output && options.output !== 'inherit'
        ? (['ignore', 'pipe', 'pipe'] as const)
        : (['ignore', 'inherit', 'inherit'] as const);
    const child = spawn(process.execPath, [path.join(ROOT, 'services', name, 'src', 'main.ts')], {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: String(ports[name]) },
      stdio: [...stdio],
    });
    if (options.output && options.output !== 'inherit') {
      const file = options.output;
      const append = (chunk: Buffer) => writeFileSync(file, chunk, { flag: 'a' });
      child.stdout?.on('data', append);
      child.stderr?.on('data', append);
    }
    child.once('exit', (code, signal) => {
      if (children.get(name) !== child || stopping) return;
      children.delete(name);
      log(`stack: ${name} exited (${signal ?? code})`);
      if (options.autoRestart) setTimeout(() => void startService(name), 1000);
    });
    children.set(name, child);
    return child;
  }

  async function startService(name: ServiceName): Promise<void> {
    if (stopping || children.has(name)) return;
    spawnService(name);
    await waitForOk(`${local(name)}/${name === 'gateway' ? 'healthz' : 'readyz'}`);
  }

  function stopService(name: ServiceName): Promise<void> {
    const child = children.get(name);
    children.delete(name);
    if (!child || child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 8000).unref();
    });
  }

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
    restart: async (name) => {
      await stopService(name);
      await startService(name);
    },
    stopService,
    startService,
    stop: async () => {
      stopping = true;
      await Promise.all(SERVICES.map(stopService));
      await database.stop();
    },
  };
}
