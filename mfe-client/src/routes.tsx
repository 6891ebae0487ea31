/**
 * The route table of the `mfe_client` remote, exposed as `mfe_client/routes` and rendered by
 * the shell inside its layout and router. The shell gives no antd providers (issue 6), so the
 * client area brings its own: every page renders inside `AntdRoot` (direction, locale and font
 * of the site language, antd `App` for toasts).
 */
import { Outlet, type RouteObject } from 'react-router-dom';
import { AntdRoot } from '@consulting/ui/antd-root';
import './translations.ts';
import LoginPage from './features/login/LoginPage.tsx';
import DashboardPage from './features/dashboard/DashboardPage.tsx';

/** The antd providers around the client area's pages. */
function ClientRoot() {
  return (
    <AntdRoot>
      <Outlet />
    </AntdRoot>
  );
}

const routes: RouteObject[] = [
  {
    element: <ClientRoot />,
    children: [
      { path: '/user/login', element: <LoginPage /> },
      { path: '/user/dashboard', element: <DashboardPage /> },
    ],
  },
];

export default routes;
