/**
 * Routes of the pages about the company: about and its sub-pages, bank accounts, site map,
 * the services list and the creative demo.
 */
import type { RouteObject } from 'react-router-dom';
import { AboutPage } from '../features/about/AboutPage.tsx';
import { GoalsPage } from '../features/about/GoalsPage.tsx';
import { PrivacyPage, TermsPage } from '../features/about/LegalPage.tsx';
import { OverviewPage } from '../features/about/OverviewPage.tsx';
import { PartnersPage } from '../features/about/PartnersPage.tsx';
import { TeamPage } from '../features/about/TeamPage.tsx';
import { VisionPage } from '../features/about/VisionPage.tsx';
import { BankAccountsPage } from '../features/banking/BankAccountsPage.tsx';
import { CreativeDemoPage } from '../features/creative-demo/CreativeDemoPage.tsx';
import { ServicesListPage } from '../features/services-list/ServicesListPage.tsx';
import { SitemapPage } from '../features/sitemap/SitemapPage.tsx';

export const companyRoutes: RouteObject[] = [
  { path: '/about', element: <AboutPage /> },
  { path: '/about/overview', element: <OverviewPage /> },
  { path: '/about/vision', element: <VisionPage /> },
  { path: '/about/goals', element: <GoalsPage /> },
  { path: '/about/team', element: <TeamPage /> },
  { path: '/about/partners', element: <PartnersPage /> },
  { path: '/about/privacy', element: <PrivacyPage /> },
  { path: '/about/terms', element: <TermsPage /> },
  { path: '/banking/accounts', element: <BankAccountsPage /> },
  { path: '/sitemap', element: <SitemapPage /> },
  { path: '/services', element: <ServicesListPage /> },
  { path: '/creative-demo', element: <CreativeDemoPage /> },
];
