import { useEffect } from 'react';
import { headingOfPath, SITE_NAME } from '@consulting/contracts';
import { useLanguage, useSiteContent } from '@consulting/platform';

/**
 * Keeps `document.title` as '{page heading} | {company name}' in the current language on every
 * client-side navigation, matching the title the gateway sends in the HTML: the company name is
 * the site settings', the built-in `SITE_NAME` while the content snapshot is
 * unknown or the name blank. A news item's page sets its own title (it needs the item's data);
 * unknown paths get the company name.
 */
export function useDocumentTitle(pathname: string): void {
  const language = useLanguage((state) => state.language);
  const edited = useSiteContent()?.settings[`company_name_${language}`]?.trim();
  const siteName = edited || SITE_NAME[language];
  useEffect(() => {
    const heading = headingOfPath(pathname);
    if (heading === undefined) return; // a news item
    document.title = heading ? `${heading[language]} | ${siteName}` : siteName;
  }, [pathname, language, siteName]);
}
