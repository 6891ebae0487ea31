import { Button, Tag } from '@consulting/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NewsItemRecord } from '@consulting/contracts';
import { useLanguage } from '@consulting/platform';
import { NewsImage } from './NewsImage.tsx';
import { formatCount, formatNewsDate, newsText } from './news-filter.ts';
import { NEWS_NAMESPACE } from './news-translations.ts';

/** How wide a card's image is drawn: the grids of news.css (3 columns, 2 below 900px, 1 below 600px). */
const CARD_SIZES = '(max-width: 600px) 100vw, (max-width: 900px) 50vw, 33vw';
/** The featured grid has 2 columns down to 600px. */
const FEATURED_CARD_SIZES = '(max-width: 600px) 100vw, 50vw';

/**
 * One news card of the list: image (a library image responsively), category,
 * date, title, summary, views and Read More. `featured` cards sit in the two-column grid.
 */
export function NewsCard({
  item,
  onReadMore,
  featured = false,
}: {
  item: NewsItemRecord;
  onReadMore: (item: NewsItemRecord) => void;
  featured?: boolean;
}) {
  const { t } = useTranslation(NEWS_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const { title, summary } = newsText(item, language);
  return (
    <article className="news-card" data-testid="news-card" data-news-id={item.id}>
      <NewsImage
        src={item.image}
        media={item.image_media}
        sizes={featured ? FEATURED_CARD_SIZES : CARD_SIZES}
        language={language}
        alt={title}
        className="news-card__image"
      />
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
          <span className="news-card__views">{t('views', { count: formatCount(item.views, language) })}</span>
          <Button type="link" onClick={() => onReadMore(item)} data-testid="news-read-more">
            {t('readMore')}
          </Button>
        </div>
      </div>
    </article>
  );
}
