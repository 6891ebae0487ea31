/**
 * A remote's `@module-federation/webpack-bundler-runtime`, built from the shell's (issue 16 part
 * 4). The federation plugin puts the bundler runtime (share-scope setup, shared-module consumption,
 * ~7.5 KB of functions, ~2.5 KB gzip) into every `remoteEntry.js`, although the shell's runtime
 * already holds the same code: `FederationEsmRuntimePlugin` resolves a remote's import of it to
 * this module, which takes the shell's functions from `globalThis[BUNDLER_RUNTIME_GLOBAL]`
 * (bundler-runtime-host.ts) and builds this container's own `federation` object around them.
 *
 * Only the functions are shared. They keep no state of their own: everything they touch comes in
 * as `webpackRequire` (this container's). What is state stays per container, as in the package:
 * `S` (the container's share scopes), `bundlerRuntimeOptions`, `instance`, `initOptions`, and
 * `runtime.init` (`@module-federation/runtime`'s, whose module keeps the container's instance;
 * its core is the shell's already, `externalRuntime`). `initContainerEntry` is this module's own: the
 * shell exposes nothing, so its build leaves that function out. `remotes` is left out as the
 * remotes' builds do (`disableRemote`).
 *
 * Like `externalRuntime`, this ties a remote to a shell built from the same mf-config (the same
 * federation packages), which is how the site is built and deployed (architecture "Front end").
 * Own code: the federation packages offer sharing the runtime core (`externalRuntime`), not the
 * bundler runtime.
 */
import { init } from '@module-federation/runtime';
// The package's exports map has no entry for this file; mf-config's alias points at it.
import { initContainerEntry } from 'federation-bundler-runtime-init-container-entry';
import { BUNDLER_RUNTIME_GLOBAL, type HostBundlerRuntime } from './bundler-runtime-global.ts';

const host = (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] as HostBundlerRuntime | undefined;
if (!host) {
  throw new Error(
    `module federation: ${BUNDLER_RUNTIME_GLOBAL} is missing; this remote runs only under the site's shell`,
  );
}

const federation = {
  // The bundler runtime calls only `runtime.init` (init.js); naming just it lets the build drop
  // the rest of `@module-federation/runtime` and its error texts (~0.8 KB gzip).
  runtime: { init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...host.bundlerRuntime, remotes: undefined, S: {}, initContainerEntry },
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
