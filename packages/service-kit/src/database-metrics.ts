import { Gauge } from 'prom-client';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { isDatabaseReady } from './database.ts';
import type { MetricsRegistry } from './metrics.ts';

/** The longest (ms, also its `maxTimeMS`) a scrape waits for its gauges' read, within Prometheus's 10 s. */
export const SCRAPE_READ_TIMEOUT_MS = 3000;

/**
 * The gauge `options.name` on `registry`, set by `options.collect` on every `GET /metrics`. A
 * second call with the same name replaces it (unlike `registeredCounter`).
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
 * One database read shared by a scrape's gauges (calls during a read share it). Resolves
 * `undefined`, never rejects, without an open connection or when the read fails or exceeds
 * `timeoutMs` (logged); the gauges then keep their last values.
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

/** `database_up` on `registry`: 1 while `connection()` is open (`isDatabaseReady`), else 0; no query sent. */
export function reportDatabaseUp(registry: MetricsRegistry, connection: () => Connection | undefined): void {
  scrapeGauge(registry, {
    name: 'database_up',
    help: "1 while the service's MongoDB connection is open, else 0",
    collect: (gauge) => gauge.set(isDatabaseReady(connection()) ? 1 : 0),
  });
}
