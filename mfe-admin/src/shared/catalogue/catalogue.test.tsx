import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@consulting/platform';
import ServicesPage from '../../features/services/ServicesPage.tsx';
import SectorsPage from '../../features/sectors/SectorsPage.tsx';
import { toSortOrder } from './catalogue-api.ts';
import {
  callUrl,
  field,
  json,
  pagedReply,
  pickOption,
  renderAdminPage,
  shownParams,
  stubFetch,
  TEST_ADMIN,
  type,
} from '../test-support.tsx';

/** What each catalogue page must show and send, written out literally (spec §2, §5, §8). */
interface Entity {
  Page: ComponentType;
  page: string;
  api: string;
  listKey: string;
  itemKey: string;
  prefix: string;
  nameAr: string;
  nameEn: string;
  icon: string;
  heading: string;
  inactive: string;
  added: string;
  updated: string;
  addFailed: string;
  addFailedDescription: string;
  confirmDelete: string;
  deleted: string;
  loadFailed: string;
  empty: string;
}

const ENTITIES: [string, Entity][] = [
  [
    'ServicesPage',
    {
      Page: ServicesPage,
      page: '/admin/services',
      api: '/api/admin/services',
      listKey: 'services',
      itemKey: 'service',
      prefix: 'service',
      nameAr: 'title_ar',
      nameEn: 'title_en',
      icon: 'fas fa-cog',
      heading: 'إدارة الخدمات',
      inactive: 'غير نشطة',
      added: 'تم إضافة الخدمة بنجاح',
      updated: 'تم تحديث الخدمة بنجاح',
      addFailed: 'خطأ في إضافة الخدمة',
      addFailedDescription: 'حدث خطأ أثناء إضافة الخدمة',
      confirmDelete: 'هل أنت متأكد من حذف هذه الخدمة؟',
      deleted: 'تم حذف الخدمة بنجاح',
      loadFailed: 'خطأ في تحميل الخدمات: HTTP 500: خطأ في الخادم',
      empty: 'لا توجد خدمات',
    },
  ],
  [
    'SectorsPage',
    {
      Page: SectorsPage,
      page: '/admin/sectors',
      api: '/api/admin/sectors',
      listKey: 'sectors',
      itemKey: 'sector',
      prefix: 'sector',
      nameAr: 'name_ar',
      nameEn: 'name_en',
      icon: 'fas fa-industry',
      heading: 'إدارة القطاعات',
      inactive: 'غير نشط',
      added: 'تم إضافة القطاع بنجاح',
      updated: 'تم تحديث القطاع بنجاح',
      addFailed: 'خطأ في إضافة القطاع',
      addFailedDescription: 'حدث خطأ أثناء إضافة القطاع',
      confirmDelete: 'هل أنت متأكد من حذف هذا القطاع؟',
      deleted: 'تم حذف القطاع بنجاح',
      loadFailed: 'خطأ في تحميل القطاعات: HTTP 500: خطأ في الخادم',
      empty: 'لا توجد قطاعات',
    },
  ],
];

describe.each(ENTITIES)('%s (spec §2, §5, §8)', (_name, E) => {
  function record(id: string, nameAr: string, nameEn: string, extra: Record<string, unknown> = {}) {
    return {
      id,
      [E.nameAr]: nameAr,
      [E.nameEn]: nameEn,
      description_ar: `وصف ${nameAr}`,
      description_en: `About ${nameEn}`,
      icon: E.icon,
      is_active: 1,
      sort_order: 0,
      ...extra,
    };
  }

  /**
   * A fake gateway for the entity's paged admin API (stateful: saves and deletes show on the
   * refetch); `listStatuses` answers successive GETs (then 200).
   */
  function useFake(options: { listStatuses?: number[]; writeStatus?: number } = {}) {
    let items = [
      record('s1', 'الملكية الفكرية', 'Intellectual Property', { sort_order: 1 }),
      record('s2', 'التمويل والاستثمار', 'Finance and Investment', { sort_order: 2, is_active: 0 }),
    ];
    const listStatuses = [...(options.listStatuses ?? [])];
    return stubFetch(async (url, init) => {
      const method = init?.method ?? 'GET';
      if (url === '/api/admin/verify') return json(200, { valid: true });
      if (method === 'GET' && callUrl(url).path === E.api) {
        const status = listStatuses.shift() ?? 200;
        return status === 200
          ? pagedReply(url, E.listKey, items, [E.nameAr, E.nameEn])
          : json(status, { success: false });
      }
      if (options.writeStatus) return json(options.writeStatus, { success: false, error: 'refused' });
      const body = init?.body ? JSON.parse(init.body as string) : {};
      if (method === 'POST') {
        const created = { ...record('s9', '', ''), ...body };
        items = [...items, created];
        return json(201, { success: true, [E.itemKey]: created });
      }
      const found = items.find((s) => s.id === url.split('/').pop())!;
      if (method === 'PUT') {
        const updated = { ...found, ...body };
        items = items.map((s) => (s.id === found.id ? updated : s));
        return json(200, { success: true, [E.itemKey]: updated });
      }
      if (method === 'DELETE') {
        items = items.filter((s) => s.id !== found.id);
        return json(200, { success: true });
      }
      return json(404, { success: false, error: 'not found' });
    });
  }

  /** The list reads sent so far, as their query parameters. */
  const listReads = (api: ReturnType<typeof useFake>) =>
    api
      .calls('GET')
      .map(([url]) => callUrl(url))
      .filter(({ path }) => path === E.api)
      .map(({ params }) => params);

  const renderPage = () => renderAdminPage(E.page, <E.Page />);
  const ids = () => screen.getAllByTestId(`${E.prefix}-card`).map((c) => c.getAttribute('data-id'));

  beforeEach(() => useSession.getState().signInAdmin(TEST_ADMIN, 'adm-1'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the items as cards with an h1 and searches Arabic and English titles on the server', async () => {
    const api = useFake();
    renderPage();
    const cards = await screen.findAllByTestId(`${E.prefix}-card`);
    expect(cards.map((c) => c.getAttribute('data-id'))).toEqual(['s1', 's2']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(E.heading);
    expect(within(cards[1]).getByText(E.inactive)).toBeTruthy();
    const search = screen.getByTestId('admin-search');
    fireEvent.change(search, { target: { value: 'finance' } });
    await waitFor(() => expect(ids()).toEqual(['s2']));
    expect(listReads(api).at(-1)!.get('q')).toBe('finance');
    fireEvent.change(search, { target: { value: 'الملكية' } });
    await waitFor(() => expect(ids()).toEqual(['s1']));
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(await screen.findByText('لا توجد نتائج')).toBeTruthy();
  });

  it('filters active items and sorts on the server, keeping both in the URL', async () => {
    const api = useFake();
    renderPage();
    await screen.findAllByTestId(`${E.prefix}-card`);
    await pickOption(`${E.prefix}s-active-filter`, E.inactive);
    await waitFor(() => expect(ids()).toEqual(['s2']));
    expect(listReads(api).at(-1)!.get('is_active')).toBe('false');
    await pickOption(`${E.prefix}s-sort`, 'الأحدث أولاً');
    await waitFor(() => expect(listReads(api).at(-1)!.get('sort')).toBe('-created_at'));
    expect(shownParams().toString()).toBe('is_active=false&sort=-created_at');
  });

  it('blocks saving until both titles and both descriptions are filled', async () => {
    const api = useFake();
    renderPage();
    await screen.findAllByTestId(`${E.prefix}-card`);
    fireEvent.click(screen.getByTestId(`${E.prefix}-add`));
    const dialog = await screen.findByTestId(`${E.prefix}-form`);
    type(dialog, E.nameAr, 'خدمة');
    fireEvent.click(within(dialog).getByTestId(`${E.prefix}-save`));
    await waitFor(() => expect(within(dialog).getAllByText('هذا الحقل مطلوب')).toHaveLength(3));
    expect(api.calls('POST')).toHaveLength(0);
  });

  it('adds an item with sort order "abc" sent as 0 and the default icon', async () => {
    const api = useFake();
    renderPage();
    await screen.findAllByTestId(`${E.prefix}-card`);
    fireEvent.click(screen.getByTestId(`${E.prefix}-add`));
    const dialog = await screen.findByTestId(`${E.prefix}-form`);
    type(dialog, E.nameAr, 'خدمة جديدة');
    type(dialog, E.nameEn, 'New item');
    type(dialog, 'description_ar', 'وصف');
    type(dialog, 'description_en', 'Description');
    type(dialog, 'sort_order', 'abc');
    fireEvent.click(within(dialog).getByTestId(`${E.prefix}-save`));
    expect(await screen.findByText(E.added)).toBeTruthy();
    const [url, init] = api.calls('POST')[0];
    expect(url).toBe(E.api);
    expect(JSON.parse(init!.body as string)).toEqual({
      [E.nameAr]: 'خدمة جديدة',
      [E.nameEn]: 'New item',
      description_ar: 'وصف',
      description_en: 'Description',
      icon: E.icon,
      sort_order: 0,
      is_active: 1,
    });
    await waitFor(() => expect(screen.getAllByTestId(`${E.prefix}-card`)).toHaveLength(3));
    expect(listReads(api)).toHaveLength(2);
  });

  it('edits an item with PUT and shows the change', async () => {
    const api = useFake();
    renderPage();
    const [card] = await screen.findAllByTestId(`${E.prefix}-card`);
    fireEvent.click(within(card).getByTestId(`${E.prefix}-edit`));
    const dialog = await screen.findByTestId(`${E.prefix}-form`);
    expect((field(dialog, E.nameEn) as HTMLInputElement).value).toBe('Intellectual Property');
    type(dialog, E.nameAr, 'الملكية الفكرية المحدثة');
    type(dialog, 'sort_order', '7');
    fireEvent.click(within(dialog).getByTestId(`${E.prefix}-save`));
    expect(await screen.findByText(E.updated)).toBeTruthy();
    const [url, init] = api.calls('PUT')[0];
    expect(url).toBe(`${E.api}/s1`);
    expect(JSON.parse(init!.body as string)).toMatchObject({ [E.nameAr]: 'الملكية الفكرية المحدثة', sort_order: 7 });
    expect(await screen.findByText('الملكية الفكرية المحدثة')).toBeTruthy();
  });

  it('toasts a failed add and keeps the dialog open', async () => {
    useFake({ writeStatus: 500 });
    renderPage();
    await screen.findAllByTestId(`${E.prefix}-card`);
    fireEvent.click(screen.getByTestId(`${E.prefix}-add`));
    const dialog = await screen.findByTestId(`${E.prefix}-form`);
    for (const name of [E.nameAr, E.nameEn, 'description_ar', 'description_en']) type(dialog, name, 'x');
    fireEvent.click(within(dialog).getByTestId(`${E.prefix}-save`));
    expect(await screen.findByText(E.addFailed)).toBeTruthy();
    expect(screen.getByText(E.addFailedDescription)).toBeTruthy();
    expect(screen.getByTestId(`${E.prefix}-form`)).toBeTruthy();
  });

  it('shows the item in the edit dialog after an earlier add (fresh form per opening)', async () => {
    useFake();
    renderPage();
    const cards = await screen.findAllByTestId(`${E.prefix}-card`);
    fireEvent.click(screen.getByTestId(`${E.prefix}-add`));
    const added = await screen.findByTestId(`${E.prefix}-form`);
    type(added, E.nameAr, 'لم تحفظ');
    fireEvent.click(within(added).getByRole('button', { name: 'إلغاء' }));
    fireEvent.click(within(cards[1]).getByTestId(`${E.prefix}-edit`));
    await waitFor(() => {
      const dialog = screen.getAllByTestId(`${E.prefix}-form`).at(-1)!;
      expect((field(dialog, E.nameAr) as HTMLInputElement).value).toBe('التمويل والاستثمار');
      expect((field(dialog, 'sort_order') as HTMLInputElement).value).toBe('2');
    });
  });

  it('deletes only after confirmation', async () => {
    const api = useFake();
    renderPage();
    const [card] = await screen.findAllByTestId(`${E.prefix}-card`);
    fireEvent.click(within(card).getByTestId(`${E.prefix}-delete`));
    expect(await screen.findByText(E.confirmDelete)).toBeTruthy();
    expect(api.calls('DELETE')).toHaveLength(0);
    const popconfirm = document.querySelector<HTMLElement>('.ant-popconfirm')!;
    fireEvent.click(within(popconfirm).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText(E.deleted)).toBeTruthy();
    expect(api.calls('DELETE')[0][0]).toBe(`${E.api}/s1`);
    await waitFor(() => expect(ids()).toEqual(['s2']));
  });

  it('shows the load error with the message and retries', async () => {
    useFake({ listStatuses: [500, 500, 500] });
    renderPage();
    expect(await screen.findByText(E.loadFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findAllByTestId(`${E.prefix}-card`)).toHaveLength(2);
  });

  it('shows the empty state', async () => {
    stubFetch(async (url) =>
      url === '/api/admin/verify'
        ? json(200, { valid: true })
        : json(200, { success: true, [E.listKey]: [], total: 0, page: 1, page_size: 20 }),
    );
    renderPage();
    expect(await screen.findByText(E.empty)).toBeTruthy();
  });

  it('signs out to the login page on a 401 without retrying', async () => {
    const api = useFake({ listStatuses: [401] });
    renderPage();
    expect(await screen.findByTestId('login-stub')).toBeTruthy();
    expect(useSession.getState().admin).toBeNull();
    expect(listReads(api)).toHaveLength(1);
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
