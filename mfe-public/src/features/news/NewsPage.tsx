import { useMemo, useRef, useState } from 'react';
import { Button, Spin } from '@consulting/ui';
import { useTranslation } from 'react-i18next';
import { PUBLIC_PAGE_HEADINGS, type NewsItemRecord } from '@consulting/contracts';
import { useLanguage } from '@consulting/platform';
import { NewsCard } from './NewsCard.tsx';
import { NewsModal } from './NewsModal.tsx';
import { useNewsList } from './news-api.ts';
import {
  CATEGORY_FILTERS,
  filterNews,
  formatCount,
  formatNewsDate,
  newsStatistics,
  newsText,
  type NewsCategoryFilter,
} from './news-filter.ts';
import { NEWS_NAMESPACE } from './news-translations.ts';
import './news.css';
import { FormPageHero } from '../../ui-local/FormPage.tsx';

/** How many items the latest-news list shows. */
const LATEST_COUNT = 4;

/**
 * `/news` (spec §2 "News page"): search combined with the category dropdown, the featured and
 * all-news sections, the empty state, the read-more dialog, the statistics band, the latest
 * news and the newsletter note.
 */
export function NewsPage() {
  const { t } = useTranslation(NEWS_NAMESPACE);
  const language = useLanguage((state) => state.language);
  // The items published in the page's language (read again when it changes).
  const list = useNewsList(language);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<NewsCategoryFilter>('all');
  const [open, setOpen] = useState<NewsItemRecord | null>(null);
  const listTop = useRef<HTMLDivElement>(null);

  const news = useMemo(() => list?.news ?? [], [list]);
  const matches = useMemo(() => filterNews(news, { query, category }, language), [news, query, category, language]);
  const featured = matches.filter((item) => item.featured);
  const others = matches.filter((item) => !item.featured);
  const stats = newsStatistics(news);
  const latest = useMemo(
    // ISO 8601 times order as plain strings; `localeCompare` would load ICU's collation data
    // (a main-thread cost on the page's first render) for no difference.
    () =>
      [...news]
        .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
        .slice(0, LATEST_COUNT),
    [news],
  );

  function viewAll() {
    setQuery('');
    setCategory('all');
    listTop.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }

  return (
    <div className="news-page">
      <FormPageHero title={PUBLIC_PAGE_HEADINGS['/news'][language]} subtitle={t('subtitle')} />

      <div className="container news-page__body" ref={listTop}>
        <div className="news-filters" role="search">
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchLabel')}
            data-testid="news-search"
            className="news-filters__search"
          />
          <select
            value={category}
            onChange={(event) => setCategory(event.target.value as NewsCategoryFilter)}
            aria-label={t('categoryLabel')}
            data-testid="news-category"
            className="news-filters__category"
          >
            {CATEGORY_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`categories.${value}`)}
              </option>
            ))}
          </select>
        </div>

        {list === null ? (
          <div className="news-loading">
            <Spin tip={t('loading')} label={t('loading')} />
          </div>
        ) : matches.length === 0 ? (
          <div className="news-empty" data-testid="news-empty">
            <svg
              className="news-empty__image"
              viewBox="0 0 64 48"
              width="96"
              height="72"
              aria-hidden="true"
              fill="none"
              stroke="#8aa4b8"
              strokeWidth="2"
            >
              <rect x="3" y="3" width="58" height="42" rx="5" />
              <path d="M15 17h34M15 25h26M15 33h18" />
            </svg>
            <strong className="news-empty__title">{t('emptyTitle')}</strong>
            <span className="news-empty__hint">{t('emptyHint')}</span>
          </div>
        ) : (
          <>
            {featured.length > 0 && (
              <section className="news-section" data-testid="news-featured" aria-labelledby="news-featured-title">
                <h2 id="news-featured-title">{t('featured')}</h2>
                <div className="news-grid news-grid--featured">
                  {featured.map((item) => (
                    <NewsCard key={item.id} item={item} onReadMore={setOpen} featured />
                  ))}
                </div>
              </section>
            )}
            {others.length > 0 && (
              <section className="news-section" data-testid="news-all" aria-labelledby="news-all-title">
                <h2 id="news-all-title">{t('allNews')}</h2>
                <div className="news-grid">
                  {others.map((item) => (
                    <NewsCard key={item.id} item={item} onReadMore={setOpen} />
                  ))}
                </div>
              </section>
            )}
          </>
        )}
      </div>

      {list !== null && (
        <section className="news-stats" data-testid="news-stats" aria-label={t('stats.title')}>
          <div className="container news-stats__grid">
            <div>
              <strong data-testid="news-stat-articles">{formatCount(stats.articles, language)}</strong>
              <span>{t('stats.articles')}</span>
            </div>
            <div>
              <strong data-testid="news-stat-views">{formatCount(stats.views, language)}</strong>
              <span>{t('stats.readers')}</span>
            </div>
            <div>
              <strong data-testid="news-stat-categories">{formatCount(stats.categories, language)}</strong>
              <span>{t('stats.categories')}</span>
            </div>
            <div>
              <strong>100%</strong>
              <span>{t('stats.exclusive')}</span>
            </div>
          </div>
        </section>
      )}

      <div className="container news-page__aside">
        {latest.length > 0 && (
          <section className="news-latest" aria-labelledby="news-latest-title">
            <h2 id="news-latest-title">{t('latest')}</h2>
            <ul>
              {latest.map((item) => (
                <li key={item.id}>
                  <button type="button" onClick={() => setOpen(item)} className="news-latest__item">
                    <span>{newsText(item, language).title}</span>
                    <time dateTime={item.created_at}>{formatNewsDate(item.created_at, language)}</time>
                  </button>
                </li>
              ))}
            </ul>
            <Button onClick={viewAll} data-testid="news-view-all">
              {t('viewAll')}
            </Button>
          </section>
        )}
        <section className="news-newsletter" aria-labelledby="news-newsletter-title">
          <h2 id="news-newsletter-title">{t('newsletterTitle')}</h2>
          <p>{t('newsletterText')}</p>
        </section>
      </div>

      <NewsModal item={open} onClose={() => setOpen(null)} />
    </div>
  );
}
