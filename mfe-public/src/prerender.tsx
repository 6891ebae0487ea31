/**
 * Server entry of this remote's prerender (issue 6: the first view paints from the HTML, before
 * any script runs; issue 16 part 4: every public page, in Arabic and English). Built for node
 * by `rspack.prerender.config.ts`; the build then writes each page the site contract marks
 * `prerendered: 'build'` in Arabic and English into `dist/prerender/` with its stylesheets, with
 * the built-in texts, and lists the `'request'` pages (the news list and a news item) with
 * their stylesheets only. The gateway renders the pages again with the editors' snapshot in the
 * site-content store (issue 15 part 5), and the news pages with the items it read from content
 * (`NewsPrerenderData`). Data other pages read in effects (the home page's news and sectors)
 * shows its built-in texts (effects do not run here). The forms render inert: the live page
 * takes over before anyone can type (the gateway's wrapper is `inert`).
 */
import { prerenderedPaths, requestRenderedPages } from '@consulting/contracts';
import type { PrerenderPage } from '@consulting/mf-config/prerender';
import { renderRoutes } from '@consulting/mf-config/render-page';
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

function prerenderPage(path: string, perRequest: boolean): PrerenderPage {
  const page = PAGE_MODULES[path];
  if (!page) throw new Error(`prerender: no module listed for ${path} (PAGE_MODULES)`);
  return { path, perRequest, modules: ['src/routes.tsx', page] };
}

/**
 * The pages the site contract marks prerendered for this remote, with the modules whose client
 * chunks hold their CSS. Throws (failing the build) for a prerendered path without its module.
 */
export const pages: PrerenderPage[] = [
  ...prerenderedPaths('public').map((path) => prerenderPage(path, false)),
  ...requestRenderedPages('public').map((path) => prerenderPage(path, true)),
];

/**
 * The HTML this remote renders for a path in a language (what goes in the shell's `<main>`);
 * the news pages show the items in `data` (the gateway's, read from content).
 */
export const render = renderRoutes(routes, (page, data) => (
  <NewsPrerenderData.Provider value={data}>{page}</NewsPrerenderData.Provider>
));
