/**
 * The route table of the `mfe_client` remote (`mfe_client/routes`), every route under one layout
 * route holding the query cache. `/user/login` loads with this module, without antd; the
 * dashboard, with antd inside `AntdRoot`, is its own chunk, loaded only for a signed-in client.
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

/** Where a client with `must_change_password` (a generated password) is sent before anything else. */
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
 * A signed-in client's page (dashboard, account): a guest goes to the login without downloading
 * its chunk (spec §2 "Unauthenticated visitors go to /user/login"); a client with a generated
 * password to `MUST_CHANGE_PATH`.
 */
function ClientPage({ page }: { page: ComponentType }) {
  const user = useSession((s) => s.user);
  if (!user) return <Navigate to="/user/login" replace />;
  if (user.must_change_password) return <Navigate to={MUST_CHANGE_PATH} replace />;
  return <Lazy page={page} />;
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
      { path: '/user/dashboard', element: <ClientPage page={DashboardRoute} /> },
      { path: '/user/account', element: <ClientPage page={AccountRoute} /> },
      { path: MUST_CHANGE_PATH, element: <Lazy page={MustChangePasswordPage} /> },
      { path: '/user/forgot-password', element: <Lazy page={ForgotPasswordPage} /> },
      { path: '/user/reset-password', element: <Lazy page={ResetPasswordPage} /> },
      { path: '/user/unlock', element: <Lazy page={UnlockPage} /> },
    ],
  },
];

export default routes;
