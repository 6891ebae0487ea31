/**
 * The signed-in staff member's own account pages (issue 14): change password, security
 * (two-factor sign-in, sessions). Rendered inside
 * AdminLayout; open to every staff role.
 */
import type { RouteObject } from 'react-router-dom';
import AdminPasswordPage from '../features/password/AdminPasswordPage.tsx';
import SecurityPage from '../features/account-security/SecurityPage.tsx';

export const accountRoutes: RouteObject[] = [
  { path: '/admin/account/password', element: <AdminPasswordPage /> },
  // Issue 14 part 2: two-factor sign-in and the session list.
  { path: '/admin/account/security', element: <SecurityPage /> },
];
