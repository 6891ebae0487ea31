import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@consulting/platform';
import type { AdminNewsItemRecord } from '@consulting/contracts';
import { json, renderAdminPage, TEST_ADMIN, type } from '../../shared/test-support.tsx';
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

function fakeApi(options: { listStatuses?: number[] } = {}) {
  const news = [
    newsItem('n1', { title_en: 'Partnership signed', content_ar: 'أ'.repeat(12), content_en: 'b'.repeat(345) }),
    newsItem('n2', { title_ar: 'ورشة الابتكار', title_en: 'Innovation workshop', is_published: 0 }),
  ];
  const listStatuses = [...(options.listStatuses ?? [])];
  return vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/admin/verify') return json(200, { valid: true });
    if (method === 'GET' && url === '/api/admin/news') {
      const status = listStatuses.shift() ?? 200;
      return status === 200 ? json(200, { success: true, news }) : json(status, { success: false });
    }
    const body = init?.body ? JSON.parse(init.body as string) : {};
    if (method === 'POST') return json(201, { success: true, news: { ...newsItem('n9'), ...body } });
    const found = news.find((n) => n.id === url.split('/').pop())!;
    if (method === 'PUT') return json(200, { success: true, news: { ...found, ...body } });
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

const renderPage = () => renderAdminPage('/admin/news', <NewsPage />);

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

  it('searches Arabic and English titles', async () => {
    useFake();
    renderPage();
    await screen.findAllByTestId('news-row');
    fireEvent.change(screen.getByTestId('admin-search'), { target: { value: 'partnership' } });
    expect(screen.getAllByTestId('news-row').map((r) => r.getAttribute('data-id'))).toEqual(['n1']);
    fireEvent.change(screen.getByTestId('admin-search'), { target: { value: 'الابتكار' } });
    expect(screen.getAllByTestId('news-row').map((r) => r.getAttribute('data-id'))).toEqual(['n2']);
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

  it('shows the load error and retries', async () => {
    useFake({ listStatuses: [500] });
    renderPage();
    expect(await screen.findByText('خطأ في تحميل الأخبار: HTTP 500: خطأ في الخادم')).toBeTruthy();
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
