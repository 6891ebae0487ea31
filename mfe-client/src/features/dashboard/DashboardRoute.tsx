import { AntdRoot } from '@consulting/ui/antd-root';
import DashboardPage from './DashboardPage.tsx';

/**
 * The `/user/dashboard` element as the route table loads it, lazily:
 * the dashboard inside the antd providers of the site language (`AntdRoot`), so antd is
 * downloaded with the dashboard and never by the login page.
 */
export default function DashboardRoute() {
  return (
    <AntdRoot>
      <DashboardPage />
    </AntdRoot>
  );
}
