/**
 * Admin pages for the daily work on requests: dashboard (requests and users), user requests,
 * join applications and the activity page (issue 12). Rendered inside AdminLayout (sidebar,
 * session check).
 */
import type { RouteObject } from 'react-router-dom';
import AdminDashboardPage from '../features/requests/AdminDashboardPage.tsx';
import JoinApplicationsPage from '../features/join-applications/JoinApplicationsPage.tsx';
import UserRequestsPage from '../features/user-requests/UserRequestsPage.tsx';
import ActivityPage from '../features/activity/ActivityPage.tsx';

export const operationsRoutes: RouteObject[] = [
  { path: '/admin/dashboard', element: <AdminDashboardPage /> },
  { path: '/admin/user-requests', element: <UserRequestsPage /> },
  { path: '/admin/join-applications', element: <JoinApplicationsPage /> },
  { path: '/admin/activity', element: <ActivityPage /> },
];
