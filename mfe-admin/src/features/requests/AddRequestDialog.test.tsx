import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callUrl, json, pagedReply, renderAdminPage, TEST_ADMIN } from '../../shared/test-support.tsx';
import { useSession } from '@consulting/platform';
import type { RequestRecord } from '@consulting/contracts';
import AdminDashboardPage from './AdminDashboardPage.tsx';

const TESTDATA = path.resolve(import.meta.dirname, '../../../../../shared/testdata');

function testFile(name: string, type = 'application/pdf'): File {
  return new File([readFileSync(`${TESTDATA}/${name}`)], name, { type });
}

/** A gateway whose service list grows when a request is added; records every call. */
function fakeApi(options: { addStatus?: number } = {}) {
  const services: RequestRecord[] = [];
  return vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const { path } = callUrl(url);
    if (url === '/api/admin/verify') return json(200, { valid: true });
    if (url === '/api/admin/counts') {
      const counts = { service_requests: services.length, track_requests: 0, requests_with_attachments: 0 };
      return json(200, { success: true, counts: { ...counts, total_requests: services.length, users: 0 } });
    }
    if (path === '/api/admin/service-requests') return pagedReply(url, 'requests', services);
    if (path === '/api/admin/track-requests') return pagedReply(url, 'requests', []);
    if (method === 'POST' && (url === '/api/admin/add-request' || url === '/api/admin/add-track-request')) {
      if (options.addStatus) return json(options.addStatus, { success: false, error: 'server says no' });
      const form = init!.body as FormData;
      services.push({
        id: `n${services.length + 1}`,
        request_type: 'service',
        service_name: String(form.get('service_name')),
        track_name: String(form.get('service_name')),
        user_name: String(form.get('user_name')),
        user_email: String(form.get('user_email')),
        message: String(form.get('message')),
        status: 'new',
        created_at: '2025-03-01T10:00:00Z',
        updated_at: '2025-03-01T10:00:00Z',
      });
      return json(201, { success: true, message: 'تمت إضافة الطلب', request: services.at(-1) });
    }
    return json(404, { success: false, error: 'not found' });
  });
}

let fetchSpy: ReturnType<typeof fakeApi>;
function useFake(options?: Parameters<typeof fakeApi>[0]) {
  fetchSpy = fakeApi(options);
  vi.stubGlobal('fetch', fetchSpy);
}
const posts = () => fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST');

const renderDashboard = (entry = '/admin/dashboard?tab=services') =>
  renderAdminPage('/admin/dashboard', <AdminDashboardPage />, entry);

async function openDialog() {
  renderDashboard();
  await screen.findByTestId('admin-dashboard');
  const [open] = screen.getAllByTestId('add-request-open');
  fireEvent.click(open);
  return screen.findByTestId('add-request-dialog');
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

async function chooseTrack(label: string) {
  fireEvent.mouseDown(within(screen.getByTestId('add-request-track')).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(label));
}

beforeEach(() => useSession.getState().signInAdmin(TEST_ADMIN, 'adm-1'));
afterEach(() => vi.unstubAllGlobals());

describe('admin add-request dialog (spec §5, §8)', () => {
  it('lists the missing required fields and sends nothing', async () => {
    useFake();
    await openDialog();
    fireEvent.click(screen.getByTestId('add-request-submit'));
    expect(await screen.findByText('يرجى ملء الحقول التالية: الاسم، البريد الإلكتروني، المسار')).toBeTruthy();
    type('add-request-name', 'سارة');
    fireEvent.click(screen.getByTestId('add-request-submit'));
    expect(await screen.findByText('يرجى ملء الحقول التالية: البريد الإلكتروني، المسار')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('offers the eight tracks with Arabic labels', async () => {
    useFake();
    await openDialog();
    fireEvent.mouseDown(within(screen.getByTestId('add-request-track')).getByRole('combobox'));
    for (const label of ['الابتكار', 'الملكية الفكرية', 'الجودة', 'التسويق', 'التمويل', 'الفعاليات', 'بناء القدرات']) {
      expect(await screen.findByTitle(label)).toBeTruthy();
    }
  });

  it('refuses a file that is not a PDF by content, even named .pdf', async () => {
    useFake();
    await openDialog();
    fireEvent.change(screen.getByTestId('add-request-file'), { target: { files: [testFile('not-a-pdf.pdf')] } });
    expect(await screen.findByText('يرجى اختيار ملف PDF فقط')).toBeTruthy();
    expect(screen.queryByTestId('add-request-file-name')).toBeNull();
  });

  it('refuses a PDF of 5 MiB', async () => {
    useFake();
    await openDialog();
    const big = new File([new TextEncoder().encode('%PDF-1.4\n'), new Uint8Array(5 * 1024 * 1024)], 'big.pdf', {
      type: 'application/pdf',
    });
    fireEvent.change(screen.getByTestId('add-request-file'), { target: { files: [big] } });
    expect(await screen.findByText('حجم الملف يجب أن يكون أقل من 5MB')).toBeTruthy();
    expect(screen.queryByTestId('add-request-file-name')).toBeNull();
  });

  it('sends the multipart form with additional services and the PDF, toasts and refreshes', async () => {
    useFake();
    await openDialog();
    type('add-request-name', 'سارة علي');
    type('add-request-email', 'sara@example.com');
    type('add-request-phone', '0500000000');
    type('add-request-company', 'شركة سارة');
    type('add-request-description', 'نحتاج تسجيل علامة');
    await chooseTrack('بناء القدرات');
    for (const item of ['تدريب', 'استشارة']) {
      type('add-request-item', item);
      fireEvent.click(screen.getByTestId('add-request-item-add'));
    }
    fireEvent.change(screen.getByTestId('add-request-file'), { target: { files: [testFile('project-brief.pdf')] } });
    expect((await screen.findByTestId('add-request-file-name')).textContent).toContain('project-brief.pdf');
    fireEvent.click(screen.getByTestId('add-request-submit'));

    expect(await screen.findByText('تمت إضافة الطلب')).toBeTruthy();
    const [url, init] = posts()[0];
    expect(url).toBe('/api/admin/add-request');
    expect(new Headers(init!.headers).get('Authorization')).toBe('Bearer adm-1');
    const form = init!.body as FormData;
    expect(form.get('service_name')).toBe('capacity-building');
    expect(form.get('user_name')).toBe('سارة علي');
    expect(form.get('user_email')).toBe('sara@example.com');
    expect(form.get('user_phone')).toBe('0500000000');
    expect(form.get('company')).toBe('شركة سارة');
    expect(form.get('message')).toBe('نحتاج تسجيل علامة');
    expect(form.getAll('additional_services')).toEqual(['تدريب', 'استشارة']);
    expect((form.get('attachment') as File).name).toBe('project-brief.pdf');
    // The list and the counters are loaded again and show the new request.
    await waitFor(() => expect(screen.getAllByTestId('request-card')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('tab-services').textContent).toBe('طلبات الخدمات (1)'));
  });

  it('sends additional opportunities from the opportunity tab', async () => {
    useFake();
    renderDashboard('/admin/dashboard?tab=opportunities');
    await screen.findByTestId('admin-dashboard');
    const open = screen.getAllByTestId('add-request-open').find((b) => !b.closest('.ant-tabs-tabpane-hidden'))!;
    fireEvent.click(open);
    await screen.findByTestId('add-request-dialog');
    type('add-request-name', 'سارة');
    type('add-request-email', 'sara@example.com');
    await chooseTrack('التمويل');
    type('add-request-item', 'فرصة استثمار');
    fireEvent.click(screen.getByTestId('add-request-item-add'));
    fireEvent.click(screen.getByTestId('add-request-submit'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [url, init] = posts()[0];
    expect(url).toBe('/api/admin/add-track-request');
    expect((init!.body as FormData).getAll('additional_opportunities')).toEqual(['فرصة استثمار']);
    expect((init!.body as FormData).get('attachment')).toBeNull();
  });

  it("toasts 'فشل في إضافة الطلب' when the server refuses", async () => {
    useFake({ addStatus: 400 });
    await openDialog();
    type('add-request-name', 'سارة');
    type('add-request-email', 'sara@example.com');
    await chooseTrack('الجودة');
    fireEvent.click(screen.getByTestId('add-request-submit'));
    expect(await screen.findByText('فشل في إضافة الطلب')).toBeTruthy();
    expect(screen.getByTestId('add-request-dialog')).toBeTruthy();
  });
});
