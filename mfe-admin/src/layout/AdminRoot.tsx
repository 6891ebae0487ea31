import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { AntdRoot } from '@consulting/ui/antd-root';

/**
 * The antd providers of the signed-in admin pages (spec §1: the admin panel is Arabic only):
 * `AntdRoot` with `language="ar"` (RTL direction, Arabic locale, the Cairo font) and antd `App`,
 * so the pages' `App.useApp()` toasts work. The shell gives none. routes.tsx loads it
 * with AdminLayout after sign-in, in the same chunk as antd, so `/admin/login` downloads no antd
 *; the area's root route (`AdminAreaRoot`, routes.tsx) is light. It
 * stays mounted while the admin moves between pages, so a toast survives the move. Renders
 * `children`, or the matched child route when none.
 */
export function AdminRoot({ children }: { children?: ReactNode }) {
  return <AntdRoot language="ar">{children ?? <Outlet />}</AntdRoot>;
}
