import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@consulting/platform';
import type { AdminNewsItemRecord } from '@consulting/contracts';
import {
  callUrl,
  json,
  pagedReply,
  pickOption,
  renderAdminPage,
  shownParams,
  TEST_ADMIN,
  type,
} from '../../shared/test-support.tsx';
import NewsPage from './NewsPage.tsx';

function newsItem(id: string, extra: Partial<AdminNewsItemRecord> = {}): AdminNewsItemRecord {
  return {
    id,
    title_ar: `خبر ${id}`,
    title_en: `News ${id}`,
    summary_ar: '',
    summary_en: '',
    content_ar: 'محتوى',
    content_en: 'Content',
    excerpt_ar: '',
    excerpt_en: '',
    category: 'company-news',
    author: 'Admin',
    image: '',
    image_url: '',
    views: 0,
    featured: false,
    is_published: 1,
    created_at: '2025-01-10T09:00:00Z',
    updated_at: '2025-02-15T09:00:00Z',
    ...extra,
  };
}

/** A fake content service: the paged news list (stateful: adds, updates and deletes show on refetch). */
function fakeApi(options: { listStatuses?: number[]; extra?: AdminNewsItemRecord[] } = {}) {
  let news = [
    newsItem('n1', { title_en: 'Partnership signed', content_ar: 'أ'.repeat(12), content_en: 'b'.repeat(345) }),
    newsItem('n2', { title_ar: 'ورشة الابتكار', title_en: 'Innovation workshop', is_published: 0 }),
    ...(options.extra ?? []),
  ];
  const listStatuses = [...(options.listStatuses ?? [])];
  return vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const { path } = callUrl(url);
    if (url === '/api/admin/verify') return json(200, { valid: true });
    if (method === 'GET' && path === '/api/admin/news') {
      const status = listStatuses.shift() ?? 200;
      return status === 200
        ? pagedReply(url, 'news', news, ['title_ar', 'title_en'])
        : json(status, { success: false });
    }
    const body = init?.body ? JSON.parse(init.body as string) : {};
    if (method === 'POST') {
      const created = { ...newsItem('n9'), ...body };
      news = [created, ...news];
      return json(201, { success: true, news: created });
    }
    const found = news.find((n) => n.id === url.split('/').pop())!;
    if (method === 'PUT') {
      const updated = { ...found, ...body };
      news = news.map((n) => (n.id === found.id ? updated : n));
      return json(200, { success: true, news: updated });
    }
    if (method === 'DELETE') {
      news = news.filter((n) => n.id !== found.id);
      return json(200, { success: true });
    }
    return json(404, { success: false, error: 'not found' });
  });
}

let fetchSpy: ReturnType<typeof fakeApi>;
function useFake(options?: Parameters<typeof fakeApi>[0]) {
  fetchSpy = fakeApi(options);
  vi.stubGlobal('fetch', fetchSpy);
}
const calls = (method: string) => fetchSpy.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
/** The list reads sent so far, as their query parameters. */
const listReads = () =>
  calls('GET')
    .map(([url]) => callUrl(url))
    .filter(({ path }) => path === '/api/admin/news')
    .map(({ params }) => params);
const rowIds = () => screen.queryAllByTestId('news-row').map((r) => r.getAttribute('data-id'));

const renderPage = (entry = '/admin/news') => renderAdminPage('/admin/news', <NewsPage />, entry);

beforeEach(() => useSession.getState().signInAdmin(TEST_ADMIN, 'adm-1'));
afterEach(() => vi.unstubAllGlobals());

describe('NewsPage (spec §2, §5, §8)', () => {
  it('lists news with badge, ar-SA dates and character counts of both contents', async () => {
    useFake();
    renderPage();
    const rows = await screen.findAllByTestId('news-row');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('إدارة الأخبار');
    expect(rows.map((r) => r.getAttribute('data-id'))).toEqual(['n1', 'n2']);
    expect(within(rows[0]).getByTestId('news-status-badge').textContent).toBe('منشور');
    expect(within(rows[1]).getByTestId('news-status-badge').textContent).toBe('مسودة');
    expect(within(rows[0]).getByTestId('news-chars-ar').textContent).toBe('أحرف المحتوى العربي: 12');
    expect(within(rows[0]).getByTestId('news-chars-en').textContent).toBe('أحرف المحتوى الإنجليزي: 345');
    const created = new Date('2025-01-10T09:00:00Z').toLocaleDateString('ar-SA', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    expect(within(rows[0]).getByTestId('news-created').textContent).toBe(`تاريخ الإنشاء: ${created}`);
    expect(within(rows[0]).getByTestId('news-updated').textContent).toContain('آخر تحديث: ');
  });

  it('searches Arabic and English titles on the server, once the admin stops typing', async () => {
    useFake();
    renderPage();
    await screen.findAllByTestId('news-row');
    fireEvent.change(screen.getByTestId('admin-search'), { target: { value: 'part' } });
    fireEvent.change(screen.getByTestId('admin-search'), { target: { value: 'partnership' } });
    await waitFor(() => expect(rowIds()).toEqual(['n1']));
    expect(listReads().map((p) => p.get('q'))).toEqual([null, 'partnership']);
    expect(shownParams().get('q')).toBe('partnership');
    fireEvent.change(screen.getByTestId('admin-search'), { target: { value: 'الابتكار' } });
    await waitFor(() => expect(rowIds()).toEqual(['n2']));
    expect(listReads().at(-1)!.get('q')).toBe('الابتكار');
    fireEvent.change(screen.getByTestId('admin-search'), { target: { value: 'zzz' } });
    expect(await screen.findByText('لا توجد نتائج')).toBeTruthy();
  });

  it('reads page, filters and search from the URL and sends them; a filter change goes back to page 1', async () => {
    useFake({
      extra: Array.from({ length: 25 }, (_, i) =>
        newsItem(`d${String(i).padStart(2, '0')}`, { is_published: 0, title_ar: `مسودة ${i}` }),
      ),
    });
    renderPage('/admin/news?page=2&is_published=false&sort=title_ar');
    await waitFor(() => expect(rowIds()).toHaveLength(6));
    const first = listReads()[0];
    expect(Object.fromEntries(first)).toEqual({ page: '2', page_size: '20', sort: 'title_ar', is_published: 'false' });
    await pickOption('news-category-filter', 'الشراكات');
    await waitFor(() => expect(shownParams().get('category')).toBe('partnerships'));
    expect(shownParams().get('page')).toBeNull();
    expect(shownParams().get('is_published')).toBe('false');
    await waitFor(() => expect(listReads().at(-1)!.get('category')).toBe('partnerships'));
    expect(listReads().at(-1)!.get('page')).toBe('1');
  });

  it('asks the server for the next page and shows its rows', async () => {
    useFake({ extra: Array.from({ length: 23 }, (_, i) => newsItem(`x${String(i).padStart(2, '0')}`)) });
    renderPage();
    await waitFor(() => expect(rowIds()).toHaveLength(20));
    expect(screen.getByText('الإجمالي: 25')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('news-pagination')).getByTitle('2'));
    await waitFor(() => expect(rowIds()).toEqual(['x18', 'x19', 'x20', 'x21', 'x22']));
    expect(listReads().at(-1)!.get('page')).toBe('2');
    expect(shownParams().get('page')).toBe('2');
  });

  it('requires titles and contents in both languages', async () => {
    useFake();
    renderPage();
    await screen.findAllByTestId('news-row');
    fireEvent.click(screen.getByTestId('news-add'));
    const dialog = await screen.findByTestId('news-form');
    type(dialog, 'title_ar', 'عنوان');
    type(dialog, 'title_en', 'Title');
    type(dialog, 'content_ar', '   ');
    fireEvent.click(within(dialog).getByTestId('news-save'));
    await waitFor(() => expect(within(dialog).getAllByText('هذا الحقل مطلوب')).toHaveLength(2));
    expect(calls('POST')).toHaveLength(0);
    expect(within(dialog).getByPlaceholderText(/أول 150 حرفاً من المحتوى العربي/)).toBeTruthy();
  });

  it('adds a news item (published when the switch is on) and lists it first', async () => {
    useFake();
    renderPage();
    await screen.findAllByTestId('news-row');
    fireEvent.click(screen.getByTestId('news-add'));
    const dialog = await screen.findByTestId('news-form');
    type(dialog, 'title_ar', 'خبر جديد');
    type(dialog, 'title_en', 'Fresh news');
    type(dialog, 'content_ar', 'نص الخبر');
    type(dialog, 'content_en', 'News text');
    type(dialog, 'image_url', '/images/a.jpg');
    fireEvent.click(within(dialog).getByTestId('news-published'));
    fireEvent.click(within(dialog).getByTestId('news-save'));
    expect(await screen.findByText('تم إضافة الخبر بنجاح')).toBeTruthy();
    const [url, init] = calls('POST')[0];
    expect(url).toBe('/api/admin/news');
    expect(JSON.parse(init!.body as string)).toEqual({
      title_ar: 'خبر جديد',
      title_en: 'Fresh news',
      content_ar: 'نص الخبر',
      content_en: 'News text',
      excerpt_ar: '',
      excerpt_en: '',
      image_url: '/images/a.jpg',
      category: 'company-news',
      featured: false,
      is_published: 1,
    });
    const rows = await screen.findAllByTestId('news-row');
    expect(rows[0].getAttribute('data-id')).toBe('n9');
    expect(within(rows[0]).getByTestId('news-status-badge').textContent).toBe('منشور');
  });

  it('publishes a draft with PUT', async () => {
    useFake();
    renderPage();
    const rows = await screen.findAllByTestId('news-row');
    fireEvent.click(within(rows[1]).getByTestId('news-edit'));
    const dialog = await screen.findByTestId('news-form');
    fireEvent.click(within(dialog).getByTestId('news-published'));
    fireEvent.click(within(dialog).getByTestId('news-save'));
    expect(await screen.findByText('تم تحديث الخبر بنجاح')).toBeTruthy();
    const [url, init] = calls('PUT')[0];
    expect(url).toBe('/api/admin/news/n2');
    expect(JSON.parse(init!.body as string)).toMatchObject({ title_ar: 'ورشة الابتكار', is_published: 1 });
    await waitFor(() => expect(within(rows[1]).getByTestId('news-status-badge').textContent).toBe('منشور'));
  });

  it('shows the item in the edit dialog after an earlier add (fresh form per opening)', async () => {
    useFake();
    renderPage();
    const rows = await screen.findAllByTestId('news-row');
    fireEvent.click(screen.getByTestId('news-add'));
    const added = await screen.findByTestId('news-form');
    type(added, 'title_ar', 'مسودة لم تحفظ');
    fireEvent.click(within(added).getByRole('button', { name: 'إلغاء' }));
    fireEvent.click(within(rows[1]).getByTestId('news-edit'));
    await waitFor(() => {
      const dialog = screen.getAllByTestId('news-form').at(-1)!;
      expect(dialog.querySelector<HTMLInputElement>('[name="title_ar"]')!.value).toBe('ورشة الابتكار');
      expect(dialog.querySelector<HTMLTextAreaElement>('[name="content_en"]')!.value).toBe('Content');
    });
  });

  it('deletes only after confirmation', async () => {
    useFake();
    renderPage();
    const [row] = await screen.findAllByTestId('news-row');
    fireEvent.click(within(row).getByTestId('news-delete'));
    expect(await screen.findByText('هل أنت متأكد من حذف هذا الخبر؟')).toBeTruthy();
    expect(calls('DELETE')).toHaveLength(0);
    fireEvent.click(
      within(document.querySelector<HTMLElement>('.ant-popconfirm')!).getByRole('button', { name: 'حذف' }),
    );
    expect(await screen.findByText('تم حذف الخبر بنجاح')).toBeTruthy();
    expect(calls('DELETE')[0][0]).toBe('/api/admin/news/n1');
    await waitFor(() => expect(screen.getAllByTestId('news-row')).toHaveLength(1));
  });

  it('tries a failed read again by itself on a 5xx', async () => {
    useFake({ listStatuses: [503] });
    renderPage();
    expect(await screen.findAllByTestId('news-row')).toHaveLength(2);
    expect(listReads()).toHaveLength(2);
  });

  it('does not try a 400 again', async () => {
    useFake({ listStatuses: [400] });
    renderPage();
    expect(await screen.findByText('خطأ في تحميل الأخبار: HTTP 400: خطأ في الخادم')).toBeTruthy();
    expect(listReads()).toHaveLength(1);
  });

  it('shows the load error when the retries fail too, and retries on request', async () => {
    useFake({ listStatuses: [500, 500, 500] });
    renderPage();
    expect(await screen.findByText('خطأ في تحميل الأخبار: HTTP 500: خطأ في الخادم')).toBeTruthy();
    expect(listReads()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findAllByTestId('news-row')).toHaveLength(2);
  });

  it('signs out to the login page on a 401', async () => {
    useFake({ listStatuses: [401] });
    renderPage();
    expect(await screen.findByTestId('login-stub')).toBeTruthy();
    expect(useSession.getState().admin).toBeNull();
  });
});
