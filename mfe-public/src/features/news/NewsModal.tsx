import { Button, Tag } from '@consulting/ui';
import { useTranslation } from 'react-i18next';
import type { NewsItemRecord } from '@consulting/contracts';
import { useLanguage } from '@consulting/platform';
import { Dialog } from '../../ui-local/Dialog.tsx';
import { NewsContent } from './NewsContent.tsx';
import { NewsImage } from './NewsImage.tsx';
import { formatCount, formatNewsDate, newsText } from './news-filter.ts';
import { NEWS_NAMESPACE } from './news-translations.ts';

/**
 * The read-more dialog (spec §2 "News page"): title, date, author, views, category, image and
 * the full content (sanitised HTML); a modal `<dialog>` closed with the Close button, the × button, Escape or a
 * click on the dimmed backdrop, focus going back to the Read More button that opened it.
 */
export function NewsModal({ item, onClose }: { item: NewsItemRecord | null; onClose: () => void }) {
  const { t } = useTranslation(NEWS_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const text = item ? newsText(item, language) : null;
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      title={text?.title}
      closeLabel={t('close')}
      footer={
        <Button type="primary" onClick={onClose} data-testid="news-modal-close">
          {t('close')}
        </Button>
      }
    >
      {item && text && (
        <div data-testid="news-modal" className="news-detail">
          <div className="news-card__meta">
            <Tag color="gold">{t(`categories.${item.category}`)}</Tag>
            <time dateTime={item.created_at}>{formatNewsDate(item.created_at, language)}</time>
            {text.author && <span>{t('by', { author: text.author })}</span>}
            <span>{t('views', { count: formatCount(item.views, language) })}</span>
          </div>
          <NewsImage
            src={item.image}
            media={item.image_media}
            // The dialog is at most 760px wide (ui-local.css), less its padding.
            sizes="(max-width: 760px) calc(100vw - 4rem), 712px"
            language={language}
            alt={text.title}
            className="news-detail__image"
          />
          <NewsContent html={text.content} dir={language === 'ar' ? 'rtl' : 'ltr'} className="news-detail__content" />
        </div>
      )}
    </Dialog>
  );
}
