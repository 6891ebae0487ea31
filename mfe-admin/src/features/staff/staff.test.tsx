import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffRecord } from '@consulting/contracts';
import { useSession } from '@consulting/platform';
import { json, renderAdminPage, stubFetch, TEST_ADMIN } from '../../shared/test-support.tsx';
import StaffPage from './StaffPage.tsx';

/** /admin/staff against a fake identity. */
const member = (email: string, role: 'admin' | 'editor', extra: Partial<StaffRecord> = {}): StaffRecord => ({
  id: `id-${email}`,
  name: email.split('@')[0]!,
  full_name: email.split('@')[0]!,
  email,
  role,
  is_active: true,
  created_at: '2026-01-01T00:00:00Z',
  first_admin: false,
  two_factor_enabled: false,
  ...extra,
});

let staff: StaffRecord[];
beforeEach(() => {
  staff = [member(TEST_ADMIN.email, 'admin', { id: TEST_ADMIN.id, first_admin: true }), member('ed@x.sa', 'editor')];
  useSession.getState().signInAdmin(TEST_ADMIN, 'adm-1');
});
afterEach(() => vi.unstubAllGlobals());

function fakeIdentity() {
  return stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url === '/api/admin/verify') return json(200, { success: true, valid: true });
    if (url === '/api/admin/staff' && method === 'GET') return json(200, { success: true, staff });
    if (url === '/api/admin/staff' && method === 'POST') {
      if (staff.some((s) => s.email === body.email))
        return json(409, { success: false, error: 'يوجد حساب بهذا البريد الإلكتروني' });
      const added = member(String(body.email), body.role as 'admin' | 'editor');
      staff = [...staff, added];
      return json(201, { success: true, staff: added });
    }
    const patch = /^\/api\/admin\/staff\/([^/]+)$/.exec(url);
    if (patch && method === 'PATCH') {
      staff = staff.map((s) => (s.id === decodeURIComponent(patch[1]!) ? { ...s, ...body } : s));
      return json(200, { success: true, staff: staff.find((s) => s.id === decodeURIComponent(patch[1]!)) });
    }
    return json(404, { success: false, error: 'الموظف غير موجود' });
  });
}

describe('staff page', () => {
  it('adds an editor and shows the server’s refusal of a taken email', async () => {
    const fetch = fakeIdentity();
    renderAdminPage('/admin/staff', <StaffPage />);
    await screen.findByTestId('staff-row-ed@x.sa');
    fireEvent.change(screen.getByTestId('staff-add-name'), { target: { value: 'Nora' } });
    fireEvent.change(screen.getByTestId('staff-add-email'), { target: { value: 'nora@x.sa' } });
    fireEvent.click(screen.getByTestId('staff-add-submit'));
    await screen.findByTestId('staff-row-nora@x.sa');
    expect(screen.getByTestId('staff-role-tag-nora@x.sa').textContent).toBe('محرر');
    const posted = fetch.calls('POST').find(([url]) => url === '/api/admin/staff');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ name: 'Nora', email: 'nora@x.sa', role: 'editor' });

    fireEvent.change(screen.getByTestId('staff-add-name'), { target: { value: 'Again' } });
    fireEvent.change(screen.getByTestId('staff-add-email'), { target: { value: 'ed@x.sa' } });
    fireEvent.click(screen.getByTestId('staff-add-submit'));
    expect(await screen.findByText('يوجد حساب بهذا البريد الإلكتروني')).toBeTruthy();
  });

  it('offers no demotion or deactivation of the first admin, and promotes an editor', async () => {
    const fetch = fakeIdentity();
    renderAdminPage('/admin/staff', <StaffPage />);
    const firstRow = await screen.findByTestId(`staff-row-${TEST_ADMIN.email}`);
    expect(within(firstRow).getByText('المدير الأول')).toBeTruthy();
    expect(within(firstRow).queryByTestId(`staff-deactivate-${TEST_ADMIN.email}`)).toBeNull();
    expect(within(firstRow).queryByTestId(`staff-role-${TEST_ADMIN.email}`)).toBeNull();
    fireEvent.click(screen.getByTestId('staff-role-ed@x.sa'));
    await waitFor(() => expect(screen.getByTestId('staff-role-tag-ed@x.sa').textContent).toBe('مدير'));
    const patched = fetch.calls('PATCH')[0];
    expect(patched?.[0]).toBe('/api/admin/staff/id-ed%40x.sa');
    expect(JSON.parse(String(patched?.[1]?.body))).toEqual({ role: 'admin' });
  });
});
