/**
 * Server entry of this remote (architecture "Server rendering with hydration"), built for node by
 * `rspack.prerender.config.ts`: the pages the site contract marks server-rendered for this remote
 * with the modules whose client chunks hold their CSS (the build writes them into
 * `dist/prerender/manifest.json`), and its routes for the shell's server render, which the
 * gateway runs per request with the editors' snapshot and, for the news pages, the items it read
 * from content (`NewsPrerenderData`). Data other pages fetch in effects (the home page's news
 * and sectors) shows its loading state, as the browser's first render does.
 */
import { prerenderedPaths, requestRenderedPages } from '@consulting/contracts';
import type { PrerenderPage } from '@consulting/mf-config/prerender';
import { remoteServerRoutes } from '@consulting/mf-config/render-page';
import { NewsPrerenderData } from './features/news/index.ts';
import routes from './routes.tsx';

/** The module of each prerendered page (a pattern for a page rendered at request time), whose client chunks hold its CSS. */
const PAGE_MODULES: Record<string, string> = {
  '/': 'src/features/home/HomePage.tsx',
  '/about': 'src/features/about/AboutPage.tsx',
  '/about/overview': 'src/features/about/OverviewPage.tsx',
  '/about/vision': 'src/features/about/VisionPage.tsx',
  '/about/goals': 'src/features/about/GoalsPage.tsx',
  '/about/team': 'src/features/about/TeamPage.tsx',
  '/about/partners': 'src/features/about/PartnersPage.tsx',
  '/about/privacy': 'src/features/about/LegalPage.tsx',
  '/about/terms': 'src/features/about/LegalPage.tsx',
  '/banking/accounts': 'src/features/banking/BankAccountsPage.tsx',
  '/contact': 'src/features/contact/ContactPage.tsx',
  '/contact/message': 'src/features/contact-message/ContactMessagePage.tsx',
  '/sitemap': 'src/features/sitemap/SitemapPage.tsx',
  '/services': 'src/features/services-list/ServicesListPage.tsx',
  '/service-request': 'src/features/service-request/ServiceRequestPage.tsx',
  '/join-us': 'src/features/join-us/JoinUsPage.tsx',
  '/news': 'src/features/news/NewsPage.tsx',
  '/news/:id': 'src/features/news/NewsItemPage.tsx',
  '/creative-demo': 'src/features/creative-demo/CreativeDemoPage.tsx',
};

function prerenderPage(path: string): PrerenderPage {
  const page = PAGE_MODULES[path];
  if (!page) throw new Error(`prerender: no module listed for ${path} (PAGE_MODULES)`);
  return { path, modules: ['src/routes.tsx', page] };
}

/**
 * The pages the site contract marks prerendered for this remote, with the modules whose client
 * chunks hold their CSS. Throws (failing the build) for a prerendered path without its module.
 */
export const pages: PrerenderPage[] = [
  ...prerenderedPaths('public').map(prerenderPage),
  ...requestRenderedPages('public').map(prerenderPage),
];

/** This remote's routes for the shell's server render; the news pages show the items in `data`. */
export const serverRoutes = remoteServerRoutes(routes, (page, data) => (
  <NewsPrerenderData.Provider value={data}>{page}</NewsPrerenderData.Provider>
));
