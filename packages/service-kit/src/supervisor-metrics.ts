import { registeredCounter, type MetricsRegistry } from './metrics.ts';

/** The message `npm start`'s supervisor (scripts/stack.ts) sends its gateway over IPC. */
export interface SupervisorRestartsMessage {
  type: 'supervisor-restarts';
  /** Restarts so far per process name (`database`, `identity`, ..., `gateway`). */
  restarts: Record<string, number>;
}

function isRestartsMessage(message: unknown): message is SupervisorRestartsMessage {
  const m = message as Partial<SupervisorRestartsMessage> | null;
  return m?.type === 'supervisor-restarts' && typeof m.restarts === 'object' && m.restarts !== null;
}

/**
 * `supervisor_restarts_total{process}` on `registry`: `npm start`'s restarts, from the totals it
 * sends over IPC. Does nothing without an IPC channel (compose).
 */
export function reportSupervisorRestarts(registry: MetricsRegistry): void {
  if (!process.send) return;
  const counter = registeredCounter(registry, {
    name: 'supervisor_restarts_total',
    help: 'Processes of the embedded stack restarted by npm start after they died, by process',
    labelNames: ['process'] as const,
  });
  const counted = new Map<string, number>();
  process.on('message', (message) => {
    if (!isRestartsMessage(message)) return;
    for (const [name, total] of Object.entries(message.restarts)) {
      const added = total - (counted.get(name) ?? 0);
      if (!Number.isInteger(total) || added < 0) continue;
      counter.inc({ process: name }, added);
      counted.set(name, total);
    }
  });
  // The channel must not keep the process alive once its server has closed.
  process.channel?.unref();
}
