/**
 * Identifiable builds: `/remotes.json` names the version and commit of each
 * remote's build (`builds`, read from its `mf-manifest.json`), and `/healthz` the gateway's own.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Koa from 'koa';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { serve } from '@consulting/service-kit/test-support';
import { buildGateway } from '../src/app.ts';
import { manifestsFromDisk, remotesManifest } from '../src/frontends.ts';

const logger = pino({ level: 'silent' });

/** A manifest as mf-config's `createBundleConfig` writes it (trimmed to what the gateway reads). */
function manifest(name: string, version: string, commit: string): string {
  return JSON.stringify({
    id: name,
    name,
    metaData: { name, buildInfo: { buildVersion: version, buildName: name, commit } },
  });
}

/** A static server answering `files` (path → body), 404 otherwise; `delayMs` before each answer. */
function staticServer(files: Record<string, string>, delayMs = 0): Koa {
  const app = new Koa();
  app.use(async (ctx) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (!(ctx.path in files)) return;
    ctx.type = 'json';
    ctx.body = files[ctx.path];
  });
  return app;
}

describe('identifiable builds: /remotes.json and /healthz', () => {
  const servers: Awaited<ReturnType<typeof serve>>[] = [];
  const upstreams = { identity: 'http://127.0.0.1:9', content: 'http://127.0.0.1:9', requests: 'http://127.0.0.1:9' };
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'gateway-stamps-'));
    await mkdir(path.join(root, 'mfe-public/dist'), { recursive: true });
    await writeFile(path.join(root, 'mfe-public/dist/mf-manifest.json'), manifest('mfe_public', '1.4.0', 'abc1234'));
    await mkdir(path.join(root, 'mfe-tracks/dist'), { recursive: true });
    await writeFile(path.join(root, 'mfe-tracks/dist/mf-manifest.json'), 'not json');
  });
  afterAll(() => Promise.all(servers.map((s) => s.close())));

  it('embedded mode: each entry has the version and commit of the manifest on disk, null without one', async () => {
    const cdn = await serve(staticServer({ '/admin/mf-manifest.json': manifest('mfe_admin', '2.0.0', 'fedcba9') }));
    servers.push(cdn);
    const gateway = await serve(
      buildGateway({
        upstreams,
        frontendRoot: root,
        remoteOverrides: { admin: `${cdn.url}/admin/mf-manifest.json` },
        authRateLimitPerMinute: 0,
        logger,
      }),
    );
    servers.push(gateway);
    const res = await fetch(`${gateway.url}/remotes.json`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      public: '/mf/public/remoteEntry.js',
      tracks: '/mf/tracks/remoteEntry.js',
      client: '/mf/client/remoteEntry.js',
      admin: `${cdn.url}/admin/remoteEntry.js`,
      builds: {
        public: { version: '1.4.0', commit: 'abc1234' },
        // Unreadable and missing manifests: the entry stands, the build is not known.
        tracks: null,
        client: null,
        // A re-deploy by URL (REMOTES_JSON) shows the build found at that URL.
        admin: { version: '2.0.0', commit: 'fedcba9' },
      },
    });
  });

  it('a re-deploy named by its remoteEntry.js is loaded from there, its build read from the manifest beside it', async () => {
    const cdn = await serve(
      staticServer({ '/client/v2/mf-manifest.json': manifest('mfe_client', '2.1.0', 'c0ffee1') }),
    );
    servers.push(cdn);
    const app = new Koa();
    app.use(
      remotesManifest({
        overrides: { client: `${cdn.url}/client/v2/remoteEntry.js` },
        manifests: manifestsFromDisk(root),
      }),
    );
    const server = await serve(app);
    servers.push(server);
    const remotes = await (await fetch(`${server.url}/remotes.json`)).json();
    expect(remotes.client).toBe(`${cdn.url}/client/v2/remoteEntry.js`);
    expect(remotes.builds.client).toEqual({ version: '2.1.0', commit: 'c0ffee1' });
  });

  it('a rebuilt remote shows its new build once the short reuse of the old stamp is over', async () => {
    const app = new Koa();
    app.use(remotesManifest({ manifests: manifestsFromDisk(root), stampTtlMs: 100 }));
    const server = await serve(app);
    servers.push(server);
    const publicBuild = async () => (await (await fetch(`${server.url}/remotes.json`)).json()).builds.public;
    expect(await publicBuild()).toEqual({ version: '1.4.0', commit: 'abc1234' });
    const file = path.join(root, 'mfe-public/dist/mf-manifest.json');
    const original = await readFile(file, 'utf8');
    await writeFile(file, manifest('mfe_public', '1.3.9', '0ld0ld0'));
    try {
      await new Promise((resolve) => setTimeout(resolve, 150));
      // The first request past the reuse starts the re-read and may still get the old stamp
      // (it waits 20 ms at most, staleWaitMs); the new build shows on a following request.
      await vi.waitFor(async () => expect(await publicBuild()).toEqual({ version: '1.3.9', commit: '0ld0ld0' }), {
        timeout: 2000,
        interval: 25,
      });
    } finally {
      await writeFile(file, original);
    }
  });

  it('once a stamp is known, a slow re-read does not hold /remotes.json: the last stamp answers, the new one follows', async () => {
    let delayMs = 0;
    let version = '1.0.0';
    const app = new Koa();
    app.use(
      remotesManifest({
        manifests: async (remote) => {
          if (remote !== 'public') return null;
          const text = manifest('mfe_public', version, 'aaaaaaa');
          await new Promise((resolve) => setTimeout(resolve, delayMs));
          return text;
        },
        stampTtlMs: 50,
      }),
    );
    const server = await serve(app);
    servers.push(server);
    const timed = async () => {
      const started = Date.now();
      const body = await (await fetch(`${server.url}/remotes.json`)).json();
      return { ms: Date.now() - started, version: body.builds.public?.version as string | undefined };
    };
    expect((await timed()).version).toBe('1.0.0');
    // The bundle server turns slow (1 s) as a new build lands.
    delayMs = 1000;
    version = '1.1.0';
    await new Promise((resolve) => setTimeout(resolve, 60));
    const during = await timed();
    expect(during.version).toBe('1.0.0');
    expect(during.ms).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await timed()).version).toBe('1.1.0');
  });

  it('compose mode: reads each manifest from its bundle server, and never waits long for a slow one', async () => {
    const pub = await serve(
      staticServer({ '/mf/public/mf-manifest.json': manifest('mfe_public', '1.5.0', '1234abc') }),
    );
    const slow = await serve(
      staticServer({ '/mf/tracks/mf-manifest.json': manifest('mfe_tracks', '1.0.0', 'x') }, 2000),
    );
    servers.push(pub, slow);
    const gateway = await serve(
      buildGateway({
        upstreams,
        frontendOrigins: { public: pub.url, tracks: slow.url },
        authRateLimitPerMinute: 0,
        logger,
      }),
    );
    servers.push(gateway);
    const started = Date.now();
    const remotes = await (await fetch(`${gateway.url}/remotes.json`)).json();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(remotes.builds).toEqual({
      public: { version: '1.5.0', commit: '1234abc' },
      tracks: null,
      client: null,
      admin: null,
    });
  });

  it('/healthz reports the gateway version (its package.json) and commit', async () => {
    const gateway = await serve(buildGateway({ upstreams, authRateLimitPerMinute: 0, logger }));
    servers.push(gateway);
    const { version } = JSON.parse(await readFile(path.join(import.meta.dirname, '../package.json'), 'utf8'));
    const health = await (await fetch(`${gateway.url}/healthz`)).json();
    expect(health).toEqual({ status: 'ok', version, commit: expect.stringMatching(/^([0-9a-f]{4,40}|unknown)$/) });
  });
});
