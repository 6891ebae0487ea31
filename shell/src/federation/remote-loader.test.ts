import { describe, expect, it, vi } from 'vitest';
import {
  createRemoteLoader,
  isUnavailable,
  RemoteLoadError,
  unavailableModule,
  type FederationRuntime,
} from './remote-loader.ts';

const MANIFESTS = { public: '/mf/public/mf-manifest.json', tracks: '/mf/tracks/mf-manifest.json', other: '/x.json' };

function fakeRuntime(modules: Record<string, unknown>) {
  const runtime = {
    fetchRemotesJson: vi.fn<FederationRuntime['fetchRemotesJson']>(async () => MANIFESTS),
    registerRemotes: vi.fn<FederationRuntime['registerRemotes']>(),
    loadRemote: vi.fn(async (id: string) => {
      const module = modules[id];
      if (module instanceof Error) throw module;
      return module ?? unavailableModule(id, new Error('manifest 404'));
    }),
  };
  return runtime;
}

describe('remote loader', () => {
  it('registers the remotes of /remotes.json under their runtime names, once', async () => {
    const runtime = fakeRuntime({ 'mfe_public/routes': { default: [] } });
    const loader = createRemoteLoader(runtime as unknown as FederationRuntime);
    await loader.routes('mfe_public');
    await loader.loadModule('mfe_public', './routes');
    expect(runtime.fetchRemotesJson).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_public', entry: '/mf/public/mf-manifest.json' },
      { name: 'mfe_tracks', entry: '/mf/tracks/mf-manifest.json' },
    ]);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_public/routes');
  });

  it('reads the entries of /remotes.json and skips its builds', async () => {
    const runtime = fakeRuntime({ 'mfe_public/routes': { default: [] } });
    runtime.fetchRemotesJson.mockResolvedValueOnce({
      public: '/mf/public/mf-manifest.json',
      builds: { public: { version: '1.2.0', commit: 'abc1234' }, tracks: null },
    });
    const loader = createRemoteLoader(runtime as unknown as FederationRuntime);
    await loader.routes('mfe_public');
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_public', entry: '/mf/public/mf-manifest.json' },
    ]);
  });

  it('returns the same routes promise until reset', async () => {
    const routes = [{ path: '/' }];
    const loader = createRemoteLoader(
      fakeRuntime({ 'mfe_public/routes': { default: routes } }) as unknown as FederationRuntime,
    );
    const first = loader.routes('mfe_public');
    expect(loader.routes('mfe_public')).toBe(first);
    await expect(first).resolves.toBe(routes);
  });

  it('rejects with RemoteLoadError when the remote is down, and really loads again after reset', async () => {
    const modules: Record<string, unknown> = {};
    const runtime = fakeRuntime(modules);
    const loader = createRemoteLoader(runtime as unknown as FederationRuntime);
    await expect(loader.routes('mfe_tracks')).rejects.toBeInstanceOf(RemoteLoadError);

    modules['mfe_tracks/routes'] = { default: [{ path: '/services/:track' }] };
    loader.reset('mfe_tracks');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_tracks', entry: '/mf/tracks/mf-manifest.json' }],
      { force: true },
    );
    await expect(loader.routes('mfe_tracks')).resolves.toEqual([{ path: '/services/:track' }]);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('turns a thrown load error or a missing default array into a rejection, never a crash', async () => {
    const loader = createRemoteLoader(
      fakeRuntime({
        'mfe_public/routes': new Error('chunk failed'),
        'mfe_tracks/routes': { default: 'nope' },
      }) as unknown as FederationRuntime,
    );
    await expect(loader.routes('mfe_public')).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(loader.routes('mfe_tracks')).rejects.toBeInstanceOf(RemoteLoadError);
  });

  it('treats a remote missing from /remotes.json as unavailable without asking the runtime', async () => {
    const runtime = fakeRuntime({});
    const loader = createRemoteLoader(runtime as unknown as FederationRuntime);
    const module = await loader.loadModule('mfe_client', './NotificationBell');
    expect(isUnavailable(module)).toBe(true);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('re-reads /remotes.json on reset when it could not be loaded', async () => {
    const runtime = fakeRuntime({ 'mfe_public/routes': { default: [] } });
    runtime.fetchRemotesJson.mockRejectedValueOnce(new Error('offline'));
    const loader = createRemoteLoader(runtime as unknown as FederationRuntime);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loader.routes('mfe_public')).rejects.toBeInstanceOf(RemoteLoadError);
    loader.reset('mfe_public');
    await expect(loader.routes('mfe_public')).resolves.toEqual([]);
    expect(runtime.fetchRemotesJson).toHaveBeenCalledTimes(2);
  });
});
