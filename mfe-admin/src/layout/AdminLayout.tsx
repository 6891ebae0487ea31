import { useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button, Drawer, Layout, Menu, Typography, type MenuProps } from 'antd';
import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { useSession } from '@consulting/platform';
import { logoutAdmin } from '../features/auth/api.ts';
import { AR } from '../texts.ts';
import { adminQueryClient } from '../shared/query-client.ts';
import { ArabicFrame } from '../shared/ArabicFrame.tsx';
import { mayOpen, menuFor, selectedMenuKey, type AdminMenuLink } from './admin-menu.tsx';
import { landingPathFor } from './staff-landing.ts';
import { useAdminSessionCheck } from './useAdminSessionCheck.ts';
import './admin-layout.css';

type MenuItems = NonNullable<MenuProps['items']>;

/** One sidebar link as a menu item. */
function menuItem(item: AdminMenuLink): MenuItems[number] {
  return {
    key: item.key,
    icon: item.icon,
    label: (
      <Link
        to={item.to}
        // The menu item navigates (the whole row is clickable); the link keeps a real href
        // for a modified click (new tab).
        onClick={(event) => {
          if (!event.ctrlKey && !event.metaKey && !event.shiftKey && event.button === 0) event.preventDefault();
        }}
        data-testid={`sidebar-${item.key}`}
      >
        {item.label}
      </Link>
    ),
  };
}

/** The sidebar's items in menu order, each run of links of one `group` under its title. */
function groupedMenuItems(menu: AdminMenuLink[]): MenuItems {
  const items: MenuItems = [];
  for (const link of menu) {
    const last = items.at(-1);
    if (!link.group) items.push(menuItem(link));
    else if (last?.type === 'group' && last.key === `group-${link.group}`) last.children?.push(menuItem(link));
    else items.push({ type: 'group', key: `group-${link.group}`, label: link.group, children: [menuItem(link)] });
  }
  return items;
}

/**
 * The guarded admin area (spec §2 "Admin sidebar", "Admin dashboard" header): an unauthenticated
 * visitor goes to /admin/login; a staff member on a page their role may not use goes to their
 * first allowed page (the sidebar lists only their role's pages); otherwise
 * sidebar + header (title, logout) around the page, and
 * the admin remote's query cache (`adminQueryClient`) for every page inside.
 */
export default function AdminLayout() {
  const admin = useSession((s) => s.admin);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  useAdminSessionCheck();
  // Below antd's lg (992 px) the sidebar folds away (WCAG 1.4.10: at 320 px it would leave the
  // page 80 px) and its menu opens in a drawer from the header's button. antd's own zero-width
  // trigger is a span drawn over the page's title, which the keyboard cannot reach.
  const [narrow, setNarrow] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  if (!admin) return <Navigate to="/admin/login" replace />;
  // A page the role may not use (opened by URL) sends to its first allowed one.
  if (!mayOpen(pathname, admin.role)) return <Navigate to={landingPathFor(admin.role)} replace />;
  const menu = menuFor(admin.role);

  async function logout() {
    await logoutAdmin();
    navigate('/admin/login', { replace: true });
  }

  const selected = selectedMenuKey(pathname, params.get('tab'));

  const items: MenuItems = [
    ...groupedMenuItems(menu),
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: <span data-testid="sidebar-logout">{AR.menu.logout}</span>,
      danger: true,
    },
  ];

  const sidebarMenu = (
    <Menu
      theme="dark"
      mode="inline"
      selectedKeys={selected ? [selected] : []}
      onClick={({ key }) => {
        if (key === 'logout') {
          void logout();
          return;
        }
        const link = menu.find((item) => item.key === key);
        if (link) navigate(link.to);
        setMenuOpen(false);
      }}
      items={items}
    />
  );

  return (
    <QueryClientProvider client={adminQueryClient}>
      <ArabicFrame testId="admin-root">
        <Layout style={{ minHeight: '100vh' }}>
          <Layout.Sider
            breakpoint="lg"
            collapsedWidth={0}
            onBreakpoint={setNarrow}
            trigger={null}
            // Folded to nothing, its links must not take the keyboard's focus unseen.
            inert={narrow}
            width={240}
            theme="dark"
            data-testid="admin-sidebar"
          >
            <div style={{ color: '#fff', padding: '20px 24px', fontWeight: 700, fontSize: 18 }}>{AR.panelTitle}</div>
            {sidebarMenu}
          </Layout.Sider>
          <Drawer
            open={narrow && menuOpen}
            onClose={() => setMenuOpen(false)}
            placement="right"
            size={260}
            destroyOnHidden
            title={AR.panelTitle}
            styles={{ body: { padding: 0, background: '#001529' } }}
            data-testid="admin-sidebar-drawer"
          >
            {sidebarMenu}
          </Drawer>
          <Layout>
            <Layout.Header className="admin-header">
              <div className="admin-header__title">
                {narrow && (
                  <Button
                    icon={<MenuOutlined />}
                    aria-label={AR.sidebarToggle}
                    aria-expanded={menuOpen}
                    onClick={() => setMenuOpen(true)}
                    data-testid="admin-sidebar-toggle"
                  />
                )}
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {AR.dashboardTitle}
                </Typography.Title>
              </div>
              <div className="admin-header__account">
                <Typography.Text type="secondary" className="admin-header__name" title={admin.name || admin.email}>
                  {admin.name || admin.email}
                </Typography.Text>
                <Button icon={<LogoutOutlined />} onClick={() => void logout()} data-testid="admin-logout">
                  {AR.menu.logout}
                </Button>
              </div>
            </Layout.Header>
            <Layout.Content className="admin-content">
              <Outlet />
            </Layout.Content>
          </Layout>
        </Layout>
      </ArabicFrame>
    </QueryClientProvider>
  );
}
