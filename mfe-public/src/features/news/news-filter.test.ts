import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, formatNewsDate } from './news-filter.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('news dates (spec §1)', () => {
  it('formats in ar-SA or en-US with the month written out, and an invalid date as nothing', () => {
    expect(formatNewsDate('2025-01-20T09:00:00.000Z', 'en')).toBe('January 20, 2025');
    expect(formatNewsDate('2025-01-20T09:00:00.000Z', 'ar')).toBe(
      new Intl.DateTimeFormat('ar-SA', { year: 'numeric', month: 'long', day: 'numeric' }).format(
        new Date('2025-01-20T09:00:00.000Z'),
      ),
    );
    expect(formatNewsDate('not a date', 'en')).toBe('');
    expect(formatCount(1024)).toBe('1,024');
  });

  it('writes counts as en-US number formatting does, without loading it', () => {
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    expect([0, 7, 999, 1000, 1024, 1234567, 2.6, -1500].map(formatCount)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '1,024',
      '1,234,567',
      '3',
      '-1,500',
    ]);
    expect(numbers).not.toHaveBeenCalled();
    numbers.mockRestore();
    const enUS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (count) => {
        expect(formatCount(count)).toBe(enUS.format(count));
      }),
    );
  });

  /** Spies on the three `Intl` constructors the preparing may call. */
  function spyOnFormatters() {
    return {
      made: vi.spyOn(Intl, 'DateTimeFormat'),
      locales: vi.spyOn(Intl, 'Locale'),
      numbers: vi.spyOn(Intl, 'NumberFormat'),
    };
  }

  /**
   * With fake timers: nothing was made in the caller's task, then one step per timer (the locale,
   * number formatting, the date formatter), and no timer is left.
   */
  async function expectThreeMainThreadSteps({ made, locales, numbers }: ReturnType<typeof spyOnFormatters>) {
    expect(locales).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    expect(locales).toHaveBeenCalledTimes(1);
    expect(numbers).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(made).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    expect(made).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  }

  it('without a worker, prepares the date formatter in three tasks of its own, so rendering dates makes none', async () => {
    vi.resetModules(); // a module without formatters yet, as on a page's first render
    const { formatNewsDate, prepareNewsDates } = await import('./news-filter.ts');
    vi.useFakeTimers();
    const spies = spyOnFormatters();
    expect(typeof Worker).toBe('undefined'); // jsdom has none: the worker cannot start
    prepareNewsDates('en');
    prepareNewsDates('en'); // a second call while preparing adds nothing
    await expectThreeMainThreadSteps(spies);

    formatNewsDate('2025-01-20T09:00:00.000Z', 'en');
    formatNewsDate('2025-02-01T09:00:00.000Z', 'en');
    prepareNewsDates('en'); // already made: nothing more
    expect(spies.made).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  /** A stand-in for the browser's Worker: records what it is sent; the test answers or fails it. */
  class FakeWorker {
    static started: FakeWorker[] = [];
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    sent: unknown[] = [];
    terminated = false;
    readonly url: string;
    constructor(url: string) {
      this.url = url;
      FakeWorker.started.push(this);
    }
    postMessage(message: unknown) {
      this.sent.push(message);
    }
    terminate() {
      this.terminated = true;
    }
  }

  /** Runs `test` on a fresh copy of the modules with `FakeWorker` as the page's `Worker`. */
  async function withFakeWorker(test: () => Promise<void>) {
    vi.resetModules();
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
    try {
      await test();
    } finally {
      vi.unstubAllGlobals();
    }
  }

  it('has a worker load ICU for the locale, then makes only the date formatter, on the main thread', async () => {
    await withFakeWorker(async () => {
      const { formatNewsDate, prepareNewsDates } = await import('./news-filter.ts');
      const { made, locales, numbers } = spyOnFormatters();
      const ready = prepareNewsDates('ar');
      expect(prepareNewsDates('ar')).toBe(ready);
      let isReady = false;
      void ready.then(() => (isReady = true));
      expect(FakeWorker.started).toHaveLength(1);
      const [worker] = FakeWorker.started;
      expect(String(worker.url)).toMatch(/intl-warmup\.worker/);
      expect(worker.sent).toEqual([
        { locale: 'ar-SA', dateOptions: { year: 'numeric', month: 'long', day: 'numeric' } },
      ]);
      await Promise.resolve();
      expect(made).not.toHaveBeenCalled(); // waits for the worker
      expect(isReady).toBe(false);

      worker.onmessage?.(new MessageEvent('message', { data: 'ar-SA' }));
      await ready;
      expect(made).toHaveBeenCalledTimes(1);
      expect(locales).not.toHaveBeenCalled();
      expect(numbers).not.toHaveBeenCalled();
      formatNewsDate('2025-01-20T09:00:00.000Z', 'ar');
      prepareNewsDates('ar');
      expect(made).toHaveBeenCalledTimes(1);
      expect(FakeWorker.started).toHaveLength(1);
    });
  });

  it('falls back to the three tasks when the worker fails', async () => {
    await withFakeWorker(async () => {
      const { prepareNewsDates } = await import('./news-filter.ts');
      vi.useFakeTimers();
      const spies = spyOnFormatters();
      prepareNewsDates('en');
      const [worker] = FakeWorker.started;
      const failure = new ErrorEvent('error', { message: 'blocked', cancelable: true });
      worker.onerror?.(failure);
      expect(failure.defaultPrevented).toBe(true); // handled: no uncaught error on the page
      expect(worker.terminated).toBe(true);
      await expectThreeMainThreadSteps(spies);
    });
  });

  it('hands a news list over only once its dates can be written without loading ICU', async () => {
    await withFakeWorker(async () => {
      const served = { id: 'n1', title_ar: 'خبر', created_at: '2025-01-20T09:00:00.000Z' };
      const fetchSpy = vi.fn(async () => Response.json({ success: true, news: [served] }));
      vi.stubGlobal('fetch', fetchSpy);
      const { fetchNewsList } = await import('./news-api.ts');
      let list: unknown;
      const reading = fetchNewsList('ar').then((read) => (list = read));
      await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(list).toBeUndefined(); // the reply is in, the worker has not answered
      FakeWorker.started[0].onmessage?.(new MessageEvent('message', { data: 'ar-SA' }));
      await reading;
      expect(list).toEqual({ news: [served], fallback: false });
    });
  });

  it('ends a worker that does not answer and prepares on the main thread, so no data read waits long', async () => {
    await withFakeWorker(async () => {
      const { prepareNewsDates } = await import('./news-filter.ts');
      const { WARMUP_TIMEOUT_MS } = await import('../../intl-warmup/intl-warmup.ts');
      vi.useFakeTimers();
      const spies = spyOnFormatters();
      const ready = prepareNewsDates('en');
      const [worker] = FakeWorker.started;
      await vi.advanceTimersByTimeAsync(WARMUP_TIMEOUT_MS - 1);
      expect(worker.terminated).toBe(false);
      expect(spies.locales).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(worker.terminated).toBe(true);
      await expectThreeMainThreadSteps(spies);
      await expect(ready).resolves.toBeUndefined();
    });
  });
});
