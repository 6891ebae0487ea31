/**
 * A content service stand-in for the gateway's page tests (site-content pages, news pages): the
 * site-content snapshot with its ETag (304 to a repeat), the published news per language, 503
 * for everything while `down`, and every call it got in `calls`; and the stand-in bundles the
 * gateway renders those pages with.
 */
import Koa from 'koa';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { SiteContent } from '@consulting/contracts';
import { serve } from '@consulting/service-kit/test-support';
import { buildGateway, type GatewayOptions } from '../../src/app.ts';
import type { NewsSummary } from '../../src/page-heads.ts';

/** A news item as the stub lists it: its summary, and the languages it is published in. */
export interface NewsStub extends NewsSummary {
  languages: ('ar' | 'en')[];
}

/** What the stub serves and what it was asked; tests change it between requests. */
export interface ContentStubState {
  content: SiteContent;
  down: boolean;
  calls: { path: string; ifNoneMatch?: string }[];
  news: NewsStub[];
}

/** The stub's Koa app over `state` (serve it with the kit's `serve`). */
export function contentServiceStub(state: ContentStubState): Koa {
  const app = new Koa();
  app.use((ctx) => {
    state.calls.push({ path: ctx.url, ifNoneMatch: ctx.get('if-none-match') || undefined });
    if (state.down) {
      ctx.status = 503;
      ctx.body = { success: false, error: 'down' };
      return;
    }
    if (ctx.path === '/api/site-content') {
      ctx.set('Cache-Control', 'no-cache');
      ctx.etag = state.content.version;
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
      ctx.body = { success: true, content: state.content };
      return;
    }
    if (ctx.path === '/api/news') {
      const lang = ctx.query.lang as 'ar' | 'en';
      ctx.body = {
        success: true,
        news: state.news.filter((n) => n.languages.includes(lang)).map(({ languages: _languages, ...item }) => item),
      };
    }
  });
  return app;
}

/** A gateway in front of the stub over `state` (every service's upstream), served on loopback. */
export interface GatewayOverStub {
  url: string;
  /** Closes the gateway and the stub. */
  close: () => Promise<void>;
}

/** Serves the stub over `state` and a gateway to it, with `options` (bundles, public URL, logger). */
export async function gatewayOverStub(
  state: ContentStubState,
  options: Partial<Omit<GatewayOptions, 'upstreams'>> = {},
): Promise<GatewayOverStub> {
  const content = await serve(contentServiceStub(state));
  const gateway = await serve(
    buildGateway({
      upstreams: { identity: content.url, content: content.url, requests: content.url },
      authRateLimitPerMinute: 0,
      logger: pino({ level: 'silent' }),
      ...options,
    }),
  );
  return { url: gateway.url, close: async () => void (await Promise.all([gateway.close(), content.close()])) };
}

/** The shell's `index.html` as the build writes it (the gateway renders pages into `#root`). */
const SHELL_HTML =
  '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>Shell</title>' +
  '<script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';

/**
 * Writes stand-in bundles under a new temporary folder the way the build writes them (packages/mf-config
 * prerender.ts): the shell's `index.html` and, per folder (`shell`, `mfe-public`...), a
 * manifest listing `pages` as rendered per request (with `css`) and its CommonJS `server.cjs`.
 * Resolves the folder (a `frontendRoot`).
 */
export async function writeBundles(
  bundles: Record<string, { pages: string[]; css: string; server: string }>,
): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'gateway-bundles-'));
  await mkdir(path.join(root, 'shell/dist'), { recursive: true });
  await writeFile(path.join(root, 'shell/dist/index.html'), SHELL_HTML);
  for (const [folder, { pages, css, server }] of Object.entries(bundles)) {
    const dir = path.join(root, folder, 'dist', 'prerender');
    await mkdir(dir, { recursive: true });
    const requestPages = Object.fromEntries(pages.map((page) => [page, { css: [css] }]));
    const manifest = { version: 1, site_content: true, pages: {}, request_pages: requestPages };
    await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    await writeFile(path.join(dir, 'server.cjs'), server);
  }
  return root;
}
