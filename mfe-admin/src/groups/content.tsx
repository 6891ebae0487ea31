/**
 * Admin pages for what the public site shows: services, sectors, news and contact messages.
 * Rendered inside AdminLayout (sidebar, session check).
 */
import type { RouteObject } from 'react-router-dom';

export const contentRoutes: RouteObject[] = [];
