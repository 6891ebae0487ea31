import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  callUrl,
  json,
  pagedReply,
  pickOption as pick,
  renderAdminPage,
  shownParams,
  TEST_ADMIN,
} from '../../shared/test-support.tsx';
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

/** A fake requests service for the page: paged list, PUT and bulk (stateful); `withHeld` adds a held request r4. */
function fakeApi(options: { putStatus?: number; withHeld?: boolean } = {}) {
  let requests = [
    row('r1', { user_name: 'سارة', details: 'تسجيل علامة تجارية' }),
    row('r2', {
      kind: 'opportunity',
      user_name: 'خالد',
      user_email: 'khaled@example.com',
      status: 'in_progress',
      service_name: 'events',
    }),
    row('r3', { user_name: 'منى', user_email: 'mona@example.com', status: 'unknown-status' as never, details: 'جودة' }),
    // A guest's request under an email that has an account, held for its owner.
    ...(options.withHeld ? [row('r4', { user_name: 'ريم', user_email: 'reem@example.com', unconfirmed: true })] : []),
  ];
  return vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const { path } = callUrl(url);
    if (url === '/api/admin/verify') return json(200, { valid: true });
    if (path === '/api/admin/requests' && method === 'GET') {
      // `unconfirmed=true` the held requests, `false` the others (which carry no flag).
      const params = callUrl(url).params;
      const held = params.get('unconfirmed');
      params.delete('unconfirmed');
      const rows = held === null ? requests : requests.filter((r) => (r.unconfirmed === true) === (held === 'true'));
      return pagedReply(`${path}?${params}`, 'requests', rows, ['user_name', 'user_email', 'service_name', 'details']);
    }
    if (path === '/api/admin/requests/bulk' && method === 'POST') {
      const body = JSON.parse(init!.body as string);
      requests = requests.map((r) => (body.ids.includes(r.id) ? { ...r, status: body.status } : r));
      return json(200, { success: true, done: body.ids, not_found: [] });
    }
    if (method === 'PUT' && url.startsWith('/api/admin/requests/')) {
      if (options.putStatus) return json(options.putStatus, { success: false, error: 'no' });
      const id = url.split('/').pop();
      const body = JSON.parse(init!.body as string);
      const updated = { ...requests.find((r) => r.id === id)!, ...body };
      requests = requests.map((r) => (r.id === id ? updated : r));
      return json(200, { success: true, request: updated });
    }
    return json(404, { success: false, error: 'not found' });
  });
}

let fetchSpy: ReturnType<typeof fakeApi>;
function useFake(options?: Parameters<typeof fakeApi>[0]) {
  fetchSpy = fakeApi(options);
  vi.stubGlobal('fetch', fetchSpy);
}

const renderPage = (entry = '/admin/user-requests') =>
  renderAdminPage('/admin/user-requests', <UserRequestsPage />, entry);
const listReads = () =>
  fetchSpy.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
    .map(([url]) => callUrl(url))
    .filter(({ path }) => path === '/api/admin/requests')
    .map(({ params }) => params);

const rowIds = () => screen.queryAllByTestId('user-request-row').map((r) => r.getAttribute('data-id'));
const rowOf = (id: string) => document.querySelector<HTMLElement>(`[data-testid="user-request-row"][data-id="${id}"]`)!;

beforeEach(() => useSession.getState().signInAdmin(TEST_ADMIN, 'adm-1'));
afterEach(() => vi.unstubAllGlobals());

describe('/admin/user-requests (spec §2 "User requests", §5, §8)', () => {
  it('searches and filters by status on the server, keeping both in the URL', async () => {
    useFake();
    renderPage();
    await waitFor(() => expect(rowIds()).toEqual(['r1', 'r2', 'r3']));
    expect(within(rowOf('r2')).getByTestId('user-request-status-badge').textContent).toBe('قيد التنفيذ');
    const search = screen.getByTestId('user-request-search');
    fireEvent.change(search, { target: { value: 'KHALED@' } });
    await waitFor(() => expect(rowIds()).toEqual(['r2']));
    expect(listReads().at(-1)!.get('q')).toBe('KHALED@');
    fireEvent.change(search, { target: { value: 'علامة' } });
    await waitFor(() => expect(rowIds()).toEqual(['r1']));
    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => expect(rowIds()).toEqual(['r1', 'r2', 'r3']));
    await pick('user-request-status-filter', 'قيد الانتظار');
    await waitFor(() => expect(rowIds()).toEqual(['r1']));
    expect(Object.fromEntries(listReads().at(-1)!)).toEqual({ page: '1', page_size: '20', status: 'pending' });
    expect(shownParams().get('status')).toBe('pending');
    await pick('user-request-status-filter', 'الكل');
    await waitFor(() => expect(rowIds()).toEqual(['r1', 'r2', 'r3']));
    expect(shownParams().get('status')).toBeNull();
  });

  it('opens the view of a link (page and status) and goes back to page 1 on a new filter', async () => {
    useFake();
    renderPage('/admin/user-requests?page=3&status=completed&kind=opportunity&sort=created_at');
    await waitFor(() => expect(listReads()).toHaveLength(1));
    expect(Object.fromEntries(listReads()[0])).toEqual({
      page: '3',
      page_size: '20',
      sort: 'created_at',
      status: 'completed',
      kind: 'opportunity',
    });
    await pick('user-request-status-filter', 'ملغي');
    await waitFor(() => expect(shownParams().get('status')).toBe('cancelled'));
    expect(shownParams().get('page')).toBeNull();
    await waitFor(() => expect(listReads().at(-1)!.get('page')).toBe('1'));
  });

  it('sets the status of the selected rows in one bulk call and refreshes', async () => {
    useFake();
    renderPage();
    await waitFor(() => expect(rowIds()).toHaveLength(3));
    fireEvent.click(within(rowOf('r1')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('r3')).getByRole('checkbox'));
    await pick('user-request-bulk-status', 'ملغي');
    fireEvent.click(screen.getByTestId('user-request-bulk-apply'));
    expect(await screen.findByText('تم تنفيذ الإجراء على 2 من العناصر')).toBeTruthy();
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/admin/requests/bulk');
    expect(JSON.parse(post[1]!.body as string)).toEqual({
      action: 'set_status',
      status: 'cancelled',
      ids: ['r1', 'r3'],
    });
    await waitFor(() => expect(rowOf('r3').getAttribute('data-status')).toBe('cancelled'));
    expect(rowOf('r1').getAttribute('data-status')).toBe('cancelled');
    expect(screen.queryByTestId('user-request-bulk')).toBeNull();
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

  it("tags only the unconfirmed request 'غير مؤكد', in its row and its edit dialog", async () => {
    useFake({ withHeld: true });
    renderPage();
    await waitFor(() => expect(rowIds()).toHaveLength(4));
    expect(within(rowOf('r4')).getByTestId('unconfirmed-tag').textContent).toBe('غير مؤكد');
    for (const id of ['r1', 'r2', 'r3']) expect(within(rowOf(id)).queryByTestId('unconfirmed-tag')).toBeNull();
    fireEvent.click(within(rowOf('r4')).getByTestId('user-request-edit'));
    const dialog = await screen.findByTestId('user-request-dialog');
    expect(within(dialog).getByTestId('unconfirmed-tag').textContent).toBe('غير مؤكد');
  });

  it('filters unconfirmed requests on the server with the choice in the URL', async () => {
    useFake({ withHeld: true });
    renderPage('/admin/user-requests?status=pending');
    await waitFor(() => expect(rowIds()).toEqual(['r1', 'r4']));
    const filter = screen.getByTestId('user-request-unconfirmed-filter');
    fireEvent.click(within(filter).getByText('غير مؤكد'));
    await waitFor(() => expect(rowIds()).toEqual(['r4']));
    expect(Object.fromEntries(listReads().at(-1)!)).toEqual({
      page: '1',
      page_size: '20',
      status: 'pending',
      unconfirmed: 'true',
    });
    expect(Object.fromEntries(shownParams())).toEqual({ status: 'pending', unconfirmed: 'true' });
    fireEvent.click(within(filter).getByText('مؤكد'));
    await waitFor(() => expect(rowIds()).toEqual(['r1']));
    expect(listReads().at(-1)!.get('unconfirmed')).toBe('false');
    expect(shownParams().get('unconfirmed')).toBe('false');
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
