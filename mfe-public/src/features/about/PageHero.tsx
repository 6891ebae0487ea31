import type { ReactNode } from 'react';
import { PUBLIC_PAGE_HEADINGS, type PublicPagePath } from '@consulting/contracts';
import { pick, useLanguage } from '@consulting/platform';

/**
 * The banner at the top of an about page: its one `<h1>`, the heading of `PUBLIC_PAGES[path]`
 * in the current language, with an eyebrow and a subtitle.
 */
export function PageHero({
  path,
  eyebrow,
  subtitle,
  children,
}: {
  path: PublicPagePath;
  eyebrow?: string;
  subtitle: string;
  children?: ReactNode;
}) {
  const language = useLanguage((state) => state.language);
  return (
    <header className="about-hero">
      <div className="container about-hero__inner">
        {eyebrow && <span className="about-hero__eyebrow">{eyebrow}</span>}
        <h1>{pick(PUBLIC_PAGE_HEADINGS[path], language)}</h1>
        <p>{subtitle}</p>
        {children}
      </div>
    </header>
  );
}
