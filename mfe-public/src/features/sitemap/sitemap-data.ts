import { TRACK_SLUGS, TRACK_TITLES } from '@consulting/contracts';
import sitemap from './sitemap-data.json' with { type: 'json' };

interface Bilingual {
  ar: string;
  en: string;
}

export interface SitemapLink {
  to: string;
  label: Bilingual;
  description?: Bilingual;
}

export interface SitemapGroup {
  /** Also the key of the group's title, `groups.{key}` in namespace `public-sitemap`. */
  key: 'main' | 'company' | 'tracks' | 'finance' | 'legal';
  links: SitemapLink[];
}

/** The six track pages, after the tracks group's `/tracks` link. */
const TRACK_LINKS: SitemapLink[] = TRACK_SLUGS.map((slug) => ({ to: `/tracks/${slug}`, label: TRACK_TITLES[slug] }));

/**
 * The site map's groups (spec §2 "Site map"): main, company, tracks (/tracks and the track
 * pages), finance and contact, legal. The translated version's extra links are kept where a page
 * exists (`/contact#map`); its `/partners` and `/projects` have no page in this site and are left out.
 * The links are in sitemap-data.json, whose group `key`s are members of `SitemapGroup['key']`.
 */
export const SITEMAP_GROUPS: SitemapGroup[] = sitemap.groups.map((group) => ({
  key: group.key as SitemapGroup['key'],
  links: group.key === 'tracks' ? [...group.links, ...TRACK_LINKS] : group.links,
}));

/** The quick links strip at the top of the site map. */
export const QUICK_LINKS: SitemapLink[] = sitemap.quickLinks;
