/**
 * The gateway's pages (issue #3 search, issue 6 first view, issue 15 part 5 content): every page
 * request gets the shell's HTML with the page's head, its prerendered first view and the content
 * snapshot it was rendered with; plus `/robots.txt`, `/sitemap.xml` and the prerender boot
 * script. The jobs live in their own modules: page-heads.ts, prerender-files.ts (the build's
 * files), prerender-render.ts (rendering with content), page-html.ts, sitemap.ts, robots.ts,
 * prerender-boot.ts, site-content-source.ts.
 */
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { resolvePage, type ResolvedPage, type SiteContent } from '@consulting/contracts';
import { headFor, isPagePath, pageLanguage, renderHead } from './page-heads.ts';
import { embedSiteContent, insertPrerender } from './page-html.ts';
import { PRERENDER_BOOT_PATH, PRERENDER_BOOT_SCRIPT } from './prerender-boot.ts';
import { loadPrerender, type Language, type Prerender, type PrerenderSource } from './prerender-files.ts';
import { PrerenderRenderer } from './prerender-render.ts';
import { robotsTxt } from './robots.ts';
import { newsForVersion, type ListNews, type ReadSiteContent } from './site-content-source.ts';
import { sitemapEtag, sitemapXml } from './sitemap.ts';

export interface SeoOptions {
  /** The shell's index.html (from disk in embedded mode, from the shell container in compose). */
  loadShellHtml: () => Promise<string>;
  /** News published in a language, for `/news/{id}` heads and the sitemap. Rejects when content is down. */
  listNews: ListNews;
  /**
   * The content snapshot, asked on each page and sitemap request (null: unknown, the built-in
   * texts). Without it pages are sent as built.
   */
  readSiteContent?: ReadSiteContent;
  /** The site's public origin for absolute links (`PUBLIC_URL`), else the request's own. */
  publicUrl?: string;
  /** Where the bundles' prerender files are read from; none means pages are sent empty. */
  prerenders?: PrerenderSource;
  logger?: Logger;
}

/** Pages that carry the snapshot: all but the admin panel (its own layout, no public content). */
function carriesContent(page: ResolvedPage | null, path: string): boolean {
  return !(page?.kind === 'private' && (path === '/admin' || path.startsWith('/admin/')));
}

/**
 * Serves every page request (GET/HEAD of an extension-less path outside /api, /uploads, /mf)
 * with the shell's HTML and that page's head, before any script runs (issue #3, "For people
 * who find us through search"); a path no page serves is answered 404 with the shell's 404
 * page. Each request asks content for the snapshot once (a 304 while unchanged); the first view
 * and the head are built from it, so a saved change shows on the next request (issue 15 part 5),
 * and from the built-in texts when content cannot say. Also serves `/robots.txt`,
 * `/sitemap.xml` (every indexable page in ar and en, the six tracks and each published news
 * item; `no-cache` with an ETag from the content version) and the prerender boot script.
 */
export function seoPages(options: SeoOptions): Middleware {
  const renderer =
    options.prerenders && options.readSiteContent
      ? new PrerenderRenderer(options.prerenders, { logger: options.logger })
      : null;
  const news = newsForVersion(options.listNews);
  const readSiteContent = options.readSiteContent ?? (async () => null);

  async function firstView(path: string, language: Language, content: SiteContent | null): Promise<Prerender | null> {
    if (!options.prerenders) return null;
    const live = content && renderer ? await renderer.prerender(path, language, content) : null;
    return live ?? loadPrerender(options.prerenders, path, language);
  }

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const origin = options.publicUrl?.replace(/\/$/, '') ?? ctx.origin;
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain';
      ctx.body = robotsTxt(origin);
      return;
    }
    if (ctx.path === PRERENDER_BOOT_PATH) {
      ctx.type = 'application/javascript';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = PRERENDER_BOOT_SCRIPT;
      return;
    }
    if (ctx.path === '/sitemap.xml') {
      ctx.set('Cache-Control', 'no-cache');
      const version = (await readSiteContent())?.version ?? null;
      if (version !== null) {
        ctx.set('ETag', sitemapEtag(version, origin));
        ctx.status = 200;
        if (ctx.fresh) {
          ctx.status = 304;
          return;
        }
      }
      const lists = await Promise.all([news('ar', version), news('en', version)]).catch(() => null);
      ctx.type = 'application/xml';
      ctx.body = await sitemapXml(origin, lists && { ar: lists[0], en: lists[1] });
      // Without the news the sitemap is not the version's: let nobody keep it under that tag.
      if (!lists) ctx.remove('ETag');
      return;
    }
    if (!isPagePath(ctx.path)) return next();
    const language = pageLanguage(ctx);
    const content = await readSiteContent();
    const page = resolvePage(ctx.path);
    // Issue 15 part 4: a staff preview link of a draft (`/news/{id}?preview=<token>`). The gateway
    // cannot check the token (content does, and answers the page's API call 404 for a bad one), so
    // the page is sent as a news item whose text is not known here: 200, never indexed, never
    // stored by a cache.
    const preview = page?.kind === 'news-item' && typeof ctx.query.preview === 'string' && ctx.query.preview !== '';
    const head = await headFor(page, language, content, async (id, lang) => {
      if (preview) throw new Error('a preview is looked up by the page itself');
      const list = await news(lang, content?.version ?? null);
      return list.find((item) => item.id === id) ?? null;
    });
    const html = await options.loadShellHtml().catch(() => null);
    if (html === null) return next();
    const prerender = head.status === 200 ? await firstView(ctx.path, language, content) : null;
    ctx.status = head.status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', preview ? 'private, no-store' : 'no-cache');
    // The language (and so the page) may come from the cookie.
    ctx.set('Vary', 'Accept-Encoding, Cookie');
    let body = renderHead(html, head, language, origin, ctx.path);
    if (prerender) body = insertPrerender(body, prerender, language);
    if (content && carriesContent(page, ctx.path)) body = embedSiteContent(body, content);
    ctx.body = body;
  };
}
