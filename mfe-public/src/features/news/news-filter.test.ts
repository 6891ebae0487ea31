import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatNewsDate } from './news-filter.ts';

describe('news dates (spec §1)', () => {
  it('formats in ar-SA or en-US with the month written out, and an invalid date as nothing', () => {
    expect(formatNewsDate('2025-01-20T09:00:00.000Z', 'en')).toBe('January 20, 2025');
    expect(formatNewsDate('2025-01-20T09:00:00.000Z', 'ar')).toBe(
      new Intl.DateTimeFormat('ar-SA', { year: 'numeric', month: 'long', day: 'numeric' }).format(
        new Date('2025-01-20T09:00:00.000Z'),
      ),
    );
    expect(formatNewsDate('not a date', 'en')).toBe('');
  });
});

describe('news counts', () => {
  it('writes whole counts with Western digits and thousands separators in both languages', () => {
    for (const language of ['ar', 'en'] as const) {
      expect([0, 7, 999, 1000, 1024, 1234567, 2.6, Number.NaN].map((n) => formatCount(n, language))).toEqual([
        '0',
        '7',
        '999',
        '1,000',
        '1,024',
        '1,234,567',
        '3',
        '0',
      ]);
    }
  });

  it('writes every count as the language’s number formatting does', () => {
    const formats = {
      ar: new Intl.NumberFormat('ar', { maximumFractionDigits: 0 }),
      en: new Intl.NumberFormat('en', { maximumFractionDigits: 0 }),
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom('ar' as const, 'en' as const),
        (count, language) => {
          expect(formatCount(count, language)).toBe(formats[language].format(count));
        },
      ),
    );
  });
});
