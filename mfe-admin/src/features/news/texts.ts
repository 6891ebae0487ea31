import { NEWS_CATEGORY_LABELS, type NewsCategory } from '@consulting/contracts';
import ar from './locales/ar.json' with { type: 'json' };

/**
 * Texts of /admin/news (Arabic only, spec §1; toasts and confirmation from spec §5, §8):
 * `locales/ar.json` `news`. `publishedAr` / `publishedEn` are the list's per-language badges;
 * `requiredToPublish` is the client-side rule of a published language (the server answers the
 * same in Arabic).
 */
export const NEWS_AR = {
  ...ar.news,
  loadFailed: (message: string) => `خطأ في تحميل الأخبار: ${message}`,
  scheduled: (date: string) => `مجدول: ${date}`,
};

/** Texts of the rich text field's toolbar: `locales/ar.json` `editor`. */
export const NEWS_EDITOR_AR = {
  ...ar.editor,
  toolbar: (field: string) => `أدوات تنسيق ${field}`,
};

/** Arabic labels of the news categories (the public news page's wording, spec §2 "News page"). */
export const NEWS_CATEGORY_AR: Record<NewsCategory, string> = NEWS_CATEGORY_LABELS.ar;
