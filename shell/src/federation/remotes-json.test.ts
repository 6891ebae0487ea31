import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
