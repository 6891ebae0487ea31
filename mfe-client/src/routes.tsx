/**
 * The route table of the `mfe_client` remote, exposed as `mfe_client/routes` and rendered by
 * the shell inside its layout and router. Every route sits under one layout route holding the
 * query cache (`QueryRoot`). A light login: `/user/login` is built from `@consulting/ui` and
 * loads with this module, without antd; the dashboard, with antd and its providers (`AntdRoot`:
 * direction, locale and font of the site language, antd `App` for toasts), is its own chunk,
 * loaded only when a signed-in client opens it. The shell gives no antd providers.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spin } from '@consulting/ui';
import { QueryRoot, useSession } from '@consulting/platform';
import './translations.ts';
import LoginPage from './features/login/LoginPage.tsx';

const DashboardRoute = lazy(() => import('./features/dashboard/DashboardRoute.tsx'));
const AccountRoute = lazy(() => import('./features/account/AccountRoute.tsx'));
// The password pages are their own small chunks, so the login stays light.
const MustChangePasswordPage = lazy(() => import('./features/account/MustChangePasswordPage.tsx'));
const ForgotPasswordPage = lazy(() => import('./features/password-recovery/ForgotPasswordPage.tsx'));
const ResetPasswordPage = lazy(() => import('./features/password-recovery/ResetPasswordPage.tsx'));
const UnlockPage = lazy(() => import('./features/password-recovery/UnlockPage.tsx'));

/** What shows while a lazily loaded page's chunk arrives. */
function PageLoading() {
  const { t } = useTranslation('client');
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }} data-testid="client-page-loading">
      <Spin size="large" label={t('loading')} />
    </div>
  );
}

/**
 * Where a client whose password the server generated is sent before anything else (`must_change_password` on the stored user, so a reload keeps them there).
 */
export const MUST_CHANGE_PATH = '/user/new-password';

/** A lazily loaded page inside its loading fallback. */
function Lazy({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/**
 * `/user/dashboard`: a guest goes to the login without downloading the dashboard (spec §2
 * "Unauthenticated visitors go to /user/login"); a client gets the dashboard chunk.
 */
function Dashboard() {
  const user = useSession((s) => s.user);
  if (!user) return <Navigate to="/user/login" replace />;
  if (user.must_change_password) return <Navigate to={MUST_CHANGE_PATH} replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      <DashboardRoute />
    </Suspense>
  );
}

/** `/user/account`: like the dashboard, a guest goes to the login without the chunk. */
function Account() {
  const user = useSession((s) => s.user);
  if (!user) return <Navigate to="/user/login" replace />;
  if (user.must_change_password) return <Navigate to={MUST_CHANGE_PATH} replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      <AccountRoute />
    </Suspense>
  );
}

const routes: RouteObject[] = [
  {
    element: (
      <QueryRoot>
        <Outlet />
      </QueryRoot>
    ),
    children: [
      { path: '/user/login', element: <LoginPage /> },
      { path: '/user/dashboard', element: <Dashboard /> },
      { path: '/user/account', element: <Account /> },
      { path: MUST_CHANGE_PATH, element: <Lazy page={MustChangePasswordPage} /> },
      { path: '/user/forgot-password', element: <Lazy page={ForgotPasswordPage} /> },
      { path: '/user/reset-password', element: <Lazy page={ResetPasswordPage} /> },
      { path: '/user/unlock', element: <Lazy page={UnlockPage} /> },
    ],
  },
];

export default routes;
