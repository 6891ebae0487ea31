/** Where the shell hands its module-federation bundler runtime to the remotes (issue 16 part 4). */
import type federation from '@module-federation/webpack-bundler-runtime';
import type { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime';

export const BUNDLER_RUNTIME_GLOBAL = '__CONSULTING_FEDERATION_BUNDLER_RUNTIME__';

/** What the shell puts on `globalThis[BUNDLER_RUNTIME_GLOBAL]`: its bundler runtime's stateless functions. */
export interface HostBundlerRuntime {
  bundlerRuntime: NonNullable<(typeof federation)['bundlerRuntime']>;
  attachShareScopeMap: typeof attachShareScopeMap;
}
