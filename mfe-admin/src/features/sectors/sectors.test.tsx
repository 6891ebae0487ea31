import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession } from '@consulting/platform';
import type { SectorRecord, UserRecord } from '@consulting/contracts';
import AdminLayout from '../../layout/AdminLayout.tsx';
import SectorsPage from './SectorsPage.tsx';
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

function sector(id: string, name_ar: string, name_en: string, extra: Partial<SectorRecord> = {}): SectorRecord {
  return {
    id,
    name_ar,
    name_en,
    description_ar: `وصف ${name_ar}`,
    description_en: `About ${name_en}`,
    icon: 'fas fa-industry',
    is_active: 1,
    sort_order: 0,
    ...extra,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake gateway for /api/admin/sectors; `listStatuses` answers successive GETs (then 200). */
function fakeApi(options: { listStatuses?: number[]; writeStatus?: number } = {}) {
  const sectors = [
    sector('s1', 'الملكية الفكرية', 'Intellectual Property', { sort_order: 1 }),
    sector('s2', 'التمويل والاستثمار', 'Finance and Investment', { sort_order: 2, is_active: 0 }),
  ];
  const listStatuses = [...(options.listStatuses ?? [])];
  return vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/admin/verify') return json(200, { valid: true });
    if (method === 'GET' && url === '/api/admin/sectors') {
      const status = listStatuses.shift() ?? 200;
      return status === 200 ? json(200, { success: true, sectors }) : json(status, { success: false });
    }
    if (options.writeStatus) return json(options.writeStatus, { success: false, error: 'refused' });
    const body = init?.body ? JSON.parse(init.body as string) : {};
    if (method === 'POST') return json(201, { success: true, sector: { ...sector('s9', '', ''), ...body } });
    const id = url.split('/').pop()!;
    const found = sectors.find((s) => s.id === id)!;
    if (method === 'PUT') return json(200, { success: true, sector: { ...found, ...body } });
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
      <MemoryRouter initialEntries={['/admin/sectors']}>
        <Routes>
          <Route element={<AdminLayout />}>
            <Route path="/admin/sectors" element={<SectorsPage />} />
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

describe('SectorsPage (spec §2, §5, §8)', () => {
  it('shows the sectors as cards with an h1 and searches Arabic and English titles', async () => {
    useFake();
    renderPage();
    const cards = await screen.findAllByTestId('sector-card');
    expect(cards.map((c) => c.getAttribute('data-id'))).toEqual(['s1', 's2']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('إدارة القطاعات');
    expect(within(cards[1]).getByText('غير نشط')).toBeTruthy();
    const search = screen.getByTestId('admin-search');
    fireEvent.change(search, { target: { value: 'finance' } });
    expect(screen.getAllByTestId('sector-card').map((c) => c.getAttribute('data-id'))).toEqual(['s2']);
    fireEvent.change(search, { target: { value: 'الملكية' } });
    expect(screen.getAllByTestId('sector-card').map((c) => c.getAttribute('data-id'))).toEqual(['s1']);
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('لا توجد نتائج')).toBeTruthy();
  });

  it('blocks saving until both titles and both descriptions are filled', async () => {
    useFake();
    renderPage();
    await screen.findAllByTestId('sector-card');
    fireEvent.click(screen.getByTestId('sector-add'));
    const dialog = await screen.findByTestId('sector-form');
    type(dialog, 'name_ar', 'خدمة');
    fireEvent.click(within(dialog).getByTestId('sector-save'));
    await waitFor(() => expect(within(dialog).getAllByText('هذا الحقل مطلوب')).toHaveLength(3));
    expect(calls('POST')).toHaveLength(0);
  });

  it('adds a sector with sort order "abc" sent as 0 and the industry icon by default', async () => {
    useFake();
    renderPage();
    await screen.findAllByTestId('sector-card');
    fireEvent.click(screen.getByTestId('sector-add'));
    const dialog = await screen.findByTestId('sector-form');
    type(dialog, 'name_ar', 'خدمة جديدة');
    type(dialog, 'name_en', 'New sector');
    type(dialog, 'description_ar', 'وصف');
    type(dialog, 'description_en', 'Description');
    type(dialog, 'sort_order', 'abc');
    fireEvent.click(within(dialog).getByTestId('sector-save'));
    expect(await screen.findByText('تم إضافة القطاع بنجاح')).toBeTruthy();
    const [url, init] = calls('POST')[0];
    expect(url).toBe('/api/admin/sectors');
    expect(JSON.parse(init!.body as string)).toEqual({
      name_ar: 'خدمة جديدة',
      name_en: 'New sector',
      description_ar: 'وصف',
      description_en: 'Description',
      icon: 'fas fa-industry',
      sort_order: 0,
      is_active: 1,
    });
    await waitFor(() => expect(screen.getAllByTestId('sector-card')).toHaveLength(3));
  });

  it('edits a sector with PUT and shows the change', async () => {
    useFake();
    renderPage();
    const [card] = await screen.findAllByTestId('sector-card');
    fireEvent.click(within(card).getByTestId('sector-edit'));
    const dialog = await screen.findByTestId('sector-form');
    expect((field(dialog, 'name_en') as HTMLInputElement).value).toBe('Intellectual Property');
    type(dialog, 'name_ar', 'الملكية الفكرية المحدثة');
    type(dialog, 'sort_order', '7');
    fireEvent.click(within(dialog).getByTestId('sector-save'));
    expect(await screen.findByText('تم تحديث القطاع بنجاح')).toBeTruthy();
    const [url, init] = calls('PUT')[0];
    expect(url).toBe('/api/admin/sectors/s1');
    expect(JSON.parse(init!.body as string)).toMatchObject({ name_ar: 'الملكية الفكرية المحدثة', sort_order: 7 });
    expect(await screen.findByText('الملكية الفكرية المحدثة')).toBeTruthy();
  });

  it('toasts a failed add and keeps the dialog open', async () => {
    useFake({ writeStatus: 500 });
    renderPage();
    await screen.findAllByTestId('sector-card');
    fireEvent.click(screen.getByTestId('sector-add'));
    const dialog = await screen.findByTestId('sector-form');
    for (const name of ['name_ar', 'name_en', 'description_ar', 'description_en']) type(dialog, name, 'x');
    fireEvent.click(within(dialog).getByTestId('sector-save'));
    expect(await screen.findByText('خطأ في إضافة القطاع')).toBeTruthy();
    expect(screen.getByText('حدث خطأ أثناء إضافة القطاع')).toBeTruthy();
    expect(screen.getByTestId('sector-form')).toBeTruthy();
  });

  it('deletes only after confirmation', async () => {
    useFake();
    renderPage();
    const [card] = await screen.findAllByTestId('sector-card');
    fireEvent.click(within(card).getByTestId('sector-delete'));
    expect(await screen.findByText('هل أنت متأكد من حذف هذا القطاع؟')).toBeTruthy();
    expect(calls('DELETE')).toHaveLength(0);
    const popconfirm = document.querySelector<HTMLElement>('.ant-popconfirm')!;
    fireEvent.click(within(popconfirm).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('تم حذف القطاع بنجاح')).toBeTruthy();
    expect(calls('DELETE')[0][0]).toBe('/api/admin/sectors/s1');
    await waitFor(() =>
      expect(screen.getAllByTestId('sector-card').map((c) => c.getAttribute('data-id'))).toEqual(['s2']),
    );
  });

  it('shows the load error with the message and retries', async () => {
    useFake({ listStatuses: [500] });
    renderPage();
    expect(await screen.findByText('خطأ في تحميل القطاعات: HTTP 500: خطأ في الخادم')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findAllByTestId('sector-card')).toHaveLength(2);
  });

  it('shows the empty state', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/admin/verify' ? json(200, { valid: true }) : json(200, { success: true, sectors: [] }),
      ),
    );
    renderPage();
    expect(await screen.findByText('لا توجد قطاعات')).toBeTruthy();
  });

  it('signs out to the login page on a 401 without retrying', async () => {
    useFake({ listStatuses: [401] });
    renderPage();
    expect(await screen.findByTestId('login-stub')).toBeTruthy();
    expect(useSession.getState().admin).toBeNull();
    expect(calls('GET').filter(([u]) => u === '/api/admin/sectors')).toHaveLength(1);
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
