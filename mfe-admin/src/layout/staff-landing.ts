/**
 * Where a staff member lands: after sign-in, on `/admin`, and when they open a page their role may
 * not use. Kept apart from the sidebar (`admin-menu.tsx`, with its antd icons) so the light sign-in
 * page can use it; `AdminLayout.test.tsx` checks each landing is a page of that role's sidebar.
 */
import type { StaffRole } from '@consulting/contracts';

const LANDING: Readonly<Record<StaffRole, string>> = {
  admin: '/admin/dashboard',
  editor: '/admin/services',
};

/** The landing page of `role`; an unknown role gets the admin's (the server refuses it anyway). */
export function landingPathFor(role: string | undefined): string {
  return role === 'editor' ? LANDING.editor : LANDING.admin;
}
