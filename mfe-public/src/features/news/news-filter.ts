import { NEWS_CATEGORIES, type NewsCategory, type NewsItemRecord } from '@consulting/contracts';
import type { Language } from '@consulting/platform';

/** The category dropdown's value: one of the six categories or 'all' (spec §2 "News page"). */
export type NewsCategoryFilter = NewsCategory | 'all';

export const CATEGORY_FILTERS: readonly NewsCategoryFilter[] = ['all', ...NEWS_CATEGORIES];

/** The title, summary and content of an item in one language. */
export function newsText(
  item: NewsItemRecord,
  language: Language,
): { title: string; summary: string; content: string } {
  return language === 'ar'
    ? { title: item.title_ar, summary: item.summary_ar, content: item.content_ar }
    : { title: item.title_en, summary: item.summary_en, content: item.content_en };
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

/** A date in the Arabic Saudi or US English locale (spec §1), e.g. 'January 20, 2025'. */
export function formatNewsDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}

/** A count with Western digits and thousands separators in both languages ('1,024'). */
export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}
