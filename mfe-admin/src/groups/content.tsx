/**
 * Admin pages for what the public site shows: services, sectors, news and contact messages, the
 * site content editors own (settings, team, partners, bank accounts, hero slides, statistics,
 * goals) and the media library. Rendered inside AdminLayout (sidebar, session check). Keyed by
 * the site contract's module names (`PageModule<'admin'>`).
 */
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

export const contentPages = {
  ServicesPage,
  SectorsPage,
  NewsPage,
  MessagesPage,
  SiteSettingsPage,
  TeamPage,
  PartnersPage,
  BankAccountsPage,
  HeroSlidesPage,
  StatisticsPage,
  GoalsPage,
  MediaPage,
};
