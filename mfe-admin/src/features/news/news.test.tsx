import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@consulting/platform';
import type { AdminNewsItemRecord, MediaItemRecord } from '@consulting/contracts';
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
    image_id: '',
    image_media: null,
    views: 0,
    featured: false,
    is_published: 1,
    published_ar: true,
    published_en: true,
    publish_at: null,
    created_at: '2025-01-10T09:00:00Z',
    updated_at: '2025-02-15T09:00:00Z',
    ...extra,
  };
}

/** An image of the media library. */
const LIBRARY_IMAGE: MediaItemRecord = {
  id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  kind: 'image',
  mime: 'image/jpeg',
  url: '/media/aaaaaaaaaaaaaaaaaaaaaaaa/original.jpg',
  width: 1200,
  height: 800,
  alt_ar: 'افتتاح المقر',
  alt_en: 'Office opening',
  variants: [],
  filename: 'opening.jpg',
  size: 120_000,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

/** A fake content service: the paged news list (stateful: adds, updates and deletes show on refetch). */
function fakeApi(
  options: {
    listStatuses?: number[];
    extra?: AdminNewsItemRecord[];
    saveError?: { status: number; error: string };
  } = {},
) {
  let news = [
    newsItem('n1', {
      title_en: 'Partnership signed',
      // Character counts are of the text, not the markup.
      content_ar: `<p>${'أ'.repeat(12)}</p>`,
      content_en: `<h2>${'b'.repeat(300)}</h2><ul><li>${'b'.repeat(45)}</li></ul>`,
    }),
    newsItem('n2', {
      title_ar: 'ورشة الابتكار',
      title_en: 'Innovation workshop',
      is_published: 0,
      published_ar: false,
      published_en: false,
    }),
    ...(options.extra ?? []),
  ];
  const listStatuses = [...(options.listStatuses ?? [])];
  return vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const { path } = callUrl(url);
    if (url === '/api/admin/verify') return json(200, { valid: true });
    if (method === 'GET' && path === '/api/admin/media') return pagedReply(url, 'media', [LIBRARY_IMAGE]);
    if (method === 'GET' && path === '/api/admin/news') {
      const status = listStatuses.shift() ?? 200;
      return status === 200
        ? pagedReply(url, 'news', news, ['title_ar', 'title_en'])
        : json(status, { success: false });
    }
    const body = init?.body ? JSON.parse(init.body as string) : {};
    if (method === 'POST' && path.endsWith('/preview')) {
      const id = path.split('/').at(-2);
      return json(200, { success: true, url: `/news/${id}?preview=123.abc`, expires_at: '2031-01-01T00:00:00Z' });
    }
    if (options.saveError && (method === 'POST' || method === 'PUT')) {
      return json(options.saveError.status, { success: false, error: options.saveError.error });
    }
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

// The dialog loads the rich text editor (a lazy chunk) and opens two editors: slower than the
// other admin pages on a busy machine.
vi.setConfig({ testTimeout: 40_000 });
beforeEach(() => useSession.getState().signInAdmin(TEST_ADMIN, 'adm-1'));
// ProseMirror scrolls the selection into view after a toolbar command; jsdom has no layout.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
afterEach(() => vi.unstubAllGlobals());

describe('NewsPage (spec §2, §5, §8)', () => {
  it('lists news with per-language and schedule badges, ar-SA dates and character counts of both contents', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    useFake({
      extra: [
        newsItem('n3', { published_en: false }),
        newsItem('n4', { publish_at: future }),
        newsItem('n5', { publish_at: '2020-01-01T00:00:00Z', published_ar: false }),
      ],
    });
    renderPage();
    const rows = await screen.findAllByTestId('news-row');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('إدارة الأخبار');
    expect(rows.map((r) => r.getAttribute('data-id'))).toEqual(['n1', 'n2', 'n3', 'n4', 'n5']);
    const badges = (row: HTMLElement) =>
      within(row)
        .queryAllByTestId(/^news-badge-/)
        .map((b) => b.textContent);
    expect(badges(rows[0])).toEqual(['منشور بالعربية', 'منشور بالإنجليزية']);
    expect(badges(rows[1])).toEqual(['مسودة']);
    expect(badges(rows[2])).toEqual(['منشور بالعربية']);
    const when = new Date(future).toLocaleString('ar-SA', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(badges(rows[3])).toEqual(['منشور بالعربية', 'منشور بالإنجليزية', `مجدول: ${when}`]);
    // A publication time that has passed is no longer shown as scheduled.
    expect(badges(rows[4])).toEqual(['منشور بالإنجليزية']);
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

  it('offers a rich text editor per language, each labelled and in its own direction, with a toolbar', async () => {
    useFake();
    renderPage();
    await screen.findAllByTestId('news-row');
    fireEvent.click(screen.getByTestId('news-add'));
    const dialog = await screen.findByTestId('news-form');
    const arabic = await within(dialog).findByTestId('news-content-ar');
    const english = await within(dialog).findByTestId('news-content-en');
    expect(arabic.getAttribute('contenteditable')).toBe('true');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(english.getAttribute('dir')).toBe('ltr');
    // Labelled: the form label points at the editable area, which is a multi-line text box.
    expect(within(dialog).getByRole('textbox', { name: 'المحتوى بالعربية' })).toBe(arabic);
    expect(within(dialog).getByRole('textbox', { name: 'المحتوى بالإنجليزية' })).toBe(english);
    expect(within(dialog).getByText('المحتوى بالعربية').closest('label')!.getAttribute('for')).toBe(arabic.id);
    const toolbar = within(dialog).getByRole('toolbar', { name: 'أدوات تنسيق المحتوى بالعربية' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'غامق',
      'مائل',
      'عنوان رئيسي (H2)',
      'عنوان فرعي (H3)',
      'قائمة نقطية',
      'قائمة مرقمة',
      'رابط',
      'اقتباس',
      'تراجع',
      'إعادة',
    ]);
    // Arrow keys move along the toolbar (RTL: left is next).
    const [bold, italic] = within(toolbar).getAllByRole('button');
    bold.focus();
    fireEvent.keyDown(bold, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(italic);
    expect(within(dialog).getByPlaceholderText(/أول 150 حرفاً من المحتوى العربي/)).toBeTruthy();
  });

  it('requires a title, and the title and content of each language switched to published', async () => {
    useFake();
    renderPage();
    await screen.findAllByTestId('news-row');
    fireEvent.click(screen.getByTestId('news-add'));
    const dialog = await screen.findByTestId('news-form');
    await within(dialog).findByTestId('news-content-ar');
    fireEvent.click(within(dialog).getByTestId('news-save'));
    await waitFor(() => expect(within(dialog).getAllByText('أدخل العنوان بالعربية أو بالإنجليزية')).toHaveLength(2));
    type(dialog, 'title_ar', 'عنوان');
    fireEvent.click(within(dialog).getByTestId('news-published-en'));
    fireEvent.click(within(dialog).getByTestId('news-save'));
    const english = within(dialog).getByTestId('news-fields-en');
    await waitFor(() => expect(within(english).getAllByText('مطلوب للنشر بهذه اللغة')).toHaveLength(2));
    expect(within(dialog).getByTestId('news-fields-ar').textContent).not.toContain('مطلوب للنشر');
    expect(calls('POST')).toHaveLength(0);
  });

  it('adds an item published in Arabic only, with its HTML content, and lists it first with its badge', async () => {
    useFake();
    renderPage();
    await screen.findAllByTestId('news-row');
    fireEvent.click(screen.getByTestId('news-add'));
    const dialog = await screen.findByTestId('news-form');
    type(dialog, 'title_ar', 'خبر جديد');
    type(dialog, 'title_en', 'Fresh news');
    const arabic = await within(dialog).findByTestId('news-content-ar');
    arabic.querySelector('p')!.textContent = 'نص الخبر';
    await waitFor(() =>
      expect(within(dialog).getByTestId('news-content-ar-undo').hasAttribute('disabled')).toBe(false),
    );
    // The toolbar formats: the paragraph becomes a heading.
    fireEvent.click(within(dialog).getByTestId('news-content-ar-h2'));
    await waitFor(() => expect(arabic.querySelector('h2')?.textContent).toBe('نص الخبر'));
    expect(within(dialog).getByTestId('news-content-ar-h2').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(dialog).getByTestId('news-published-ar'));
    fireEvent.click(within(dialog).getByTestId('news-save'));
    expect(await screen.findByText('تم إضافة الخبر بنجاح')).toBeTruthy();
    const [url, init] = calls('POST')[0];
    expect(url).toBe('/api/admin/news');
    expect(JSON.parse(init!.body as string)).toEqual({
      title_ar: 'خبر جديد',
      title_en: 'Fresh news',
      content_ar: '<h2>نص الخبر</h2>',
      content_en: '',
      excerpt_ar: '',
      excerpt_en: '',
      image_id: '',
      image_url: '',
      category: 'company-news',
      featured: false,
      published_ar: true,
      published_en: false,
      publish_at: null,
    });
    const rows = await screen.findAllByTestId('news-row');
    expect(rows[0].getAttribute('data-id')).toBe('n9');
    expect(within(rows[0]).getByTestId('news-badge-ar').textContent).toBe('منشور بالعربية');
    expect(within(rows[0]).queryByTestId('news-badge-en')).toBeNull();
  });

  it('inserts a link from the prompt, refusing javascript: links', async () => {
    useFake();
    const prompt = vi.fn();
    vi.stubGlobal('prompt', prompt);
    renderPage();
    await screen.findAllByTestId('news-row');
    fireEvent.click(screen.getByTestId('news-add'));
    const dialog = await screen.findByTestId('news-form');
    const english = await within(dialog).findByTestId('news-content-en');
    prompt.mockReturnValueOnce('javascript:alert(1)');
    fireEvent.click(within(dialog).getByTestId('news-content-en-link'));
    expect(await screen.findByText('الرابط غير صالح: يُقبل http:// أو https:// أو mailto: فقط')).toBeTruthy();
    expect(english.querySelector('a')).toBeNull();
    prompt.mockReturnValueOnce('example.com/about');
    fireEvent.click(within(dialog).getByTestId('news-content-en-link'));
    await waitFor(() => expect(english.querySelector('a')?.getAttribute('href')).toBe('https://example.com/about'));
    expect(english.querySelector('a')?.textContent).toBe('example.com/about');
    expect(prompt).toHaveBeenCalledWith('أدخل الرابط (https://… أو mailto:…)؛ اتركه فارغاً لإزالة الرابط', '');
  });

  it('schedules publication with the date-time picker and sends it as ISO 8601', async () => {
    useFake();
    renderPage();
    const rows = await screen.findAllByTestId('news-row');
    fireEvent.click(within(rows[1]).getByTestId('news-edit'));
    const dialog = await screen.findByTestId('news-form');
    await within(dialog).findByTestId('news-content-ar');
    fireEvent.click(within(dialog).getByTestId('news-published-ar'));
    fireEvent.click(within(dialog).getByTestId('news-published-en'));
    const picker = within(dialog).getByPlaceholderText('فوراً');
    fireEvent.mouseDown(picker);
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: '2031-03-05 09:30' } });
    fireEvent.keyDown(picker, { key: 'Enter', code: 'Enter' });
    fireEvent.blur(picker);
    await waitFor(() => expect(picker).toHaveProperty('value', '2031-03-05 09:30'));
    fireEvent.click(within(dialog).getByTestId('news-save'));
    expect(await screen.findByText('تم تحديث الخبر بنجاح')).toBeTruthy();
    const [url, init] = calls('PUT')[0];
    expect(url).toBe('/api/admin/news/n2');
    expect(JSON.parse(init!.body as string)).toMatchObject({
      title_ar: 'ورشة الابتكار',
      published_ar: true,
      published_en: true,
      publish_at: new Date(2031, 2, 5, 9, 30).toISOString(),
      content_en: 'Content',
    });
  });

  it('picks the image from the media library and sends its id', async () => {
    useFake();
    renderPage();
    const rows = await screen.findAllByTestId('news-row');
    fireEvent.click(within(rows[0]).getByTestId('news-edit'));
    const dialog = await screen.findByTestId('news-form');
    await within(dialog).findByTestId('news-content-ar');
    // The form label reaches the picker's choose button.
    fireEvent.click(within(dialog).getByLabelText('صورة الخبر', { selector: 'button' }));
    // (By test id: a role query over the dialog's two editors is slow.)
    const [picked] = await screen.findAllByTestId('media-picker-item');
    expect(picked.getAttribute('aria-label')).toBe('اختيار هذا الملف: افتتاح المقر');
    fireEvent.click(picked);
    await waitFor(() => expect(within(dialog).getByTestId('media-picker-current')).toBeTruthy());
    fireEvent.click(within(dialog).getByTestId('news-save'));
    expect(await screen.findByText('تم تحديث الخبر بنجاح')).toBeTruthy();
    expect(JSON.parse(calls('PUT')[0][1]!.body as string)).toMatchObject({ image_id: LIBRARY_IMAGE.id, image_url: '' });
  });

  it('shows the server’s reason in the dialog and keeps it open when a save is refused', async () => {
    useFake({ saveError: { status: 400, error: 'لا يمكن نشر الخبر قبل تعبئة: المحتوى بالعربية' } });
    renderPage();
    const rows = await screen.findAllByTestId('news-row');
    fireEvent.click(within(rows[0]).getByTestId('news-edit'));
    const dialog = await screen.findByTestId('news-form');
    await within(dialog).findByTestId('news-content-ar');
    fireEvent.click(within(dialog).getByTestId('news-save'));
    expect((await within(dialog).findByTestId('news-form-error')).textContent).toContain(
      'لا يمكن نشر الخبر قبل تعبئة: المحتوى بالعربية',
    );
    expect(screen.getByTestId('news-form')).toBeTruthy();
  });

  it('opens the signed preview link of an item in a new tab', async () => {
    useFake();
    const tab = { opener: window as Window | null, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    renderPage();
    const rows = await screen.findAllByTestId('news-row');
    const button = within(rows[1]).getByTestId('news-preview');
    expect(button.textContent).toContain('معاينة');
    fireEvent.click(button);
    await waitFor(() => expect(tab.location.href).toBe('/news/n2?preview=123.abc'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(calls('POST').map(([url]) => url)).toEqual(['/api/admin/news/n2/preview']);
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
      expect(within(dialog).getByTestId('news-content-en').innerHTML).toBe('<p>Content</p>');
      expect(within(dialog).getByTestId<HTMLButtonElement>('news-published-ar').getAttribute('aria-checked')).toBe(
        'false',
      );
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
