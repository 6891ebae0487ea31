import { useEffect } from 'react';
import { headingOfPath, SITE_NAME } from '@consulting/contracts';
import { useLanguage, useSiteContent } from '@consulting/platform';

/**
 * Keeps `document.title` '{page heading} | {company name}' (settings, else `SITE_NAME`) as the
 * gateway sends it; a news item sets its own, unknown paths get the company name.
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
