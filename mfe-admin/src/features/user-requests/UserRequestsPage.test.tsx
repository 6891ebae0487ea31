import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, pickOption as pick, renderAdminPage, TEST_ADMIN } from '../../shared/test-support.tsx';
import { useSession } from '@consulting/platform';
import UserRequestsPage from './UserRequestsPage.tsx';
import type { UserRequestRecord } from './api.ts';

function row(id: string, extra: Partial<UserRequestRecord>): UserRequestRecord {
  return {
    id,
    kind: 'service',
    user_name: 'سارة',
    user_email: 'sara@example.com',
    service_name: 'investment',
    details: 'تفاصيل',
    status: 'pending',
    admin_notes: '',
    created_at: '2025-03-01T10:00:00Z',
    updated_at: '2025-03-01T10:00:00Z',
    ...extra,
  };
}

function fakeApi(options: { putStatus?: number } = {}) {
  const requests = [
    row('r1', { user_name: 'سارة', details: 'تسجيل علامة تجارية' }),
    row('r2', {
      kind: 'opportunity',
      user_name: 'خالد',
      user_email: 'khaled@example.com',
      status: 'in_progress',
      service_name: 'events',
    }),
    row('r3', { user_name: 'منى', user_email: 'mona@example.com', status: 'unknown-status' as never, details: 'جودة' }),
  ];
  return vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/admin/verify') return json(200, { valid: true });
    if (url === '/api/admin/requests' && method === 'GET') return json(200, { success: true, requests });
    if (method === 'PUT' && url.startsWith('/api/admin/requests/')) {
      if (options.putStatus) return json(options.putStatus, { success: false, error: 'no' });
      const id = url.split('/').pop();
      const body = JSON.parse(init!.body as string);
      return json(200, { success: true, request: { ...requests.find((r) => r.id === id)!, ...body } });
    }
    return json(404, { success: false, error: 'not found' });
  });
}

let fetchSpy: ReturnType<typeof fakeApi>;
function useFake(options?: Parameters<typeof fakeApi>[0]) {
  fetchSpy = fakeApi(options);
  vi.stubGlobal('fetch', fetchSpy);
}

const renderPage = () => renderAdminPage('/admin/user-requests', <UserRequestsPage />);

const rowIds = () => screen.queryAllByTestId('user-request-row').map((r) => r.getAttribute('data-id'));
const rowOf = (id: string) => document.querySelector<HTMLElement>(`[data-testid="user-request-row"][data-id="${id}"]`)!;

beforeEach(() => useSession.getState().signInAdmin(TEST_ADMIN, 'adm-1'));
afterEach(() => vi.unstubAllGlobals());

describe('/admin/user-requests (spec §2 "User requests", §5, §8)', () => {
  it('searches name, email, track and details, and filters by status', async () => {
    useFake();
    renderPage();
    await waitFor(() => expect(rowIds()).toEqual(['r1', 'r2', 'r3']));
    expect(within(rowOf('r2')).getByTestId('user-request-status-badge').textContent).toBe('قيد التنفيذ');
    const search = screen.getByTestId('user-request-search');
    fireEvent.change(search, { target: { value: 'KHALED@' } });
    expect(rowIds()).toEqual(['r2']);
    fireEvent.change(search, { target: { value: 'علامة' } });
    expect(rowIds()).toEqual(['r1']);
    fireEvent.change(search, { target: { value: 'الفعاليات' } });
    expect(rowIds()).toEqual(['r2']);
    fireEvent.change(search, { target: { value: '' } });
    await pick('user-request-status-filter', 'قيد الانتظار');
    expect(rowIds()).toEqual(['r1']);
    await pick('user-request-status-filter', 'الكل');
    expect(rowIds()).toEqual(['r1', 'r2', 'r3']);
  });

  it('requires a status before saving, then sends {status, admin_notes}', async () => {
    useFake();
    renderPage();
    await waitFor(() => expect(rowIds()).toHaveLength(3));
    fireEvent.click(within(rowOf('r3')).getByTestId('user-request-edit'));
    await screen.findByTestId('user-request-dialog');
    const save = () => screen.getByTestId('user-request-save') as HTMLButtonElement;
    expect(save().disabled).toBe(true);
    fireEvent.change(screen.getByTestId('user-request-notes'), { target: { value: 'تمت المتابعة' } });
    expect(save().disabled).toBe(true);
    await pick('user-request-status', 'مكتمل');
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    expect(await screen.findByText('تم تحديث الطلب بنجاح')).toBeTruthy();
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe('/api/admin/requests/r3');
    expect(JSON.parse(put[1]!.body as string)).toEqual({ status: 'completed', admin_notes: 'تمت المتابعة' });
    await waitFor(() => expect(within(rowOf('r3')).getByTestId('user-request-status-badge').textContent).toBe('مكتمل'));
  });

  it('toasts the update failure', async () => {
    useFake({ putStatus: 500 });
    renderPage();
    await waitFor(() => expect(rowIds()).toHaveLength(3));
    fireEvent.click(within(rowOf('r1')).getByTestId('user-request-edit'));
    fireEvent.click(await screen.findByTestId('user-request-save'));
    expect(await screen.findByText('خطأ في تحديث الطلب')).toBeTruthy();
    expect(screen.getByText('حدث خطأ أثناء تحديث الطلب')).toBeTruthy();
  });
});
