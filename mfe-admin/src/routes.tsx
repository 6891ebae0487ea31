/**
 * The route table of the `mfe_admin` remote, exposed as `mfe_admin/routes`. The shell leaves
 * out its navbar and footer on /admin/*; every page here brings its own RTL Arabic frame.
 *
 * A light login (issue 12 item 6): this module holds only what `/admin/login` needs (the sign-in
 * page, built from `@consulting/ui`, and the area's root with its toasts), no antd. After
 * sign-in the panel loads in pieces: the layout with antd and its providers (`AdminRoot`), then
 * the group of the page opened (`groups/operations.tsx` or `groups/content.tsx`), each its own
 * chunk. The pages' paths are listed here (`ADMIN_PAGES`), because the shell's router needs the
 * whole route table up front while the groups that hold the pages' elements are loaded later;
 * routes.test.tsx checks the list against the groups.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { Spin, ToastProvider } from '@consulting/ui';
import { useSession } from '@consulting/platform';
import AdminLoginPage from './features/auth/AdminLoginPage.tsx';
import { landingPathFor } from './layout/staff-landing.ts';

// Issue 14 part 1: the password pages outside the signed-in layout, each a small chunk without antd.
const AdminForgotPasswordPage = lazy(() => import('./features/password/AdminForgotPasswordPage.tsx'));
const AdminResetPasswordPage = lazy(() => import('./features/password/AdminResetPasswordPage.tsx'));
const AdminMustChangePasswordPage = lazy(() => import('./features/password/AdminMustChangePasswordPage.tsx'));
const AdminUnlockPage = lazy(() => import('./features/password/AdminUnlockPage.tsx'));
const TwoFactorSetupPage = lazy(() => import('./features/account-security/TwoFactorSetupPage.tsx'));

/** Where a staff member whose password the system generated goes before anything else (issue 14). */
export const ADMIN_MUST_CHANGE_PATH = '/admin/new-password';

/** Where an admin whose session owes two-factor enrolment (REQUIRE_ADMIN_2FA) is held until they enable it. */
export const ADMIN_ENROL_PATH = '/admin/two-factor-setup';

/** The route groups of the signed-in pages, each loaded (once) on first need. */
const GROUPS = {
  operations: () => import('./groups/operations.tsx').then((module) => module.operationsRoutes),
  content: () => import('./groups/content.tsx').then((module) => module.contentRoutes),
  account: () => import('./groups/account.tsx').then((module) => module.accountRoutes),
} satisfies Record<string, () => Promise<RouteObject[]>>;

type Group = keyof typeof GROUPS;

/** Every signed-in page's path and the group (groups/*.tsx) whose route gives its element. */
export const ADMIN_PAGES: Readonly<Record<string, Group>> = {
  '/admin/dashboard': 'operations',
  '/admin/user-requests': 'operations',
  '/admin/join-applications': 'operations',
  '/admin/activity': 'operations',
  '/admin/privacy': 'operations',
  '/admin/services': 'content',
  '/admin/sectors': 'content',
  '/admin/news': 'content',
  '/admin/messages': 'content',
  // Issue 15 part 1: what editors own of the site.
  '/admin/site-content/settings': 'content',
  '/admin/site-content/team': 'content',
  '/admin/site-content/partners': 'content',
  '/admin/site-content/bank-accounts': 'content',
  '/admin/site-content/hero-slides': 'content',
  '/admin/site-content/statistics': 'content',
  '/admin/site-content/goals': 'content',
  // Issue 15 part 2: the media library.
  '/admin/media': 'content',
  '/admin/account/password': 'account',
  '/admin/account/security': 'account',
  '/admin/staff': 'operations',
  '/admin/outbox': 'operations',
};

/** The guarded frame: antd providers (AdminRoot) around the sidebar layout, one chunk. */
const AdminArea = lazy(async () => {
  const [{ AdminRoot }, { default: AdminLayout }] = await Promise.all([
    import('./layout/AdminRoot.tsx'),
    import('./layout/AdminLayout.tsx'),
  ]);
  return {
    default: function AdminArea() {
      return (
        <AdminRoot>
          <AdminLayout />
        </AdminRoot>
      );
    },
  };
});

/** The element of the page at `path`, from its group's routes once they have loaded. */
function lazyPage(path: string, group: Group) {
  return lazy(async () => {
    const route = (await GROUPS[group]()).find((candidate) => candidate.path === path);
    if (!route?.element) throw new Error(`mfe_admin: groups/${group}.tsx has no route for ${path}`);
    const element = route.element;
    return {
      default: function AdminPage() {
        return element;
      },
    };
  });
}

function Loading({ fullPage }: { fullPage?: boolean }) {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: fullPage ? '100vh' : '40vh' }}>
      <Spin size="large" label="جارٍ التحميل…" />
    </div>
  );
}

/**
 * The root of the admin area: right-to-left Arabic whatever the site language (spec §1), with the
 * `@consulting/ui` toasts in Arabic (the sign-in's success toast stays up on the dashboard it
 * opens) and a loading screen while a chunk of the panel arrives. Renders `children`, or the
 * matched child route when none.
 */
export function AdminAreaRoot({ children }: { children?: ReactNode }) {
  return (
    <div dir="rtl" lang="ar">
      <ToastProvider language="ar">
        <Suspense fallback={<Loading fullPage />}>{children ?? <Outlet />}</Suspense>
      </ToastProvider>
    </div>
  );
}

/**
 * The signed-in pages' frame: a visitor without an admin session goes to /admin/login without
 * downloading the panel (spec §2 "Unauthenticated users are sent to /admin/login"); an admin gets
 * the layout, and the group of the page opened starts loading at the same time.
 */
function SignedInArea() {
  const signedIn = useSession((s) => s.admin !== null);
  const mustChangePassword = useSession((s) => s.admin?.must_change_password === true);
  const owesEnrolment = useSession((s) => s.admin?.two_factor_enrolment_required === true);
  const { pathname } = useLocation();
  if (!signedIn) return <Navigate to="/admin/login" replace />;
  if (mustChangePassword) return <Navigate to={ADMIN_MUST_CHANGE_PATH} replace />;
  if (owesEnrolment) return <Navigate to={ADMIN_ENROL_PATH} replace />;
  const group = ADMIN_PAGES[pathname.replace(/\/+$/, '')];
  // A failure shows when the page itself loads (its lazy element retries and throws).
  if (group) GROUPS[group]().catch(() => undefined);
  return <AdminArea />;
}

/** `/admin`: the signed-in staff member's landing page by role (issue 14 part 2), else the sign-in. */
function StaffLanding() {
  const role = useSession((s) => s.admin?.role);
  return <Navigate to={role ? landingPathFor(role) : '/admin/login'} replace />;
}

const routes: RouteObject[] = [
  {
    element: <AdminAreaRoot />,
    children: [
      { path: '/admin', element: <StaffLanding /> },
      { path: '/admin/login', element: <AdminLoginPage /> },
      { path: '/admin/forgot-password', element: <AdminForgotPasswordPage /> },
      { path: '/admin/reset-password', element: <AdminResetPasswordPage /> },
      { path: ADMIN_MUST_CHANGE_PATH, element: <AdminMustChangePasswordPage /> },
      { path: '/admin/unlock', element: <AdminUnlockPage /> },
      { path: ADMIN_ENROL_PATH, element: <TwoFactorSetupPage /> },
      {
        element: <SignedInArea />,
        children: Object.entries(ADMIN_PAGES).map(([path, group]): RouteObject => {
          const Page = lazyPage(path, group);
          return {
            path,
            element: (
              <Suspense fallback={<Loading />}>
                <Page />
              </Suspense>
            ),
          };
        }),
      },
    ],
  },
];

export default routes;
