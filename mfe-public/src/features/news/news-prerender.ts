import { createContext } from 'react';
import type { PrerenderPageData } from '@consulting/contracts';

/**
 * The news a server render of `/news` or `/news/:id` shows (issue 16 part 4): the gateway
 * reads them from content and the remote's prerender entry provides them, so the first view
 * holds the current items. The data hooks (news-api.ts) start from it; in the browser there is
 * no provider (undefined) and they ask the API as before.
 */
export const NewsPrerenderData = createContext<PrerenderPageData | undefined>(undefined);
