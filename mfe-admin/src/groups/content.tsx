/**
 * Admin pages for what the public site shows: services, sectors, news and contact messages.
 * Rendered inside AdminLayout (sidebar, session check).
 */
import type { RouteObject } from 'react-router-dom';
import ServicesPage from '../features/services/ServicesPage.tsx';
import SectorsPage from '../features/sectors/SectorsPage.tsx';
import NewsPage from '../features/news/NewsPage.tsx';
import MessagesPage from '../features/messages/MessagesPage.tsx';

export const contentRoutes: RouteObject[] = [
  { path: '/admin/services', element: <ServicesPage /> },
  { path: '/admin/sectors', element: <SectorsPage /> },
  { path: '/admin/news', element: <NewsPage /> },
  { path: '/admin/messages', element: <MessagesPage /> },
];
