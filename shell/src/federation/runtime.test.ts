/**
 * The shell's recovery plugin on a real module-federation runtime instance. The remote's
 * `remoteEntry.js` is served by a `loadEntry` plugin (the runtime's documented hook for custom
 * entry loading), which fails as often as a test asks, so no browser or server is needed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteRecoveryPlugin } from './runtime.ts';
import { isUnavailable } from './remote-loader.ts';

const ROUTES = { default: [{ path: '/tracks' }] };

/** A `remoteEntry.js` that fails to load `failures` times, then loads; counts the attempts. */
function flakyEntry(failures: number) {
  const entry = { attempts: 0 };
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'test-flaky-entry',
    async loadEntry() {
      entry.attempts += 1;
      if (entry.attempts <= failures) throw new Error('ScriptNetworkError: remoteEntry.js 503');
      return { init: () => undefined, get: () => () => Promise.resolve(ROUTES) };
    },
  };
  return { entry, plugin };
}

function shellWith(failures: number) {
  const { entry, plugin } = flakyEntry(failures);
  const federation = createInstance({
    name: `shell_${Math.random().toString(36).slice(2)}`,
    remotes: [{ name: 'mfe_tracks', entry: `https://site.test/mf/tracks/${Math.random()}/remoteEntry.js` }],
    plugins: [plugin, remoteRecoveryPlugin({ retries: 2, delayMs: 300 })],
  });
  return { entry, load: () => federation.loadRemote('mfe_tracks/routes') };
}

describe('remote recovery plugin', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('retries a remote that failed to load and hands over the module once it loads', async () => {
    const { entry, load } = shellWith(2);
    const loading = load();
    await vi.advanceTimersByTimeAsync(299);
    expect(entry.attempts).toBe(1);
    await vi.runAllTimersAsync();
    await expect(loading).resolves.toBe(ROUTES);
    expect(entry.attempts).toBe(3);
  });

  it('gives the fallback value instead of a rejection when every attempt fails', async () => {
    const { entry, load } = shellWith(Infinity);
    const loading = load();
    await vi.runAllTimersAsync();
    const result = await loading;
    expect(isUnavailable(result)).toBe(true);
    expect(result).toMatchObject({ id: 'mfe_tracks/routes' });
    expect(entry.attempts).toBe(3);
  });

  it('counts the attempts afresh for each load of a module', async () => {
    const { entry, load } = shellWith(Infinity);
    const first = load();
    await vi.runAllTimersAsync();
    await first;
    const second = load();
    await vi.runAllTimersAsync();
    expect(isUnavailable(await second)).toBe(true);
    expect(entry.attempts).toBe(6);
  });
});
