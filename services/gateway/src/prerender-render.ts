/**
 * Prerendered first views that follow the editors' content (issue 15 part 5): the gateway runs
 * each bundle's prerender server code (`dist/prerender/server.cjs`, packages/mf-config
 * prerender.ts) and renders a page with the current content snapshot, so a save shows in the
 * HTML of the next request with no rebuild or restart. The build's files stay the fallback.
 *
 * - The server code is read through the same `PrerenderSource` as the other prerender files
 *   (from disk, or from the bundle's server in compose) and only when a page of that bundle is
 *   asked for; a changed file is loaded anew.
 * - It is run with `require` from the gateway's own folder, limited to the packages the pages
 *   render with (`SERVER_BUNDLE_PACKAGES`), so compose needs no copy on disk, and a bundle that
 *   asks for anything else (build tools) fails to load instead of weighing on the gateway.
 * - Each bundle is loaded once per language, lazily: its stores take the language when its code
 *   runs (a `localStorage` stand-in holding `language`, as the build does), and zustand hands a
 *   server render the stores' initial state.
 * - Rendered parts are kept per (bundle code, path, language, content version) in a small LRU;
 *   a new version or new code renders again on the next request.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { Logger } from 'pino';
import type { PrerenderPageData, SiteContent } from '@consulting/contracts';
import {
  fillSlot,
  prerenderPlan,
  type Language,
  type Prerender,
  type PrerenderBundle,
  type PrerenderPart,
  type PrerenderSource,
} from './prerender-files.ts';

/** What a bundle's `server.cjs` exports, as the gateway uses it (mf-config's `PrerenderModule`). */
interface ServerModule {
  render: (path: string, language: Language, content: SiteContent | null, data?: PrerenderPageData) => Promise<string>;
}

/**
 * The packages a bundle's server code may `require` (react, the router, i18n and the stores;
 * the workspace packages are bundled into it). The gateway resolves them from its own folder:
 * in the workspace from the root `node_modules`; a gateway image must install them.
 */
export const SERVER_BUNDLE_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom/static',
  'react-dom/server',
  'react-router-dom',
  'react-i18next',
  'i18next',
  'zustand',
] as const;

const ALLOWED = new Set<string>(SERVER_BUNDLE_PACKAGES);
const requireFromGateway = createRequire(import.meta.filename);

/**
 * Runs a bundle's server code as a CommonJS module with `language` stored, as a first visit in
 * that language sees it, and returns its exports. Throws what the code threw, when it requires
 * a package outside `SERVER_BUNDLE_PACKAGES`, or when it exports no `render`.
 */
function runServerCode(code: string, filename: string, language: Language): ServerModule {
  const limitedRequire = (id: string): unknown => {
    if (!ALLOWED.has(id)) throw new Error(`${filename} requires ${id}, which the gateway does not provide`);
    return requireFromGateway(id);
  };
  const module = { exports: {} as Record<string, unknown> };
  const run = vm.compileFunction(code, ['exports', 'require', 'module', '__filename', '__dirname'], { filename });
  // The platform's stores read the stored language while the code runs (packages/platform
  // storage.ts reads `globalThis.localStorage`); the stand-in is there for that moment only.
  const stored = new Map<string, string>([['language', language]]);
  const previous = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
  });
  try {
    run.call(module.exports, module.exports, limitedRequire, module, filename, path.dirname(filename));
  } finally {
    if (previous) Object.defineProperty(globalThis, 'localStorage', previous);
    else delete (globalThis as { localStorage?: unknown }).localStorage;
  }
  const exports = module.exports as Partial<ServerModule>;
  if (typeof exports.render !== 'function') throw new Error(`${filename} exports no render()`);
  return exports as ServerModule;
}

class RenderTimeout extends Error {
  constructor(ms: number) {
    super(`rendering took over ${ms} ms`);
  }
}

/** One version of a bundle's server code and its loaded copies. */
interface LoadedBundle {
  code: string;
  /** Counts loads across bundles, so cached parts of older code are never used. */
  generation: number;
  instances: Partial<Record<Language, ServerModule | Error>>;
}

/**
 * A least-recently-used map capped by entries and by total characters. Written here rather than
 * taken from lru-cache because the gateway does not depend on it and this needs 30 lines.
 */
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

export interface PrerenderRendererOptions {
  logger?: Logger;
  /**
   * Rendered parts kept (default 600; a page is two parts, layout and page: the build's public
   * pages alone are about 100 in both languages, and each news item adds four).
   */
  cacheEntries?: number;
  /** Total characters of rendered parts kept (default 16 Mi, about 16–32 MiB of memory). */
  cacheChars?: number;
  /** A render taking longer is given up for this request, and its copy of the bundle dropped (default 3000 ms). */
  renderTimeoutMs?: number;
}

/**
 * Renders prerendered first views with a content snapshot. One per gateway; see the module
 * comment. `prerender` never rejects: anything that goes wrong gives null, and the caller sends
 * the build's files instead.
 */
export class PrerenderRenderer {
  readonly #source: PrerenderSource;
  readonly #logger: Logger | undefined;
  readonly #timeoutMs: number;
  readonly #parts: RenderedParts;
  readonly #bundles = new Map<PrerenderBundle, LoadedBundle>();
  readonly #inFlight = new Map<string, Promise<string>>();
  /** Parts whose render threw (key as in the cache), not tried again for that content version. */
  readonly #failed = new Set<string>();
  #generations = 0;

  constructor(source: PrerenderSource, options: PrerenderRendererOptions = {}) {
    this.#source = source;
    this.#logger = options.logger;
    this.#timeoutMs = options.renderTimeoutMs ?? 3000;
    this.#parts = new RenderedParts(options.cacheEntries ?? 600, options.cacheChars ?? 16 * 1024 * 1024);
  }

  /**
   * The first view of `pagePath` in `language` showing `content`: the shell's layout rendered
   * with it, the page rendered with it and `data` (what a page rendered at request time shows,
   * e.g. the news; issue 16 part 4), or the build's file when the page's bundle shows no editor
   * content, and the stylesheets of both. `data` must follow from `content.version` (the news
   * do: a saved item raises the version), since parts are kept per version. Null when the
   * bundles do not prerender the path, or their server code is missing, fails to load, throws
   * or takes too long.
   */
  async prerender(
    pagePath: string,
    language: Language,
    content: SiteContent,
    data?: PrerenderPageData,
  ): Promise<Prerender | null> {
    try {
      const plan = await prerenderPlan(this.#source, pagePath, language);
      if (!plan) return null;
      const pageFile = plan.page.siteContent ? null : plan.page.html;
      const [layout, page] = await Promise.all([
        this.#part(plan.layout, pagePath, language, content),
        pageFile === null
          ? this.#part(plan.page, pagePath, language, content, data)
          : this.#source(plan.page.bundle, pageFile),
      ]);
      const html = layout === null || page === null ? null : fillSlot(layout, page);
      return html === null ? null : { path: pagePath, html, css: plan.css };
    } catch (error) {
      this.#logger?.warn(
        { err: error, path: pagePath, language },
        'prerender with content failed; sending the build’s',
      );
      return null;
    }
  }

  async #part(
    part: PrerenderPart,
    pagePath: string,
    language: Language,
    content: SiteContent,
    data?: PrerenderPageData,
  ): Promise<string | null> {
    const bundle = await this.#load(part.bundle);
    if (!bundle) return null;
    const key = `${bundle.generation}\n${pagePath}\n${language}\n${content.version}`;
    const cached = this.#parts.get(key);
    if (cached !== undefined) return cached;
    if (this.#failed.has(key)) return null;
    let rendering = this.#inFlight.get(key);
    if (!rendering) {
      const server = this.#instance(part.bundle, bundle, language);
      if (!server) return null;
      rendering = this.#render(bundle, language, server, pagePath, content, data).finally(() =>
        this.#inFlight.delete(key),
      );
      this.#inFlight.set(key, rendering);
      rendering.then(
        (html) => this.#parts.set(key, html),
        () => undefined,
      );
    }
    return rendering;
  }

  async #render(
    bundle: LoadedBundle,
    language: Language,
    server: ServerModule,
    pagePath: string,
    content: SiteContent,
    data: PrerenderPageData | undefined,
  ): Promise<string> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new RenderTimeout(this.#timeoutMs)), this.#timeoutMs);
    });
    try {
      return await Promise.race([server.render(pagePath, language, content, data), timeout]);
    } catch (error) {
      if (error instanceof RenderTimeout) {
        // Its renders take turns: a stuck one would hold every later one, so use a fresh copy next time.
        if (bundle.instances[language] === server) delete bundle.instances[language];
      } else {
        // A page that throws with this content throws again: send the build's until the content changes.
        if (this.#failed.size >= 1000) this.#failed.clear();
        this.#failed.add(`${bundle.generation}\n${pagePath}\n${language}\n${content.version}`);
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The bundle's server code as it is now, loaded anew when it changed; null when it has none. */
  async #load(name: PrerenderBundle): Promise<LoadedBundle | null> {
    const code = await this.#source(name, 'server.cjs');
    if (code === null) {
      this.#bundles.delete(name);
      return null;
    }
    const held = this.#bundles.get(name);
    if (held?.code === code) return held;
    const loaded: LoadedBundle = { code, generation: ++this.#generations, instances: {} };
    this.#bundles.set(name, loaded);
    return loaded;
  }

  /** The bundle's copy for `language`, run on first use; null (logged once) when it cannot run. */
  #instance(name: PrerenderBundle, bundle: LoadedBundle, language: Language): ServerModule | null {
    let instance = bundle.instances[language];
    if (!instance) {
      try {
        instance = runServerCode(bundle.code, `${name}/prerender/server.cjs`, language);
      } catch (error) {
        instance = error instanceof Error ? error : new Error(String(error));
        this.#logger?.warn({ err: instance, bundle: name, language }, 'prerender server code does not run');
      }
      bundle.instances[language] = instance;
    }
    return instance instanceof Error ? null : instance;
  }
}
