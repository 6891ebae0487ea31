/**
 * The server build of a bundle, for the gateway's per-request render (architecture "Server
 * rendering with hydration"). Each bundle owns its server code, so bundles still deploy
 * independently:
 *
 * 1. the client build (`createBundleConfig`) writes `dist/prerender/client-chunks.json`: which
 *    source modules each emitted chunk holds and which CSS files it and its siblings bring
 *    (`ClientChunksPlugin`);
 * 2. a second, node-target build of the bundle's `src/prerender.tsx` (`createPrerenderConfig`)
 *    writes `dist/prerender/server.cjs` and `dist/prerender/manifest.json`: the pages it
 *    renders, each with its stylesheets (`PrerenderWriterPlugin`).
 *
 * The gateway runs the shell's and the route's remote's `server.cjs` in a worker and sends the
 * page rendered per request (services/gateway `page-render.ts`); the shell hydrates it.
 */
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, Configuration } from '@rspack/core';
import { PRERENDER_DIR, PRERENDER_MANIFEST_FILE, type PrerenderManifest } from '@consulting/contracts';
import { publicPathFor, type BundleName } from './bundles.ts';
import { moduleRules } from './module-rules.ts';

// The manifest's shape and the languages are the site contract's.
export { PRERENDER_LANGUAGES, type PrerenderLanguage, type PrerenderManifest } from '@consulting/contracts';

/** One page a bundle renders on the server. */
export interface PrerenderPage {
  /** The site path (`/`, `/services/launch`), or its pattern as in the site contract (`/news/:id`). */
  path: string;
  /**
   * Source modules (relative to the bundle folder, e.g. `src/features/home/HomePage.tsx`) whose
   * client chunks' CSS the page needs; the stylesheet URLs come from `client-chunks.json`.
   */
  modules: string[];
}

/** What every bundle's `src/prerender.tsx` exports (the server build's entry), besides its render. */
export interface PrerenderModule {
  pages: PrerenderPage[];
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

/**
 * Server build: once the server bundle is emitted, loads it for its page list and writes
 * `manifest.json` next to it: each page's stylesheets (under `request_pages`, in both
 * languages' terms: a page's stylesheets do not depend on the language). Fails the build when
 * the bundle does not load or a page's modules are in no client chunk.
 */
export class PrerenderWriterPlugin {
  readonly bundle: BundleName;
  constructor(bundle: BundleName) {
    this.bundle = bundle;
  }
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('PrerenderWriterPlugin', (compilation) => {
      const outDir = compilation.outputOptions.path!;
      const { chunks } = JSON.parse(readFileSync(path.join(outDir, 'client-chunks.json'), 'utf8')) as {
        chunks: ClientChunk[];
      };
      const serverFile = path.join(outDir, 'server.cjs');
      const require = createRequire(serverFile);
      delete require.cache[serverFile];
      const server = require(serverFile) as PrerenderModule;
      const manifest: PrerenderManifest = { version: 1, bundle: this.bundle, site_content: true, pages: {} };
      manifest.request_pages = Object.fromEntries(
        server.pages.map((page) => [page.path, { css: stylesheetsFor(chunks, page.modules) }]),
      );
      writeFileSync(path.join(outDir, PRERENDER_MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    });
  }
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
 * the manifest.
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
