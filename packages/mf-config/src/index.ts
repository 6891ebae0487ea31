/**
 * The module-federation settings every bundle shares, declared once so versions cannot drift
 * between the shell and the remotes (docs/architecture.md, "Front end").
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Libraries that must exist exactly once in the page. */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'antd',
  'zustand',
  'i18next',
  'react-i18next',
  '@consulting/platform',
  '@consulting/contracts',
] as const;

function installedVersion(name: string): string {
  const pkgPath = require.resolve(`${name}/package.json`, { paths: [process.cwd()] });
  return (require(pkgPath) as { version: string }).version;
}

/**
 * The `shared` option of ModuleFederationPlugin: every singleton with its installed version as
 * `requiredVersion`, never eager (nothing shared is fetched before it is needed).
 */
export function sharedSingletons(): Record<string, { singleton: true; requiredVersion: string; eager: false }> {
  return Object.fromEntries(
    SINGLETONS.map((name) => [name, { singleton: true as const, requiredVersion: `^${installedVersion(name)}`, eager: false as const }]),
  );
}

/** Repo root, for build configs that need the shared packages' source folder. */
export const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');

/** The public path each bundle is served under by the gateway: `/mf/{name}/` (remotes) or `/`. */
export function publicPathFor(bundle: 'shell' | 'public' | 'tracks' | 'client' | 'admin'): string {
  return bundle === 'shell' ? '/' : `/mf/${bundle}/`;
}
