/**
 * The module rules every bundle's builds share (client and prerender server). Its own module,
 * so prerender.ts and index.ts both use it without importing each other.
 */
import type { RuleSetRule } from '@rspack/core';

/**
 * The browsers the client builds are for (a browserslist query): the last two versions of the
 * main browsers. Both the scripts (swc-loader's `env.targets`) and the stylesheets (the CSS
 * minimizer's `targets`, index.ts) are written for them and not lowered for older ones.
 */
export const BROWSER_TARGETS =
  'last 2 Chrome versions, last 2 Firefox versions, last 2 Safari versions, last 2 Edge versions';

/**
 * A bundle build's module rules (`browsers`: client; `node`: prerender): TS/TSX of the bundle and
 * workspace packages through `builtin:swc-loader`; CSS as `css/auto` modules (node: ignored);
 * fonts and images as hashed assets (node: same URLs, not emitted).
 */
export function moduleRules(target: 'browsers' | 'node'): RuleSetRule[] {
  const node = target === 'node';
  const script = (tsx: boolean): RuleSetRule => {
    const jsc = { parser: { syntax: 'typescript', tsx }, transform: { react: { runtime: 'automatic' } } };
    return {
      test: tsx ? /\.tsx$/ : /\.(ts|mts)$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: node ? { jsc: { ...jsc, target: 'es2023' } } : { jsc, env: { targets: BROWSER_TARGETS } },
      type: 'javascript/auto',
    };
  };
  const emit = node ? { emit: false } : {};
  return [
    script(false),
    script(true),
    { test: /\.css$/, type: node ? 'asset/source' : 'css/auto' },
    {
      test: /\.(woff2?|ttf|eot)$/,
      type: 'asset/resource',
      generator: { filename: 'fonts/[name].[contenthash:8][ext]', ...emit },
    },
    {
      test: /\.(png|jpe?g|gif|svg|webp|avif|ico)$/,
      type: 'asset',
      generator: { filename: 'images/[name].[contenthash:8][ext]', ...emit },
    },
  ];
}
