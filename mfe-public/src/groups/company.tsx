/**
 * Routes of the pages about the company: about and its sub-pages, bank accounts, site map,
 * the services list and the creative demo.
 */
import type { RouteObject } from 'react-router-dom';
import { ServicesListPage } from '../features/services-list/ServicesListPage.tsx';

export const companyRoutes: RouteObject[] = [{ path: '/services', element: <ServicesListPage /> }];
