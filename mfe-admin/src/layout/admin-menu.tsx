import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BulbOutlined,
  ClusterOutlined,
  FileSearchOutlined,
  HistoryOutlined,
  MailOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { AR } from '../texts.ts';

/** One link of the admin sidebar: `key` is also the test id suffix (`sidebar-{key}`). */
export interface AdminMenuLink {
  key: string;
  to: string;
  label: string;
  icon: ReactNode;
}

/**
 * The sidebar links (spec §2 "Admin sidebar"): dashboard, the three dashboard tabs, join
 * applications, then the content pages, user requests, the activity page (issue 12) and personal
 * data (issue 13 part 7: export or erase what is stored about one email). Logout is added by the
 * layout.
 */
export const ADMIN_MENU: AdminMenuLink[] = [
  { key: 'dashboard', to: '/admin/dashboard', label: AR.menu.dashboard, icon: <AppstoreOutlined /> },
  { key: 'services', to: '/admin/dashboard?tab=services', label: AR.menu.services, icon: <SolutionOutlined /> },
  {
    key: 'opportunities',
    to: '/admin/dashboard?tab=opportunities',
    label: AR.menu.opportunities,
    icon: <BulbOutlined />,
  },
  { key: 'users', to: '/admin/dashboard?tab=users', label: AR.menu.users, icon: <UserOutlined /> },
  { key: 'join-applications', to: '/admin/join-applications', label: AR.menu.joinApplications, icon: <TeamOutlined /> },
  { key: 'content-services', to: '/admin/services', label: AR.menu.contentServices, icon: <ToolOutlined /> },
  { key: 'content-sectors', to: '/admin/sectors', label: AR.menu.contentSectors, icon: <ClusterOutlined /> },
  { key: 'content-news', to: '/admin/news', label: AR.menu.contentNews, icon: <ReadOutlined /> },
  { key: 'content-messages', to: '/admin/messages', label: AR.menu.contentMessages, icon: <MailOutlined /> },
  { key: 'user-requests', to: '/admin/user-requests', label: AR.menu.userRequests, icon: <FileSearchOutlined /> },
  { key: 'activity', to: '/admin/activity', label: AR.menu.activity, icon: <HistoryOutlined /> },
  { key: 'privacy', to: '/admin/privacy', label: AR.menu.privacy, icon: <SafetyCertificateOutlined /> },
];

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
