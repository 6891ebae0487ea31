import { afterAll, describe, expect, it } from 'vitest';
import Koa from 'koa';
import pino from 'pino';
import { serve } from '@consulting/service-kit/test-support';
import { buildGateway } from '../src/app.ts';

/** A static container stand-in: answers with its name and the path it was asked for. */
function bundleServer(name: string): Koa {
  const app = new Koa();
  app.use((ctx) => {
    if (ctx.path === '/index.html') {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html><head><title>${name}</title></head><body><div id="root"></div></body></html>`;
      return;
    }
    ctx.body = `${name}:${ctx.path}`;
  });
  return app;
}

describe('compose mode: bundles behind their own static containers', () => {
  const servers: Awaited<ReturnType<typeof serve>>[] = [];
  afterAll(() => Promise.all(servers.map((s) => s.close())));

  it('routes pages to the shell and /mf/x/ to remote x, and a down remote only loses its own files', async () => {
    const shell = await serve(bundleServer('shell'));
    const pub = await serve(bundleServer('public'));
    const tracksDown = await serve(new Koa());
    await tracksDown.close();
    servers.push(shell, pub);
    const gateway = await serve(
      buildGateway({
        upstreams: { identity: shell.url, content: shell.url, requests: shell.url },
        frontendOrigins: { shell: shell.url, public: pub.url, tracks: tracksDown.url },
        remoteOverrides: { admin: 'https://admin.example.com/mf-manifest.json' },
        authRateLimitPerMinute: 0,
        logger: pino({ level: 'silent' }),
      }),
    );
    servers.push(gateway);
    // Pages are the shell container's index.html with the page's head written in.
    const newsPage = await (await fetch(`${gateway.url}/news?lang=en`)).text();
    expect(newsPage).toContain('<title>News | Consulting Services</title>');
    expect(newsPage).toContain('<div id="root"></div>');
    expect(await (await fetch(`${gateway.url}/main.0123abcd.js`)).text()).toBe('shell:/main.0123abcd.js');
    expect(await (await fetch(`${gateway.url}/mf/public/mf-manifest.json`)).text()).toBe(
      'public:/mf/public/mf-manifest.json',
    );
    // The containers' prerender files are the gateway's to read, not the browser's (ASVS 14.3).
    for (const file of [
      '/prerender/server.cjs',
      '/mf/public/prerender/manifest.json',
      '/mf/public/%70rerender/a.en.html',
    ]) {
      const hidden = await fetch(`${gateway.url}${file}`);
      expect({ file, status: hidden.status, body: await hidden.text() }).toEqual({
        file,
        status: 404,
        body: 'Not found',
      });
    }
    const down = await fetch(`${gateway.url}/mf/tracks/mf-manifest.json`);
    expect(down.status).toBe(503);
    expect((await fetch(`${gateway.url}/services/launch`)).status).toBe(200);
    const remotes = await (await fetch(`${gateway.url}/remotes.json`)).json();
    // An override names the remote's manifest; the shell is given the entry beside it.
    expect(remotes.admin).toBe('https://admin.example.com/remoteEntry.js');
    expect(remotes.public).toBe('/mf/public/remoteEntry.js');
  });
});
