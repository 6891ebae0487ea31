import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession } from '@consulting/platform';
import type { ServiceRecord, UserRecord } from '@consulting/contracts';
import AdminLayout from '../../layout/AdminLayout.tsx';
import ServicesPage from './ServicesPage.tsx';
import { toSortOrder } from './api.ts';

const ADMIN: UserRecord = {
  id: 'a1',
  name: 'المدير',
  full_name: 'المدير',
  email: 'admin@example.com',
  role: 'admin',
  is_active: true,
  created_at: '2025-01-01T00:00:00Z',
};

function service(id: string, title_ar: string, title_en: string, extra: Partial<ServiceRecord> = {}): ServiceRecord {
  return {
    id,
    slug: id,
    title_ar,
    title_en,
    description_ar: `وصف ${title_ar}`,
    description_en: `About ${title_en}`,
    icon: 'fas fa-cog',
    path: `/services/${id}`,
    is_active: 1,
    sort_order: 0,
    ...extra,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake gateway for /api/admin/services; `listStatuses` answers successive GETs (then 200). */
function fakeApi(options: { listStatuses?: number[]; writeStatus?: number } = {}) {
  const services = [
    service('s1', 'الملكية الفكرية', 'Intellectual Property', { sort_order: 1 }),
    service('s2', 'التمويل والاستثمار', 'Finance and Investment', { sort_order: 2, is_active: 0 }),
  ];
  const listStatuses = [...(options.listStatuses ?? [])];
  return vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/admin/verify') return json(200, { valid: true });
    if (method === 'GET' && url === '/api/admin/services') {
      const status = listStatuses.shift() ?? 200;
      return status === 200 ? json(200, { success: true, services }) : json(status, { success: false });
    }
    if (options.writeStatus) return json(options.writeStatus, { success: false, error: 'refused' });
    const body = init?.body ? JSON.parse(init.body as string) : {};
    if (method === 'POST') return json(201, { success: true, service: { ...service('s9', '', ''), ...body } });
    const id = url.split('/').pop()!;
    const found = services.find((s) => s.id === id)!;
    if (method === 'PUT') return json(200, { success: true, service: { ...found, ...body } });
    if (method === 'DELETE') return json(200, { success: true });
    return json(404, { success: false, error: 'not found' });
  });
}

let fetchSpy: ReturnType<typeof fakeApi>;
function useFake(options?: Parameters<typeof fakeApi>[0]) {
  fetchSpy = fakeApi(options);
  vi.stubGlobal('fetch', fetchSpy);
}
const calls = (method: string) => fetchSpy.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

function renderPage() {
  return render(
    <App>
      <MemoryRouter initialEntries={['/admin/services']}>
        <Routes>
          <Route element={<AdminLayout />}>
            <Route path="/admin/services" element={<ServicesPage />} />
          </Route>
          <Route path="/admin/login" element={<div data-testid="login-stub" />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

function field(dialog: HTMLElement, name: string): HTMLElement {
  const element = dialog.querySelector<HTMLElement>(`[name="${name}"]`);
  if (!element) throw new Error(`no field ${name}`);
  return element;
}

function type(dialog: HTMLElement, name: string, value: string) {
  fireEvent.change(field(dialog, name), { target: { value } });
}

beforeEach(() => useSession.getState().signInAdmin(ADMIN, 'adm-1'));
afterEach(() => vi.unstubAllGlobals());

describe('ServicesPage (spec §2, §5, §8)', () => {
  it('shows the services as cards with an h1 and searches Arabic and English titles', async () => {
    useFake();
    renderPage();
    const cards = await screen.findAllByTestId('service-card');
    expect(cards.map((c) => c.getAttribute('data-id'))).toEqual(['s1', 's2']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('إدارة الخدمات');
    expect(within(cards[1]).getByText('غير نشطة')).toBeTruthy();
    const search = screen.getByTestId('admin-search');
    fireEvent.change(search, { target: { value: 'finance' } });
    expect(screen.getAllByTestId('service-card').map((c) => c.getAttribute('data-id'))).toEqual(['s2']);
    fireEvent.change(search, { target: { value: 'الملكية' } });
    expect(screen.getAllByTestId('service-card').map((c) => c.getAttribute('data-id'))).toEqual(['s1']);
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('لا توجد نتائج')).toBeTruthy();
  });

  it('blocks saving until both titles and both descriptions are filled', async () => {
    useFake();
    renderPage();
    await screen.findAllByTestId('service-card');
    fireEvent.click(screen.getByTestId('service-add'));
    const dialog = await screen.findByTestId('service-form');
    type(dialog, 'title_ar', 'خدمة');
    fireEvent.click(within(dialog).getByTestId('service-save'));
    await waitFor(() => expect(within(dialog).getAllByText('هذا الحقل مطلوب')).toHaveLength(3));
    expect(calls('POST')).toHaveLength(0);
  });

  it('adds a service with sort order "abc" sent as 0 and the cog icon by default', async () => {
    useFake();
    renderPage();
    await screen.findAllByTestId('service-card');
    fireEvent.click(screen.getByTestId('service-add'));
    const dialog = await screen.findByTestId('service-form');
    type(dialog, 'title_ar', 'خدمة جديدة');
    type(dialog, 'title_en', 'New service');
    type(dialog, 'description_ar', 'وصف');
    type(dialog, 'description_en', 'Description');
    type(dialog, 'sort_order', 'abc');
    fireEvent.click(within(dialog).getByTestId('service-save'));
    expect(await screen.findByText('تم إضافة الخدمة بنجاح')).toBeTruthy();
    const [url, init] = calls('POST')[0];
    expect(url).toBe('/api/admin/services');
    expect(JSON.parse(init!.body as string)).toEqual({
      title_ar: 'خدمة جديدة',
      title_en: 'New service',
      description_ar: 'وصف',
      description_en: 'Description',
      icon: 'fas fa-cog',
      sort_order: 0,
      is_active: 1,
    });
    await waitFor(() => expect(screen.getAllByTestId('service-card')).toHaveLength(3));
  });

  it('edits a service with PUT and shows the change', async () => {
    useFake();
    renderPage();
    const [card] = await screen.findAllByTestId('service-card');
    fireEvent.click(within(card).getByTestId('service-edit'));
    const dialog = await screen.findByTestId('service-form');
    expect((field(dialog, 'title_en') as HTMLInputElement).value).toBe('Intellectual Property');
    type(dialog, 'title_ar', 'الملكية الفكرية المحدثة');
    type(dialog, 'sort_order', '7');
    fireEvent.click(within(dialog).getByTestId('service-save'));
    expect(await screen.findByText('تم تحديث الخدمة بنجاح')).toBeTruthy();
    const [url, init] = calls('PUT')[0];
    expect(url).toBe('/api/admin/services/s1');
    expect(JSON.parse(init!.body as string)).toMatchObject({ title_ar: 'الملكية الفكرية المحدثة', sort_order: 7 });
    expect(await screen.findByText('الملكية الفكرية المحدثة')).toBeTruthy();
  });

  it('toasts a failed add and keeps the dialog open', async () => {
    useFake({ writeStatus: 500 });
    renderPage();
    await screen.findAllByTestId('service-card');
    fireEvent.click(screen.getByTestId('service-add'));
    const dialog = await screen.findByTestId('service-form');
    for (const name of ['title_ar', 'title_en', 'description_ar', 'description_en']) type(dialog, name, 'x');
    fireEvent.click(within(dialog).getByTestId('service-save'));
    expect(await screen.findByText('خطأ في إضافة الخدمة')).toBeTruthy();
    expect(screen.getByText('حدث خطأ أثناء إضافة الخدمة')).toBeTruthy();
    expect(screen.getByTestId('service-form')).toBeTruthy();
  });

  it('shows the service in the edit dialog after an earlier add (fresh form per opening)', async () => {
    useFake();
    renderPage();
    const cards = await screen.findAllByTestId('service-card');
    fireEvent.click(screen.getByTestId('service-add'));
    const added = await screen.findByTestId('service-form');
    type(added, 'title_ar', 'لم تحفظ');
    fireEvent.click(within(added).getByRole('button', { name: 'إلغاء' }));
    fireEvent.click(within(cards[1]).getByTestId('service-edit'));
    await waitFor(() => {
      const dialog = screen.getAllByTestId('service-form').at(-1)!;
      expect((field(dialog, 'title_ar') as HTMLInputElement).value).toBe('التمويل والاستثمار');
      expect((field(dialog, 'sort_order') as HTMLInputElement).value).toBe('2');
    });
  });

  it('deletes only after confirmation', async () => {
    useFake();
    renderPage();
    const [card] = await screen.findAllByTestId('service-card');
    fireEvent.click(within(card).getByTestId('service-delete'));
    expect(await screen.findByText('هل أنت متأكد من حذف هذه الخدمة؟')).toBeTruthy();
    expect(calls('DELETE')).toHaveLength(0);
    const popconfirm = document.querySelector<HTMLElement>('.ant-popconfirm')!;
    fireEvent.click(within(popconfirm).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('تم حذف الخدمة بنجاح')).toBeTruthy();
    expect(calls('DELETE')[0][0]).toBe('/api/admin/services/s1');
    await waitFor(() =>
      expect(screen.getAllByTestId('service-card').map((c) => c.getAttribute('data-id'))).toEqual(['s2']),
    );
  });

  it('shows the load error with the message and retries', async () => {
    useFake({ listStatuses: [500] });
    renderPage();
    expect(await screen.findByText('خطأ في تحميل الخدمات: HTTP 500: خطأ في الخادم')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findAllByTestId('service-card')).toHaveLength(2);
  });

  it('shows the empty state', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/admin/verify' ? json(200, { valid: true }) : json(200, { success: true, services: [] }),
      ),
    );
    renderPage();
    expect(await screen.findByText('لا توجد خدمات')).toBeTruthy();
  });

  it('signs out to the login page on a 401 without retrying', async () => {
    useFake({ listStatuses: [401] });
    renderPage();
    expect(await screen.findByTestId('login-stub')).toBeTruthy();
    expect(useSession.getState().admin).toBeNull();
    expect(calls('GET').filter(([u]) => u === '/api/admin/services')).toHaveLength(1);
  });
});

describe('toSortOrder (spec §5)', () => {
  it('keeps integers and turns anything non-numeric into 0', () => {
    expect(toSortOrder('3')).toBe(3);
    expect(toSortOrder(' 12 ')).toBe(12);
    expect(toSortOrder('abc')).toBe(0);
    expect(toSortOrder('')).toBe(0);
    expect(toSortOrder(undefined)).toBe(0);
  });
});
