import type { NewsCategory } from '@consulting/contracts';
import type { Language } from '@consulting/platform';

/**
 * The name of each news category (spec §3 "News item"), and `all` for the filter that shows
 * every category, in both languages. The news pages read them as `categories.*` of their
 * namespace (news-translations.ts); the home page's latest news reads them from here, so it does
 * not download the news pages' other texts (issue 16 part 4).
 */
export const NEWS_CATEGORY_LABELS: Record<Language, Record<NewsCategory | 'all', string>> = {
  ar: {
    all: 'جميع الأخبار',
    'company-news': 'أخبار الشركة',
    partnerships: 'الشراكات',
    innovation: 'الابتكار',
    events: 'الفعاليات',
    financing: 'التمويل',
    training: 'التدريب',
  },
  en: {
    all: 'All News',
    'company-news': 'Company News',
    partnerships: 'Partnerships',
    innovation: 'Innovation',
    events: 'Events',
    financing: 'Financing',
    training: 'Training',
  },
};
