import type {
  NewsCategory,
  NewsItemRecord,
  SectorRecord,
  ServiceRecord,
  SiteSettings,
  StatisticRecord,
} from '@consulting/contracts';
import type { ContentModels } from './content-models.ts';
import { DEFAULT_SITE_SETTINGS } from './defaults/site-settings.ts';
import { newsImages, publicNewsFilter } from './news/news-records.ts';
import { toNewsItemRecord } from './models/news-item.model.ts';
import { toSectorRecord } from './models/sector.model.ts';
import { toServiceRecord } from './models/service.model.ts';
import { SITE_SETTINGS_ID, toSiteSettings } from './models/site-settings.model.ts';
import { toStatisticRecord } from './models/statistic.model.ts';
import { sharedRead } from './shared-read.ts';

/**
 * What the public site reads, shared by the list routes and `GET /api/home`. Every call is
 * answered by a database read made after it was called (no cache), so an admin's edit, unpublish
 * or delete shows on the next request. The three lists share reads between concurrent calls
 * (`sharedRead`: calls made while a read is in flight share the next one), so their records are
 * shared too and must not be changed by a caller.
 */

/** The shared readers of one app's models (one set per `contentModels`, i.e. per app). */
interface ListReaders {
  services: () => Promise<ServiceRecord[]>;
  sectors: () => Promise<SectorRecord[]>;
  statistics: () => Promise<StatisticRecord[]>;
}

const listReaders = new WeakMap<ContentModels, ListReaders>();

function readersOf(models: ContentModels): ListReaders {
  let readers = listReaders.get(models);
  if (!readers) {
    readers = {
      services: sharedRead(async () => {
        // Plain objects (`lean`): the public lists are read often and only mapped to records.
        const docs = await models.Service.find({ is_active: 1 }).sort({ sort_order: 1, title_en: 1, _id: 1 }).lean();
        return docs.map(toServiceRecord);
      }),
      sectors: sharedRead(async () => {
        const docs = await models.Sector.find({ is_active: 1 }).sort({ sort_order: 1, name_en: 1, _id: 1 }).lean();
        return docs.map(toSectorRecord);
      }),
      statistics: sharedRead(async () => {
        const docs = await models.Statistic.find({ is_active: { $ne: false } }).sort({ sort_order: 1, _id: 1 });
        return docs.map(toStatisticRecord);
      }),
    };
    listReaders.set(models, readers);
  }
  return readers;
}

/** Active services (`is_active` 1) by `sort_order`, then English title. */
export function activeServices(models: ContentModels): Promise<ServiceRecord[]> {
  return readersOf(models).services();
}

/** Active sectors (`is_active` 1) by `sort_order`, then English name. */
export function activeSectors(models: ContentModels): Promise<SectorRecord[]> {
  return readersOf(models).sectors();
}

/** The active statistics (editors may hide one; older ones without the flag count as active) by `sort_order`. */
export function allStatistics(models: ContentModels): Promise<StatisticRecord[]> {
  return readersOf(models).statistics();
}

/** The settings document, or the seed defaults when it does not exist (yet). */
export async function siteSettings(models: ContentModels): Promise<SiteSettings> {
  const stored = await models.SiteSettings.findById(SITE_SETTINGS_ID).lean();
  return toSiteSettings(stored ?? DEFAULT_SITE_SETTINGS);
}

/** Filters of the public news list (spec §2 "News page", §5 "News search"). */
export interface NewsFilter {
  category?: NewsCategory;
  /** Case-insensitive substring of the title or the summary. */
  q?: string;
  /**
   * Only items published in this language, and the search looks in it; both
   * (items published in both languages, searched in both) when absent.
   */
  lang?: 'ar' | 'en';
  /** At most this many items (home: 3). */
  limit?: number;
}

/**
 * Published news items, newest first, filtered by category in the database:,
 * those public in `filter.lang` (both languages when absent) whose `publish_at` is null or not
 * after `now`, so a scheduled item appears on the first read after its time. The text search
 * runs on the mapped records because the summary may be the content fallback (spec §3), which
 * is not a stored field. Texts of a language the item is not published in are ''.
 */
export async function publishedNews(
  models: ContentModels,
  filter: NewsFilter = {},
  now: Date = new Date(),
): Promise<NewsItemRecord[]> {
  const query = models.NewsItem.find({
    ...publicNewsFilter(filter.lang, now),
    ...(filter.category ? { category: filter.category } : {}),
  }).sort({ created_at: -1, _id: -1 });
  if (filter.limit !== undefined && !filter.q) query.limit(filter.limit);
  const docs = await query;
  const images = await newsImages(models.NewsItem, docs);
  let items = docs.map((doc, index) => toNewsItemRecord(doc, images[index] ?? null));
  if (filter.q) items = items.filter((item) => matchesSearch(item, filter.q as string, filter.lang));
  return filter.limit !== undefined ? items.slice(0, filter.limit) : items;
}

/** Spec §5: case-insensitive match of `q` on the title or summary in `lang` (both when absent). */
export function matchesSearch(item: NewsItemRecord, q: string, lang?: 'ar' | 'en'): boolean {
  const needle = q.toLocaleLowerCase();
  const languages = lang ? [lang] : (['ar', 'en'] as const);
  return languages.some((l) =>
    [item[`title_${l}`], item[`summary_${l}`]].some((text) => text.toLocaleLowerCase().includes(needle)),
  );
}
