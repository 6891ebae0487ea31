import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { startBackgroundTask } from '../src/index.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startBackgroundTask (sweeps)', () => {
  it('runs at once and again after each round; a failing round is logged and the next one still runs', async () => {
    const warnings: { task?: string; msg?: string }[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) });
    let rounds = 0;
    let running = 0;
    let overlapped = false;
    const task = startBackgroundTask({
      name: 'sweep-test',
      intervalMs: 20,
      logger,
      run: async () => {
        rounds += 1;
        overlapped ||= running > 0;
        running += 1;
        await new Promise((resolve) => setTimeout(resolve, 30)); // longer than the interval: rounds must still not overlap
        running -= 1;
        if (rounds === 1) throw new Error('database away');
        if (rounds === 2) return Promise.reject(new Error('still away'));
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds).toBe(1);
    // Each round takes 30 ms and the next starts 20 ms after it ended: rounds start at 0, 50, 100, 150.
    await vi.advanceTimersByTimeAsync(149);
    expect(rounds).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(rounds).toBe(4);
    const stopped = task.stop();
    await vi.advanceTimersByTimeAsync(30);
    await stopped;
    await vi.advanceTimersByTimeAsync(1000);
    expect(rounds).toBe(4);
    expect(overlapped).toBe(false);
    expect(warnings.map((w) => w.task)).toEqual(['sweep-test', 'sweep-test']);
  });

  it('survives a round that throws before returning a promise', async () => {
    let rounds = 0;
    const task = startBackgroundTask({
      name: 'sync-throw',
      intervalMs: 10,
      logger: pino({ level: 'silent' }),
      run: () => {
        rounds += 1;
        throw new Error('not even a promise');
      },
    });
    await vi.advanceTimersByTimeAsync(20);
    expect(rounds).toBe(3);
    await task.stop();
  });
});
