import { useEffect } from 'react';
import { buttonClassName, Result, Spin, Tag } from '@consulting/ui';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@consulting/platform';
import { NewsContent } from './NewsContent.tsx';
import { NewsImage } from './NewsImage.tsx';
import { useNewsItem } from './news-api.ts';
import { formatCount, formatNewsDate, newsText } from './news-filter.ts';
import { NEWS_NAMESPACE } from './news-translations.ts';
import './news.css';

/** How wide the item page draws its image: the column is at most 52rem (news.css `.news-item`). */
const ITEM_IMAGE_SIZES = '(max-width: 54rem) calc(100vw - 2rem), 52rem';

/**
 * `/news/:id`: one news item on its own page, in the current language (an item
 * not published in it is not found). Its `<h1>` and the document title are the item's title;
 * the content is its sanitised HTML; an unknown id shows a not-found message with a link to
 * /news. With `?preview=<token>` (a staff preview link) it asks for the item in any state and
 * says so in a banner.
 */
export function NewsItemPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const preview = searchParams.get('preview');
  const { t } = useTranslation(NEWS_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const result = useNewsItem(id, language, preview);
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
            <Link to="/news" className={buttonClassName({ type: 'primary' })}>
              {t('backToNews')}
            </Link>
          }
        />
      </div>
    );
  }
  const { item } = result;
  return (
    <article className="news-item container" data-testid="news-item-page" data-news-id={item.id}>
      {result.preview && (
        <p className="news-preview-banner" role="status" data-testid="news-preview-banner">
          {t('previewBanner')}
        </p>
      )}
      <Link to="/news" className="news-item__back">
        {t('backToNews')}
      </Link>
      <div className="news-card__meta">
        <Tag color="gold">{t(`categories.${item.category}`)}</Tag>
        <time dateTime={item.created_at}>{formatNewsDate(item.created_at, language)}</time>
        {text.author && <span>{t('by', { author: text.author })}</span>}
        <span>{t('views', { count: formatCount(item.views, language) })}</span>
      </div>
      <h1 className="news-item__title">{text.title}</h1>
      <p className="news-item__summary">{text.summary}</p>
      {(item.image_media || item.image) && (
        <NewsImage
          src={item.image}
          media={item.image_media}
          sizes={ITEM_IMAGE_SIZES}
          language={language}
          alt={text.title}
          className="news-detail__image"
        />
      )}
      <NewsContent html={text.content} dir={language === 'ar' ? 'rtl' : 'ltr'} className="news-detail__content" />
    </article>
  );
}
