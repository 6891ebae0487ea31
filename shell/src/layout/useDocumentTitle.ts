import { useEffect } from 'react';
import { pageHeading, resolvePage, SITE_NAME } from '@consulting/contracts';
import { useLanguage } from '@consulting/platform';

/**
 * Keeps `document.title` as '{page heading} | {site name}' in the current language on every
 * client-side navigation, matching the title the gateway sends in the HTML. A news item's page
 * sets its own title (it needs the item's data); unknown paths get the site name.
 */
export function useDocumentTitle(pathname: string): void {
  const language = useLanguage((state) => state.language);
  useEffect(() => {
    const page = resolvePage(pathname);
    if (page?.kind === 'news-item') return;
    const heading = page ? pageHeading(page) : null;
    document.title = heading ? `${heading[language]} | ${SITE_NAME[language]}` : SITE_NAME[language];
  }, [pathname, language]);
}
