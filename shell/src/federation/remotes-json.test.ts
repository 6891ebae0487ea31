import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_REMOTES_JSON_GLOBAL } from '@consulting/contracts/prerender-boot';
import { prefetchRemotesJson, takeRemotesJson } from './remotes-json.ts';

describe('the early /remotes.json request', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is sent once by prefetch, handed to the first taker, and asked again by later ones', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    prefetchRemotesJson();
    prefetchRemotesJson();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    await takeRemotesJson();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await takeRemotesJson();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('hands a failed early request to the taker, and the next call tries again', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    prefetchRemotesJson();
    await expect(takeRemotesJson()).rejects.toThrow('offline');
    await expect(takeRemotesJson()).resolves.toBeInstanceOf(Response);
  });

  it("takes the prerendered page's boot request instead of asking again, once", async () => {
    const fetchMock = vi.fn(async () => new Response('{"later":true}'));
    vi.stubGlobal('fetch', fetchMock);
    const boot = Promise.resolve(new Response('{"boot":true}'));
    (window as unknown as Record<string, unknown>)[BOOT_REMOTES_JSON_GLOBAL] = boot;
    prefetchRemotesJson();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(BOOT_REMOTES_JSON_GLOBAL in window).toBe(false);
    await expect((await takeRemotesJson()).json()).resolves.toEqual({ boot: true });
    await expect((await takeRemotesJson()).json()).resolves.toEqual({ later: true });
  });
});
