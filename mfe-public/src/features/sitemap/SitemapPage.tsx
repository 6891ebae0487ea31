import { Card } from '@consulting/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PUBLIC_PAGE_HEADINGS } from '@consulting/contracts';
import { pick, useLanguage } from '@consulting/platform';
import { QUICK_LINKS, SITEMAP_GROUPS } from './sitemap-data.ts';
import { SITEMAP_NAMESPACE } from './sitemap-translations.ts';
import './sitemap.css';

const PAGE_COUNT = SITEMAP_GROUPS.reduce((sum, group) => sum + group.links.length, 0);

/**
 * `/sitemap` (spec §2 "Site map", translated version): quick links, the five groups of links,
 * browsing tips and the counts of pages and categories. Every link is a router link.
 */
export function SitemapPage() {
  const { t } = useTranslation(SITEMAP_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const tips = t('tips.items', { returnObjects: true }) as string[];
  return (
    <div className="sitemap-page">
      <header className="sitemap-hero">
        <div className="container">
          <h1>{pick(PUBLIC_PAGE_HEADINGS['/sitemap'], language)}</h1>
          <p>{t('subtitle')}</p>
          <ul className="sitemap-hero__counts">
            <li data-testid="sitemap-page-count">
              <strong>{PAGE_COUNT}</strong> {t('pagesCount')}
            </li>
            <li data-testid="sitemap-category-count">
              <strong>{SITEMAP_GROUPS.length}</strong> {t('categoriesCount')}
            </li>
          </ul>
        </div>
      </header>

      <div className="container">
        <nav className="sitemap-quick" aria-labelledby="sitemap-quick">
          <h2 id="sitemap-quick">{t('quickLinks')}</h2>
          <ul>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{pick(link.label, language)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="sitemap-groups">
          {SITEMAP_GROUPS.map((group) => (
            <Card
              key={group.key}
              className="sitemap-group"
              title={<h2 id={`sitemap-${group.key}`}>{t(`groups.${group.key}`)}</h2>}
              data-testid={`sitemap-group-${group.key}`}
            >
              <ul aria-labelledby={`sitemap-${group.key}`}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{pick(link.label, language)}</Link>
                    {link.description && <span>{pick(link.description, language)}</span>}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>

        <section className="sitemap-tips" aria-labelledby="sitemap-tips">
          <h2 id="sitemap-tips">{t('tips.title')}</h2>
          <ul>
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
