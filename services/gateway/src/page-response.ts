/** A page's answer: the shell's HTML with its head, its server render and data, and the snapshot. */
import type { Middleware } from 'koa';
import {
  redirectOf,
  resolvePage,
  sitePageOf,
  type NewsItemRecord,
  type PrerenderPageData,
  type ResolvedPage,
} from '@consulting/contracts';
import { pageDataFor } from './page-data.ts';
import { canonicalPath, headFor, isPagePath, pageLanguage, renderHead, siteOrigin } from './page-heads.ts';
import { embedSiteContent, insertServerRender } from './page-html.ts';
import type { PageRenderer } from './page-render.ts';
import type { Language } from './prerender-files.ts';
import type { ReadSiteContent } from './site-content-source.ts';

export interface PageResponseOptions {
  /** The shell's index.html (from disk in embedded mode, from the shell container in compose). */
  loadShellHtml: () => Promise<string>;
  /** The news published in a language for a content version; rejects when content is down. */
  news: (language: Language, version: string | null) => Promise<NewsItemRecord[]>;
  /** The content snapshot, asked on each page request (null: unknown, the built-in texts). */
  readSiteContent: ReadSiteContent;
  /** Renders pages on the server; none: pages are rendered by the client. */
  renderer: PageRenderer | null;
  /** The site's public origin for absolute links (`PUBLIC_URL`), else `DEFAULT_PUBLIC_URL`. */
  publicUrl?: string;
  /** Link a render's stylesheets as one (`insertServerRender`; embedded mode, where the gateway serves them). */
  combineStylesheets?: boolean;
}

/** Pages that carry the snapshot: all but the admin panel (its own layout, no public content). */
function carriesContent(page: ResolvedPage | null, path: string): boolean {
  return !(page?.kind === 'private' && (path === '/admin' || path.startsWith('/admin/')));
}

/**
 * Serves every page request (GET/HEAD of a page path) with the shell's HTML, its head and server
 * render, built from the snapshot asked once per request (else built-in texts). An unknown path
 * is 404 with the 404 page; a moved one 301 (query kept). `/news` pages render with the
 * snapshot version's news (an unknown item: 404), else, as for a staff preview or a failed
 * render, are left to the client. Falls through without the shell's HTML.
 */
export function pageResponses(options: PageResponseOptions): Middleware {
  return async (ctx, next) => {
    if (!isPagePath(ctx.path)) return next();
    const moved = redirectOf(ctx.path);
    if (moved) {
      ctx.redirect(ctx.querystring ? `${moved}?${ctx.querystring}` : moved);
      ctx.status = 301;
      return;
    }
    const language = pageLanguage(ctx);
    const content = await options.readSiteContent();
    const page = resolvePage(ctx.path);
    // A staff preview link of a draft (`/news/{id}?preview=<token>`). The gateway
    // cannot check the token (content does, and answers the page's API call 404 for a bad one), so
    // the page is sent as a news item whose text is not known here: 200, never indexed, never
    // stored by a cache.
    const preview = page?.kind === 'news-item' && typeof ctx.query.preview === 'string' && ctx.query.preview !== '';
    const head = await headFor(page, language, content, async (id, lang) => {
      if (preview) throw new Error('a preview is looked up by the page itself');
      const list = await options.news(lang, content?.version ?? null);
      return list.find((item) => item.id === id) ?? null;
    });
    const html = await options.loadShellHtml().catch(() => null);
    if (html === null) return next();
    const mode = sitePageOf(ctx.path)?.page.prerendered ?? false;
    let data: PrerenderPageData | null = null;
    if (page && mode === 'request' && !preview && (head.status === 200 || page.kind === 'news-item') && content) {
      data = await pageDataFor(page, language, content.version, options.news);
    }
    // A page rendered from the request's data is rendered only with that data (no content: none).
    const renders = options.renderer && (mode === 'build' ? head.status === 200 : data !== null);
    const rendered = renders ? await options.renderer!.render(ctx.path, language, content, data ?? undefined) : null;
    ctx.status = head.status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', preview ? 'private, no-store' : 'no-cache');
    // The language (and so the page) may come from the cookie.
    ctx.set('Vary', 'Accept-Encoding, Cookie');
    let body = renderHead(html, head, language, siteOrigin(options.publicUrl), canonicalPath(ctx.path));
    if (rendered) {
      body = insertServerRender(
        body,
        rendered,
        { path: ctx.path, language, ...data },
        { combineStylesheets: options.combineStylesheets },
      );
    }
    if (content && carriesContent(page, ctx.path)) body = embedSiteContent(body, content);
    ctx.body = body;
  };
}
