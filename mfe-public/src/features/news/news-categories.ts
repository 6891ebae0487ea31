/**
 * The news category names (contracts `NEWS_CATEGORY_LABELS`, shared with the admin panel). The
 * news pages read them as `categories.*` of their namespace (news-translations.ts); the home
 * page's latest news reads them from here, so it does not download the news pages' other texts
 * (issue 16 part 4).
 */
export { NEWS_CATEGORY_LABELS } from '@consulting/contracts';
