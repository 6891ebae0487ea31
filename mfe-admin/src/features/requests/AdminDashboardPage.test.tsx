import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { useSession } from '@consulting/platform';
import type { RequestRecord } from '@consulting/contracts';
import AdminDashboardPage from './AdminDashboardPage.tsx';
import { downloadUrlOf } from './api.ts';
import { json, renderAdminPage, TEST_ADMIN } from '../../shared/test-support.tsx';

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

/** A fake gateway: lists, verify and status updates, recording every call. */
function fakeApi(options: { listStatus?: number; putStatus?: number } = {}) {
  const services = [
    record('s1', 'service', {
      attachment_url: '/uploads/attachments/f1?expires=9&sig=abc',
      attachment_name: 'project-brief.pdf',
      admin_notes: 'اتصل به',
    }),
    record('s2', 'service'),
  ];
  const opportunities = [record('o1', 'opportunity', { status: 'reviewing' })];
  return vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/admin/verify') return json(200, { valid: true });
    if (method === 'GET' && url === '/api/admin/service-requests')
      return json(options.listStatus ?? 200, { success: true, requests: services });
    if (method === 'GET' && url === '/api/admin/track-requests')
      return json(options.listStatus ?? 200, { success: true, requests: opportunities });
    if (method === 'PUT') {
      if (options.putStatus && options.putStatus !== 200)
        return json(options.putStatus, { success: false, error: 'no' });
      const id = url.split('/').pop();
      const status = JSON.parse(init?.body as string).status;
      const found = [...services, ...opportunities].find((r) => r.id === id)!;
      return json(200, { success: true, request: { ...found, status } });
    }
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
    expect(within(screen.getByTestId('count-total')).getByText('3')).toBeTruthy();
    expect(screen.getByTestId('count-attachments').textContent).toContain('1 من 3');
    expect(within(cards[0]).getByText('التمويل والاستثمار')).toBeTruthy();
    expect(within(cards[0]).getByTestId('status-badge').textContent).toBe('جديد');
    expect(within(cards[0]).getByText('اتصل به')).toBeTruthy();
    const auth = (
      fetchSpy.mock.calls.find(([u]) => u === '/api/admin/service-requests')![1]!.headers as Record<string, string>
    ).Authorization;
    expect(auth).toBe('Bearer adm-1');
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

  it('views the attachment in a new window and downloads it with download=1', async () => {
    useFake();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderDashboard();
    const [card] = await screen.findAllByTestId('request-card');
    expect(within(card).getByTestId('attachment-name').textContent).toBe('project-brief.pdf');
    fireEvent.click(within(card).getByTestId('attachment-view'));
    expect(open).toHaveBeenCalledWith('/uploads/attachments/f1?expires=9&sig=abc', '_blank');
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
        url === '/api/admin/verify' ? json(200, { valid: false }) : json(200, { success: true, requests: [] }),
      ),
    );
    renderDashboard();
    expect(await screen.findByTestId('login-stub')).toBeTruthy();
    expect(useSession.getState().admin).toBeNull();
  });

  it('stays signed in when verification cannot reach the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/admin/verify') throw new TypeError('Failed to fetch');
        return json(200, { success: true, requests: [] });
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
