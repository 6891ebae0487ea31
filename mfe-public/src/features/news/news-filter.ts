import { NEWS_CATEGORIES, type NewsCategory, type NewsItemRecord } from '@consulting/contracts';
import type { Language } from '@consulting/platform';

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

/** One formatter per language, as for dates. */
const countFormats = new Map<Language, Intl.NumberFormat>();

/**
 * A count (articles, views, categories) written as `language` writes whole numbers, rounded
 * ('1,024'; the language tags `ar` and `en`, not the date locales, so both use Western digits).
 * A value that is not finite is written as 0.
 */
export function formatCount(value: number, language: Language): string {
  let format = countFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 0, signDisplay: 'negative' });
    countFormats.set(language, format);
  }
  return format.format(Number.isFinite(value) ? value : 0);
}
