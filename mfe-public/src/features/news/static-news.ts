import type { NewsCategory, NewsItemRecord } from '@consulting/contracts';
import samples from './static-news.json' with { type: 'json' };

/** Plain text as one HTML paragraph (`content_*` is HTML), escaped. */
const paragraph = (text: string): string =>
  `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`;

/** An item of static-news.json: `content` is plain text; `category` is a `NewsCategory`. */
type SampleItem = (typeof samples)[number];

const item = (sample: SampleItem): NewsItemRecord => ({
  id: sample.id,
  title_ar: sample.title.ar,
  title_en: sample.title.en,
  summary_ar: sample.summary.ar,
  summary_en: sample.summary.en,
  content_ar: paragraph(sample.content.ar),
  content_en: paragraph(sample.content.en),
  category: sample.category as NewsCategory,
  author: 'فريق التحرير',
  author_en: 'Editorial team',
  image: '',
  image_media: null,
  published_ar: true,
  published_en: true,
  views: sample.views,
  featured: sample.featured,
  created_at: `${sample.date}T09:00:00.000Z`,
  updated_at: `${sample.date}T09:00:00.000Z`,
});

/**
 * The six sample news items of January 2025 (spec §3 "News item", static-news.json), newest
 * first: what the news pages and the home page show when the news service is unreachable. View
 * counts are display values (spec §1: fabricated, between 100 and 1099).
 */
export const STATIC_NEWS: NewsItemRecord[] = samples.map(item);
