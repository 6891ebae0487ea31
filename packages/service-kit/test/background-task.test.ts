import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { startBackgroundTask } from '../src/index.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
        await wait(30); // longer than the interval: rounds must still not overlap
        running -= 1;
        if (rounds === 1) throw new Error('database away');
        if (rounds === 2) return Promise.reject(new Error('still away'));
      },
    });
    await wait(5);
    expect(rounds).toBe(1);
    while (rounds < 4) await wait(10);
    await task.stop();
    const stoppedAt = rounds;
    await wait(80);
    expect(rounds).toBe(stoppedAt);
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
    while (rounds < 3) await wait(5);
    await task.stop();
  });
});
