import { queryOptions } from '@tanstack/react-query';
import { type HomeResponse, type NewsItemRecord, type SectorRecord } from '@consulting/contracts';
import { api } from '@consulting/platform';
import { STATIC_TRACKS, toTracks, type ServiceTrack } from '../../service-tracks/service-tracks.ts';
import { loadBuiltInNews } from '../news/index.ts';
import staticSectors from './static-sectors.json' with { type: 'json' };

/** A sector card of the home page in both languages. */
export interface HomeSector {
  id: string;
  name: { ar: string; en: string };
  description: { ar: string; en: string };
}

/**
 * What the home page reads from `/api/home` (spec §2 "Home"). The hero and the statistics band
 * are editor content from the site-content snapshot instead (`home-content.ts`).
 */
export interface HomeContent {
  tracks: ServiceTrack[];
  sectors: HomeSector[];
  /** At most three items (spec §9). */
  news: NewsItemRecord[];
  /** True when the content comes from the built-in texts because `/api/home` failed. */
  fallback: boolean;
}

/** The most news items the home page lists (spec §9). */
export const HOME_NEWS_LIMIT = 3;

/**
 * Built-in sectors (static-sectors.json), the same six the content service seeds; shown when the
 * API is unreachable.
 */
export const STATIC_SECTORS: HomeSector[] = staticSectors;

/**
 * The content shown when `/api/home` cannot be read (spec: static text stays the fallback): the
 * built-in tracks and sectors and the first three built-in news items, whose chunk is imported
 * only now; when that chunk cannot be read either, no news (the section hides).
 */
export async function staticHome(): Promise<HomeContent> {
  const news = await loadBuiltInNews().catch(() => []);
  return { tracks: STATIC_TRACKS, sectors: STATIC_SECTORS, news: news.slice(0, HOME_NEWS_LIMIT), fallback: true };
}

function toSectors(sectors: SectorRecord[] | undefined): HomeSector[] {
  const list = (Array.isArray(sectors) ? sectors : [])
    .filter((sector) => sector.is_active !== 0)
    .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
    .map((sector) => ({
      id: sector.id,
      name: { ar: sector.name_ar, en: sector.name_en },
      description: { ar: sector.description_ar, en: sector.description_en },
    }));
  return list.length > 0 ? list : STATIC_SECTORS;
}

/**
 * Reads `GET /api/home?lang={language}`: news as sent (an empty list hides the section, spec §2);
 * services and sectors fall back to the built-in six when the server has none. Any failure
 * resolves `staticHome()`; an abort rejects with the AbortError.
 */
export async function fetchHomeContent(language: 'ar' | 'en', signal?: AbortSignal): Promise<HomeContent> {
  try {
    // The latest news published in the page's language.
    const home = await api<HomeResponse>(`/home?lang=${language}`, { auth: 'none', signal });
    if (!home || home.success !== true) return staticHome();
    return {
      tracks: toTracks(home.services),
      sectors: toSectors(home.sectors),
      news: (Array.isArray(home.news) ? home.news : []).slice(0, HOME_NEWS_LIMIT),
      fallback: false,
    };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return staticHome();
  }
}

/** The home page's content in `language` (`fetchHomeContent`), read again when the language changes. */
export const homeContentQuery = (language: 'ar' | 'en') =>
  queryOptions({
    queryKey: ['public', 'home', language],
    queryFn: ({ signal }) => fetchHomeContent(language, signal),
  });
