/**
 * The built-in site content (contracts `DEFAULT_SITE_CONTENT`), each list its own chunk
 * (`./built-in/`): a page normally has the editors' snapshot embedded in its HTML, so these are
 * needed only while the snapshot is unknown and by the build-time prerender.
 */
import { use } from 'react';
import type { SiteContent } from '@consulting/contracts';
import { useSiteContent } from '@consulting/platform';
import { loadOnce } from '@consulting/ui/load-once';

/** A part of the site-content snapshot a page reads: the settings or one of its lists. */
export type SiteContentPart = Exclude<keyof SiteContent, 'version'>;

const LOADERS: { [K in SiteContentPart]: () => Promise<{ default: SiteContent[K] }> } = {
  settings: () => import('./built-in/settings.ts'),
  team: () => import('./built-in/team.ts'),
  partners: () => import('./built-in/partners.ts'),
  bank_accounts: () => import('./built-in/bank-accounts.ts'),
  hero_slides: () => import('./built-in/hero-slides.ts'),
  statistics: () => import('./built-in/statistics.ts'),
  goals: () => import('./built-in/goals.ts'),
};

const loadPart = loadOnce((part: SiteContentPart) => LOADERS[part]().then((module) => module.default as unknown));

/**
 * The built-in value of `part`, importing its chunk on the first call; later calls share the
 * promise (tagged for `use()`, so it does not suspend again). Rejects when the chunk cannot be
 * loaded; a later call tries again.
 */
export function builtInSiteContent<K extends SiteContentPart>(part: K): Promise<SiteContent[K]> {
  return loadPart(part) as Promise<SiteContent[K]>;
}

/**
 * `part` of the editors' snapshot, or, while the snapshot is unknown, its built-in value: the
 * component suspends (the page's `Suspense` shows its loading state; a prerender waits) until
 * that value's chunk has arrived. Re-renders when the snapshot changes. A chunk that cannot be
 * loaded throws to the nearest error boundary.
 */
export function useSiteContentPart<K extends SiteContentPart>(part: K): SiteContent[K] {
  const content = useSiteContent();
  return content ? content[part] : use(builtInSiteContent(part));
}
