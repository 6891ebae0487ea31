/**
 * The answer to a page request (issue #3 search, issue 6 first view, issue 15 part 5 content):
 * the shell's HTML with the page's head, its prerendered first view and the content snapshot it
 * was rendered with.
 */
import type { Middleware } from 'koa';
import {
  redirectOf,
  resolvePage,
  sitePageOf,
  type NewsItemRecord,
  type ResolvedPage,
  type SiteContent,
} from '@consulting/contracts';
import { pageDataFor } from './page-data.ts';
import { canonicalPath, headFor, isPagePath, pageLanguage, renderHead, siteOrigin } from './page-heads.ts';
import { embedSiteContent, insertPrerender } from './page-html.ts';
import { loadPrerender, type Language, type Prerender, type PrerenderSource } from './prerender-files.ts';
import { PrerenderRenderer } from './prerender-render.ts';
import type { ReadSiteContent } from './site-content-source.ts';

export interface PageResponseOptions {
  /** The shell's index.html (from disk in embedded mode, from the shell container in compose). */
  loadShellHtml: () => Promise<string>;
  /** The news published in a language for a content version; rejects when content is down. */
  news: (language: Language, version: string | null) => Promise<NewsItemRecord[]>;
  /** The content snapshot, asked on each page request (null: unknown, the built-in texts). */
  readSiteContent: ReadSiteContent;
  /** Renders first views with the snapshot; none: the build's files only. */
  renderer: PrerenderRenderer | null;
  /** Where the bundles' prerender files are read from; none means pages are sent empty. */
  prerenders?: PrerenderSource;
  /** The site's public origin for absolute links (`PUBLIC_URL`), else `DEFAULT_PUBLIC_URL`. */
  publicUrl?: string;
  /** Link a prerender's stylesheets as one (`insertPrerender`; embedded mode, where the gateway serves them). */
  combineStylesheets?: boolean;
}

/** Pages that carry the snapshot: all but the admin panel (its own layout, no public content). */
function carriesContent(page: ResolvedPage | null, path: string): boolean {
  return !(page?.kind === 'private' && (path === '/admin' || path.startsWith('/admin/')));
}

/**
 * Serves every page request (GET/HEAD of an extension-less path outside /api, /uploads, /media,
 * /mf) with the shell's HTML and that page's head, before any script runs (issue #3, "For
 * people who find us through search"); a path no page serves (site contract `resolvePage`) is
 * answered 404 with the shell's 404 page, and a page that moved (`redirect`: `/tracks/{slug}`)
 * 301 to its new path with the query kept. Each request asks content for the snapshot once (a
 * 304 while unchanged); the first view and the head are built from it, so a saved change shows
 * on the next request (issue 15 part 5), and from the built-in texts when content cannot say.
 * A page rendered at request time (`/news`, `/news/:id`, issue 16 part 4) is rendered with the
 * news of the snapshot's version (an unknown item: its not-found state, HTTP 404), and gets no
 * first view when content cannot say, nor as a staff preview. Falls through when the shell's
 * HTML cannot be had.
 */
export function pageResponses(options: PageResponseOptions): Middleware {
  /** The first view of a page prerendered at build time: rendered with `content`, else the build's files. */
  async function builtView(path: string, language: Language, content: SiteContent | null): Promise<Prerender | null> {
    if (!options.prerenders) return null;
    const live = content && options.renderer ? await options.renderer.prerender(path, language, content) : null;
    return live ?? loadPrerender(options.prerenders, path, language);
  }

  /** The first view of a page rendered at request time (no build file): null without content or its data. */
  async function requestedView(
    path: string,
    page: ResolvedPage,
    language: Language,
    content: SiteContent | null,
  ): Promise<Prerender | null> {
    if (!content || !options.renderer) return null;
    const data = await pageDataFor(page, language, content.version, options.news);
    if (!data) return null;
    // Any unknown id shows the same not-found page: render (and keep) it once per content version
    // and language under the page's pattern (`/news/:id`), not once per id a visitor or a bot made up.
    const renderedAt = data.news_item === null ? (sitePageOf(path)?.page.path ?? path) : path;
    const view = await options.renderer.prerender(renderedAt, language, content, data);
    return view && { ...view, path };
  }

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
    // Issue 15 part 4: a staff preview link of a draft (`/news/{id}?preview=<token>`). The gateway
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
    let prerender: Prerender | null = null;
    if (page && mode === 'request' && !preview && (head.status === 200 || page.kind === 'news-item')) {
      prerender = await requestedView(ctx.path, page, language, content);
    } else if (mode === 'build' && head.status === 200) {
      prerender = await builtView(ctx.path, language, content);
    }
    ctx.status = head.status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', preview ? 'private, no-store' : 'no-cache');
    // The language (and so the page) may come from the cookie.
    ctx.set('Vary', 'Accept-Encoding, Cookie');
    let body = renderHead(html, head, language, siteOrigin(options.publicUrl), canonicalPath(ctx.path));
    if (prerender)
      body = insertPrerender(body, prerender, language, { combineStylesheets: options.combineStylesheets });
    if (content && carriesContent(page, ctx.path)) body = embedSiteContent(body, content);
    ctx.body = body;
  };
}
