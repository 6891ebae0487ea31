import type { NewsItemRecord } from '@consulting/contracts';

/**
 * The six built-in sample news items (`static-news.ts`), shown only when the news service
 * cannot be read: a chunk of their own, imported on the first failure, so a
 * page whose news loads never downloads them. Rejects when the chunk cannot be loaded.
 */
export function loadBuiltInNews(): Promise<NewsItemRecord[]> {
  return import('./static-news.ts').then((module) => module.STATIC_NEWS);
}
