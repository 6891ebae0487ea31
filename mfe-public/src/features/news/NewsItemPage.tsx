import { useEffect } from 'react';
import { Button, Result, Spin, Tag } from '@consulting/ui';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@consulting/platform';
import { NewsImage } from './NewsImage.tsx';
import { useNewsItem } from './news-api.ts';
import { formatCount, formatNewsDate, newsText } from './news-filter.ts';
import { NEWS_NAMESPACE } from './news-translations.ts';
import './news.css';

/**
 * `/news/:id`: one news item on its own page. Its `<h1>` and the document title are the item's
 * title in the current language; an unknown id shows a not-found message with a link to /news.
 */
export function NewsItemPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(NEWS_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const result = useNewsItem(id);
  const text = result.status === 'found' ? newsText(result.item, language) : null;

  const missingTitle =
    result.status === 'not-found' ? t('notFoundTitle') : result.status === 'error' ? t('errorTitle') : '';
  const pageTitle = text?.title || missingTitle;
  useEffect(() => {
    if (pageTitle) document.title = pageTitle;
  }, [pageTitle]);

  if (result.status === 'loading') {
    return (
      <div className="news-loading" data-testid="news-item-loading">
        <Spin label={t('loading')} />
      </div>
    );
  }
  if (result.status !== 'found' || !text) {
    const notFound = result.status === 'not-found';
    return (
      <div className="container" data-testid="news-item-not-found">
        <Result
          status={notFound ? '404' : 'warning'}
          title={<h1 className="news-item__missing">{notFound ? t('notFoundTitle') : t('errorTitle')}</h1>}
          subTitle={notFound ? t('notFoundText') : result.status === 'error' ? result.message : undefined}
          extra={
            <Link to="/news">
              <Button type="primary">{t('backToNews')}</Button>
            </Link>
          }
        />
      </div>
    );
  }
  const { item } = result;
  return (
    <article className="news-item container" data-testid="news-item-page" data-news-id={item.id}>
      <Link to="/news" className="news-item__back">
        {t('backToNews')}
      </Link>
      <div className="news-card__meta">
        <Tag color="gold">{t(`categories.${item.category}`)}</Tag>
        <time dateTime={item.created_at}>{formatNewsDate(item.created_at, language)}</time>
        <span>{t('by', { author: item.author })}</span>
        <span>{t('views', { count: formatCount(item.views) })}</span>
      </div>
      <h1 className="news-item__title">{text.title}</h1>
      <p className="news-item__summary">{text.summary}</p>
      {item.image && <NewsImage src={item.image} alt={text.title} className="news-detail__image" />}
      <p className="news-detail__content">{text.content}</p>
    </article>
  );
}
