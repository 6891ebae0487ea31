/**
 * The shell's module-federation runtime: the plugins that keep a failing remote from taking the
 * site down (architecture "Front end") and the page's one `RemoteLoader`.
 */
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { REMOTES_JSON_PATH } from '@consulting/contracts';
import { createRemoteLoader, unavailableModule, type RemoteLoader } from './remote-loader.ts';
import { takeRemotesJson } from './remotes-json.ts';

/**
 * `errorLoadRemote` plugin: when loading an exposed module fails for any reason
 * (`remoteEntry.js`, a chunk, an unknown remote) the runtime gets an `UnavailableModule` value
 * instead of a rejected promise; the shell turns it into the bilingual fallback of the remote's
 * area (routes) or into nothing (widgets). Earlier lifecycles (`afterResolve`)
 * return nothing so the error reaches the `onLoad` stage, the one whose return value becomes the
 * result of `loadRemote`.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.error(`[shell] remote module ${args.id} is unavailable`, args.error);
      return unavailableModule(args.id, args.error);
    },
  };
}

/**
 * Retries a transient failure of a remote's `remoteEntry.js` script twice, 300 ms apart. (The
 * shell fetches no manifest since issue 16 part 4, so there is no fetch to retry.)
 */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({ script: { retryTimes: 2, retryDelay: 300 } }) as unknown as ModuleFederationRuntimePlugin;
}

let pluginsRegistered = false;

function ensurePlugins(): void {
  if (pluginsRegistered) return;
  registerPlugins([retryPlugin(), fallbackPlugin()]);
  pluginsRegistered = true;
}

/** The page's remote loader, bound to the bundled module-federation runtime. */
export const remoteLoader: RemoteLoader = createRemoteLoader({
  async fetchRemotesJson() {
    ensurePlugins();
    // The request index.ts started when the shell's entry ran, or a new one after a failure.
    const response = await takeRemotesJson();
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${REMOTES_JSON_PATH}`);
    return (await response.json()) as Record<string, unknown>;
  },
  registerRemotes: (remotes, options) => registerRemotes(remotes, options),
  loadRemote: (id) => loadRemote(id),
});
