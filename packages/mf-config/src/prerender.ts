/**
 * Build-time prerender of a bundle's first view (issue 6: LCP under 2 s). Each bundle owns its
 * prerender, so bundles still deploy independently:
 *
 * 1. the client build (`createBundleConfig`) writes `dist/prerender/client-chunks.json`: which
 *    source modules each emitted chunk holds and which CSS files it and its siblings bring
 *    (`ClientChunksPlugin`);
 * 2. a second, node-target build of the bundle's `src/prerender.tsx` (`createPrerenderConfig`)
 *    renders every page it lists in Arabic and English with react-dom's static renderer and
 *    writes `dist/prerender/{page}.{lang}.html` and `dist/prerender/manifest.json`
 *    (`PrerenderWriterPlugin`).
 *
 * The gateway reads the manifests of the shell (its layout around a slot) and of the remote that
 * owns the path, and writes the composed HTML into the shell's `#root`. The files are the
 * first view with the built-in texts; while the content service answers, the gateway renders
 * the same pages again with the editors' snapshot by loading `server.cjs` itself (issue 15
 * part 5; services/gateway `prerender-render.ts`), so the files are the fallback.
 */
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, Configuration } from '@rspack/core';
import type { SiteContent } from '@consulting/platform';
import {
  PRERENDER_DIR,
  PRERENDER_LANGUAGES,
  PRERENDER_MANIFEST_FILE,
  type PrerenderLanguage,
  type PrerenderManifest,
  type PrerenderPageData,
} from '@consulting/contracts';
import { publicPathFor, type BundleName } from './bundles.ts';
import { moduleRules } from './module-rules.ts';

// The manifest's shape, the slot and the languages are the site contract's (issue 16).
export {
  PRERENDER_LANGUAGES,
  PRERENDER_SLOT,
  type PrerenderLanguage,
  type PrerenderManifest,
} from '@consulting/contracts';

/** One page a bundle prerenders. */
export interface PrerenderPage {
  /**
   * The site path (`/`, `/services/launch`); for a page rendered at request time, its pattern
   * as in the site contract (`/news/:id`).
   */
  path: string;
  /**
   * True for a page the gateway renders only at request time (site contract `prerendered:
   * 'request'`): the build writes no file for it, only its stylesheets (`request_pages`).
   */
  perRequest?: boolean;
  /**
   * Source modules (relative to the bundle folder, e.g. `src/features/home/HomePage.tsx`) whose
   * client chunks' CSS the fragment needs; the stylesheet URLs come from `client-chunks.json`.
   */
  modules: string[];
}

/** What a bundle's `src/prerender.tsx` exports (the server build's entry). */
export interface PrerenderModule {
  pages: PrerenderPage[];
  /**
   * The page's HTML (no `<html>`, just the markup that goes into `#root`) with `content` in the
   * site-content store (null: the built-in texts; the build renders with null, the gateway with
   * the snapshot it read) and, for a page rendered at request time, `data` (what it shows from
   * content, e.g. the news; issue 16 part 4). The module is loaded afresh for each language with
   * that language stored, so its stores already hold `language`; renders of one loaded copy take
   * turns.
   */
  render: (
    path: string,
    language: PrerenderLanguage,
    content: SiteContent | null,
    data?: PrerenderPageData,
  ) => Promise<string>;
  /**
   * False when no page of the bundle shows editor content (issue 15 part 5): the gateway then
   * sends the build's files for its pages instead of rendering them per content version, and
   * does not load the bundle's server code. Default true.
   */
  readsSiteContent?: boolean;
}

/** One emitted chunk in `client-chunks.json`. */
interface ClientChunk {
  id: string;
  /** Output files (public URLs), CSS first in emission order. */
  css: string[];
  siblings: string[];
  /** Source modules in the chunk, relative to the bundle folder with `/` separators. */
  modules: string[];
}

const CLIENT_CHUNKS = `${PRERENDER_DIR}/client-chunks.json`;

interface StatsModule {
  nameForCondition?: string;
  modules?: StatsModule[];
}

function moduleFiles(modules: StatsModule[] | undefined, dir: string, into: Set<string>): void {
  for (const module of modules ?? []) {
    if (module.nameForCondition) into.add(path.relative(dir, module.nameForCondition).split(path.sep).join('/'));
    moduleFiles(module.modules, dir, into);
  }
}

/**
 * Client build: writes `dist/prerender/client-chunks.json` (each chunk's id, CSS URLs,
 * siblings and source modules) so the prerender step can list the stylesheets a page needs
 * with the hashed names of this very build.
 */
export class ClientChunksPlugin {
  readonly dir: string;
  readonly publicPath: string;
  constructor(dir: string, publicPath: string) {
    this.dir = dir;
    this.publicPath = publicPath;
  }
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('ClientChunksPlugin', (compilation) => {
      const stats = compilation.getStats().toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        chunkRelations: true,
        nestedModules: true,
        ids: true,
      });
      const chunks: ClientChunk[] = (stats.chunks ?? []).map((chunk) => {
        const modules = new Set<string>();
        moduleFiles(chunk.modules as StatsModule[] | undefined, this.dir, modules);
        return {
          id: String(chunk.id),
          css: (chunk.files ?? []).filter((file) => file.endsWith('.css')).map((file) => this.publicPath + file),
          siblings: (chunk.siblings ?? []).map(String),
          modules: [...modules].filter((file) => !file.startsWith('..') && !file.includes('node_modules')),
        };
      });
      const out = path.join(compilation.outputOptions.path!, CLIENT_CHUNKS);
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, JSON.stringify({ chunks }));
    });
  }
}

/**
 * The stylesheet URLs a page needs: the CSS of every chunk holding one of `modules` and of its
 * siblings (chunks loaded together with it), in chunk order, without duplicates.
 * Throws when a module is in no chunk (a renamed file would otherwise lose its styles silently).
 */
export function stylesheetsFor(chunks: ClientChunk[], modules: string[]): string[] {
  const byId = new Map(chunks.map((chunk) => [chunk.id, chunk]));
  const css: string[] = [];
  for (const module of modules) {
    const holders = chunks.filter((chunk) => chunk.modules.includes(module));
    if (holders.length === 0) throw new Error(`prerender: ${module} is in no chunk of the client build`);
    for (const holder of holders) {
      for (const chunk of [holder, ...holder.siblings.map((id) => byId.get(id)!).filter(Boolean)]) {
        for (const file of chunk.css) if (!css.includes(file)) css.push(file);
      }
    }
  }
  return css;
}

/** `/` → `index`, `/services/launch` → `services-launch`. */
function fileStem(pagePath: string): string {
  return pagePath === '/' ? 'index' : pagePath.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
}

/**
 * Server build: once the server bundle is emitted, loads it, renders each of its pages in each
 * language with the built-in texts (content null) and writes the HTML files and `manifest.json`
 * next to it (a page rendered at request time only gets its stylesheets listed). Fails the build when a page
 * cannot be rendered or its modules are in no client chunk.
 */
export class PrerenderWriterPlugin {
  readonly bundle: BundleName;
  constructor(bundle: BundleName) {
    this.bundle = bundle;
  }
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrerenderWriterPlugin', async (compilation) => {
      const outDir = compilation.outputOptions.path!;
      const { chunks } = JSON.parse(readFileSync(path.join(outDir, 'client-chunks.json'), 'utf8')) as {
        chunks: ClientChunk[];
      };
      const manifest: PrerenderManifest = { version: 1, bundle: this.bundle, site_content: true, pages: {} };
      for (const language of PRERENDER_LANGUAGES) {
        const server = loadServerBundle(path.join(outDir, 'server.cjs'), language);
        manifest.site_content = server.readsSiteContent !== false;
        for (const page of server.pages) {
          if (page.perRequest) {
            manifest.request_pages ??= {};
            manifest.request_pages[page.path] = { css: stylesheetsFor(chunks, page.modules) };
            continue;
          }
          const html = await server.render(page.path, language, null);
          const file = `${fileStem(page.path)}.${language}.html`;
          writeFileSync(path.join(outDir, file), html);
          manifest.pages[page.path] ??= {};
          manifest.pages[page.path]![language] = { html: file, css: stylesheetsFor(chunks, page.modules) };
        }
      }
      writeFileSync(path.join(outDir, PRERENDER_MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    });
  }
}

/**
 * A fresh instance of the server bundle as a first visit in `language` sees it: the platform's
 * stores start from the stored language (a `localStorage` stand-in holding `language`), which
 * is also what zustand hands React during a server render (its initial state).
 */
function loadServerBundle(serverFile: string, language: PrerenderLanguage): PrerenderModule {
  const stored = new Map<string, string>([['language', language]]);
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
  });
  const require = createRequire(serverFile);
  delete require.cache[serverFile];
  return require(serverFile) as PrerenderModule;
}

/** A bare package import that node resolves at render time (workspace packages are bundled). */
function isExternalPackage(request: string): boolean {
  return !request.startsWith('.') && !path.isAbsolute(request) && !request.startsWith('@consulting/');
}

export interface PrerenderConfigOptions {
  bundle: BundleName;
  /** Absolute folder of the bundle. */
  dir: string;
  /** The server entry, relative to `dir`; default `./src/prerender.tsx` (a `PrerenderModule`). */
  entry?: string;
}

/**
 * The rspack configuration of a bundle's prerender step (run after the client build, which it
 * must not clean): `src/prerender.tsx` built for node as `dist/prerender/server.cjs`, npm
 * packages left to node (one React for the renderer and the pages), CSS imports ignored (the
 * manifest lists the client build's stylesheets instead), fonts and images resolved to the same
 * hashed URLs as the client build without being emitted; then `PrerenderWriterPlugin` writes
 * the pages.
 */
export function createPrerenderConfig({
  bundle,
  dir,
  entry = './src/prerender.tsx',
}: PrerenderConfigOptions): Configuration {
  return {
    mode: 'production',
    context: dir,
    entry: { server: entry },
    target: 'node',
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    externalsType: 'commonjs',
    externals: [
      ({ request }, callback) => {
        if (request && isExternalPackage(request)) return callback(undefined, request);
        return callback();
      },
    ],
    module: { rules: moduleRules('node') },
    output: {
      path: path.join(dir, 'dist', PRERENDER_DIR),
      publicPath: publicPathFor(bundle),
      filename: 'server.cjs',
      library: { type: 'commonjs2' },
      // Lazy pages are rendered in full, so their code goes into the one server file.
      asyncChunks: false,
      clean: false,
    },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [new PrerenderWriterPlugin(bundle)],
  };
}
