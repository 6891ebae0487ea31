/**
 * The module-federation settings every bundle shares, declared once so versions cannot drift
 * between the shell and the remotes (docs/architecture.md, "Front end").
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { BUNDLES, MF_MANIFEST_FILE, REMOTE_ENTRY_FILE } from '@consulting/contracts';
import { readBuildStamp } from '@consulting/contracts/build-stamp';
import { publicPathFor, type BundleName } from './bundles.ts';
import { stampManifest } from './build-stamp.ts';
import { BROWSER_TARGETS, moduleRules } from './module-rules.ts';
import { PrecompressPlugin } from './precompress.ts';
import { ClientChunksPlugin } from './prerender.ts';

export { publicPathFor, type BundleName } from './bundles.ts';
export { moduleRules } from './module-rules.ts';
export { stampManifest } from './build-stamp.ts';

const require = createRequire(import.meta.url);

/**
 * The libraries every bundle shares, whole (a remote may use any export of them without a new
 * shell). Deep imports the bundles use (`react/jsx-runtime`, `react-dom/client`) are shared keys
 * of their own. All are singletons: each holds state a page must have once (React's dispatcher,
 * the router's and i18n's contexts, the stores, the query cache). Not `@consulting/contracts`:
 * constants and pure functions only, so every bundle keeps the copy it was built with.
 */
export const SHARED_LIBRARIES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'react-i18next',
  'i18next',
  'zustand',
  '@tanstack/react-query',
  'antd',
  '@consulting/platform',
] as const;

/** The package a (possibly deep) import belongs to: `react/jsx-runtime` → `react`. */
function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
}

/** One entry of ModuleFederationPlugin's `shared` option. */
export interface SharedLibrary {
  singleton: true;
  requiredVersion: string;
  eager: false;
}

/**
 * The `shared` option of ModuleFederationPlugin for the bundle in `dir`: every library of
 * SHARED_LIBRARIES as a singleton, never eager (nothing shared is fetched before it is needed),
 * `requiredVersion` the range in `{dir}/package.json` `dependencies`, or `^{installed version}`
 * for a library the bundle reaches only through a workspace package (the shell's antd).
 */
export function sharedLibraries(dir: string): Record<string, SharedLibrary> {
  const own = (require(path.join(dir, 'package.json')) as PackageJson).dependencies ?? {};
  return Object.fromEntries(
    SHARED_LIBRARIES.map((name) => {
      const pkg = packageOf(name);
      const installed = () =>
        (require(require.resolve(`${pkg}/package.json`, { paths: [dir] })) as PackageJson).version;
      const requiredVersion = own[pkg] ?? `^${installed()}`;
      return [name, { singleton: true, requiredVersion, eager: false }];
    }),
  );
}

/** Repo root, for build configs that need the shared packages' source folder. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * What a bundle's `module-federation.config.ts` declares: for a remote, what it exposes (its
 * public API: `./routes`, perhaps one widget). Everything else (container name and public path
 * from the site contract's `BUNDLES`, file name, manifest, shared singletons, share strategy) is
 * filled in by `createBundleConfig`.
 */
export interface FederationConfig {
  /** Exposed module name (`./routes`) → source file relative to the bundle folder. */
  exposes?: Record<string, string>;
}

export interface BundleConfigOptions {
  bundle: BundleName;
  /** Absolute folder of the bundle (`import.meta.dirname` of its rspack.config.ts). */
  dir: string;
  federation: FederationConfig;
}

/**
 * The client builds' minimizers: rspack's two defaults, the CSS one for `BROWSER_TARGETS`. With
 * its default targets, lightningcss lowers each logical property (`margin-inline-start`) to a
 * physical one per direction, chosen by `:lang()` selectors of right-to-left languages, which
 * every style recalculation matches by walking the element's ancestors for its `lang`.
 */
export function bundleMinimizers(): NonNullable<NonNullable<Configuration['optimization']>['minimizer']> {
  return [
    new rspack.SwcJsMinimizerRspackPlugin(),
    new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSER_TARGETS } }),
  ];
}

/**
 * Adds `<link rel="preload" as="font" type="font/woff2" crossorigin>` to the HTML head for each
 * emitted font whose output name (`fonts/{name}.{hash}.woff2`) matches one of `fonts`, so the
 * browser fetches the critical fonts with the HTML instead of after the CSS-in-JS runs. Throws at build time when a pattern matches no emitted font, so
 * a renamed font cannot silently drop its preload.
 */
export class PreloadFontsPlugin {
  readonly fonts: readonly PreloadFont[];
  constructor(fonts: readonly PreloadFont[]) {
    this.fonts = fonts;
  }
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadFontsPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(
        'PreloadFontsPlugin',
        async (data) => {
          const assets = Object.keys(compilation.assets).filter((name) => name.endsWith('.woff2'));
          const links = this.fonts.map(({ pattern, lang }) => {
            const file = assets.find((name) => pattern.test(name));
            if (!file) throw new Error(`PreloadFontsPlugin: no emitted .woff2 font matches ${pattern}`);
            return {
              tagName: 'link',
              voidTag: true,
              attributes: {
                rel: 'preload',
                href: `${data.publicPath}${file}`,
                as: 'font',
                type: 'font/woff2',
                crossorigin: true,
                'data-lang': lang,
              },
            };
          });
          data.headTags.unshift(...links);
          return data;
        },
      );
    });
  }
}

/** A font file to preload (`pattern` on the emitted name) for pages in `lang`. */
export interface PreloadFont {
  pattern: RegExp;
  lang: 'ar' | 'en';
}

/**
 * The shell's critical fonts, per language: the core subsets of the variable fonts the first
 * view paints with (Cairo for Arabic, Inter for English, spec §1; shell/fonts/core-fonts.ts),
 * each one file for the weights 400–700. Every one is written into index.html with `data-lang`;
 * the gateway keeps the page language's links and drops the others, so a page preloads only
 * what it paints with (a late web font re-lays text out and moves LCP).
 *
 * An Arabic page needs Cairo's Latin subset as well: it holds the space, the digits and the
 * punctuation of every Arabic sentence; not preloaded, it is found only at the first layout,
 * after the stylesheets, and asked for at the highest priority (render-blocking for Lighthouse).
 * An English page also preloads the language toggle's "ع", a one-letter cut of Cairo
 * (core-fonts.ts), so no layout asks the system for it.
 */
export const SHELL_PRELOAD_FONTS: readonly PreloadFont[] = [
  { pattern: /^fonts\/cairo-arabic-core\.[0-9a-f]+\.woff2$/, lang: 'ar' },
  { pattern: /^fonts\/cairo-latin-core\.[0-9a-f]+\.woff2$/, lang: 'ar' },
  { pattern: /^fonts\/inter-latin-core\.[0-9a-f]+\.woff2$/, lang: 'en' },
  { pattern: /^fonts\/cairo-toggle-core\.[0-9a-f]+\.woff2$/, lang: 'en' },
];

/**
 * The module-federation runtime core exists once in the page: the shell provides it
 * (`provideExternalRuntime`) and each remote's `remoteEntry.js` takes it from the shell
 * (`externalRuntime`) instead of carrying its own copy. Each container keeps its own bundler
 * runtime, as the library requires. A remote therefore runs only under a host that provides the
 * runtime, which is how the site is built: remotes are loaded by the shell alone.
 */
export function federationExperiments(bundle: BundleName) {
  return bundle === 'shell'
    ? // `disableSnapshot`: the shell loads remotes from their `remoteEntry.js` (`/remotes.json`),
      // never from a manifest, so the manifest ("snapshot") plugin is left out.
      { provideExternalRuntime: true as const, optimization: { target: 'web' as const, disableSnapshot: true } }
    : {
        externalRuntime: true as const,
        optimization: { target: 'web' as const, disableRemote: true, disableSnapshot: true },
      };
}

/**
 * The whole rspack configuration of one front-end bundle (architecture "Front end"):
 * - entry `src/index.ts` (shell: the bootstrap pattern; remotes: a no-op, they are used through
 *   `remoteEntry.js`);
 * - `moduleRules('browsers')`: TS/TSX through `builtin:swc-loader` with the automatic React
 *   runtime, also for the workspace packages' TS source under `packages/`; CSS as native
 *   `css/auto` modules, fonts and images as hashed asset files;
 * - output in `{dir}/dist` with content-hashed names and `publicPath` from `publicPathFor`;
 * - ModuleFederationPlugin named as the site contract's `BUNDLES[bundle].name` (`mfe_public`),
 *   with `remoteEntry.js`, `mf-manifest.json` stamped with the bundle's version and commit
 *   (`stampManifest`: `{dir}/package.json` and git, or `BUILD_COMMIT`), the
 *   shared singletons and the `loaded-first` share strategy (nothing is fetched before it is needed);
 * - HtmlRspackPlugin from `{dir}/index.html` for the shell only, with the critical fonts preloaded
 *   (`PreloadFontsPlugin`, `SHELL_PRELOAD_FONTS`);
 * - `dist/prerender/client-chunks.json` (`ClientChunksPlugin`), which the bundle's prerender step
 *   (prerender.ts) reads to list the stylesheets of a prerendered page.
 * Production mode unless `NODE_ENV=development`.
 */
export function createBundleConfig({ bundle, dir, federation }: BundleConfigOptions): Configuration {
  const production = process.env.NODE_ENV !== 'development';
  const isShell = bundle === 'shell';
  const { name } = BUNDLES[bundle];
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: { rules: moduleRules('browsers') },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: publicPathFor(bundle),
      uniqueName: name,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      minimizer: bundleMinimizers(),
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: REMOTE_ENTRY_FILE,
        exposes: federation.exposes ?? {},
        remotes: {},
        shared: sharedLibraries(dir),
        shareStrategy: 'loaded-first',
        manifest: { fileName: MF_MANIFEST_FILE, additionalData: stampManifest(readBuildStamp(dir)) },
        dts: false,
        experiments: federationExperiments(bundle),
      }),
      new ClientChunksPlugin(dir, publicPathFor(bundle)),
      // Brotli and gzip siblings of the text files, served as they are (precompress.ts).
      ...(production ? [new PrecompressPlugin()] : []),
      ...(isShell
        ? [
            new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html'), scriptLoading: 'defer' }),
            new PreloadFontsPlugin(SHELL_PRELOAD_FONTS),
          ]
        : []),
    ],
  };
}
