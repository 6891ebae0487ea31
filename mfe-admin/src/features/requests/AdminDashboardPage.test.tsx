import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { useSession } from '@consulting/platform';
import type { RequestRecord } from '@consulting/contracts';
import AdminDashboardPage from './AdminDashboardPage.tsx';
import { downloadUrlOf } from './api.ts';
import { arabicDateTime } from '../../shared/arabic-date.ts';
import {
  blobText,
  callUrl,
  captureDownloads,
  json,
  pagedReply,
  pickOption,
  renderAdminPage,
  shownParams,
  TEST_ADMIN,
} from '../../shared/test-support.tsx';

function record(id: string, kind: 'service' | 'opportunity', extra: Partial<RequestRecord> = {}): RequestRecord {
  return {
    id,
    request_type: kind,
    service_name: 'investment',
    track_name: 'investment',
    user_name: 'سارة',
    user_email: 'sara@example.com',
    user_phone: '0500000000',
    company: 'شركة سارة',
    message: `رسالة ${id}`,
    status: 'new',
    created_at: '2025-03-01T10:00:00Z',
    updated_at: '2025-03-01T10:00:00Z',
    ...extra,
  };
}

const CONSENT = { policy_version: '2026-11-24', given_at: '2026-12-01T09:30:00.000Z' };

/**
 * `url` without `unconfirmed`, and the rows that filter keeps (`true` the held ones,
 * `false` the others; a confirmed record carries no `unconfirmed` field at all).
 */
function heldFilter<T extends { unconfirmed?: true }>(url: string, rows: readonly T[]): [string, readonly T[]] {
  const { path, params } = callUrl(url);
  const held = params.get('unconfirmed');
  if (held === null) return [url, rows];
  params.delete('unconfirmed');
  return [`${path}?${params}`, rows.filter((r) => (r.unconfirmed === true) === (held === 'true'))];
}

const COUNTS = {
  service_requests: 2,
  track_requests: 1,
  total_requests: 3,
  requests_with_attachments: 1,
  users: 7,
};

/** A fake gateway: counts, paged lists, verify, status updates, bulk and export (stateful), recording every call. */
function fakeApi(
  options: { listStatus?: number; putStatus?: number; moreServices?: number; users?: number | null } = {},
) {
  let services = [
    record('s1', 'service', {
      attachment_url: '/uploads/attachments/f1?expires=9&sig=abc',
      attachment_name: 'project-brief.pdf',
      admin_notes: 'اتصل به',
      consent: CONSENT,
    }),
    record('s2', 'service', { unconfirmed: true }),
    ...Array.from({ length: options.moreServices ?? 0 }, (_, i) =>
      record(`s${String(i + 10).padStart(3, '0')}`, 'service', { status: i % 2 ? 'new' : 'approved' }),
    ),
  ];
  let opportunities = [record('o1', 'opportunity', { status: 'reviewing' })];
  return vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const { path } = callUrl(url);
    const search = ['user_name', 'user_email', 'message', 'company'] as const;
    if (url === '/api/admin/verify') return json(200, { valid: true });
    if (url === '/api/admin/counts')
      return json(200, {
        success: true,
        counts: { ...COUNTS, users: options.users === undefined ? 7 : options.users },
      });
    if (method === 'GET' && path === '/api/admin/service-requests') {
      if (options.listStatus) return json(options.listStatus, { success: false });
      const [rest, held] = heldFilter(url, services);
      return pagedReply(
        rest,
        'requests',
        held.map((r) => ({ ...r, track: r.service_name })),
        search,
      );
    }
    if (method === 'GET' && path === '/api/admin/track-requests')
      return options.listStatus
        ? json(options.listStatus, { success: false })
        : pagedReply(
            url,
            'requests',
            opportunities.map((r) => ({ ...r, track: r.service_name })),
            search,
          );
    if (method === 'GET' && path.endsWith('/export'))
      return new Response('\uFEFFالاسم\r\n', {
        headers: { 'Content-Disposition': 'attachment; filename="service-requests-2025-03-05.csv"' },
      });
    if (method === 'POST' && path === '/api/admin/service-requests/bulk') {
      const body = JSON.parse(init?.body as string);
      services = services.map((r) => (body.ids.includes(r.id) ? { ...r, status: body.status } : r));
      return json(200, { success: true, done: body.ids, not_found: [] });
    }
    if (method === 'PUT') {
      if (options.putStatus && options.putStatus !== 200)
        return json(options.putStatus, { success: false, error: 'no' });
      const id = url.split('/').pop();
      const status = JSON.parse(init?.body as string).status;
      const found = [...services, ...opportunities].find((r) => r.id === id)!;
      const updated = { ...found, status };
      services = services.map((r) => (r.id === id ? updated : r));
      opportunities = opportunities.map((r) => (r.id === id ? updated : r));
      return json(200, { success: true, request: updated });
    }
    if (method === 'GET' && path.startsWith('/uploads/attachments/'))
      return new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } });
    return json(404, { success: false, error: 'not found' });
  });
}

const renderDashboard = (entry = '/admin/dashboard') =>
  renderAdminPage('/admin/dashboard', <AdminDashboardPage />, entry);

let fetchSpy: ReturnType<typeof fakeApi>;
beforeEach(() => {
  useSession.getState().signInAdmin(TEST_ADMIN, 'adm-1');
});
afterEach(() => vi.unstubAllGlobals());

function useFake(options?: Parameters<typeof fakeApi>[0]) {
  fetchSpy = fakeApi(options);
  vi.stubGlobal('fetch', fetchSpy);
}
const calls = (method: string) => fetchSpy.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
/** The reads of `path` sent so far, as their query parameters. */
const reads = (path: string) =>
  calls('GET')
    .map(([url]) => callUrl(url))
    .filter((call) => call.path === path)
    .map(({ params }) => params);
const cardIds = () => screen.queryAllByTestId('request-card').map((c) => c.getAttribute('data-request-id'));

describe('AdminDashboardPage (spec §2, §7, §8)', () => {
  it('sends a visitor without admin session to /admin/login', async () => {
    useFake();
    useSession.getState().signOutAdmin();
    renderDashboard();
    expect(await screen.findByTestId('login-stub')).toBeTruthy();
  });

  it('shows the counters and the service request cards by default', async () => {
    useFake();
    renderDashboard();
    const cards = await screen.findAllByTestId('request-card');
    expect(cards.map((c) => c.getAttribute('data-request-id'))).toEqual(['s1', 's2']);
    await waitFor(() => expect(within(screen.getByTestId('count-total')).getByText('3')).toBeTruthy());
    expect(screen.getByTestId('count-attachments').textContent).toContain('1 من 3');
    expect(within(cards[0]).getByText('التمويل والاستثمار')).toBeTruthy();
    expect(within(cards[0]).getByTestId('status-badge').textContent).toBe('جديد');
    expect(within(cards[0]).getByText('اتصل به')).toBeTruthy();
    const auth = (
      fetchSpy.mock.calls.find(([u]) => u.startsWith('/api/admin/service-requests?'))![1]!.headers as Record<
        string,
        string
      >
    ).Authorization;
    expect(auth).toBe('Bearer adm-1');
  });

  it('takes the five counters from one counts call and reads no list for them', async () => {
    useFake({ users: null });
    renderDashboard();
    await waitFor(() => expect(within(screen.getByTestId('count-services')).getByText('2')).toBeTruthy());
    expect(within(screen.getByTestId('count-opportunities')).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('count-total')).getByText('3')).toBeTruthy();
    expect(within(screen.getByTestId('count-users')).getByText('—')).toBeTruthy();
    expect(screen.getByTestId('tab-opportunities').textContent).toBe('طلبات الفرص (1)');
    expect(reads('/api/admin/counts')).toHaveLength(1);
    // Only the open tab's list is read, one page of it.
    expect(reads('/api/admin/track-requests')).toHaveLength(0);
    expect(reads('/api/admin/users')).toHaveLength(0);
    expect(Object.fromEntries(reads('/api/admin/service-requests')[0])).toEqual({ page: '1', page_size: '20' });
  });

  it('sends the page and filters a link names, and a filter change goes back to page 1', async () => {
    useFake({ moreServices: 50 });
    renderDashboard('/admin/dashboard?tab=services&page=2&status=new&q=%D8%B3%D8%A7%D8%B1%D8%A9');
    await waitFor(() => expect(cardIds()).toHaveLength(7));
    expect(Object.fromEntries(reads('/api/admin/service-requests')[0])).toEqual({
      page: '2',
      page_size: '20',
      q: 'سارة',
      status: 'new',
    });
    await pickOption('requests-service-track-filter', 'التمويل والاستثمار');
    await waitFor(() => expect(shownParams().get('track')).toBe('investment'));
    expect(Object.fromEntries(shownParams())).toEqual({
      tab: 'services',
      status: 'new',
      q: 'سارة',
      track: 'investment',
    });
    await waitFor(() => expect(reads('/api/admin/service-requests').at(-1)!.get('page')).toBe('1'));
    expect(reads('/api/admin/service-requests').at(-1)!.get('track')).toBe('investment');
  });

  it('asks for the next page with the pagination', async () => {
    useFake({ moreServices: 30 });
    renderDashboard();
    await waitFor(() => expect(cardIds()).toHaveLength(20));
    expect(screen.getByText('الإجمالي: 32')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('requests-service-pagination')).getByTitle('2'));
    await waitFor(() => expect(cardIds()).toHaveLength(12));
    expect(reads('/api/admin/service-requests').at(-1)!.get('page')).toBe('2');
    expect(shownParams().get('page')).toBe('2');
    expect(shownParams().get('tab')).toBeNull();
  });

  it('sets the status of the selected requests in one bulk call and refreshes the list and counters', async () => {
    useFake();
    renderDashboard();
    await waitFor(() => expect(cardIds()).toEqual(['s1', 's2']));
    fireEvent.click(screen.getByTestId('requests-service-select-page'));
    await pickOption('requests-service-bulk-status', 'مكتمل');
    const countsBefore = reads('/api/admin/counts').length;
    fireEvent.click(screen.getByTestId('requests-service-bulk-apply'));
    expect(await screen.findByText('تم تنفيذ الإجراء على 2 من العناصر')).toBeTruthy();
    const post = calls('POST').find(([u]) => u === '/api/admin/service-requests/bulk')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({
      action: 'set_status',
      status: 'completed',
      ids: ['s1', 's2'],
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('status-badge').map((b) => b.textContent)).toEqual(['مكتمل', 'مكتمل']),
    );
    await waitFor(() => expect(reads('/api/admin/counts').length).toBeGreaterThan(countsBefore));
  });

  it('exports the tab with its current filters', async () => {
    useFake();
    const { saved, restore } = captureDownloads();
    renderDashboard('/admin/dashboard?status=approved&sort=-updated_at&page=4');
    await screen.findByTestId('requests-service');
    fireEvent.click(screen.getByTestId('requests-service-export'));
    await waitFor(() => expect(saved).toHaveLength(1));
    restore();
    const url = calls('GET').find(([u]) => u.startsWith('/api/admin/service-requests/export'))![0];
    expect(Object.fromEntries(callUrl(url).params)).toEqual({ sort: '-updated_at', status: 'approved' });
    expect(saved[0].name).toBe('service-requests-2025-03-05.csv');
    expect(await blobText(saved[0].blob)).toContain('الاسم');
  });

  it('opens the opportunities tab from ?tab=opportunities', async () => {
    useFake();
    renderDashboard('/admin/dashboard?tab=opportunities');
    const cards = await screen.findAllByTestId('request-card');
    const visible = cards.filter(
      (c) => c.closest('[aria-hidden="true"]') === null && c.closest('.ant-tabs-tabpane-hidden') === null,
    );
    expect(visible.map((c) => c.getAttribute('data-request-id'))).toEqual(['o1']);
    expect(within(visible[0]).getByTestId('status-badge').textContent).toBe('قيد المراجعة');
  });

  it('views the attachment as a PDF in a new window and downloads it with download=1', async () => {
    useFake();
    const view = { location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => view);
    vi.stubGlobal('open', open);
    const createObjectURL = vi.fn((blob: Blob) => `blob:view/${blob.type}`);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderDashboard();
    const [card] = await screen.findAllByTestId('request-card');
    expect(within(card).getByTestId('attachment-name').textContent).toBe('project-brief.pdf');
    fireEvent.click(within(card).getByTestId('attachment-view'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(view.location.href).toBe('blob:view/application/pdf'));
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toContain('/uploads/attachments/f1?expires=9&sig=abc');
    expect(within(card).getByTestId('attachment-download').getAttribute('href')).toBe(
      '/uploads/attachments/f1?expires=9&sig=abc&download=1',
    );
  });

  it('changes a status with PUT and updates the card', async () => {
    useFake();
    renderDashboard();
    const [card] = await screen.findAllByTestId('request-card');
    fireEvent.mouseDown(within(card).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('معتمد'));
    expect(await screen.findByText('تم تحديث حالة الطلب بنجاح')).toBeTruthy();
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe('/api/admin/service-requests/s1');
    expect(JSON.parse(put[1]!.body as string)).toEqual({ status: 'approved' });
    await waitFor(() => expect(within(card).getByTestId('status-badge').textContent).toBe('معتمد'));
  });

  it('keeps the status and toasts a failure when the update fails', async () => {
    useFake({ putStatus: 500 });
    renderDashboard();
    const [card] = await screen.findAllByTestId('request-card');
    fireEvent.mouseDown(within(card).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('مرفوض'));
    expect(await screen.findByText('فشل في تحديث حالة الطلب')).toBeTruthy();
    expect(within(card).getByTestId('status-badge').textContent).toBe('جديد');
  });

  it("tags only the unconfirmed request 'غير مؤكد', with why in a tooltip", async () => {
    useFake();
    renderDashboard();
    await waitFor(() => expect(cardIds()).toEqual(['s1', 's2']));
    const [confirmed, held] = screen.getAllByTestId('request-card');
    expect(within(confirmed).queryByTestId('unconfirmed-tag')).toBeNull();
    const tag = within(held).getByTestId('unconfirmed-tag');
    expect(tag.textContent).toBe('غير مؤكد');
    fireEvent.mouseEnter(tag);
    expect(
      await screen.findByText('أُرسل بدون تسجيل دخول ببريد لديه حساب؛ لن يظهر في لوحة العميل حتى يؤكده صاحب البريد'),
    ).toBeTruthy();
  });

  it('filters unconfirmed requests on the server with the choice in the URL, and back to all', async () => {
    useFake();
    renderDashboard('/admin/dashboard?tab=services&status=new');
    await waitFor(() => expect(cardIds()).toEqual(['s1', 's2']));
    const filter = screen.getByTestId('requests-service-unconfirmed-filter');
    fireEvent.click(within(filter).getByText('غير مؤكد'));
    await waitFor(() => expect(cardIds()).toEqual(['s2']));
    expect(Object.fromEntries(reads('/api/admin/service-requests').at(-1)!)).toEqual({
      page: '1',
      page_size: '20',
      status: 'new',
      unconfirmed: 'true',
    });
    expect(Object.fromEntries(shownParams())).toEqual({ tab: 'services', status: 'new', unconfirmed: 'true' });
    fireEvent.click(within(filter).getByText('مؤكد'));
    await waitFor(() => expect(cardIds()).toEqual(['s1']));
    expect(reads('/api/admin/service-requests').at(-1)!.get('unconfirmed')).toBe('false');
    expect(shownParams().get('unconfirmed')).toBe('false');
    // 'All' is the first view again (shown from the cache): no parameter in the URL.
    fireEvent.click(within(filter).getByText('الكل'));
    await waitFor(() => expect(cardIds()).toEqual(['s1', 's2']));
    expect(Object.fromEntries(shownParams())).toEqual({ tab: 'services', status: 'new' });
  });

  it('reads the unconfirmed filter from a link and exports with it', async () => {
    useFake();
    const { saved, restore } = captureDownloads();
    renderDashboard('/admin/dashboard?unconfirmed=true');
    await waitFor(() => expect(cardIds()).toEqual(['s2']));
    expect(reads('/api/admin/service-requests')[0].get('unconfirmed')).toBe('true');
    fireEvent.click(screen.getByTestId('requests-service-export'));
    await waitFor(() => expect(saved).toHaveLength(1));
    restore();
    const url = calls('GET').find(([u]) => u.startsWith('/api/admin/service-requests/export'))![0];
    expect(Object.fromEntries(callUrl(url).params)).toEqual({ unconfirmed: 'true' });
  });

  it('shows the consent a request was sent with, or that none is recorded', async () => {
    useFake();
    renderDashboard();
    await waitFor(() => expect(cardIds()).toEqual(['s1', 's2']));
    const [withConsent, without] = screen.getAllByTestId('request-card');
    expect(within(withConsent).getByTestId('consent-line').textContent).toBe(
      `الموافقة على سياسة الخصوصية: الإصدار 2026-11-24 — ${arabicDateTime(CONSENT.given_at)}`,
    );
    expect(within(without).getByTestId('consent-line').textContent).toBe('لا توجد موافقة مسجلة');
  });

  it('toasts a load failure', async () => {
    useFake({ listStatus: 500 });
    renderDashboard();
    expect((await screen.findAllByText('فشل في تحميل البيانات')).length).toBeGreaterThan(0);
    expect(screen.getByTestId('admin-load-error')).toBeTruthy();
  });

  it('signs out to the login page on a 401', async () => {
    useFake({ listStatus: 401 });
    renderDashboard();
    expect(await screen.findByTestId('login-stub')).toBeTruthy();
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it('signs out when the session does not verify', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/admin/verify'
          ? json(200, { valid: false })
          : json(200, { success: true, requests: [], total: 0, counts: COUNTS }),
      ),
    );
    renderDashboard();
    expect(await screen.findByTestId('login-stub')).toBeTruthy();
    expect(useSession.getState().admin).toBeNull();
  });

  it('stays signed in when one check finds the session invalid and the next one valid', async () => {
    let verifies = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/admin/verify'
          ? json(200, { valid: ++verifies > 1 })
          : json(200, { success: true, requests: [], total: 0, counts: COUNTS }),
      ),
    );
    renderDashboard();
    await waitFor(() => expect(verifies).toBe(2), { timeout: 2000 });
    expect(useSession.getState().admin).not.toBeNull();
    expect(screen.queryByTestId('login-stub')).toBeNull();
  });

  it('stays signed in when verification cannot reach the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/admin/verify') throw new TypeError('Failed to fetch');
        return json(200, { success: true, requests: [], total: 0, counts: COUNTS });
      }),
    );
    renderDashboard();
    expect((await screen.findAllByTestId('requests-empty')).length).toBeGreaterThan(0);
    expect(useSession.getState().admin).not.toBeNull();
  });
});

describe('downloadUrlOf', () => {
  it('adds download=1 to a relative signed URL, with or without a query', () => {
    expect(downloadUrlOf('/uploads/attachments/x?expires=1&sig=s')).toBe(
      '/uploads/attachments/x?expires=1&sig=s&download=1',
    );
    expect(downloadUrlOf('/uploads/attachments/x')).toBe('/uploads/attachments/x?download=1');
  });
});
