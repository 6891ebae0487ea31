import { Button, Tag } from '@consulting/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NewsItemRecord } from '@consulting/contracts';
import { useLanguage } from '@consulting/platform';
import { NewsImage } from './NewsImage.tsx';
import { formatCount, formatNewsDate, newsText } from './news-filter.ts';
import { NEWS_NAMESPACE } from './news-translations.ts';

/** One news card of the list: image, category, date, title, summary, views and Read More. */
export function NewsCard({ item, onReadMore }: { item: NewsItemRecord; onReadMore: (item: NewsItemRecord) => void }) {
  const { t } = useTranslation(NEWS_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const { title, summary } = newsText(item, language);
  return (
    <article className="news-card" data-testid="news-card" data-news-id={item.id}>
      <NewsImage src={item.image} alt={title} className="news-card__image" />
      <div className="news-card__body">
        <div className="news-card__meta">
          <Tag color="gold">{t(`categories.${item.category}`)}</Tag>
          {item.featured && <Tag color="blue">{t('featuredBadge')}</Tag>}
          <time dateTime={item.created_at}>{formatNewsDate(item.created_at, language)}</time>
        </div>
        <h3 className="news-card__title">
          <Link to={`/news/${encodeURIComponent(item.id)}`}>{title}</Link>
        </h3>
        <p className="news-card__summary">{summary}</p>
        <div className="news-card__footer">
          <span className="news-card__views">{t('views', { count: formatCount(item.views) })}</span>
          <Button type="link" onClick={() => onReadMore(item)} data-testid="news-read-more">
            {t('readMore')}
          </Button>
        </div>
      </div>
    </article>
  );
}
