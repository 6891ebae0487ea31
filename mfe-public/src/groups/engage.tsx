/**
 * Routes of the pages where visitors act: home, news, contact, contact message, join us and
 * the public service request.
 */
import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/HomePage.tsx';

export const engageRoutes: RouteObject[] = [{ path: '/', element: <HomePage /> }];
