/**
 * Routes of the pages where visitors act: home, news, contact, contact message, join us and
 * the public service request.
 */
import type { RouteObject } from 'react-router-dom';
import { ContactMessagePage } from '../features/contact-message/ContactMessagePage.tsx';
import { ContactPage } from '../features/contact/ContactPage.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { JoinUsPage } from '../features/join-us/JoinUsPage.tsx';
import { NewsItemPage } from '../features/news/NewsItemPage.tsx';
import { NewsPage } from '../features/news/NewsPage.tsx';
import { ServiceRequestPage } from '../features/service-request/ServiceRequestPage.tsx';
import '../styles/engage.css';

export const engageRoutes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/news', element: <NewsPage /> },
  { path: '/news/:id', element: <NewsItemPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/contact/message', element: <ContactMessagePage /> },
  { path: '/join-us', element: <JoinUsPage /> },
  { path: '/service-request', element: <ServiceRequestPage /> },
];
