/** What other features may use of the news feature (the home page's latest news). */
export { STATIC_NEWS } from './static-news.ts';
export { NewsImage } from './NewsImage.tsx';
export { formatNewsDate, newsText } from './news-filter.ts';
export { NEWS_NAMESPACE } from './news-translations.ts';
export { NewsPrerenderData } from './news-prerender.ts';
