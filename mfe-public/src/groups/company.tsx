/**
 * Routes of the pages about the company: about and its sub-pages, bank accounts, site map,
 * the services list and the creative demo. Each page is its own lazy chunk (none uses antd).
 */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page.tsx';

const legal = () => import('../features/about/LegalPage.tsx');

export const companyRoutes: RouteObject[] = [
  {
    path: '/about',
    element: lazyPage(
      () => import('../features/about/AboutPage.tsx'),
      (m) => m.AboutPage,
    ),
  },
  {
    path: '/about/overview',
    element: lazyPage(
      () => import('../features/about/OverviewPage.tsx'),
      (m) => m.OverviewPage,
    ),
  },
  {
    path: '/about/vision',
    element: lazyPage(
      () => import('../features/about/VisionPage.tsx'),
      (m) => m.VisionPage,
    ),
  },
  {
    path: '/about/goals',
    element: lazyPage(
      () => import('../features/about/GoalsPage.tsx'),
      (m) => m.GoalsPage,
    ),
  },
  {
    path: '/about/team',
    element: lazyPage(
      () => import('../features/about/TeamPage.tsx'),
      (m) => m.TeamPage,
    ),
  },
  {
    path: '/about/partners',
    element: lazyPage(
      () => import('../features/about/PartnersPage.tsx'),
      (m) => m.PartnersPage,
    ),
  },
  { path: '/about/privacy', element: lazyPage(legal, (m) => m.PrivacyPage) },
  { path: '/about/terms', element: lazyPage(legal, (m) => m.TermsPage) },
  {
    path: '/banking/accounts',
    element: lazyPage(
      () => import('../features/banking/BankAccountsPage.tsx'),
      (m) => m.BankAccountsPage,
    ),
  },
  {
    path: '/sitemap',
    element: lazyPage(
      () => import('../features/sitemap/SitemapPage.tsx'),
      (m) => m.SitemapPage,
    ),
  },
  {
    path: '/services',
    element: lazyPage(
      () => import('../features/services-list/ServicesListPage.tsx'),
      (m) => m.ServicesListPage,
    ),
  },
  {
    path: '/creative-demo',
    element: lazyPage(
      () => import('../features/creative-demo/CreativeDemoPage.tsx'),
      (m) => m.CreativeDemoPage,
    ),
  },
];
