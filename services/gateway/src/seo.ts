/** The gateway's pages, `/robots.txt` and `/sitemap.xml`, composed from one module per job. */
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { pageResponses } from './page-response.ts';
import type { PrerenderSource } from './prerender-files.ts';
import { PageRenderer } from './page-render.ts';
import { robotsFile } from './robots.ts';
import { newsForVersion, type ListNews, type ReadSiteContent } from './site-content-source.ts';
import { sitemapFile } from './sitemap.ts';

export interface SeoOptions {
  /** The shell's index.html (from disk in embedded mode, from the shell container in compose). */
  loadShellHtml: () => Promise<string>;
  /** News published in a language, for `/news/{id}` heads and the sitemap. Rejects when content is down. */
  listNews: ListNews;
  /** The content snapshot, asked on each page and sitemap request (null: unknown, the built-in texts). */
  readSiteContent?: ReadSiteContent;
  /** The site's public origin for absolute links (`PUBLIC_URL`), else `DEFAULT_PUBLIC_URL`. */
  publicUrl?: string;
  /** Where the bundles' server code and manifests are read from; none means pages are sent empty. */
  prerenders?: PrerenderSource;
  /** Link a prerender's stylesheets as one (embedded mode: `combined-stylesheet.ts`). */
  combineStylesheets?: boolean;
  logger?: Logger;
}

/** Runs `handlers` in order as one middleware (as koa-compose does): each passes on by calling `next`. */
function inOrder(handlers: Middleware[]): Middleware {
  return (ctx, next) => {
    const run = (index: number): Promise<unknown> =>
      index === handlers.length ? next() : Promise.resolve(handlers[index](ctx, () => run(index + 1)));
    return run(0);
  };
}

/**
 * GET and HEAD of `/robots.txt`, `/sitemap.xml` and every page; the news lists are shared by the
 * sitemap and the heads, kept per content version.
 */
export function seoPages(options: SeoOptions): Middleware {
  const renderer = options.prerenders ? new PageRenderer(options.prerenders, { logger: options.logger }) : null;
  const news = newsForVersion(options.listNews);
  const readSiteContent = options.readSiteContent ?? (async () => null);
  const handlers = inOrder([
    robotsFile(options.publicUrl),
    sitemapFile({ publicUrl: options.publicUrl, readSiteContent, news }),
    pageResponses({
      loadShellHtml: options.loadShellHtml,
      news,
      readSiteContent,
      renderer,
      publicUrl: options.publicUrl,
      combineStylesheets: options.combineStylesheets,
    }),
  ]);
  return (ctx, next) => (ctx.method === 'GET' || ctx.method === 'HEAD' ? handlers(ctx, next) : next());
}
