import { Gauge } from 'prom-client';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { isDatabaseReady } from './database.ts';
import type { MetricsRegistry } from './metrics.ts';

/**
 * The longest a scrape waits for one database read of its gauges (milliseconds): well within
 * Prometheus's default scrape timeout (10 s). The read is also sent with this `maxTimeMS`, so
 * the server gives it up too.
 */
export const SCRAPE_READ_TIMEOUT_MS = 3000;

/**
 * The gauge `options.name` on `registry`, its value set by `options.collect` each time the
 * registry is read (every `GET /metrics`). Unlike `registeredCounter`, a second call with the
 * same name replaces the gauge: the latest caller's `collect` (e.g. on the connection of the
 * app built last, in a test process that builds several) is the one used.
 */
export function scrapeGauge<L extends string = never>(
  registry: MetricsRegistry,
  options: {
    name: string;
    help: string;
    labelNames?: readonly L[];
    /** Sets the gauge's values; must not reject (a rejection fails the whole `/metrics`). */
    collect: (gauge: Gauge<L>) => void | Promise<void>;
  },
): Gauge<L> {
  registry.removeSingleMetric(options.name);
  const { collect, ...config } = options;
  return new Gauge<L>({
    ...config,
    labelNames: options.labelNames ?? [],
    registers: [registry],
    collect(this: Gauge<L>) {
      return collect(this);
    },
  });
}

export interface ScrapeReadOptions<V> {
  /** The connection to read on; `undefined` while there is none yet (skipped). */
  connection: () => Connection | undefined;
  /** The read; pass `maxTimeMS` on to each query so the server stops it too. */
  read: (connection: Connection, maxTimeMS: number) => Promise<V>;
  logger: Logger;
  /** Names the read in log lines (`outbox metrics`). */
  what: string;
  /** Milliseconds; default {@link SCRAPE_READ_TIMEOUT_MS}. */
  timeoutMs?: number;
}

/**
 * One database read shared by the gauges of one scrape: every call made while a read is under
 * way gets that read's result; the first call after it settled reads again. Resolves
 * `undefined`, and never rejects, when there is no open connection (logged at debug: `database_up`
 * says so), or when the read fails or takes longer than `timeoutMs` (logged as a warning); the
 * gauges then keep the values of their last successful read.
 */
export function scrapeRead<V>(options: ScrapeReadOptions<V>): () => Promise<V | undefined> {
  const timeoutMs = options.timeoutMs ?? SCRAPE_READ_TIMEOUT_MS;
  let reading: Promise<V | undefined> | undefined;
  const readNow = async (): Promise<V | undefined> => {
    const connection = options.connection();
    if (!connection || !isDatabaseReady(connection)) {
      options.logger.debug({ what: options.what }, 'metrics read skipped: database not connected');
      return undefined;
    }
    let timer: NodeJS.Timeout | undefined;
    const read = options.read(connection, timeoutMs);
    // A read that loses the race settles later: its rejection is handled here, not left unhandled.
    read.catch(() => undefined);
    try {
      return await Promise.race([
        read,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
          timer.unref();
        }),
      ]);
    } catch (error) {
      options.logger.warn({ err: error, what: options.what }, 'metrics read failed; keeping the last values');
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
  return () => {
    reading ??= readNow().finally(() => {
      reading = undefined;
    });
    return reading;
  };
}

/**
 * Reports `database_up` on `registry`: 1 while the connection `connection()` returns is open
 * (`isDatabaseReady`, what `/readyz` answers from), 0 while it is not, or while there is none
 * yet. Read at scrape time, from mongoose's state: no query is sent.
 */
export function reportDatabaseUp(registry: MetricsRegistry, connection: () => Connection | undefined): void {
  scrapeGauge(registry, {
    name: 'database_up',
    help: "1 while the service's MongoDB connection is open, else 0",
    collect: (gauge) => gauge.set(isDatabaseReady(connection()) ? 1 : 0),
  });
}
