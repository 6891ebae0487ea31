import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  blobText,
  callUrl,
  captureDownloads,
  json,
  pagedReply,
  pickOption as pick,
  renderAdminPage,
  shownParams,
  TEST_ADMIN,
} from '../../shared/test-support.tsx';
import { useSession } from '@consulting/platform';
import { arabicDate, arabicDateTime } from '../../shared/arabic-date.ts';
import JoinApplicationsPage from './JoinApplicationsPage.tsx';
import type { AdminJoinApplication } from './api.ts';

function application(id: string, extra: Partial<AdminJoinApplication>): AdminJoinApplication {
  return {
    id,
    full_name: 'سارة علي',
    email: 'sara@example.com',
    phone: '0500000001',
    specialization: 'محاسبة',
    address: 'الرياض',
    experience: '5 سنوات',
    profile_image: '',
    cv_file: '',
    profile_image_name: '',
    cv_file_name: '',
    status: 'pending',
    admin_notes: '',
    created_at: '2025-03-01T10:00:00Z',
    ...extra,
  };
}

/**
 * A fake requests service for join applications: paged list, PUT, DELETE, bulk and export
 * (stateful); `extra` adds applications after j1 and j2.
 */
function fakeApi(options: { deleteStatus?: number; listStatus?: number; extra?: AdminJoinApplication[] } = {}) {
  let list: AdminJoinApplication[] = [
    application('j1', {
      profile_image: '/uploads/join_applications/p1?expires=9&sig=a',
      profile_image_name: 'profile.png',
      cv_file: '/uploads/join_applications/c1?expires=9&sig=b',
      cv_file_name: 'cv.docx',
    }),
    application('j2', {
      full_name: 'خالد',
      email: 'khaled@example.com',
      phone: '0555555555',
      specialization: 'تسويق رقمي',
      status: 'approved',
    }),
    ...(options.extra ?? []),
  ];
  return vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const { path } = callUrl(url);
    if (url === '/api/admin/verify') return json(200, { valid: true });
    if (path === '/api/admin/join-applications' && method === 'GET') {
      if (options.listStatus) return json(options.listStatus, { success: false, error: 'قاعدة البيانات غير متاحة' });
      return pagedReply(url, 'data', list, ['full_name', 'email', 'phone', 'specialization']);
    }
    if (path === '/api/admin/join-applications/j1/audit')
      return json(200, {
        success: true,
        audit: [
          {
            id: 'e1',
            actor_id: 'a1',
            actor_email: 'noura@example.com',
            entity: 'join_application',
            entity_id: 'j1',
            action: 'update',
            before: { status: 'pending', full_name: 'سارة علي' },
            after: { status: 'under_review', full_name: 'سارة علي' },
            at: '2025-03-02T10:00:00.000Z',
          },
        ],
      });
    if (path === '/api/admin/join-applications/export')
      return new Response('\uFEFFالاسم الكامل\r\n', {
        headers: { 'Content-Disposition': 'attachment; filename="join-applications-2025-03-05.csv"' },
      });
    if (path === '/api/admin/join-applications/bulk' && method === 'POST') {
      const body = JSON.parse(init!.body as string);
      const found = body.ids.filter((id: string) => list.some((a) => a.id === id));
      if (body.action === 'delete') list = list.filter((a) => !found.includes(a.id));
      else list = list.map((a) => (found.includes(a.id) ? { ...a, status: body.status } : a));
      return json(200, {
        success: true,
        done: found,
        not_found: body.ids.filter((id: string) => !found.includes(id)),
      });
    }
    if (url === '/api/join-applications' && method === 'PUT') {
      const body = JSON.parse(init!.body as string);
      const updated = { ...list.find((a) => a.id === body.id)!, status: body.status, admin_notes: body.admin_notes };
      list = list.map((a) => (a.id === body.id ? updated : a));
      return json(200, { success: true, message: 'تم تحديث حالة الطلب', data: updated });
    }
    if (method === 'DELETE' && url.startsWith('/api/join-applications?id=')) {
      if (options.deleteStatus) return json(options.deleteStatus, { success: false, error: 'الطلب غير موجود' });
      const id = new URLSearchParams(url.split('?')[1]).get('id');
      list = list.filter((a) => a.id !== id);
      return json(200, { success: true, message: 'Application deleted' });
    }
    return json(404, { success: false, error: 'not found' });
  });
}

let fetchSpy: ReturnType<typeof fakeApi>;
function useFake(options?: Parameters<typeof fakeApi>[0]) {
  fetchSpy = fakeApi(options);
  vi.stubGlobal('fetch', fetchSpy);
}

const renderPage = (entry = '/admin/join-applications') =>
  renderAdminPage('/admin/join-applications', <JoinApplicationsPage />, entry);

const rowIds = () => screen.queryAllByTestId('join-row').map((r) => r.getAttribute('data-id'));
const rowOf = (id: string) => document.querySelector<HTMLElement>(`[data-testid="join-row"][data-id="${id}"]`)!;
const deletes = () => fetchSpy.mock.calls.filter(([, init]) => init?.method === 'DELETE');
const listReads = () =>
  fetchSpy.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
    .map(([url]) => callUrl(url))
    .filter(({ path }) => path === '/api/admin/join-applications')
    .map(({ params }) => params);

beforeEach(() => useSession.getState().signInAdmin(TEST_ADMIN, 'adm-1'));
afterEach(() => vi.unstubAllGlobals());

describe('/admin/join-applications (spec §2, §5, §7, §8)', () => {
  it('searches and filters by status on the server', async () => {
    useFake();
    renderPage();
    await waitFor(() => expect(rowIds()).toEqual(['j1', 'j2']));
    const auth = new Headers(
      fetchSpy.mock.calls.find(([u]) => u.startsWith('/api/admin/join-applications?'))![1]!.headers,
    );
    expect(auth.get('Authorization')).toBe('Bearer adm-1');
    const search = screen.getByTestId('join-search');
    fireEvent.change(search, { target: { value: '0555' } });
    await waitFor(() => expect(rowIds()).toEqual(['j2']));
    expect(listReads().at(-1)!.get('q')).toBe('0555');
    fireEvent.change(search, { target: { value: 'محاسبة' } });
    await waitFor(() => expect(rowIds()).toEqual(['j1']));
    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => expect(rowIds()).toEqual(['j1', 'j2']));
    await pick('join-status-filter', 'مقبول');
    await waitFor(() => expect(rowIds()).toEqual(['j2']));
    expect(Object.fromEntries(listReads().at(-1)!)).toEqual({ page: '1', page_size: '20', status: 'approved' });
    await pick('join-status-filter', 'جميع الحالات');
    await waitFor(() => expect(rowIds()).toEqual(['j1', 'j2']));
  });

  it('sends a linked page and status, steps back from a page past the end, and sorts with the header', async () => {
    useFake();
    renderPage('/admin/join-applications?page=2&status=pending');
    await waitFor(() => expect(listReads().length).toBeGreaterThan(0));
    expect(Object.fromEntries(listReads()[0])).toEqual({ page: '2', page_size: '20', status: 'pending' });
    // One pending application: page 2 is past the end, so page 1 shows.
    await waitFor(() => expect(rowIds()).toEqual(['j1']));
    expect(Object.fromEntries(shownParams())).toEqual({ status: 'pending' });
    const header = screen.getAllByRole('columnheader').find((h) => h.textContent?.includes('الاسم الكامل'))!;
    fireEvent.click(header);
    await waitFor(() => expect(shownParams().get('sort')).toBe('full_name'));
    expect(shownParams().get('page')).toBeNull();
    await waitFor(() => expect(listReads().at(-1)!.get('sort')).toBe('full_name'));
    expect(listReads().at(-1)!.get('page')).toBe('1');
    expect(listReads().at(-1)!.get('status')).toBe('pending');
  });

  it('sets the status of the selected applications, then deletes them after confirmation', async () => {
    useFake();
    renderPage();
    await waitFor(() => expect(rowIds()).toHaveLength(2));
    fireEvent.click(within(rowOf('j1')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('j2')).getByRole('checkbox'));
    await pick('join-bulk-status', 'قيد المراجعة');
    fireEvent.click(screen.getByTestId('join-bulk-apply'));
    expect(await screen.findByText('تم تنفيذ الإجراء على 2 من العناصر')).toBeTruthy();
    const posts = () => fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts()[0][0]).toBe('/api/admin/join-applications/bulk');
    expect(JSON.parse(posts()[0][1]!.body as string)).toEqual({
      action: 'set_status',
      status: 'under_review',
      ids: ['j1', 'j2'],
    });
    await waitFor(() => expect(rowOf('j2').getAttribute('data-status')).toBe('under_review'));

    fireEvent.click(within(rowOf('j2')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('join-bulk-delete'));
    expect(await screen.findByText('هل أنت متأكد من حذف العناصر المحددة (1)؟')).toBeTruthy();
    expect(posts()).toHaveLength(1);
    fireEvent.click(
      within(document.querySelector<HTMLElement>('.ant-popconfirm')!).getByRole('button', { name: 'حذف' }),
    );
    expect(await screen.findByText('تم حذف 1 من العناصر')).toBeTruthy();
    expect(JSON.parse(posts()[1][1]!.body as string)).toEqual({ action: 'delete', ids: ['j2'] });
    await waitFor(() => expect(rowIds()).toEqual(['j1']));
  });

  it('exports the applications of the current filter', async () => {
    useFake();
    const { saved, restore } = captureDownloads();
    renderPage('/admin/join-applications?status=approved&sort=-full_name');
    await waitFor(() => expect(rowIds()).toEqual(['j2']));
    fireEvent.click(screen.getByTestId('join-export'));
    await waitFor(() => expect(saved).toHaveLength(1));
    restore();
    const url = fetchSpy.mock.calls.find(([u]) => u.startsWith('/api/admin/join-applications/export'))![0];
    expect(Object.fromEntries(callUrl(url).params)).toEqual({ sort: '-full_name', status: 'approved' });
    expect(saved[0].name).toBe('join-applications-2025-03-05.csv');
    expect(await blobText(saved[0].blob)).toContain('الاسم الكامل');
  });

  it("toasts the server's error when the list cannot load", async () => {
    useFake({ listStatus: 400 });
    renderPage();
    expect(await screen.findByText('قاعدة البيانات غير متاحة')).toBeTruthy();
  });

  it('shows the profile image and the CV link in the details dialog', async () => {
    useFake();
    renderPage();
    await waitFor(() => expect(rowIds()).toHaveLength(2));
    fireEvent.click(within(rowOf('j1')).getByTestId('join-details'));
    const dialog = await screen.findByTestId('join-details-dialog');
    expect(within(dialog).getByTestId('join-profile-image').getAttribute('src')).toBe(
      '/uploads/join_applications/p1?expires=9&sig=a',
    );
    const cv = within(dialog).getByTestId('join-cv-link');
    expect(cv.getAttribute('href')).toBe('/uploads/join_applications/c1?expires=9&sig=b');
    expect(cv.textContent).toContain('cv.docx');
  });

  it("shows the application's history in the details dialog on request", async () => {
    useFake();
    renderPage();
    await waitFor(() => expect(rowIds()).toHaveLength(2));
    fireEvent.click(within(rowOf('j1')).getByTestId('join-details'));
    const dialog = await screen.findByTestId('join-details-dialog');
    fireEvent.click(within(dialog).getByTestId('history-toggle'));
    const [entry] = await within(dialog).findAllByTestId('audit-entry');
    expect(within(entry).getByTestId('audit-actor').textContent).toBe('noura@example.com');
    expect(
      within(entry)
        .getAllByTestId('audit-change')
        .map((r) => r.getAttribute('data-field')),
    ).toEqual(['status']);
  });

  it('edits the status and notes with PUT {id, status, admin_notes}', async () => {
    useFake();
    renderPage();
    await waitFor(() => expect(rowIds()).toHaveLength(2));
    fireEvent.click(within(rowOf('j1')).getByTestId('join-edit'));
    await screen.findByTestId('join-edit-dialog');
    await pick('join-edit-status', 'قيد المراجعة');
    fireEvent.change(screen.getByTestId('join-edit-notes'), { target: { value: 'مقابلة الأحد' } });
    fireEvent.click(screen.getByTestId('join-edit-save'));
    expect(await screen.findByText('تم تحديث حالة الطلب')).toBeTruthy();
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(put[1]!.body as string)).toEqual({
      id: 'j1',
      status: 'under_review',
      admin_notes: 'مقابلة الأحد',
    });
    await waitFor(() => expect(rowOf('j1').getAttribute('data-status')).toBe('under_review'));
  });

  it('deletes only after confirmation, with the Arabic default toast for an English server message', async () => {
    useFake();
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    renderPage();
    await waitFor(() => expect(rowIds()).toHaveLength(2));
    fireEvent.click(within(rowOf('j2')).getByTestId('join-delete'));
    expect(confirm).toHaveBeenCalledWith('هل أنت متأكد من حذف هذا الطلب؟');
    expect(deletes()).toHaveLength(0);
    expect(rowIds()).toEqual(['j1', 'j2']);

    confirm.mockReturnValue(true);
    fireEvent.click(within(rowOf('j2')).getByTestId('join-delete'));
    expect(await screen.findByText('تم حذف الطلب')).toBeTruthy();
    expect(deletes()[0][0]).toBe('/api/join-applications?id=j2');
    await waitFor(() => expect(rowIds()).toEqual(['j1']));
  });

  it("toasts the server's error when a delete fails", async () => {
    useFake({ deleteStatus: 404 });
    vi.stubGlobal('confirm', () => true);
    renderPage();
    await waitFor(() => expect(rowIds()).toHaveLength(2));
    fireEvent.click(within(rowOf('j1')).getByTestId('join-delete'));
    expect(await screen.findByText('الطلب غير موجود')).toBeTruthy();
    expect(rowIds()).toEqual(['j1', 'j2']);
  });

  it('reloads the list with the refresh button', async () => {
    useFake();
    renderPage();
    await waitFor(() => expect(rowIds()).toHaveLength(2));
    const listCalls = listReads;
    const before = listCalls().length;
    // The button spins while the list loads and ignores clicks until then.
    await waitFor(() => expect(screen.getByTestId('join-refresh').className).not.toContain('ant-btn-loading'));
    fireEvent.click(screen.getByTestId('join-refresh'));
    await waitFor(() => expect(listCalls().length).toBe(before + 1));
    await waitFor(() => expect(rowIds()).toHaveLength(2));
  });

  it('shows the recorded consent, or that none is recorded, in the details dialog', async () => {
    const consent = { policy_version: '2026-11-24', given_at: '2026-12-01T09:30:00.000Z' };
    useFake({ extra: [application('j3', { full_name: 'منى', consent })] });
    renderPage();
    await waitFor(() => expect(rowIds()).toEqual(['j1', 'j2', 'j3']));
    fireEvent.click(within(rowOf('j3')).getByTestId('join-details'));
    const dialog = await screen.findByTestId('join-details-dialog');
    expect(within(dialog).getByTestId('consent-line').textContent).toBe(
      `الموافقة على سياسة الخصوصية: الإصدار 2026-11-24 — ${arabicDateTime(consent.given_at)}`,
    );
    fireEvent.click(screen.getByRole('button', { name: /close|إغلاق/i }));
    await waitFor(() => expect(screen.queryByTestId('join-details-dialog')).toBeNull());
    fireEvent.click(within(rowOf('j1')).getByTestId('join-details'));
    const other = await screen.findByTestId('join-details-dialog');
    expect(within(other).getByTestId('consent-line').textContent).toBe('لا توجد موافقة مسجلة');
  });

  it('says the files were deleted after the retention period instead of linking them', async () => {
    useFake({
      extra: [
        application('j3', {
          full_name: 'منى',
          cv_file_name: '',
          files_deleted_at: '2027-03-01T02:00:00.000Z',
        }),
      ],
    });
    renderPage();
    await waitFor(() => expect(rowIds()).toEqual(['j1', 'j2', 'j3']));
    fireEvent.click(within(rowOf('j3')).getByTestId('join-details'));
    const dialog = await screen.findByTestId('join-details-dialog');
    expect(within(dialog).getByTestId('join-files-deleted').textContent).toBe(
      `حُذفت الملفات بعد انتهاء مدة الاحتفاظ (${arabicDate('2027-03-01T02:00:00.000Z')})`,
    );
    expect(within(dialog).queryByTestId('join-cv-link')).toBeNull();
    expect(within(dialog).queryByTestId('join-profile-image')).toBeNull();
    expect(within(dialog).queryByText('لا يوجد')).toBeNull();
  });

  it("tags an application flagged unconfirmed 'غير مؤكد' in its row and details, and no other", async () => {
    useFake({ extra: [application('j3', { full_name: 'منى', unconfirmed: true })] });
    renderPage();
    await waitFor(() => expect(rowIds()).toEqual(['j1', 'j2', 'j3']));
    expect(within(rowOf('j3')).getByTestId('unconfirmed-tag').textContent).toBe('غير مؤكد');
    expect(within(rowOf('j1')).queryByTestId('unconfirmed-tag')).toBeNull();
    expect(within(rowOf('j2')).queryByTestId('unconfirmed-tag')).toBeNull();
    fireEvent.click(within(rowOf('j3')).getByTestId('join-details'));
    const dialog = await screen.findByTestId('join-details-dialog');
    expect(within(dialog).getByTestId('unconfirmed-tag').textContent).toBe('غير مؤكد');
  });

  it('filters held applications on the server with the choice in the URL', async () => {
    useFake({ extra: [application('j3', { full_name: 'منى', unconfirmed: true })] });
    renderPage('/admin/join-applications?status=pending');
    await waitFor(() => expect(rowIds()).toEqual(['j1', 'j3']));
    fireEvent.click(within(screen.getByTestId('join-unconfirmed-filter')).getByText('غير مؤكد'));
    await waitFor(() => expect(rowIds()).toEqual(['j3']));
    expect(Object.fromEntries(listReads().at(-1)!)).toEqual({
      page: '1',
      page_size: '20',
      status: 'pending',
      unconfirmed: 'true',
    });
    expect(Object.fromEntries(shownParams())).toEqual({ status: 'pending', unconfirmed: 'true' });
  });
});
