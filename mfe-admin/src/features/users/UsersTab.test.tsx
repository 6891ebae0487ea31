import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, renderAdminPage } from '../../shared/test-support.tsx';
import { useSession } from '@consulting/platform';
import type { UserRecord } from '@consulting/contracts';
import AdminDashboardPage from '../requests/AdminDashboardPage.tsx';

function user(id: string, email: string, extra: Partial<UserRecord> = {}): UserRecord {
  return {
    id,
    name: `مستخدم ${id}`,
    full_name: `مستخدم ${id}`,
    email,
    role: 'client',
    is_active: true,
    created_at: '2025-02-10T09:00:00Z',
    ...extra,
  };
}

const ADMIN = user('a1', 'admin@example.com', { role: 'admin' });

function fakeApi(options: { createStatus?: number } = {}) {
  const users = [
    user('u1', 'sara@example.com', { phone: '0500000000', company: 'شركة سارة' }),
    user('u2', 'old@example.com', { is_active: false }),
  ];
  return vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/admin/verify') return json(200, { valid: true });
    if (url === '/api/admin/service-requests' || url === '/api/admin/track-requests')
      return json(200, { success: true, requests: [] });
    if (url === '/api/admin/users' && method === 'GET') return json(200, { success: true, users });
    if (url === '/api/admin/users' && method === 'POST') {
      if (options.createStatus) return json(options.createStatus, { success: false, error: 'البريد مستخدم من قبل' });
      const body = JSON.parse(init!.body as string);
      return json(201, { success: true, user: user('u3', body.email, { name: body.name, full_name: body.name }) });
    }
    return json(404, { success: false, error: 'not found' });
  });
}

let fetchSpy: ReturnType<typeof fakeApi>;
function useFake(options?: Parameters<typeof fakeApi>[0]) {
  fetchSpy = fakeApi(options);
  vi.stubGlobal('fetch', fetchSpy);
}

const renderDashboard = (entry = '/admin/dashboard?tab=users') =>
  renderAdminPage('/admin/dashboard', <AdminDashboardPage />, entry);

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeEach(() => useSession.getState().signInAdmin(ADMIN, 'adm-1'));
afterEach(() => vi.unstubAllGlobals());

describe('users tab (spec §2 "Admin dashboard", §5, §8)', () => {
  it('opens from ?tab=users and lists users with an active/inactive badge', async () => {
    useFake();
    renderDashboard();
    await screen.findByTestId('users-table');
    const sara = document.querySelector<HTMLElement>('[data-testid="user-row"][data-email="sara@example.com"]')!;
    expect(within(sara).getByTestId('user-active-badge').textContent).toBe('نشط');
    expect(within(sara).getByText('شركة سارة')).toBeTruthy();
    expect(
      within(sara).getByText(
        new Date('2025-02-10T09:00:00Z').toLocaleDateString('ar-SA', {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
        }),
      ),
    ).toBeTruthy();
    const old = document.querySelector<HTMLElement>('[data-testid="user-row"][data-email="old@example.com"]')!;
    expect(within(old).getByTestId('user-active-badge').textContent).toBe('غير نشط');
    expect(within(screen.getByTestId('count-users')).getByText('2')).toBeTruthy();
    expect(screen.queryAllByTestId('request-card')).toHaveLength(0);
  });

  it('keeps the create button disabled until name, email and password are filled', async () => {
    useFake();
    renderDashboard();
    fireEvent.click(await screen.findByTestId('add-user-open'));
    await screen.findByTestId('add-user-dialog');
    const submit = () => screen.getByTestId('add-user-submit') as HTMLButtonElement;
    expect(submit().disabled).toBe(true);
    type('add-user-name', 'نورة');
    type('add-user-email', 'noura@example.com');
    expect(submit().disabled).toBe(true);
    type('add-user-password', 'Secret-123');
    expect(submit().disabled).toBe(false);
    type('add-user-name', '   ');
    expect(submit().disabled).toBe(true);
  });

  it('creates a user, toasts and lists it', async () => {
    useFake();
    renderDashboard();
    fireEvent.click(await screen.findByTestId('add-user-open'));
    type('add-user-name', 'نورة');
    type('add-user-email', 'noura@example.com');
    type('add-user-password', 'Secret-123');
    type('add-user-company', 'شركة نورة');
    fireEvent.click(screen.getByTestId('add-user-submit'));
    expect(await screen.findByText('تم إنشاء المستخدم')).toBeTruthy();
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({
      name: 'نورة',
      email: 'noura@example.com',
      password: 'Secret-123',
      company: 'شركة نورة',
    });
    await waitFor(() =>
      expect(document.querySelector('[data-testid="user-row"][data-email="noura@example.com"]')).not.toBeNull(),
    );
  });

  it("shows the server's text under 'فشل في إنشاء المستخدم' for a duplicate", async () => {
    useFake({ createStatus: 409 });
    renderDashboard();
    fireEvent.click(await screen.findByTestId('add-user-open'));
    type('add-user-name', 'سارة');
    type('add-user-email', 'sara@example.com');
    type('add-user-password', 'Secret-123');
    fireEvent.click(screen.getByTestId('add-user-submit'));
    expect(await screen.findByText('فشل في إنشاء المستخدم')).toBeTruthy();
    expect(screen.getByText('البريد مستخدم من قبل')).toBeTruthy();
  });
});
