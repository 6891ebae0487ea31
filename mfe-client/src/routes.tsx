/**
 * The route table of the `mfe_client` remote, exposed as `mfe_client/routes` and rendered by
 * the shell inside its layout and router.
 */
import type { RouteObject } from 'react-router-dom';
import './translations.ts';
import LoginPage from './features/login/LoginPage.tsx';
import DashboardPage from './features/dashboard/DashboardPage.tsx';

const routes: RouteObject[] = [
  { path: '/user/login', element: <LoginPage /> },
  { path: '/user/dashboard', element: <DashboardPage /> },
];

export default routes;
