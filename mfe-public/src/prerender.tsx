/**
 * Server entry of this remote's prerender (issue 6: the first view paints from the HTML, before
 * any script runs). Built for node by `rspack.prerender.config.ts`; the build then writes each
 * page below in Arabic and English into `dist/prerender/` with its stylesheets, with the
 * built-in texts. The gateway renders the same pages again with the editors' snapshot in the
 * site-content store (issue 15 part 5), so each page that shows editor content is prerendered
 * (`prerendered` in the site contract, `SITE_PAGES`):
 * home (hero slides, statistics), team, partners, goals, bank accounts and the two contact
 * pages (the settings' phone, email, address and hours). Data read by effects
 * (the home page's news and sectors) shows its built-in texts (effects do not run here).
 */
import { prerenderedPaths } from '@consulting/contracts';
import type { PrerenderPage } from '@consulting/mf-config/prerender';
import { renderRoutes } from '@consulting/mf-config/render-page';
import routes from './routes.tsx';

/** The module of each prerendered page, whose client chunks hold its CSS. */
const PAGE_MODULES: Record<string, string> = {
  '/': 'src/features/home/HomePage.tsx',
  '/about/team': 'src/features/about/TeamPage.tsx',
  '/about/partners': 'src/features/about/PartnersPage.tsx',
  '/about/goals': 'src/features/about/GoalsPage.tsx',
  '/banking/accounts': 'src/features/banking/BankAccountsPage.tsx',
  '/contact': 'src/features/contact/ContactPage.tsx',
  '/contact/message': 'src/features/contact-message/ContactMessagePage.tsx',
};

/**
 * The pages the site contract marks prerendered for this remote, with the modules whose client
 * chunks hold their CSS. Throws (failing the build) for a prerendered path without its module.
 */
export const pages: PrerenderPage[] = prerenderedPaths('public').map((path) => {
  const page = PAGE_MODULES[path];
  if (!page) throw new Error(`prerender: no module listed for ${path} (PAGE_MODULES)`);
  return { path, modules: ['src/routes.tsx', page] };
});

/** The HTML this remote renders for a path in a language (what goes in the shell's `<main>`). */
export const render = renderRoutes(routes);
