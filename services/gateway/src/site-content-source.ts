/** What the gateway asks content for its pages: the site-content snapshot and each language's news. */
import { isSiteContent, type NewsItemRecord, type SiteContent } from '@consulting/contracts';
import type { Language } from './prerender-files.ts';
import type { UpstreamPool } from './upstream-pool.ts';

/** The current snapshot, or null when the content service cannot say (down, slow, wrong answer). */
export type ReadSiteContent = () => Promise<SiteContent | null>;

/**
 * Reads `GET /api/site-content` on each call with `If-None-Match` (a 304 while unchanged), so a
 * saved change shows on the next call. Resolves null, never rejects, on no answer within
 * `timeoutMs` (default 300 ms), an error or a non-snapshot: pages then use the built-in texts.
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

/** The news published in one language; rejects when content is down. */
export type ListNews = (language: Language) => Promise<NewsItemRecord[]>;

/**
 * `GET /api/news?lang={language}`: the items published in it, newest first, whole. Rejects on an
 * error status, a reply without a list, or after 2 s.
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
 * `listNews` remembered per content version (the snapshot's `version` changes with each saved or
 * newly due news item); without a version, or after a failure, the next call asks again.
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
