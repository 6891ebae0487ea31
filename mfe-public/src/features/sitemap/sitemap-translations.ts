import { addTranslations } from '@consulting/platform';
import ar from './locales/sitemap.ar.json' with { type: 'json' };
import en from './locales/sitemap.en.json' with { type: 'json' };

/** i18next namespace of the site map page. */
export const SITEMAP_NAMESPACE = 'public-sitemap';

addTranslations(SITEMAP_NAMESPACE, { ar, en: en satisfies typeof ar });
