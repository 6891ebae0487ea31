import { addTranslations } from '@consulting/platform';
import { NEWS_CATEGORY_LABELS } from '@consulting/contracts';
import ar from './locales/news.ar.json' with { type: 'json' };
import en from './locales/news.en.json' with { type: 'json' };

/** i18next namespace of the news pages. */
export const NEWS_NAMESPACE = 'public-news';

// The category labels are the contract's, shared with the editors' news form.
addTranslations(NEWS_NAMESPACE, {
  ar: { ...ar, categories: NEWS_CATEGORY_LABELS.ar },
  en: { ...(en satisfies typeof ar), categories: NEWS_CATEGORY_LABELS.en },
});
