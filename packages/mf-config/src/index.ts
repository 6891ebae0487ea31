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
import { SHARED_ROUTER_API } from './router-api.ts';
import { ClientChunksPlugin } from './prerender.ts';

export { publicPathFor, type BundleName } from './bundles.ts';
export { moduleRules } from './module-rules.ts';
export { stampManifest } from './build-stamp.ts';

const require = createRequire(import.meta.url);

/**
 * The libraries every bundle shares, deep imports (`react/jsx-runtime`) as keys of their own;
 * singletons, as each holds page-wide state. All whole but the router, which is shared as its
 * declarative-mode API (`router-api.ts`). Not `@consulting/contracts`: it is pure, so each bundle
 * keeps the copy it was built with.
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
  /** Module federation's shared tree shaking: the router only (`router-api.ts`). */
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

/**
 * The `shared` option for the bundle in `dir`: SHARED_LIBRARIES as lazy singletons, `requiredVersion`
 * from `{dir}/package.json`, else `^{installed version}` (reached through a workspace package).
 */
export function sharedLibraries(dir: string): Record<string, SharedLibrary> {
  const own = (require(path.join(dir, 'package.json')) as PackageJson).dependencies ?? {};
  return Object.fromEntries(
    SHARED_LIBRARIES.map((name) => {
      const pkg = packageOf(name);
      const installed = () =>
        (require(require.resolve(`${pkg}/package.json`, { paths: [dir] })) as PackageJson).version;
      const requiredVersion = own[pkg] ?? `^${installed()}`;
      const treeShaking =
        name === 'react-router-dom' ? { mode: 'runtime-infer' as const, usedExports: SHARED_ROUTER_API } : undefined;
      return [name, { singleton: true, requiredVersion, eager: false, ...(treeShaking && { treeShaking }) }];
    }),
  );
}

/** Repo root, for build configs that need the shared packages' source folder. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** What a bundle's `module-federation.config.ts` declares; `createBundleConfig` fills in the rest. */
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
 * rspack's two default minimizers, the CSS one for `BROWSER_TARGETS`: its default targets would
 * lower logical properties to `:lang()` selectors that slow every style recalculation.
 */
export function bundleMinimizers(): NonNullable<NonNullable<Configuration['optimization']>['minimizer']> {
  return [
    new rspack.SwcJsMinimizerRspackPlugin(),
    new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSER_TARGETS } }),
  ];
}

/**
 * Adds `<link rel="preload" as="font" type="font/woff2" crossorigin>` to the HTML head for each
 * emitted font (`fonts/{name}.{hash}.woff2`) matching one of `fonts`. Fails the build when a
 * pattern matches no font, so a renamed font cannot silently drop its preload.
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
 * The shell's critical fonts per language (spec §1; shell/fonts/core-fonts.ts), written with
 * `data-lang`; the gateway keeps only the page language's. Arabic also needs Cairo's Latin subset
 * (space, digits, punctuation); English the toggle's one-letter "ع" cut of Cairo.
 */
export const SHELL_PRELOAD_FONTS: readonly PreloadFont[] = [
  { pattern: /^fonts\/cairo-arabic-core\.[0-9a-f]+\.woff2$/, lang: 'ar' },
  { pattern: /^fonts\/cairo-latin-core\.[0-9a-f]+\.woff2$/, lang: 'ar' },
  { pattern: /^fonts\/inter-latin-core\.[0-9a-f]+\.woff2$/, lang: 'en' },
  { pattern: /^fonts\/cairo-toggle-core\.[0-9a-f]+\.woff2$/, lang: 'en' },
];

/**
 * The module-federation runtime core exists once: the shell provides it (`provideExternalRuntime`)
 * and remotes take it (`externalRuntime`), so a remote runs only under the shell.
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
 * The rspack configuration of one bundle (architecture "Front end"): entry `src/index.ts`, hashed
 * output in `{dir}/dist`, ModuleFederationPlugin named by `BUNDLES[bundle].name` with a stamped
 * `mf-manifest.json`, the shared singletons and `loaded-first`, the shell's HTML with its fonts
 * preloaded, and `dist/prerender/client-chunks.json` for prerender.ts. Production unless
 * `NODE_ENV=development`.
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
      // Kept: the router's full fallback, which module federation builds there before the bundle.
      clean: { keep: /independent-packages/ },
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
