import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, pickOption as pick, renderAdminPage, TEST_ADMIN } from '../../shared/test-support.tsx';
import { useSession } from '@consulting/platform';
import type { JoinApplicationRecord } from '@consulting/contracts';
import JoinApplicationsPage from './JoinApplicationsPage.tsx';

function application(id: string, extra: Partial<JoinApplicationRecord>): JoinApplicationRecord {
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

function fakeApi(options: { deleteStatus?: number } = {}) {
  let list = [
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
  ];
  return vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/admin/verify') return json(200, { valid: true });
    if (url === '/api/join-applications' && method === 'GET') return json(200, { success: true, data: list });
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

const renderPage = () => renderAdminPage('/admin/join-applications', <JoinApplicationsPage />);

const rowIds = () => screen.queryAllByTestId('join-row').map((r) => r.getAttribute('data-id'));
const rowOf = (id: string) => document.querySelector<HTMLElement>(`[data-testid="join-row"][data-id="${id}"]`)!;
const deletes = () => fetchSpy.mock.calls.filter(([, init]) => init?.method === 'DELETE');

beforeEach(() => useSession.getState().signInAdmin(TEST_ADMIN, 'adm-1'));
afterEach(() => vi.unstubAllGlobals());

describe('/admin/join-applications (spec §2, §5, §7, §8)', () => {
  it('searches full name, email, phone and specialization, and filters by status', async () => {
    useFake();
    renderPage();
    await waitFor(() => expect(rowIds()).toEqual(['j1', 'j2']));
    const auth = new Headers(fetchSpy.mock.calls.find(([u]) => u === '/api/join-applications')![1]!.headers);
    expect(auth.get('Authorization')).toBe('Bearer adm-1');
    const search = screen.getByTestId('join-search');
    for (const [text, expected] of [
      ['خالد', ['j2']],
      ['SARA@', ['j1']],
      ['0555', ['j2']],
      ['محاسبة', ['j1']],
      ['الرياض', []],
    ] as const) {
      fireEvent.change(search, { target: { value: text } });
      expect(rowIds()).toEqual(expected);
    }
    fireEvent.change(search, { target: { value: '' } });
    await pick('join-status-filter', 'مقبول');
    expect(rowIds()).toEqual(['j2']);
    await pick('join-status-filter', 'قيد الانتظار');
    expect(rowIds()).toEqual(['j1']);
    await pick('join-status-filter', 'جميع الحالات');
    expect(rowIds()).toEqual(['j1', 'j2']);
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
    expect(rowIds()).toEqual(['j1']);
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
    const listCalls = () =>
      fetchSpy.mock.calls.filter(([u, init]) => u === '/api/join-applications' && init?.method === 'GET');
    const before = listCalls().length;
    // The button spins while the list loads and ignores clicks until then.
    await waitFor(() => expect(screen.getByTestId('join-refresh').className).not.toContain('ant-btn-loading'));
    fireEvent.click(screen.getByTestId('join-refresh'));
    await waitFor(() => expect(listCalls().length).toBe(before + 1));
    await waitFor(() => expect(rowIds()).toHaveLength(2));
  });
});
