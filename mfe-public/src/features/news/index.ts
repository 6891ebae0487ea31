/** What other features may use of the news feature (the home page's latest news). */
export { loadBuiltInNews } from './built-in-news.ts';
export { NewsImage } from './NewsImage.tsx';
export { formatNewsDate, newsText } from './news-filter.ts';
export { NewsPrerenderData } from './news-prerender.ts';
