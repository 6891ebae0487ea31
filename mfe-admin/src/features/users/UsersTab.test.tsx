import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  blobText,
  callUrl,
  captureDownloads,
  json,
  pagedReply,
  renderAdminPage,
  shownParams,
} from '../../shared/test-support.tsx';
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

/** A fake gateway for the users tab: counts, the paged users list (stateful), create and export. */
function fakeApi(options: { createStatus?: number; more?: number } = {}) {
  let users = [
    user('u1', 'sara@example.com', { phone: '0500000000', company: 'شركة سارة' }),
    user('u2', 'old@example.com', { is_active: false }),
    ...Array.from({ length: options.more ?? 0 }, (_, i) => user(`x${i}`, `x${String(i).padStart(3, '0')}@example.com`)),
  ];
  return vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const { path } = callUrl(url);
    if (url === '/api/admin/verify') return json(200, { valid: true });
    if (url === '/api/admin/counts') {
      const counts = { service_requests: 0, track_requests: 0, total_requests: 0, requests_with_attachments: 0 };
      return json(200, { success: true, counts: { ...counts, users: users.length } });
    }
    if (path === '/api/admin/users/export')
      return new Response('\uFEFFالاسم\r\n', {
        headers: { 'Content-Disposition': "attachment; filename*=UTF-8''users-2025-03-05.csv" },
      });
    if (path === '/api/admin/users' && method === 'GET') return pagedReply(url, 'users', users, ['name', 'email']);
    if (url === '/api/admin/users' && method === 'POST') {
      if (options.createStatus) return json(options.createStatus, { success: false, error: 'البريد مستخدم من قبل' });
      const body = JSON.parse(init!.body as string);
      const created = user('u3', body.email, { name: body.name, full_name: body.name });
      users = [created, ...users];
      return json(201, { success: true, user: created });
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
const userReads = () =>
  fetchSpy.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
    .map(([url]) => callUrl(url))
    .filter(({ path }) => path === '/api/admin/users')
    .map(({ params }) => params);
const emails = () => screen.queryAllByTestId('user-row').map((r) => r.getAttribute('data-email'));
/** The table header cell titled `title`. */
const header = (title: string) => screen.getAllByRole('columnheader').find((h) => h.textContent?.includes(title))!;

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
    await waitFor(() => expect(within(screen.getByTestId('count-users')).getByText('2')).toBeTruthy());
    expect(screen.queryAllByTestId('request-card')).toHaveLength(0);
  });

  it('sorts with the table header and pages on the server, keeping both in the URL', async () => {
    useFake({ more: 25 });
    renderDashboard();
    await waitFor(() => expect(emails()).toHaveLength(20));
    fireEvent.click(header('البريد الإلكتروني'));
    await waitFor(() => expect(userReads().at(-1)!.get('sort')).toBe('email'));
    await waitFor(() => expect(emails()[0]).toBe('old@example.com'));
    expect(Object.fromEntries(shownParams())).toEqual({ tab: 'users', sort: 'email' });
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(emails()).toHaveLength(7));
    expect(Object.fromEntries(userReads().at(-1)!)).toEqual({ page: '2', page_size: '20', sort: 'email' });
    fireEvent.click(header('البريد الإلكتروني'));
    await waitFor(() => expect(userReads().at(-1)!.get('sort')).toBe('-email'));
    expect(userReads().at(-1)!.get('page')).toBe('1');
  });

  it('searches on the server and exports the current view', async () => {
    useFake();
    const { saved, restore } = captureDownloads();
    renderDashboard('/admin/dashboard?tab=users&is_active=true');
    await waitFor(() => expect(emails()).toEqual(['sara@example.com']));
    expect(userReads()[0].get('is_active')).toBe('true');
    fireEvent.change(screen.getByTestId('users-search'), { target: { value: 'sara' } });
    await waitFor(() => expect(userReads().at(-1)!.get('q')).toBe('sara'));
    fireEvent.click(screen.getByTestId('users-export'));
    await waitFor(() => expect(saved).toHaveLength(1));
    restore();
    const url = fetchSpy.mock.calls.find(([u]) => u.startsWith('/api/admin/users/export'))![0];
    expect(Object.fromEntries(callUrl(url).params)).toEqual({ q: 'sara', is_active: 'true' });
    expect(saved[0].name).toBe('users-2025-03-05.csv');
    expect(await blobText(saved[0].blob)).toContain('الاسم');
  });

  it('keeps the create button disabled until name and email are filled; the password is optional', async () => {
    useFake();
    renderDashboard();
    fireEvent.click(await screen.findByTestId('add-user-open'));
    await screen.findByTestId('add-user-dialog');
    const submit = () => screen.getByTestId('add-user-submit') as HTMLButtonElement;
    expect(submit().disabled).toBe(true);
    type('add-user-name', 'نورة');
    expect(submit().disabled).toBe(true);
    type('add-user-email', 'noura@example.com');
    expect(submit().disabled).toBe(false);
    expect(screen.getByTestId('add-user-password-hint').textContent).toContain('رابط لاختيار كلمة المرور');
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
    await waitFor(() => expect(screen.getByTestId('tab-users').textContent).toBe('المستخدمين (3)'));
  });

  it('sends no password when none is typed (the server mails the client a link)', async () => {
    useFake();
    renderDashboard();
    fireEvent.click(await screen.findByTestId('add-user-open'));
    type('add-user-name', 'ليلى');
    type('add-user-email', 'layla@example.com');
    fireEvent.click(screen.getByTestId('add-user-submit'));
    expect(await screen.findByText('تم إنشاء المستخدم')).toBeTruthy();
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({ name: 'ليلى', email: 'layla@example.com' });
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
