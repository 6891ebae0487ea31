/**
 * The route table of the `mfe_admin` remote, exposed as `mfe_admin/routes`. The shell leaves
 * out its navbar and footer on /admin/*; every page here brings its own RTL Arabic frame.
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import AdminLayout from './layout/AdminLayout.tsx';
import AdminLoginPage from './features/auth/AdminLoginPage.tsx';
import { contentRoutes } from './groups/content.tsx';
import { operationsRoutes } from './groups/operations.tsx';

const routes: RouteObject[] = [
  { path: '/admin', element: <Navigate to="/admin/dashboard" replace /> },
  { path: '/admin/login', element: <AdminLoginPage /> },
  {
    element: <AdminLayout />,
    children: [...operationsRoutes, ...contentRoutes],
  },
];

export default routes;
