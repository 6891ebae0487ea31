import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, formatNewsDate } from './news-filter.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('news dates (spec §1, issue 16 part 4)', () => {
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

  it('prepares the date formatter ahead, one step per task, so rendering dates makes none', async () => {
    vi.resetModules(); // a module without formatters yet, as on a page's first render
    const { formatNewsDate, prepareNewsDates } = await import('./news-filter.ts');
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const locales = vi.spyOn(Intl, 'Locale');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    prepareNewsDates('en');
    prepareNewsDates('en'); // a second call while preparing adds nothing
    expect(locales).not.toHaveBeenCalled(); // nothing in the caller's task
    vi.advanceTimersToNextTimer();
    expect(locales).toHaveBeenCalledTimes(1);
    expect(numbers).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(made).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(made).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);

    formatNewsDate('2025-01-20T09:00:00.000Z', 'en');
    formatNewsDate('2025-02-01T09:00:00.000Z', 'en');
    prepareNewsDates('en'); // already made: nothing more
    expect(made).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
