/**
 * What a server-rendered page and the shell agree on before the first render, apart
 * (`@consulting/contracts/prerender-boot`) so the entry chunk skips the site contract.
 */

/** Where the gateway answers which manifest each remote is loaded from (architecture property 2). */
export const REMOTES_JSON_PATH = '/remotes.json';

/**
 * The id of the `<script type="application/json">` in which the gateway serialises the data a
 * server-rendered page was rendered with (`ServerPageData`); the first client render reads it,
 * so that render (the hydration) matches the server's HTML.
 */
export const SERVER_DATA_ELEMENT_ID = 'server-data';

/**
 * The request's data a page was rendered with on the server, besides the content snapshot
 * (`#site-content`): the path it was rendered for, the language chosen from the request (path
 * `?lang=`, else the `language` cookie, else `ar`) and, for the news pages, their items.
 */
export interface ServerPageData {
  path: string;
  language: 'ar' | 'en';
  /** The `/news` list (newest first) in `language`. */
  news?: unknown[];
  /** The item of `/news/:id` (null: not published in `language`, the page's not-found state). */
  news_item?: unknown;
}

/** The page's `ServerPageData` when the gateway rendered it on the server, else null. */
export function readServerPageData(): ServerPageData | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(SERVER_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ServerPageData> | null;
    if (typeof value?.path !== 'string' || (value.language !== 'ar' && value.language !== 'en')) return null;
    return value as ServerPageData;
  } catch {
    return null;
  }
}
