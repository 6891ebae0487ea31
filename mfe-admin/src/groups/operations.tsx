/**
 * Admin pages for the daily work on requests: dashboard (requests and users), user requests,
 * join applications, the activity page, personal data (Saudi PDPL), staff and the mail outbox.
 * Rendered inside AdminLayout (sidebar, session check). Keyed by the site contract's module
 * names (`PageModule<'admin'>`).
 */
import AdminDashboardPage from '../features/requests/AdminDashboardPage.tsx';
import JoinApplicationsPage from '../features/join-applications/JoinApplicationsPage.tsx';
import UserRequestsPage from '../features/user-requests/UserRequestsPage.tsx';
import ActivityPage from '../features/activity/ActivityPage.tsx';
import PrivacyPage from '../features/privacy/PrivacyPage.tsx';
import StaffPage from '../features/staff/StaffPage.tsx';
import OutboxPage from '../features/outbox/OutboxPage.tsx';

export const operationsPages = {
  AdminDashboardPage,
  UserRequestsPage,
  JoinApplicationsPage,
  ActivityPage,
  PrivacyPage,
  StaffPage,
  OutboxPage,
};
