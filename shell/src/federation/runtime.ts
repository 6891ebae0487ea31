/**
 * The shell's module-federation runtime: the plugin that keeps a failing remote from taking the
 * site down (architecture "Front end", property 3) and the page's one `RemoteLoader`.
 */
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { REMOTES_JSON_PATH } from '@consulting/contracts';
import { createRemoteLoader, unavailableModule, type RemoteLoader } from './remote-loader.ts';
import { takeRemotesJson } from './remotes-json.ts';

export interface RemoteRecoveryOptions {
  /** Further attempts after the first failure of a module (default 2). */
  retries?: number;
  /** Milliseconds between two attempts (default 300). */
  delayMs?: number;
}

/**
 * `errorLoadRemote` runtime plugin: a failed module load is retried `retries` times `delayMs`
 * apart, then answered with an `UnavailableModule` (the area's bilingual fallback, or nothing for
 * a widget). Only the `onLoad` stage's return becomes `loadRemote`'s result.
 */
export function remoteRecoveryPlugin({ retries = 2, delayMs = 300 }: RemoteRecoveryOptions = {}) {
  /** Attempts made so far per module id, while a retry of it is under way. */
  const attempts = new Map<string, number>();
  return {
    name: 'shell-remote-recovery',
    async errorLoadRemote({ id, error, lifecycle, origin }) {
      if (lifecycle !== 'onLoad') return undefined;
      const made = attempts.get(id) ?? 0;
      if (made < retries) {
        attempts.set(id, made + 1);
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        try {
          // A failure of this attempt comes back through this hook: the next retry or the fallback.
          return await origin.loadRemote(id);
        } finally {
          attempts.delete(id);
        }
      }
      console.error(`[shell] remote module ${id} is unavailable`, error);
      return unavailableModule(id, error);
    },
  } satisfies ModuleFederationRuntimePlugin;
}

let pluginsRegistered = false;

function ensurePlugins(): void {
  if (pluginsRegistered) return;
  registerPlugins([remoteRecoveryPlugin()]);
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
