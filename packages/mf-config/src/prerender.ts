/**
 * A bundle's server build for the gateway's per-request render (architecture "Server rendering
 * with hydration"): the client build writes `client-chunks.json` (`ClientChunksPlugin`), then a
 * node build of `src/prerender.tsx` writes `server.cjs` and `manifest.json` (`PrerenderWriterPlugin`).
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
  /** Source modules (`src/features/home/HomePage.tsx`) whose client chunks' CSS the page needs. */
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

/** Client build: writes `dist/prerender/client-chunks.json` (each chunk's id, CSS, siblings, modules). */
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
 * The CSS URLs of the chunks (and siblings) holding `modules`, in order, unique. Throws for a
 * module in no chunk, so a renamed file cannot lose its styles silently.
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
 * Server build: loads the emitted bundle for its pages and writes `manifest.json` beside it. Fails
 * the build when the bundle does not load or a page's modules are in no client chunk.
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
 * The prerender step's rspack configuration (after the client build; must not clean it):
 * `src/prerender.tsx` for node as `dist/prerender/server.cjs`, npm packages external (one React),
 * CSS ignored, assets at the client build's hashed URLs unemitted; then the manifest.
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
