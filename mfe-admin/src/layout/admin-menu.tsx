import type { ReactNode } from 'react';
import {
  AimOutlined,
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  BulbOutlined,
  ClusterOutlined,
  CrownOutlined,
  FileImageOutlined,
  FileSearchOutlined,
  HistoryOutlined,
  IdcardOutlined,
  InboxOutlined,
  KeyOutlined,
  LockOutlined,
  MailOutlined,
  PictureOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { StaffRole } from '@consulting/contracts';
import { AR } from '../texts.ts';

/** One link of the admin sidebar: `key` is also the test id suffix (`sidebar-{key}`). */
export interface AdminMenuLink {
  key: string;
  to: string;
  label: string;
  icon: ReactNode;
  /** The staff roles that may use the page (the server enforces the same). */
  roles: readonly StaffRole[];
  /** The titled group of the sidebar the link sits in ('محتوى الموقع'); none: ungrouped. */
  group?: string;
}

const ADMIN: readonly StaffRole[] = ['admin'];
const STAFF: readonly StaffRole[] = ['admin', 'editor'];

/** The links of the site-content group: every staff member's, as `[key, to, label, icon]`. */
function siteContentLinks(links: [key: string, to: string, label: string, icon: ReactNode][]): AdminMenuLink[] {
  return links.map(([key, to, label, icon]) => ({ key, to, label, icon, roles: STAFF, group: AR.menu.siteContent }));
}

/**
 * The sidebar links (spec §2 "Admin sidebar"): dashboard, the three dashboard tabs, join
 * applications, then the content pages, user requests, the activity page and personal data (export
 * or erase what is stored about one email), staff, the mail outbox and the staff member's own
 * account security. Logout is added by the layout. An editor sees services, sectors, news,
 * messages, the site-content group (settings and the site's lists) and their account only
 * (`menuFor`).
 */
export const ADMIN_MENU: AdminMenuLink[] = [
  { key: 'dashboard', to: '/admin/dashboard', label: AR.menu.dashboard, icon: <AppstoreOutlined />, roles: ADMIN },
  {
    key: 'services',
    to: '/admin/dashboard?tab=services',
    label: AR.menu.services,
    icon: <SolutionOutlined />,
    roles: ADMIN,
  },
  {
    key: 'opportunities',
    to: '/admin/dashboard?tab=opportunities',
    label: AR.menu.opportunities,
    icon: <BulbOutlined />,
    roles: ADMIN,
  },
  { key: 'users', to: '/admin/dashboard?tab=users', label: AR.menu.users, icon: <UserOutlined />, roles: ADMIN },
  {
    key: 'join-applications',
    to: '/admin/join-applications',
    label: AR.menu.joinApplications,
    icon: <TeamOutlined />,
    roles: ADMIN,
  },
  {
    key: 'content-services',
    to: '/admin/services',
    label: AR.menu.contentServices,
    icon: <ToolOutlined />,
    roles: STAFF,
  },
  {
    key: 'content-sectors',
    to: '/admin/sectors',
    label: AR.menu.contentSectors,
    icon: <ClusterOutlined />,
    roles: STAFF,
  },
  { key: 'content-news', to: '/admin/news', label: AR.menu.contentNews, icon: <ReadOutlined />, roles: STAFF },
  {
    key: 'content-messages',
    to: '/admin/messages',
    label: AR.menu.contentMessages,
    icon: <MailOutlined />,
    roles: STAFF,
  },
  // What editors own of the site, one titled group.
  ...siteContentLinks([
    ['site-settings', '/admin/site-content/settings', AR.menu.siteSettings, <SettingOutlined />],
    ['site-team', '/admin/site-content/team', AR.menu.siteTeam, <CrownOutlined />],
    ['site-partners', '/admin/site-content/partners', AR.menu.sitePartners, <ShopOutlined />],
    ['site-bank-accounts', '/admin/site-content/bank-accounts', AR.menu.siteBankAccounts, <BankOutlined />],
    ['site-hero-slides', '/admin/site-content/hero-slides', AR.menu.siteHeroSlides, <PictureOutlined />],
    ['site-statistics', '/admin/site-content/statistics', AR.menu.siteStatistics, <BarChartOutlined />],
    ['site-goals', '/admin/site-content/goals', AR.menu.siteGoals, <AimOutlined />],
    // The media library the forms above pick from.
    ['site-media', '/admin/media', AR.menu.siteMedia, <FileImageOutlined />],
  ]),
  {
    key: 'user-requests',
    to: '/admin/user-requests',
    label: AR.menu.userRequests,
    icon: <FileSearchOutlined />,
    roles: ADMIN,
  },
  { key: 'activity', to: '/admin/activity', label: AR.menu.activity, icon: <HistoryOutlined />, roles: ADMIN },
  { key: 'privacy', to: '/admin/privacy', label: AR.menu.privacy, icon: <SafetyCertificateOutlined />, roles: ADMIN },
  { key: 'staff', to: '/admin/staff', label: AR.menu.staff, icon: <IdcardOutlined />, roles: ADMIN },
  // The mail outbox (recipients and subjects are personal data: admins only).
  { key: 'outbox', to: '/admin/outbox', label: AR.menu.outbox, icon: <InboxOutlined />, roles: ADMIN },
  { key: 'security', to: '/admin/account/security', label: AR.menu.security, icon: <LockOutlined />, roles: STAFF },
  // Every staff member changes their own password.
  { key: 'password', to: '/admin/account/password', label: AR.menu.password, icon: <KeyOutlined />, roles: STAFF },
];

/** The sidebar links `role` may use, in menu order; none for a role that is not staff. */
export function menuFor(role: string | undefined): AdminMenuLink[] {
  return ADMIN_MENU.filter((item) => (item.roles as readonly string[]).includes(role ?? ''));
}

/**
 * Whether `role` may open the page at `pathname` (a signed-in page's path, without query): true
 * when a menu item of that role links to it or to a parent of it (the dashboard's tabs are one
 * page, the dashboard's). Every staff member's own account pages (`/admin/account/…`) are open to
 * any staff role; other pages no menu item names are admin-only.
 */
export function mayOpen(pathname: string, role: string | undefined): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path.startsWith('/admin/account/') && menuFor(role).length > 0) return true;
  return menuFor(role).some((item) => {
    const to = item.to.split('?')[0] ?? item.to;
    return path === to || path.startsWith(`${to}/`);
  });
}

/**
 * The sidebar item of the current page: on /admin/dashboard the `tab` query picks services,
 * opportunities or users (none: the dashboard itself); other pages match their path (or a
 * sub-path). `null` when no item matches.
 */
export function selectedMenuKey(pathname: string, tab: string | null): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/admin/dashboard') {
    return tab === 'services' || tab === 'opportunities' || tab === 'users' ? tab : 'dashboard';
  }
  const match = ADMIN_MENU.find(
    (item) => !item.to.includes('?') && (path === item.to || path.startsWith(`${item.to}/`)),
  );
  return match?.key ?? null;
}
