import { Button } from '@consulting/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NEWS_CATEGORY_LABELS, type NewsItemRecord } from '@consulting/contracts';
import { useLanguage } from '@consulting/platform';
import { PUBLIC_NAMESPACE } from '../../translations.ts';
import { NewsImage, formatNewsDate, newsText } from '../news/index.ts';
import { HOME_NEWS_LIMIT } from './home-data.ts';
import { Section } from '../../ui-local/Section.tsx';

/**
 * The home latest-news section (spec §2 "Home", §9): the first three items only, each with a
 * Read More link to its page `/news/{id}`; nothing when there is no news.
 */
export function LatestNewsSection({ news }: { news: NewsItemRecord[] }) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const items = news.slice(0, HOME_NEWS_LIMIT);
  if (items.length === 0) return null;
  return (
    <Section
      id="home-news-title"
      title={t('latestNews.title')}
      eyebrow={t('latestNews.eyebrow')}
      subtitle={t('latestNews.subtitle')}
      testId="home-news"
    >
      <ul className="home-news">
        {items.map((item) => {
          const { title, summary } = newsText(item, language);
          const href = `/news/${encodeURIComponent(item.id)}`;
          return (
            <li key={item.id} className="home-news__card" data-testid="home-news-card" data-news-id={item.id}>
              <NewsImage
                src={item.image}
                alt={title}
                className="home-news__image"
                media={item.image_media ?? null}
                sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                language={language}
              />
              <div className="home-news__body">
                <span className="home-news__meta">
                  {NEWS_CATEGORY_LABELS[language][item.category] ?? item.category} ·{' '}
                  <time dateTime={item.created_at}>{formatNewsDate(item.created_at, language)}</time>
                </span>
                <h3>{title}</h3>
                <p>{summary}</p>
                <Link to={href} className="home-news__more" data-testid="home-news-read-more">
                  {t('latestNews.readMore')}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="section-actions">
        <Link to="/news">
          <Button>{t('latestNews.all')}</Button>
        </Link>
      </div>
    </Section>
  );
}
