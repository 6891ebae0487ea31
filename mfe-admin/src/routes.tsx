/**
 * The route table of the `mfe_admin` remote, exposed as `mfe_admin/routes`. The shell leaves
 * out its navbar and footer on /admin/*; every page here brings its own RTL Arabic frame, and
 * AdminRoot (the root route) the antd providers, which the shell does not give (issue 6).
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import AdminLayout from './layout/AdminLayout.tsx';
import { AdminRoot } from './layout/AdminRoot.tsx';
import AdminLoginPage from './features/auth/AdminLoginPage.tsx';
import { contentRoutes } from './groups/content.tsx';
import { operationsRoutes } from './groups/operations.tsx';

const routes: RouteObject[] = [
  {
    element: <AdminRoot />,
    children: [
      { path: '/admin', element: <Navigate to="/admin/dashboard" replace /> },
      { path: '/admin/login', element: <AdminLoginPage /> },
      {
        element: <AdminLayout />,
        children: [...operationsRoutes, ...contentRoutes],
      },
    ],
  },
];

export default routes;
