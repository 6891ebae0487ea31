import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Layout, Menu, Typography } from 'antd';
import { AppstoreOutlined, BulbOutlined, LogoutOutlined, SolutionOutlined, TeamOutlined } from '@ant-design/icons';
import { useSession } from '@consulting/platform';
import { logoutAdmin } from '../features/auth/api.ts';
import { AR } from '../texts.ts';
import { AdminFrame } from './AdminFrame.tsx';
import { useAdminSessionCheck } from './useAdminSessionCheck.ts';

/**
 * The guarded admin area (spec §2 "Admin sidebar", "Admin dashboard" header): an unauthenticated
 * visitor goes to /admin/login; otherwise sidebar + header (title, logout) around the page.
 */
export default function AdminLayout() {
  const admin = useSession((s) => s.admin);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  useAdminSessionCheck();

  if (!admin) return <Navigate to="/admin/login" replace />;

  async function logout() {
    await logoutAdmin();
    navigate('/admin/login', { replace: true });
  }

  const tab = params.get('tab');
  const selected =
    pathname === '/admin/join-applications'
      ? 'join'
      : tab === 'opportunities'
        ? 'opportunities'
        : tab === 'services'
          ? 'services'
          : 'dashboard';

  return (
    <AdminFrame>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider breakpoint="lg" collapsedWidth={0} width={240} theme="dark" data-testid="admin-sidebar">
          <div style={{ color: '#fff', padding: '20px 24px', fontWeight: 700, fontSize: 18 }}>{AR.panelTitle}</div>
          <Menu
            theme="dark"
            mode="inline"
            selectedKeys={[selected]}
            onClick={({ key }) => {
              if (key === 'logout') void logout();
            }}
            items={[
              {
                key: 'dashboard',
                icon: <AppstoreOutlined />,
                label: AR.menu.dashboard,
                onClick: () => navigate('/admin/dashboard'),
              },
              {
                key: 'services',
                icon: <SolutionOutlined />,
                label: AR.menu.services,
                onClick: () => navigate('/admin/dashboard?tab=services'),
              },
              {
                key: 'opportunities',
                icon: <BulbOutlined />,
                label: AR.menu.opportunities,
                onClick: () => navigate('/admin/dashboard?tab=opportunities'),
              },
              {
                key: 'join',
                icon: <TeamOutlined />,
                label: AR.menu.joinApplications,
                onClick: () => navigate('/admin/join-applications'),
              },
              { key: 'logout', icon: <LogoutOutlined />, label: AR.menu.logout, danger: true },
            ]}
          />
        </Layout.Sider>
        <Layout>
          <Layout.Header
            style={{
              background: '#fff',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              paddingInline: 24,
              borderBottom: '1px solid #f0f0f0',
            }}
          >
            <Typography.Title level={4} style={{ margin: 0 }}>
              {AR.dashboardTitle}
            </Typography.Title>
            <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
              <Typography.Text type="secondary">{admin.name || admin.email}</Typography.Text>
              <Button icon={<LogoutOutlined />} onClick={() => void logout()} data-testid="admin-logout">
                {AR.menu.logout}
              </Button>
            </div>
          </Layout.Header>
          <Layout.Content style={{ padding: 24 }}>
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </AdminFrame>
  );
}
