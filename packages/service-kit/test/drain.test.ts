/**
 * Graceful shutdown behind the gateway (scale-out): closing a service first answers
 * `/readyz` with 503 while it keeps serving, so the gateway's health check takes the instance
 * out of its pool before the server stops accepting connections.
 */
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createBaseApp, listen } from '../src/index.ts';

const logger = pino({ level: 'silent' });

async function started(drainMs?: number) {
  const app = createBaseApp(logger, () => true);
  app.use((ctx) => {
    ctx.body = { served: true };
  });
  const running = await listen(app, { port: 0, logger, drainMs });
  return { running, url: `http://127.0.0.1:${running.port}` };
}

describe('listen() close with drainMs', () => {
  it('answers /readyz 503 at once, keeps serving, and closes soon after a probe has seen it', async () => {
    const { running, url } = await started(5000);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const began = Date.now();
    const closed = running.close();
    const probe = await fetch(`${url}/readyz`);
    expect(probe.status).toBe(503);
    expect(await probe.json()).toEqual({ success: false, error: 'shutting down' });
    const other = await fetch(`${url}/anything`, { headers: { connection: 'close' } });
    expect(await other.json()).toEqual({ served: true });
    await closed;
    // Well before drainMs: the probe ended the wait.
    expect(Date.now() - began).toBeLessThan(3000);
    await expect(fetch(`${url}/readyz`)).rejects.toThrow();
  });

  it('waits drainMs when nobody probes, and not at all without drainMs', async () => {
    const drained = await started(300);
    let began = Date.now();
    await drained.running.close();
    expect(Date.now() - began).toBeGreaterThanOrEqual(290);

    const plain = await started();
    began = Date.now();
    await plain.running.close();
    expect(Date.now() - began).toBeLessThan(290);
  });
});
