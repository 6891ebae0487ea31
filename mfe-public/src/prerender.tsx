/**
 * Server entry of this remote's prerender (issue 6: the first view paints from the HTML, before
 * any script runs). Built for node by `rspack.prerender.config.ts`; the build then writes each
 * page below in Arabic and English into `dist/prerender/` with its stylesheets, with the
 * built-in texts. The gateway renders the same pages again with the editors' snapshot in the
 * site-content store (issue 15 part 5), so each page that shows editor content is listed here:
 * home (hero slides, statistics), team, partners, goals, bank accounts and the two contact
 * pages (the settings' phone, email, address and hours). Data read by effects
 * (the home page's news and sectors) shows its built-in texts (effects do not run here).
 */
import type { PrerenderPage } from '@consulting/mf-config/prerender';
import { renderRoutes } from '@consulting/mf-config/render-page';
import routes from './routes.tsx';

/** The pages prerendered, with the modules whose client chunks hold their CSS. */
export const pages: PrerenderPage[] = [
  { path: '/', modules: ['src/routes.tsx', 'src/features/home/HomePage.tsx'] },
  { path: '/about/team', modules: ['src/routes.tsx', 'src/features/about/TeamPage.tsx'] },
  { path: '/about/partners', modules: ['src/routes.tsx', 'src/features/about/PartnersPage.tsx'] },
  { path: '/about/goals', modules: ['src/routes.tsx', 'src/features/about/GoalsPage.tsx'] },
  { path: '/banking/accounts', modules: ['src/routes.tsx', 'src/features/banking/BankAccountsPage.tsx'] },
  { path: '/contact', modules: ['src/routes.tsx', 'src/features/contact/ContactPage.tsx'] },
  { path: '/contact/message', modules: ['src/routes.tsx', 'src/features/contact-message/ContactMessagePage.tsx'] },
];

/** The HTML this remote renders for a path in a language (what goes in the shell's `<main>`). */
export const render = renderRoutes(routes);
