/**
 * The outbox as Prometheus sees it, on identity's `GET /metrics` (docs/operations.md, alerts in
 * deploy/monitoring/alerts.yml). The gauges are read from the outbox collection at scrape time,
 * so every identity instance reports the same, database-wide, values.
 */
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import type { OutboxStatus } from '@consulting/contracts';
import { registeredCounter, scrapeGauge, scrapeRead, type MetricsRegistry } from '@consulting/service-kit';
import { outboxMailModel } from '../models/outbox-mail.model.ts';

/**
 * The `state` label of `outbox_mails` for each status that is counted: a mail neither accepted
 * by a mail server nor given up is `pending` (`queued`, `retrying` after a failed attempt, or
 * `sending`: held by a worker, which includes the mails handed over to this process's worker
 * before it sends them); `failed` is `failed`. `sent` mails are not counted.
 */
export const OUTBOX_METRIC_STATES = {
  queued: 'pending',
  retrying: 'pending',
  sending: 'pending',
  failed: 'failed',
} as const satisfies Partial<Record<OutboxStatus, string>>;

type CountedStatus = keyof typeof OUTBOX_METRIC_STATES;
type MetricState = (typeof OUTBOX_METRIC_STATES)[CountedStatus];

const PENDING_STATUSES = (Object.keys(OUTBOX_METRIC_STATES) as CountedStatus[]).filter(
  (status) => OUTBOX_METRIC_STATES[status] === 'pending',
);

/** What one scrape reads of the outbox. */
interface OutboxSnapshot {
  mails: Record<MetricState, number>;
  /** `created_at` of the oldest pending mail; null when none is pending. */
  oldestPending: Date | null;
}

async function readOutbox(connection: Connection, maxTimeMS: number): Promise<OutboxSnapshot> {
  const Outbox = outboxMailModel(connection);
  const statuses = Object.keys(OUTBOX_METRIC_STATES) as CountedStatus[];
  // On MongoDB both are served by the indexes on `status`: the count from the index keys alone,
  // the oldest by merging the `{status, created_at}` ranges of the pending statuses. (The
  // embedded mongo-java-server's indexes serve only `_id` and unique keys: there both scan.)
  const [counts, oldest] = await Promise.all([
    Outbox.aggregate<{ _id: CountedStatus; count: number }>([
      { $match: { status: { $in: statuses } } },
      { $group: { _id: '$status', count: { $sum: 1 } } },
    ]).option({ maxTimeMS }),
    Outbox.findOne({ status: { $in: PENDING_STATUSES } }, { created_at: 1 })
      .sort({ created_at: 1 })
      .maxTimeMS(maxTimeMS)
      .lean<{ created_at: Date }>(),
  ]);
  const mails: Record<MetricState, number> = { pending: 0, failed: 0 };
  for (const { _id, count } of counts) {
    const state = OUTBOX_METRIC_STATES[_id] as MetricState | undefined;
    if (state) mails[state] += count;
  }
  return { mails, oldestPending: oldest?.created_at ?? null };
}

/**
 * Registers on `registry` the outbox's gauges, read from `connection`'s outbox at each scrape:
 * - `outbox_mails{state="pending"|"failed"}`: mails in each state (see {@link OUTBOX_METRIC_STATES}
 *   for the statuses behind each);
 * - `outbox_oldest_pending_age_seconds`: seconds since the oldest pending mail was written
 *   (`created_at`), 0 when none is pending.
 *
 * A read that fails or takes longer than `SCRAPE_READ_TIMEOUT_MS` is logged and leaves the last
 * values; before the first successful read `outbox_mails` has no series and the age is NaN
 * (unknown, which no alert threshold matches).
 */
export function reportOutboxMetrics(options: {
  registry: MetricsRegistry;
  connection: Connection;
  logger: Logger;
}): void {
  const { registry, connection, logger } = options;
  const read = scrapeRead({ connection: () => connection, read: readOutbox, logger, what: 'outbox metrics' });
  scrapeGauge(registry, {
    name: 'outbox_mails',
    help: 'Mails in the outbox by state: pending (queued, retrying or sending) or failed (given up)',
    labelNames: ['state'] as const,
    collect: async (gauge) => {
      const snapshot = await read();
      if (!snapshot) return;
      for (const [state, count] of Object.entries(snapshot.mails)) gauge.set({ state }, count);
    },
  });
  const age = scrapeGauge(registry, {
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Seconds since the oldest pending mail of the outbox was written; 0 when none is pending',
    collect: async (gauge) => {
      const snapshot = await read();
      if (!snapshot) return;
      const since = snapshot.oldestPending ? (Date.now() - snapshot.oldestPending.getTime()) / 1000 : 0;
      gauge.set(Math.max(0, since));
    },
  });
  age.set(Number.NaN);
}

/** What a failed delivery attempt led to: tried again later, or given up (`failed`). */
export type SendFailureOutcome = 'retrying' | 'failed';

/**
 * The counter `outbox_send_failures_total{outcome="retrying"|"failed"}` on `registry`: failed
 * delivery attempts of this process's outbox worker, by what the attempt led to. Both series
 * exist from the start at 0, so `increase()` sees the first failure.
 */
export function outboxSendFailures(registry: MetricsRegistry): (outcome: SendFailureOutcome) => void {
  const counter = registeredCounter(registry, {
    name: 'outbox_send_failures_total',
    help: 'Failed delivery attempts of the outbox worker, by outcome: retrying (tried again later) or failed (given up)',
    labelNames: ['outcome'] as const,
  });
  for (const outcome of ['retrying', 'failed'] as const) counter.inc({ outcome }, 0);
  return (outcome) => counter.inc({ outcome });
}
