import type { Logger } from 'pino';

/** Periodic work of a service process (sweeps), started by `startBackgroundTask`. */
export interface BackgroundTask {
  /**
   * Plans no further round and resolves once the round in progress, if any, has ended, or after
   * `BACKGROUND_TASK_STOP_WAIT_MS` (a round stuck on a slow mail server must not hold up a shutdown).
   */
  stop: () => Promise<void>;
}

/** Longest wait of `stop()` for the round in progress (ms). */
export const BACKGROUND_TASK_STOP_WAIT_MS = 5000;

export interface BackgroundTaskOptions {
  /** Named in the log line of a failed round (`task`). */
  name: string;
  /** Milliseconds from the end of one round to the start of the next. */
  intervalMs: number;
  logger: Logger;
  /** One round; a rejection is logged, never thrown. */
  run: () => Promise<void>;
}

/**
 * Runs `run` now and `intervalMs` ms after each round ends, until `stop()`. A failing round is
 * logged and the next runs as planned ("Clean recovery"). The timer does not keep the process alive.
 */
export function startBackgroundTask(options: BackgroundTaskOptions): BackgroundTask {
  const { name, intervalMs, logger, run } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const round = () => {
    current = Promise.resolve()
      .then(run)
      .catch((error: unknown) => logger.warn({ err: error, task: name }, 'background task failed; retrying next round'))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(round, intervalMs);
        timer.unref();
      });
  };
  round();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([
        current,
        new Promise((resolve) => (wait = setTimeout(resolve, BACKGROUND_TASK_STOP_WAIT_MS))),
      ]);
      clearTimeout(wait);
    },
  };
}
