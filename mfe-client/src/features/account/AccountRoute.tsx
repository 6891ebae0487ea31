import { AntdRoot } from '@consulting/ui/antd-root';
import AccountPage from './AccountPage.tsx';

/**
 * The `/user/account` element as the route table loads it, lazily, inside the antd providers of
 * the site language (like the dashboard: antd is never downloaded by the login page).
 */
export default function AccountRoute() {
  return (
    <AntdRoot>
      <AccountPage />
    </AntdRoot>
  );
}
