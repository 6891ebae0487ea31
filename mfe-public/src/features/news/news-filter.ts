import { NEWS_CATEGORIES, type NewsCategory, type NewsItemRecord } from '@consulting/contracts';
import type { Language } from '@consulting/platform';
import { warmIntl } from '../../intl-warmup/intl-warmup.ts';

/** The category dropdown's value: one of the six categories or 'all' (spec §2 "News page"). */
export type NewsCategoryFilter = NewsCategory | 'all';

export const CATEGORY_FILTERS: readonly NewsCategoryFilter[] = ['all', ...NEWS_CATEGORIES];

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/**
 * The title, summary, content and byline of an item in one language. The English byline is
 * `author_en`, else `author` when it has no Arabic letters, else '' (no byline).
 */
export function newsText(
  item: NewsItemRecord,
  language: Language,
): { title: string; summary: string; content: string; author: string } {
  if (language === 'ar') {
    return { title: item.title_ar, summary: item.summary_ar, content: item.content_ar, author: item.author };
  }
  const author = item.author_en || (ARABIC_LETTER.test(item.author) ? '' : item.author);
  return { title: item.title_en, summary: item.summary_en, content: item.content_en, author };
}

/**
 * The items that match both filters (spec §5 "News search"): `query` matches the title or the
 * summary in `language`, case-insensitively, after trimming (empty matches all); `category`
 * 'all' matches every category. Order is kept.
 */
export function filterNews(
  items: readonly NewsItemRecord[],
  { query, category }: { query: string; category: NewsCategoryFilter },
  language: Language,
): NewsItemRecord[] {
  const needle = query.trim().toLocaleLowerCase();
  return items.filter((item) => {
    if (category !== 'all' && item.category !== category) return false;
    if (!needle) return true;
    const { title, summary } = newsText(item, language);
    return title.toLocaleLowerCase().includes(needle) || summary.toLocaleLowerCase().includes(needle);
  });
}

/** The statistics band (spec §2): article count, total views, number of distinct categories. */
export function newsStatistics(items: readonly NewsItemRecord[]): {
  articles: number;
  views: number;
  categories: number;
} {
  return {
    articles: items.length,
    views: items.reduce((sum, item) => sum + (Number.isFinite(item.views) ? item.views : 0), 0),
    categories: new Set(items.map((item) => item.category)).size,
  };
}

/** One formatter per language: making an `Intl` formatter costs far more than using one. */
const newsDateFormats = new Map<Language, Intl.DateTimeFormat>();

/** The locale dates are shown in (spec §1: ar-SA or en-US). */
function dateLocaleOf(language: Language): 'ar-SA' | 'en-US' {
  return language === 'ar' ? 'ar-SA' : 'en-US';
}

/** How a news date is written (spec §1): the month in words, 'January 20, 2025'. */
const NEWS_DATE_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/** `language`'s date formatter, made on first use. */
function dateFormatOf(language: Language): Intl.DateTimeFormat {
  let format = newsDateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocaleOf(language), NEWS_DATE_OPTIONS);
    newsDateFormats.set(language, format);
  }
  return format;
}

/** A date in the Arabic Saudi or US English locale (spec §1), e.g. 'January 20, 2025'. */
export function formatNewsDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormatOf(language).format(date);
}

/** The preparing under way, by language (one worker per language and page). */
const preparing = new Map<Language, Promise<void>>();

/**
 * Makes `language`'s date formatter ahead of the first
 * render that shows a news date. The first `Intl` formatter of a page loads ICU's data
 * (`intl-warmup.ts`); paid inside the render that first formatted a date, it made one 90–110 ms
 * task of the home page in a 4× slowed trace. So a worker loads it (`warmIntl`) and the
 * formatter is made once the worker is done, in well under a millisecond. Where no worker starts,
 * the work is done here in three tasks of its own (`setTimeout`: the locale, number formatting,
 * the date formatter), each short.
 *
 * Resolves (never rejects) once the formatter exists: at once in a server render or when it was
 * already made; one promise per language while it is being made. The data reads that show dates
 * start it with their request and wait for both (`fetchHomeContent`, `fetchNewsList`,
 * `fetchNewsItem`), so no render formats a date while the worker still holds ICU: the main
 * thread would wait for it. A date rendered before then makes the formatter itself, as it
 * always could.
 */
export function prepareNewsDates(language: Language): Promise<void> {
  if (typeof document === 'undefined' || newsDateFormats.has(language)) return Promise.resolve();
  const under = preparing.get(language);
  if (under) return under;
  const locale = dateLocaleOf(language);
  const ready = new Promise<void>((resolve) => {
    const done = () => {
      dateFormatOf(language);
      preparing.delete(language);
      resolve();
    };
    const steps = [() => new Intl.Locale(locale).maximize(), () => new Intl.NumberFormat(locale).format(0), done];
    const next = () => {
      steps.shift()?.();
      if (steps.length > 0) setTimeout(next, 0);
    };
    warmIntl({ locale, dateOptions: NEWS_DATE_OPTIONS }).then(done, () => setTimeout(next, 0));
  });
  preparing.set(language, ready);
  return ready;
}

/**
 * `read()`'s result, handed over once `language`'s news date formatter is made too
 * (`prepareNewsDates`, started first so it runs during the read). For the data reads whose result
 * shows news dates (`fetchHomeContent`, `fetchNewsList`, `fetchNewsItem`). A
 * rejection of `read()` (an abort) is passed on.
 */
export async function withNewsDates<T>(language: Language, read: () => Promise<T>): Promise<T> {
  const datesReady = prepareNewsDates(language);
  const result = await read();
  await datesReady;
  return result;
}

/**
 * A count with Western digits and thousands separators in both languages ('1,024'), rounded to
 * a whole number (counts are: articles, views, categories).
 *
 * Written without `Intl.NumberFormat` on purpose (total blocking time): the news
 * page shows its statistics in its first render, and a page's first number formatter loads ICU's
 * number data on the main thread, one 50–90 ms task of `/news` in a 4× slowed trace (more when the
 * date warm-up worker holds ICU at that moment). For whole numbers in en-US style the grouping is
 * all there is to it.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const digits = Math.abs(Math.round(value)).toString();
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return value <= -0.5 ? `-${grouped}` : grouped;
}
