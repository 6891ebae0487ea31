import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { AntdRoot } from '@consulting/ui/antd-root';

/**
 * The antd providers of the whole admin area (spec §1: the admin panel is Arabic only): `AntdRoot`
 * with `language="ar"` (RTL direction, Arabic locale, the Cairo font) and antd `App`, so the pages'
 * `App.useApp()` toasts work. The shell gives none (issue 6). It is the root route of
 * `mfe_admin/routes`, so a toast survives a move between admin pages (the login's success toast
 * is still shown on the dashboard). Renders `children`, or the matched child route when none.
 */
export function AdminRoot({ children }: { children?: ReactNode }) {
  return <AntdRoot language="ar">{children ?? <Outlet />}</AntdRoot>;
}
