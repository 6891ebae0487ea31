/**
 * The remote's one public module (`mfe_public/routes`): route objects with absolute paths that
 * the shell renders with `useRoutes` when it owns the location (shell route table). The paths
 * are the site contract's public pages (`pagesOf('public')`); `PAGES` maps each page's module
 * key to its element. Importing this module registers the light UI's styles
 * (`@consulting/ui`); each page's code, with its texts (the `public` namespace included:
 * translations.ts), is a lazy chunk of its own (groups/lazy-page.tsx), and none uses antd.
 */
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { pagesOf, type PageModule } from '@consulting/contracts';
import { lazyPage } from './groups/lazy-page.tsx';
import './styles/engage.css';
import '@consulting/ui/ui.css';
import './styles/public.css';

const legal = () => import('./features/about/LegalPage.tsx');

const PAGES: Record<PageModule<'public'>, ReactElement> = {
  HomePage: lazyPage(
    () => import('./features/home/HomePage.tsx'),
    (m) => m.HomePage,
  ),
  AboutPage: lazyPage(
    () => import('./features/about/AboutPage.tsx'),
    (m) => m.AboutPage,
  ),
  OverviewPage: lazyPage(
    () => import('./features/about/OverviewPage.tsx'),
    (m) => m.OverviewPage,
  ),
  VisionPage: lazyPage(
    () => import('./features/about/VisionPage.tsx'),
    (m) => m.VisionPage,
  ),
  GoalsPage: lazyPage(
    () => import('./features/about/GoalsPage.tsx'),
    (m) => m.GoalsPage,
  ),
  TeamPage: lazyPage(
    () => import('./features/about/TeamPage.tsx'),
    (m) => m.TeamPage,
  ),
  PartnersPage: lazyPage(
    () => import('./features/about/PartnersPage.tsx'),
    (m) => m.PartnersPage,
  ),
  PrivacyPage: lazyPage(legal, (m) => m.PrivacyPage),
  TermsPage: lazyPage(legal, (m) => m.TermsPage),
  BankAccountsPage: lazyPage(
    () => import('./features/banking/BankAccountsPage.tsx'),
    (m) => m.BankAccountsPage,
  ),
  ContactPage: lazyPage(
    () => import('./features/contact/ContactPage.tsx'),
    (m) => m.ContactPage,
  ),
  ContactMessagePage: lazyPage(
    () => import('./features/contact-message/ContactMessagePage.tsx'),
    (m) => m.ContactMessagePage,
  ),
  SitemapPage: lazyPage(
    () => import('./features/sitemap/SitemapPage.tsx'),
    (m) => m.SitemapPage,
  ),
  ServicesListPage: lazyPage(
    () => import('./features/services-list/ServicesListPage.tsx'),
    (m) => m.ServicesListPage,
  ),
  ServiceRequestPage: lazyPage(
    () => import('./features/service-request/ServiceRequestPage.tsx'),
    (m) => m.ServiceRequestRoute,
  ),
  JoinUsPage: lazyPage(
    () => import('./features/join-us/JoinUsPage.tsx'),
    (m) => m.JoinUsRoute,
  ),
  NewsPage: lazyPage(
    () => import('./features/news/NewsPage.tsx'),
    (m) => m.NewsPage,
  ),
  NewsItemPage: lazyPage(
    () => import('./features/news/NewsItemPage.tsx'),
    (m) => m.NewsItemPage,
  ),
  CreativeDemoPage: lazyPage(
    () => import('./features/creative-demo/CreativeDemoPage.tsx'),
    (m) => m.CreativeDemoPage,
  ),
};

const routes: RouteObject[] = pagesOf('public').map(({ path, module }) => ({ path, element: PAGES[module] }));

export default routes;
