import { builtInSiteContent, type SiteContentPart } from './site-content/built-in.ts';
import { registerPublicTranslations } from './translations.ts';

registerPublicTranslations();

// The built-in site content is a lazy chunk in the browser (site-content/built-in.ts); loaded
// here once, a page rendered without a snapshot shows it at once, as it does
// after the chunk arrived. built-in.test.tsx covers the loading.
const parts: SiteContentPart[] = [
  'settings',
  'team',
  'partners',
  'bank_accounts',
  'hero_slides',
  'statistics',
  'goals',
];
await Promise.all(parts.map((part) => builtInSiteContent(part)));
