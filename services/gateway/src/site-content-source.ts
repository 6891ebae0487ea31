/**
 * What the gateway asks the content service for its pages: the site-content snapshot
 * (revalidated on each page request) and the news published in each language (heads, the
 * sitemap, and the server-rendered `/news` and `/news/:id`).
 */
import { isSiteContent, type NewsItemRecord, type SiteContent } from '@consulting/contracts';
import type { Language } from './prerender-files.ts';
import type { UpstreamPool } from './upstream-pool.ts';

/** The current snapshot, or null when the content service cannot say (down, slow, wrong answer). */
export type ReadSiteContent = () => Promise<SiteContent | null>;

/**
 * Reads `GET /api/site-content` from the content service on each call, with `If-None-Match`
 * (the last ETag it answered), so an unchanged snapshot costs one 304 and a saved change is
 * seen on the very next call. Resolves null, never rejects, when the service does not answer
 * within `timeoutMs` (default 300 ms), answers an error, or answers something that is not a
 * snapshot: pages are then built from the built-in texts. Calls are not pooled: one started
 * after an editor's save always sees it.
 */
export function siteContentReader(content: UpstreamPool, timeoutMs = 300): ReadSiteContent {
  let held: { etag: string; content: SiteContent } | null = null;
  return async () => {
    try {
      const res = await content.dispatcher.request({
        method: 'GET',
        path: '/api/site-content',
        headers: held ? { 'if-none-match': held.etag } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.statusCode === 304 && held) {
        await res.body.dump();
        return held.content;
      }
      if (res.statusCode !== 200) {
        await res.body.dump();
        return null;
      }
      const body = (await res.body.json()) as { content?: unknown } | null;
      const snapshot = body?.content;
      if (!isSiteContent(snapshot)) return null;
      const etag = res.headers.etag;
      held = typeof etag === 'string' && etag ? { etag, content: snapshot } : null;
      return snapshot;
    } catch {
      return null;
    }
  };
}

/**
 * The news published in one language, for page heads, the sitemap and the news pages' first
 * views; rejects when content is down.
 */
export type ListNews = (language: Language) => Promise<NewsItemRecord[]>;

/**
 * `GET /api/news?lang={language}` from the content service: the items that language's site
 * shows (published in that language, their `publish_at` passed), newest first, whole (the news
 * pages are rendered on the server from them). Rejects on an error status,
 * a reply without a list, or after 2 s.
 */
export function newsLister(content: UpstreamPool): ListNews {
  return async (language) => {
    const res = await content.dispatcher.request({
      method: 'GET',
      path: `/api/news?lang=${language}`,
      signal: AbortSignal.timeout(2000),
    });
    if (res.statusCode !== 200) {
      await res.body.dump();
      throw new Error(`content answered ${res.statusCode}`);
    }
    const body = (await res.body.json()) as { news?: unknown } | null;
    if (!Array.isArray(body?.news)) throw new Error('content answered no news list');
    return body.news as NewsItemRecord[];
  };
}

/**
 * `listNews` remembered for one content version (the snapshot's `version` changes whenever a
 * news item is saved or reaches its `publish_at`): while it holds, heads, the sitemap and the
 * news pages' first views ask content nothing more (so they never show an older item than the
 * version they are rendered for). Without a version (content could not say) every call asks again. A
 * failed list is forgotten, so the next call retries.
 */
export function newsForVersion(
  listNews: ListNews,
): (language: Language, version: string | null) => Promise<NewsItemRecord[]> {
  let held: { version: string; lists: Map<Language, Promise<NewsItemRecord[]>> } | null = null;
  return (language, version) => {
    if (version === null) return listNews(language);
    if (held?.version !== version) held = { version, lists: new Map() };
    const lists = held.lists;
    let list = lists.get(language);
    if (!list) {
      list = listNews(language);
      lists.set(language, list);
      list.catch(() => {
        if (lists.get(language) === list) lists.delete(language);
      });
    }
    return list;
  };
}
