/**
 * Routes of the pages where visitors act: home, news, contact, contact message, join us and
 * the public service request. Each page is its own lazy chunk, and none uses antd (issue 6): the
 * forms are native controls with `@consulting/ui` fields, and join us and the service request
 * wrap themselves in the `@consulting/ui` ToastProvider for their toasts.
 */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page.tsx';
import '../styles/engage.css';

export const engageRoutes: RouteObject[] = [
  {
    path: '/',
    element: lazyPage(
      () => import('../features/home/HomePage.tsx'),
      (m) => m.HomePage,
    ),
  },
  {
    path: '/news',
    element: lazyPage(
      () => import('../features/news/NewsPage.tsx'),
      (m) => m.NewsPage,
    ),
  },
  {
    path: '/news/:id',
    element: lazyPage(
      () => import('../features/news/NewsItemPage.tsx'),
      (m) => m.NewsItemPage,
    ),
  },
  {
    path: '/contact',
    element: lazyPage(
      () => import('../features/contact/ContactPage.tsx'),
      (m) => m.ContactPage,
    ),
  },
  {
    path: '/contact/message',
    element: lazyPage(
      () => import('../features/contact-message/ContactMessagePage.tsx'),
      (m) => m.ContactMessagePage,
    ),
  },
  {
    path: '/join-us',
    element: lazyPage(
      () => import('../features/join-us/JoinUsPage.tsx'),
      (m) => m.JoinUsRoute,
    ),
  },
  {
    path: '/service-request',
    element: lazyPage(
      () => import('../features/service-request/ServiceRequestPage.tsx'),
      (m) => m.ServiceRequestRoute,
    ),
  },
];
