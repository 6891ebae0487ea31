/**
 * Loads remote modules at runtime (architecture "Front end", properties 2 and 3) from
 * `/remotes.json`, on first need; a failure is a typed "unavailable" value, never a crash.
 */
import type { RouteObject } from 'react-router-dom';
import { REMOTES_JSON_KEYS, type RemoteName } from './route-table.ts';

const UNAVAILABLE = Symbol.for('consulting.remote-unavailable');

/** What the shell gets instead of a module when a remote or one of its modules cannot load. */
export interface UnavailableModule {
  readonly [UNAVAILABLE]: true;
  /** The module id, e.g. `mfe_tracks/routes`. */
  readonly id: string;
  readonly error: unknown;
}

/** Builds the fallback value the `errorLoadRemote` runtime plugin returns. */
export function unavailableModule(id: string, error: unknown): UnavailableModule {
  return { [UNAVAILABLE]: true, id, error };
}

/** True for a value built by `unavailableModule`. */
export function isUnavailable(value: unknown): value is UnavailableModule {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[UNAVAILABLE] === true;
}

/** Thrown (into the remote area's error boundary) when a remote's routes cannot be loaded. */
export class RemoteLoadError extends Error {
  readonly remote: RemoteName;
  constructor(remote: RemoteName, cause?: unknown) {
    super(`remote ${remote} could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
    this.remote = remote;
  }
}

/** The parts of the module-federation runtime the loader uses. */
export interface FederationRuntime {
  /** Fetches and parses `/remotes.json` (`RemotesJson`; non-remote keys skipped); throws on failure. */
  fetchRemotesJson: () => Promise<Record<string, unknown>>;
  registerRemotes: (remotes: { name: string; entry: string }[], options?: { force?: boolean }) => void;
  loadRemote: <T>(id: string) => Promise<T | null>;
}

/** A remote's `./routes` module: the default export is its route objects (absolute paths). */
export interface RoutesModule {
  default: RouteObject[];
}

export interface RemoteLoader {
  /** `remote`'s exposed module (`./routes`), or an `UnavailableModule` on any failure; never rejects. */
  loadModule: <T>(remote: RemoteName, exposed: string) => Promise<T | UnavailableModule>;
  /**
   * The remote's routes, cached: the same promise until `reset`. Rejects with `RemoteLoadError`
   * when the remote is unavailable or its `./routes` does not default-export an array.
   */
  routes: (remote: RemoteName) => Promise<RouteObject[]>;
  /** Forgets a failure so the next load fetches again (`/remotes.json`, or the remote with `force`). */
  reset: (remote: RemoteName) => void;
}

/** Creates the shell's remote loader around a module-federation runtime. */
export function createRemoteLoader(runtime: FederationRuntime): RemoteLoader {
  let manifests: Promise<Partial<Record<RemoteName, string>>> | null = null;
  let manifestsFailed = false;
  /** The registered manifest URLs once `/remotes.json` was read. */
  let entries: Partial<Record<RemoteName, string>> = {};
  const failed = new Set<RemoteName>();
  const routesCache = new Map<RemoteName, Promise<RouteObject[]>>();

  function ensureRegistered(): Promise<Partial<Record<RemoteName, string>>> {
    manifests ??= runtime
      .fetchRemotesJson()
      .then((json) => {
        const byName: Partial<Record<RemoteName, string>> = {};
        for (const [key, entry] of Object.entries(json)) {
          const name = REMOTES_JSON_KEYS[key];
          if (name && typeof entry === 'string') byName[name] = entry;
        }
        runtime.registerRemotes(Object.entries(byName).map(([name, entry]) => ({ name, entry: entry as string })));
        manifestsFailed = false;
        entries = byName;
        return byName;
      })
      .catch((error: unknown) => {
        console.error('[shell] /remotes.json could not be loaded', error);
        manifestsFailed = true;
        return {};
      });
    return manifests;
  }

  async function loadModule<T>(remote: RemoteName, exposed: string): Promise<T | UnavailableModule> {
    const id = `${remote}/${exposed.replace(/^\.\//, '')}`;
    const registered = await ensureRegistered();
    if (!registered[remote]) {
      failed.add(remote);
      return unavailableModule(id, new Error(`${remote} is not listed in /remotes.json`));
    }
    try {
      const loaded = await runtime.loadRemote<T>(id);
      if (loaded === null || loaded === undefined || isUnavailable(loaded)) {
        failed.add(remote);
        return isUnavailable(loaded) ? loaded : unavailableModule(id, new Error(`${id} is empty`));
      }
      return loaded;
    } catch (error) {
      failed.add(remote);
      return unavailableModule(id, error);
    }
  }

  function routes(remote: RemoteName): Promise<RouteObject[]> {
    let cached = routesCache.get(remote);
    if (!cached) {
      cached = loadModule<RoutesModule>(remote, './routes').then((module) => {
        if (isUnavailable(module)) throw new RemoteLoadError(remote, module.error);
        if (!Array.isArray(module.default)) {
          failed.add(remote);
          throw new RemoteLoadError(remote, new Error(`${remote}/routes has no default route array`));
        }
        return module.default;
      });
      routesCache.set(remote, cached);
    }
    return cached;
  }

  function reset(remote: RemoteName): void {
    routesCache.delete(remote);
    if (manifestsFailed) {
      manifests = null;
    } else if (failed.has(remote) && entries[remote]) {
      runtime.registerRemotes([{ name: remote, entry: entries[remote] }], { force: true });
    }
    failed.delete(remote);
  }

  return { loadModule, routes, reset };
}
