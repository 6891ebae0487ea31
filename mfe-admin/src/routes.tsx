/**
 * The route table of the `mfe_admin` remote, exposed as `mfe_admin/routes`. The shell leaves out
 * its navbar and footer on /admin/*; every page here brings its own RTL Arabic frame. The paths are
 * the site contract's admin pages (`pagesOf('admin')`); `PAGES` maps each page's module key to its
 * element, or, for a signed-in page, to the group that holds it.
 *
 * A light login: this module holds only what `/admin/login` needs (the sign-in page, built from
 * `@consulting/ui`, and the area's root with its toasts), no antd. After sign-in the panel loads in
 * pieces: the layout with antd and its providers (`AdminRoot`), then the group of the page opened
 * (`groups/operations.tsx`, `groups/content.tsx` or `groups/account.tsx`), each its own chunk.
 */
import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { pagesOf, type PageModule } from '@consulting/contracts';
import { Spin, ToastProvider } from '@consulting/ui';
import { useSession } from '@consulting/platform';
import AdminLoginPage from './features/auth/AdminLoginPage.tsx';
import { landingPathFor } from './layout/staff-landing.ts';
import type { accountPages } from './groups/account.tsx';
import type { contentPages } from './groups/content.tsx';
import type { operationsPages } from './groups/operations.tsx';

// The password pages outside the signed-in layout, each a small chunk without antd.
const AdminForgotPasswordPage = lazy(() => import('./features/password/AdminForgotPasswordPage.tsx'));
const AdminResetPasswordPage = lazy(() => import('./features/password/AdminResetPasswordPage.tsx'));
const AdminMustChangePasswordPage = lazy(() => import('./features/password/AdminMustChangePasswordPage.tsx'));
const AdminUnlockPage = lazy(() => import('./features/password/AdminUnlockPage.tsx'));
const TwoFactorSetupPage = lazy(() => import('./features/account-security/TwoFactorSetupPage.tsx'));

/** Where a staff member whose password the system generated goes before anything else. */
export const ADMIN_MUST_CHANGE_PATH = '/admin/new-password';

/** Where an admin whose session owes two-factor enrolment (REQUIRE_ADMIN_2FA) is held until they enable it. */
export const ADMIN_ENROL_PATH = '/admin/two-factor-setup';

/** The groups of signed-in pages (page components by module key), each loaded once on first need. */
const GROUPS = {
  operations: () => import('./groups/operations.tsx').then((module) => module.operationsPages),
  content: () => import('./groups/content.tsx').then((module) => module.contentPages),
  account: () => import('./groups/account.tsx').then((module) => module.accountPages),
};

type Group = keyof typeof GROUPS;
type GroupPages = { operations: typeof operationsPages; content: typeof contentPages; account: typeof accountPages };
/** The group whose module exports the page `K`, or never. */
type GroupOf<K> = { [G in Group]: K extends keyof GroupPages[G] ? G : never }[Group];
/** A page's entry in `PAGES`: its group when a group holds it (a signed-in page), else its element. */
type PageEntry<K> = [GroupOf<K>] extends [never] ? ReactElement : GroupOf<K>;

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

/** The page `module` of `group`, loaded with its group. */
function lazyPage(module: string, group: Group) {
  return lazy(async () => {
    const pages: Record<string, ComponentType> = await GROUPS[group]();
    return { default: pages[module] };
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
  const group = SIGNED_IN_GROUPS.get(pathname.replace(/\/+$/, ''));
  // A failure shows when the page itself loads (its lazy element retries and throws).
  if (group) GROUPS[group]().catch(() => undefined);
  return <AdminArea />;
}

/** `/admin`: the signed-in staff member's landing page by role, else the sign-in. */
function StaffLanding() {
  const role = useSession((s) => s.admin?.role);
  return <Navigate to={role ? landingPathFor(role) : '/admin/login'} replace />;
}

const PAGES: { [K in PageModule<'admin'>]: PageEntry<K> } = {
  StaffLanding: <StaffLanding />,
  AdminLoginPage: <AdminLoginPage />,
  AdminForgotPasswordPage: <AdminForgotPasswordPage />,
  AdminResetPasswordPage: <AdminResetPasswordPage />,
  AdminMustChangePasswordPage: <AdminMustChangePasswordPage />,
  AdminUnlockPage: <AdminUnlockPage />,
  TwoFactorSetupPage: <TwoFactorSetupPage />,
  AdminDashboardPage: 'operations',
  UserRequestsPage: 'operations',
  JoinApplicationsPage: 'operations',
  ActivityPage: 'operations',
  PrivacyPage: 'operations',
  StaffPage: 'operations',
  OutboxPage: 'operations',
  ServicesPage: 'content',
  SectorsPage: 'content',
  NewsPage: 'content',
  MessagesPage: 'content',
  SiteSettingsPage: 'content',
  TeamPage: 'content',
  PartnersPage: 'content',
  BankAccountsPage: 'content',
  HeroSlidesPage: 'content',
  StatisticsPage: 'content',
  GoalsPage: 'content',
  MediaPage: 'content',
  AdminPasswordPage: 'account',
  SecurityPage: 'account',
};

const signedOut: RouteObject[] = [];
const signedIn: RouteObject[] = [];
/** Each signed-in page's path and its group, to start loading the group with the layout. */
const SIGNED_IN_GROUPS = new Map<string, Group>();
for (const { path, module } of pagesOf('admin')) {
  const entry: ReactElement | Group = PAGES[module];
  if (typeof entry !== 'string') {
    signedOut.push({ path, element: entry });
    continue;
  }
  SIGNED_IN_GROUPS.set(path, entry);
  const Page = lazyPage(module, entry);
  signedIn.push({
    path,
    element: (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    ),
  });
}

const routes: RouteObject[] = [
  {
    element: <AdminAreaRoot />,
    children: [...signedOut, { element: <SignedInArea />, children: signedIn }],
  },
];

export default routes;
