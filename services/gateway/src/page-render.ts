/**
 * Public pages rendered per request (architecture "Server rendering with hydration") from the
 * bundles' `server.cjs`, with the language, the editors' snapshot and the page's data, in a
 * Piscina pool; a render over `renderTimeoutMs` terminates its worker. A failure gives null (the
 * client renders). Pages are kept per (server code, path, language, content version) in an LRU.
 */
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { Piscina } from 'piscina';
import { BUNDLES, type PrerenderPageData, type SiteContent } from '@consulting/contracts';
import {
  prerenderPlan,
  type Language,
  type Prerender,
  type PrerenderBundle,
  type PrerenderSource,
} from './prerender-files.ts';
import type { RenderTask, ServerCode } from './page-render-worker.ts';

/** A least-recently-used map capped by entries and by total characters. */
class RenderedParts {
  readonly #entries = new Map<string, string>();
  #size = 0;
  readonly maxEntries: number;
  readonly maxChars: number;
  constructor(maxEntries: number, maxChars: number) {
    this.maxEntries = maxEntries;
    this.maxChars = maxChars;
  }
  get(key: string): string | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }
  set(key: string, value: string): void {
    this.delete(key);
    if (value.length > this.maxChars) return;
    this.#entries.set(key, value);
    this.#size += value.length;
    for (const [oldest, html] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#size <= this.maxChars) break;
      this.#entries.delete(oldest);
      this.#size -= html.length;
    }
  }
  delete(key: string): void {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    this.#size -= value.length;
  }
}

export interface PageRendererOptions {
  logger?: Logger;
  /** Rendered pages kept (default 300). */
  cacheEntries?: number;
  /** Total characters of rendered pages kept (default 16 Mi, about 16–32 MiB of memory). */
  cacheChars?: number;
  /** A render taking longer is aborted and its worker terminated (ms, default 5000). */
  renderTimeoutMs?: number;
  /** Most worker threads (default 2). */
  maxThreads?: number;
}

/**
 * Renders public pages on the server; one per gateway, see the module comment. `render` never
 * rejects: anything that goes wrong gives null, and the caller sends the page without server HTML.
 */
export class PageRenderer {
  readonly #source: PrerenderSource;
  readonly #logger: Logger | undefined;
  readonly #timeoutMs: number;
  readonly #pages: RenderedParts;
  readonly #pool: Piscina<RenderTask, string>;
  readonly #codes = new Map<PrerenderBundle, ServerCode>();
  readonly #inFlight = new Map<string, Promise<string>>();
  /** Renders that threw (key as in the cache), not tried again for that content version. */
  readonly #failed = new Set<string>();

  constructor(source: PrerenderSource, options: PageRendererOptions = {}) {
    this.#source = source;
    this.#logger = options.logger;
    this.#timeoutMs = options.renderTimeoutMs ?? 5000;
    this.#pages = new RenderedParts(options.cacheEntries ?? 300, options.cacheChars ?? 16 * 1024 * 1024);
    this.#pool = new Piscina<RenderTask, string>({
      filename: new URL('./page-render-worker.ts', import.meta.url).href,
      minThreads: 1,
      maxThreads: options.maxThreads ?? 2,
      idleTimeout: 60_000,
    });
  }

  /**
   * `#root`'s markup and stylesheets for `pagePath` in `language` with `content` (null: built-in
   * texts) and `data` (which must follow from `content.version`). Null when it cannot render.
   */
  async render(
    pagePath: string,
    language: Language,
    content: SiteContent | null,
    data?: PrerenderPageData,
  ): Promise<Prerender | null> {
    try {
      const plan = await prerenderPlan(this.#source, pagePath);
      if (!plan) return null;
      const [shell, remote] = await Promise.all([this.#code('shell'), this.#code(plan.page.bundle)]);
      if (!shell || !remote) return null;
      const key = [shell.hash, remote.hash, pagePath, language, content?.version ?? ''].join('\n');
      let html = this.#pages.get(key);
      if (html === undefined) {
        if (this.#failed.has(key)) return null;
        html = await this.#run(key, {
          shell,
          remote,
          remoteName: BUNDLES[plan.page.bundle].name,
          path: pagePath,
          language,
          content,
          data,
        });
      }
      return { path: pagePath, html, css: plan.css };
    } catch (error) {
      this.#logger?.warn(
        { err: error, path: pagePath, language },
        'server render failed; the page is rendered by the client',
      );
      return null;
    }
  }

  /** Stops the workers (renders under way reject). */
  close(): Promise<void> {
    return this.#pool.close({ force: true });
  }

  #run(key: string, task: RenderTask): Promise<string> {
    let rendering = this.#inFlight.get(key);
    if (!rendering) {
      rendering = this.#pool
        .run(task, { signal: AbortSignal.timeout(this.#timeoutMs) })
        .then(
          (html) => {
            this.#pages.set(key, html);
            return html;
          },
          (error: unknown) => {
            // A page that throws with this content throws again; a timeout is tried again later.
            if (!(error instanceof Error && error.name === 'AbortError')) {
              if (this.#failed.size >= 1000) this.#failed.clear();
              this.#failed.add(key);
            }
            throw error;
          },
        )
        .finally(() => this.#inFlight.delete(key));
      this.#inFlight.set(key, rendering);
    }
    return rendering;
  }

  /** The bundle's server code as it is now with its hash; null when it has none. */
  async #code(bundle: PrerenderBundle): Promise<ServerCode | null> {
    const code = await this.#source(bundle, 'server.cjs');
    if (code === null) return null;
    const held = this.#codes.get(bundle);
    if (held?.code === code) return held;
    const fresh = { name: bundle, hash: createHash('sha256').update(code).digest('hex'), code };
    this.#codes.set(bundle, fresh);
    return fresh;
  }
}
