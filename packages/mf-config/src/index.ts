/**
 * The module-federation settings every bundle shares, declared once so versions cannot drift
 * between the shell and the remotes (docs/architecture.md, "Front end").
 */
import { existsSync } from 'node:fs';
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

/** Libraries that must exist exactly once in the page. */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // Not react-router: the bundles import `react-router-dom` only, shared as the subset they use
  // (SHARED_SUBSETS); react-router itself is bundled inside that shared module, tree-shaken.
  'react-router-dom',
  'antd',
  'zustand',
  'i18next',
  'react-i18next',
  '@consulting/platform',
  // One QueryClient cache for every admin page (issue 12); only the admin remote loads it.
  '@tanstack/react-query',
  // Not @consulting/contracts: it holds only constants and pure functions, so every bundle keeps
  // its own copy. Shared, an older shell's copy would be handed to newer remotes (both say 1.0.0),
  // which broke the client remote when contracts gained NOTIFICATION_POLL_MS.
] as const;

/**
 * Shared singletons whose shared module is a local file re-exporting only the part of the
 * package the bundles use (a shared module is never tree-shaken, so sharing the whole package
 * makes every page download all of it). `react-router-dom`: 61 KB gzip as a whole package.
 */
export const SHARED_SUBSETS: Partial<Record<(typeof SINGLETONS)[number], string>> = {
  'react-router-dom': path.join(import.meta.dirname, 'react-router-dom.ts'),
  // 61 KB raw with Trans and its HTML parser; the bundles use three names (react-i18next.ts).
  'react-i18next': path.join(import.meta.dirname, 'react-i18next.ts'),
};

/** The `dist` folder of `@module-federation/webpack-bundler-runtime` as the bundle being built resolves it. */
function bundlerRuntimeDist(): string {
  return path.dirname(require.resolve('@module-federation/webpack-bundler-runtime', { paths: [process.cwd()] }));
}

/**
 * The ES build of `@module-federation/sdk` that the bundle's federation runtime uses (issue 16
 * part 4). `@module-federation/retry-plugin` 0.17.1, the newest published, depends on sdk 0.17.1
 * and so brought a second copy of the sdk's logger into every page (~1 KB gzip of the shell);
 * the one function it takes (`createLogger(prefix)`) has the same shape in the runtime's sdk.
 */
function federationSdkEsm(): string {
  const cjs = require.resolve('@module-federation/sdk', { paths: [process.cwd()] });
  return path.join(path.dirname(cjs), 'index.js');
}

/**
 * The module the shell's entry runs first: it hands the shell's bundler runtime to the remotes
 * (bundler-runtime-host.ts; issue 16 part 4).
 */
export const BUNDLER_RUNTIME_HOST_MODULE = path.join(import.meta.dirname, 'bundler-runtime-host.ts');
/** What a remote's import of the bundler runtime resolves to (remote-bundler-runtime.ts). */
export const REMOTE_BUNDLER_RUNTIME_MODULE = path.join(import.meta.dirname, 'remote-bundler-runtime.ts');

/** The ES build of react-i18next, which the `react-i18next` subset re-exports from (react-i18next.ts). */
function reactI18nextEsBuild(): string {
  const pkgPath = require.resolve('react-i18next/package.json', { paths: [process.cwd()] });
  return path.join(path.dirname(pkgPath), 'dist/es/index.js');
}

/** The package a (possibly deep) import belongs to: `react/jsx-runtime` → `react`. */
function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function installedVersion(name: string): string {
  const pkgPath = require.resolve(`${packageOf(name)}/package.json`, { paths: [process.cwd()] });
  return (require(pkgPath) as { version: string }).version;
}

/** One entry of ModuleFederationPlugin's `shared` option. */
export interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
  version: string;
  eager: false;
  /** The module provided (and used as fallback) instead of the package itself (SHARED_SUBSETS). */
  import?: string;
}

/**
 * The `shared` option of ModuleFederationPlugin: every singleton with its installed version
 * (resolved from the current working directory, i.e. the bundle being built) as `version` and
 * `^version` as `requiredVersion`; never eager, so nothing shared is fetched before it is needed.
 * A singleton listed in SHARED_SUBSETS provides its subset file (`import`) under the package name.
 */
export function sharedSingletons(): Record<string, SharedSingleton> {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = installedVersion(name);
      const subset = SHARED_SUBSETS[name];
      const entry: SharedSingleton = { singleton: true, version, requiredVersion: `^${version}`, eager: false };
      return [name, subset ? { ...entry, import: subset } : entry];
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
 * The client builds' minimizers: rspack's two defaults, the CSS one for `BROWSER_TARGETS`
 * (issue 16 part 4). With its default targets, lightningcss lowered each logical property
 * (`margin-inline-start`) to a physical one per direction, chosen by 19 `:lang()` selectors of
 * right-to-left languages: 2,166 `:lang()` in `/`'s stylesheet, which every style recalculation
 * matched by walking the element's ancestors for its `lang`.
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
 * browser fetches the critical fonts with the HTML instead of after the CSS-in-JS runs (issue 6,
 * "fonts subset and preloaded"). Throws at build time when a pattern matches no emitted font, so
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
 * punctuation of every Arabic sentence. Not preloaded, it was found only at the first layout,
 * after the stylesheets, and asked for at the highest priority, which Lighthouse counts as
 * render-blocking.
 *
 * Issue 16 part 4 (LCP ≤ 1.2 s): the static weights took seven files (60 KB for an Arabic page,
 * 72 KB for an English one), the full variable builds two files (65 KB) and one (48 KB); the
 * core subsets are two (27 KB) and one (15 KB). An English page also preloads the language
 * toggle's "ع", a one-letter cut of Cairo (core-fonts.ts), so no layout asks the system for it.
 */
export const SHELL_PRELOAD_FONTS: readonly PreloadFont[] = [
  { pattern: /^fonts\/cairo-arabic-core\.[0-9a-f]+\.woff2$/, lang: 'ar' },
  { pattern: /^fonts\/cairo-latin-core\.[0-9a-f]+\.woff2$/, lang: 'ar' },
  { pattern: /^fonts\/inter-latin-core\.[0-9a-f]+\.woff2$/, lang: 'en' },
  { pattern: /^fonts\/cairo-toggle-core\.[0-9a-f]+\.woff2$/, lang: 'en' },
];

/**
 * The module-federation runtime exists once in the page (issue 6): the shell bundles it and
 * hands it to the remotes (`provideExternalRuntime`: it sets the `_FEDERATION_RUNTIME_CORE`
 * global before any remote loads), and each remote's `remoteEntry.js` takes it from there
 * (`externalRuntime`) instead of carrying its own copy (~34 KB gzip each). A remote therefore
 * runs only under this shell (or another host that provides the runtime), which is how the
 * site is built: remotes are loaded by the shell alone.
 */
export function federationExperiments(bundle: BundleName) {
  return bundle === 'shell'
    ? // `disableSnapshot`: the shell loads remotes from their `remoteEntry.js` (`/remotes.json`,
      // issue 16 part 4), never from a manifest, so the manifest ("snapshot") plugin is left out.
      { provideExternalRuntime: true as const, optimization: { target: 'web' as const, disableSnapshot: true } }
    : {
        externalRuntime: true as const,
        optimization: { target: 'web' as const, disableRemote: true, disableSnapshot: true },
      };
}

/** The bundler runtime's main file, as the federation plugin imports it (an absolute path). */
const BUNDLER_RUNTIME_INDEX = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;

/** A file of a `@module-federation/*` package's CommonJS build: `.../@module-federation/sdk/dist/node.cjs`. */
const FEDERATION_CJS_FILE = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/**
 * Builds the module-federation runtime from its ES module files instead of its CommonJS ones
 * (issue 16 part 4). The plugins find the bundler runtime, `@module-federation/runtime` and the
 * runtime-tools with Node's `require.resolve`, which answers the `.cjs` build, and everything
 * those files `require` is CommonJS too: nothing in them is tree-shaken, so every bundle carried
 * the sdk's Node-only script loading and every helper of the sdk and runtime whether used or not
 * (~5.5 KB gzip of the shell's `main`, ~6.5 KB of each `remoteEntry.js`). Each such `.cjs` request or resolved file is swapped
 * for its `.js` sibling (the same code as ES modules, all `"type": "module"` packages), whose
 * imports then resolve to ES modules as well, and `ENV_TARGET` ('web', `federationExperiments`)
 * drops the Node branches.
 */
export class FederationEsmRuntimePlugin {
  /** For a remote: the module its bundler-runtime import resolves to instead (REMOTE_BUNDLER_RUNTIME_MODULE). */
  readonly bundlerRuntime?: string;
  constructor(options: { bundlerRuntime?: string } = {}) {
    this.bundlerRuntime = options.bundlerRuntime;
  }
  apply(compiler: Compiler): void {
    const esmSibling = (file: string): string | null => {
      if (!FEDERATION_CJS_FILE.test(file)) return null;
      const sibling = file.replace(/\.cjs$/, '.js');
      return existsSync(sibling) ? sibling : null;
    };
    compiler.hooks.afterPlugins.tap('FederationEsmRuntimePlugin', () => {
      // The federation plugins alias these to their `.cjs` files; point them at the ES builds.
      const alias = (compiler.options.resolve.alias ?? {}) as Record<string, string | false | string[]>;
      for (const [key, target] of Object.entries(alias)) {
        if (typeof target === 'string' && esmSibling(target)) alias[key] = esmSibling(target) as string;
      }
      compiler.options.resolve.alias = alias;
    });
    compiler.hooks.normalModuleFactory.tap('FederationEsmRuntimePlugin', (factory) => {
      factory.hooks.beforeResolve.tap('FederationEsmRuntimePlugin', (data) => {
        if (this.bundlerRuntime && BUNDLER_RUNTIME_INDEX.test(data.request)) {
          data.request = this.bundlerRuntime;
          return;
        }
        const sibling = esmSibling(data.request);
        if (sibling) data.request = sibling;
      });
    });
  }
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
 *   (`stampManifest`, issue 16 part 2: `{dir}/package.json` and git, or `BUILD_COMMIT`), the
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
    entry: { main: isShell ? [BUNDLER_RUNTIME_HOST_MODULE, './src/index.ts'] : './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        'react-i18next-es-build$': reactI18nextEsBuild(),
        'federation-bundler-runtime-init-container-entry$': path.join(bundlerRuntimeDist(), 'initContainerEntry.js'),
        '@module-federation/sdk$': federationSdkEsm(),
      },
    },
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
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        manifest: { fileName: MF_MANIFEST_FILE, additionalData: stampManifest(readBuildStamp(dir)) },
        dts: false,
        experiments: federationExperiments(bundle),
      }),
      new FederationEsmRuntimePlugin(isShell ? {} : { bundlerRuntime: REMOTE_BUNDLER_RUNTIME_MODULE }),
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
