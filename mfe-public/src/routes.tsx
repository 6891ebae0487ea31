/**
 * The remote's one public module (`mfe_public/routes`): route objects with absolute paths that
 * the shell renders with `useRoutes` when it owns the location (shell route table). The paths
 * are the site contract's public pages (`pagesOf('public')`); `PAGES` maps each page's module
 * key to its element and handle. Importing this module registers the light UI's styles
 * (`@consulting/ui`); each page's code, with its texts (the `public` namespace included:
 * translations.ts), is a lazy chunk of its own (groups/lazy-page.tsx), and none uses antd.
 */
import type { RouteObject } from 'react-router-dom';
import { pagesOf, type PageModule } from '@consulting/contracts';
import { pageRoute } from './groups/lazy-page.tsx';
import './styles/engage.css';
import '@consulting/ui/ui.css';
import './styles/public.css';

const legal = () => import('./features/about/LegalPage.tsx');

const PAGES: Record<PageModule<'public'>, Pick<RouteObject, 'element' | 'handle'>> = {
  HomePage: pageRoute(
    () => import('./features/home/HomePage.tsx'),
    (m) => m.HomePage,
  ),
  AboutPage: pageRoute(
    () => import('./features/about/AboutPage.tsx'),
    (m) => m.AboutPage,
  ),
  OverviewPage: pageRoute(
    () => import('./features/about/OverviewPage.tsx'),
    (m) => m.OverviewPage,
  ),
  VisionPage: pageRoute(
    () => import('./features/about/VisionPage.tsx'),
    (m) => m.VisionPage,
  ),
  GoalsPage: pageRoute(
    () => import('./features/about/GoalsPage.tsx'),
    (m) => m.GoalsPage,
  ),
  TeamPage: pageRoute(
    () => import('./features/about/TeamPage.tsx'),
    (m) => m.TeamPage,
  ),
  PartnersPage: pageRoute(
    () => import('./features/about/PartnersPage.tsx'),
    (m) => m.PartnersPage,
  ),
  PrivacyPage: pageRoute(legal, (m) => m.PrivacyPage),
  TermsPage: pageRoute(legal, (m) => m.TermsPage),
  BankAccountsPage: pageRoute(
    () => import('./features/banking/BankAccountsPage.tsx'),
    (m) => m.BankAccountsPage,
  ),
  ContactPage: pageRoute(
    () => import('./features/contact/ContactPage.tsx'),
    (m) => m.ContactPage,
  ),
  ContactMessagePage: pageRoute(
    () => import('./features/contact-message/ContactMessagePage.tsx'),
    (m) => m.ContactMessagePage,
  ),
  SitemapPage: pageRoute(
    () => import('./features/sitemap/SitemapPage.tsx'),
    (m) => m.SitemapPage,
  ),
  ServicesListPage: pageRoute(
    () => import('./features/services-list/ServicesListPage.tsx'),
    (m) => m.ServicesListPage,
  ),
  ServiceRequestPage: pageRoute(
    () => import('./features/service-request/ServiceRequestPage.tsx'),
    (m) => m.ServiceRequestRoute,
  ),
  JoinUsPage: pageRoute(
    () => import('./features/join-us/JoinUsPage.tsx'),
    (m) => m.JoinUsRoute,
  ),
  NewsPage: pageRoute(
    () => import('./features/news/NewsPage.tsx'),
    (m) => m.NewsPage,
  ),
  NewsItemPage: pageRoute(
    () => import('./features/news/NewsItemPage.tsx'),
    (m) => m.NewsItemPage,
  ),
  CreativeDemoPage: pageRoute(
    () => import('./features/creative-demo/CreativeDemoPage.tsx'),
    (m) => m.CreativeDemoPage,
  ),
};

const routes: RouteObject[] = pagesOf('public').map(({ path, module }) => ({ path, ...PAGES[module] }));

export default routes;
