/**
 * Admin pages for the daily work on requests: dashboard (requests and users), user requests,
 * join applications, the activity page (issue 12), personal data (issue 13, Saudi PDPL), staff and the
 * mail outbox (issue 14). Rendered inside AdminLayout (sidebar,
 * session check).
 */
import type { RouteObject } from 'react-router-dom';
import AdminDashboardPage from '../features/requests/AdminDashboardPage.tsx';
import JoinApplicationsPage from '../features/join-applications/JoinApplicationsPage.tsx';
import UserRequestsPage from '../features/user-requests/UserRequestsPage.tsx';
import ActivityPage from '../features/activity/ActivityPage.tsx';
import PrivacyPage from '../features/privacy/PrivacyPage.tsx';
import StaffPage from '../features/staff/StaffPage.tsx';
import OutboxPage from '../features/outbox/OutboxPage.tsx';

export const operationsRoutes: RouteObject[] = [
  { path: '/admin/dashboard', element: <AdminDashboardPage /> },
  { path: '/admin/user-requests', element: <UserRequestsPage /> },
  { path: '/admin/join-applications', element: <JoinApplicationsPage /> },
  { path: '/admin/activity', element: <ActivityPage /> },
  { path: '/admin/privacy', element: <PrivacyPage /> },
  { path: '/admin/staff', element: <StaffPage /> },
  { path: '/admin/outbox', element: <OutboxPage /> },
];
