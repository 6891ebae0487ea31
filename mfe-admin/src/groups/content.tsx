/**
 * Admin pages for what the public site shows: services, sectors, news and contact messages, and
 * the site content editors own (issue 15 part 1: settings, team, partners, bank accounts, hero
 * slides, statistics, goals).
 * Rendered inside AdminLayout (sidebar, session check).
 */
import type { RouteObject } from 'react-router-dom';
import ServicesPage from '../features/services/ServicesPage.tsx';
import SectorsPage from '../features/sectors/SectorsPage.tsx';
import NewsPage from '../features/news/NewsPage.tsx';
import MessagesPage from '../features/messages/MessagesPage.tsx';
import SiteSettingsPage from '../features/site-content/SiteSettingsPage.tsx';
import TeamPage from '../features/site-content/TeamPage.tsx';
import PartnersPage from '../features/site-content/PartnersPage.tsx';
import BankAccountsPage from '../features/site-content/BankAccountsPage.tsx';
import HeroSlidesPage from '../features/site-content/HeroSlidesPage.tsx';
import StatisticsPage from '../features/site-content/StatisticsPage.tsx';
import GoalsPage from '../features/site-content/GoalsPage.tsx';
import MediaPage from '../features/media/MediaPage.tsx';

export const contentRoutes: RouteObject[] = [
  { path: '/admin/services', element: <ServicesPage /> },
  { path: '/admin/sectors', element: <SectorsPage /> },
  { path: '/admin/news', element: <NewsPage /> },
  { path: '/admin/messages', element: <MessagesPage /> },
  // Issue 15 part 1: the site's settings and lists editors own.
  { path: '/admin/site-content/settings', element: <SiteSettingsPage /> },
  { path: '/admin/site-content/team', element: <TeamPage /> },
  { path: '/admin/site-content/partners', element: <PartnersPage /> },
  { path: '/admin/site-content/bank-accounts', element: <BankAccountsPage /> },
  { path: '/admin/site-content/hero-slides', element: <HeroSlidesPage /> },
  { path: '/admin/site-content/statistics', element: <StatisticsPage /> },
  { path: '/admin/site-content/goals', element: <GoalsPage /> },
  // Issue 15 part 2: the media library.
  { path: '/admin/media', element: <MediaPage /> },
];
