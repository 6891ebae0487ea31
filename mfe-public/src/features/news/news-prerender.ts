import { createContext, useContext } from 'react';
import type { PrerenderPageData } from '@consulting/contracts';
import { readServerPageData } from '@consulting/contracts/prerender-boot';

/**
 * The news a server render of `/news` or `/news/:id` shows: the gateway reads them from content
 * and the remote's prerender entry provides them, so the first view holds the current items.
 * The news queries (news-api.ts) start from it; in the browser there is no provider (undefined)
 * and they ask the API.
 */
export const NewsPrerenderData = createContext<PrerenderPageData | undefined>(undefined);

/** The news the gateway serialised into the page (`ServerPageData`), read once. */
const servedInPage = readServerPageData();

/**
 * The news a render starts from: the server render's provider, else, in the browser, the items
 * the page was server-rendered with while at the path it was rendered for (so the hydrating
 * render shows what the server's HTML shows); undefined otherwise.
 */
export function useServedNews(): PrerenderPageData | undefined {
  const provided = useContext(NewsPrerenderData);
  if (provided) return provided;
  if (!servedInPage || typeof location === 'undefined' || servedInPage.path !== location.pathname) return undefined;
  return servedInPage as PrerenderPageData;
}
