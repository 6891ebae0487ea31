import { describe, expect, it, vi } from 'vitest';
import { fallbackPlugin } from './runtime.ts';
import { isUnavailable } from './remote-loader.ts';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof fallbackPlugin>['errorLoadRemote']>>[0];

describe('errorLoadRemote fallback plugin', () => {
  const plugin = fallbackPlugin();
  const call = (lifecycle: string) =>
    plugin.errorLoadRemote?.({
      id: 'mfe_tracks/routes',
      error: new Error('404'),
      lifecycle,
      from: 'runtime',
      origin: {},
    } as unknown as ErrorArgs);

  it('returns an unavailable-module fallback instead of letting loadRemote reject', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = call('onLoad');
    expect(isUnavailable(result)).toBe(true);
    expect(result).toMatchObject({ id: 'mfe_tracks/routes' });
  });

  it('lets earlier stages (manifest fetch) pass so the failure reaches onLoad', () => {
    expect(call('afterResolve')).toBeUndefined();
    expect(call('beforeRequest')).toBeUndefined();
  });
});
