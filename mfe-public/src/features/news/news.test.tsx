import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render as renderUi, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { NewsItemRecord } from '@consulting/contracts';
import { useLanguage, QueryRoot } from '@consulting/platform';
import { NewsItemPage } from './NewsItemPage.tsx';
import { NewsPage } from './NewsPage.tsx';
import { filterNews } from './news-filter.ts';
import { NewsPrerenderData } from './news-prerender.ts';
import { STATIC_NEWS } from './static-news.ts';

/** Renders `ui` inside the query cache the route table gives every page. */
const render = (ui: ReactElement) => renderUi(ui, { wrapper: QueryRoot });

function news(id: string, over: Partial<NewsItemRecord>): NewsItemRecord {
  return {
    id,
    title_ar: `خبر ${id}`,
    title_en: `Item ${id}`,
    summary_ar: 'ملخص',
    summary_en: 'Summary',
    content_ar: 'المحتوى الكامل',
    content_en: `<p>Full content of <strong>${id}</strong></p>`,
    category: 'company-news',
    author: 'Editor',
    image: '',
    views: 100,
    featured: false,
    created_at: '2025-01-10T09:00:00.000Z',
    updated_at: '2025-01-10T09:00:00.000Z',
    ...over,
  };
}

const ITEMS: NewsItemRecord[] = [
  news('a', { title_en: 'Riyadh Office Opening', category: 'company-news', featured: true, views: 300 }),
  news('b', { title_en: 'Bank partnership signed', summary_en: 'A new RIYADH partner', category: 'partnerships' }),
  news('c', { title_en: 'Innovation week', category: 'innovation', views: 50 }),
  news('d', { title_en: 'Training day', summary_en: 'Workshops in Jeddah', category: 'training' }),
];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  useLanguage.getState().setLanguage('en');
  fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/news" element={<NewsPage />} />
        <Route path="/news/:id" element={<NewsItemPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const cardIds = () => screen.queryAllByTestId('news-card').map((card) => card.getAttribute('data-news-id'));

/** Picks the option named `label` in the list box labelled Category, as a visitor does. */
function chooseCategory(label: string) {
  const select = screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;
  const option = within(select).getByRole('option', { name: label }) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
  expect(select.value).toBe(option.value);
}

describe('filterNews (spec §5 "News search")', () => {
  it('matches title or summary in the current language, case-insensitively, combined with the category', () => {
    expect(filterNews(ITEMS, { query: 'riyadh', category: 'all' }, 'en').map((i) => i.id)).toEqual(['a', 'b']);
    expect(filterNews(ITEMS, { query: '  RIYADH ', category: 'partnerships' }, 'en').map((i) => i.id)).toEqual(['b']);
    expect(filterNews(ITEMS, { query: '', category: 'training' }, 'en').map((i) => i.id)).toEqual(['d']);
    expect(filterNews(ITEMS, { query: 'riyadh', category: 'training' }, 'en')).toEqual([]);
    // Arabic texts are searched on an Arabic page, not the English ones.
    expect(filterNews(ITEMS, { query: 'riyadh', category: 'all' }, 'ar')).toEqual([]);
    expect(filterNews(ITEMS, { query: 'خبر c', category: 'all' }, 'ar').map((i) => i.id)).toEqual(['c']);
  });
});

describe('NewsPage (spec §2 "News page")', () => {
  it('lists the featured and the other news, then narrows by search and category together', async () => {
    fetchSpy.mockResolvedValue(json(200, { success: true, news: ITEMS }));
    renderAt('/news');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('News');
    await waitFor(() => expect(cardIds()).toEqual(['a', 'b', 'c', 'd']));
    // The items published in the page's language.
    expect(fetchSpy.mock.calls[0][0]).toBe('/api/news?lang=en');
    expect(within(screen.getByTestId('news-featured')).getAllByTestId('news-card')).toHaveLength(1);
    expect(screen.getByTestId('news-stat-articles').textContent).toBe('4');
    expect(screen.getByTestId('news-stat-views').textContent).toBe('550');
    expect(screen.getByTestId('news-stat-categories').textContent).toBe('4');

    fireEvent.change(screen.getByTestId('news-search'), { target: { value: 'riyadh' } });
    expect(cardIds()).toEqual(['a', 'b']);
    chooseCategory('Partnerships');
    expect(cardIds()).toEqual(['b']);
    // No featured match: the featured section is gone.
    expect(screen.queryByTestId('news-featured')).toBeNull();
  });

  it('shows the empty state when nothing matches and comes back when the search is cleared', async () => {
    fetchSpy.mockResolvedValue(json(200, { success: true, news: ITEMS }));
    renderAt('/news');
    await waitFor(() => expect(cardIds()).toHaveLength(4));
    chooseCategory('Training');
    fireEvent.change(screen.getByTestId('news-search'), { target: { value: 'riyadh' } });
    const empty = screen.getByTestId('news-empty');
    expect(empty.textContent).toContain('No News Found');
    expect(empty.textContent).toContain('Try changing your search terms or choosing another category.');
    expect(cardIds()).toEqual([]);
    fireEvent.change(screen.getByTestId('news-search'), { target: { value: '' } });
    expect(cardIds()).toEqual(['d']);
  });

  it('shows the Arabic empty state on an Arabic page', async () => {
    useLanguage.getState().setLanguage('ar');
    fetchSpy.mockResolvedValue(json(200, { success: true, news: ITEMS }));
    renderAt('/news');
    await waitFor(() => expect(cardIds()).toHaveLength(4));
    fireEvent.change(screen.getByTestId('news-search'), { target: { value: 'zzz' } });
    expect(screen.getByTestId('news-empty').textContent).toContain('لا توجد أخبار');
  });

  it('opens the read-more dialog with the full content and closes it', async () => {
    fetchSpy.mockResolvedValue(json(200, { success: true, news: ITEMS }));
    renderAt('/news');
    await waitFor(() => expect(cardIds()).toHaveLength(4));
    const card = screen.getAllByTestId('news-card')[2];
    const readMore = within(card).getByTestId('news-read-more');
    readMore.focus();
    fireEvent.click(readMore);
    const modal = await screen.findByTestId('news-modal');
    expect(screen.getByRole('dialog', { name: 'Innovation week' }).contains(modal)).toBe(true);
    expect(within(modal).getByTestId('news-content').innerHTML).toBe('<p>Full content of <strong>c</strong></p>');
    expect(modal.textContent).toContain('By Editor');
    expect(modal.textContent).toContain('Innovation');
    expect(modal.textContent).toContain('January 10, 2025');
    expect(within(modal).getByRole('img', { name: 'Innovation week' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('news-modal-close'));
    await waitFor(() => expect(screen.queryByTestId('news-modal')).toBeNull());
    // Focus goes back to the Read More button that opened it.
    expect(document.activeElement).toBe(readMore);
  });

  it('closes the read-more dialog with Escape and with the × button', async () => {
    fetchSpy.mockResolvedValue(json(200, { success: true, news: ITEMS }));
    renderAt('/news');
    await waitFor(() => expect(cardIds()).toHaveLength(4));
    const readMore = within(screen.getAllByTestId('news-card')[0]).getByTestId('news-read-more');
    fireEvent.click(readMore);
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Riyadh Office Opening' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(readMore);
    // The × in the header (the footer has the other Close button).
    const [closeX] = within(await screen.findByRole('dialog')).getAllByRole('button', { name: 'Close' });
    fireEvent.click(closeX);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the read-more dialog: past the last button to the first, and back', async () => {
    fetchSpy.mockResolvedValue(json(200, { success: true, news: ITEMS }));
    renderAt('/news');
    await waitFor(() => expect(cardIds()).toHaveLength(4));
    fireEvent.click(within(screen.getAllByTestId('news-card')[0]).getByTestId('news-read-more'));
    const dialog = await screen.findByRole('dialog', { name: 'Riyadh Office Opening' });
    const [closeX, closeFooter] = within(dialog).getAllByRole('button', { name: 'Close' });
    closeFooter.focus();
    fireEvent.keyDown(closeFooter, { key: 'Tab' });
    expect(document.activeElement).toBe(closeX);
    fireEvent.keyDown(closeX, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(closeFooter);
  });

  it('falls back to the six built-in items when the service is unreachable', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/news');
    await waitFor(() => expect(cardIds()).toEqual(STATIC_NEWS.map((item) => item.id)));
  });
});

describe('NewsItemPage (/news/:id)', () => {
  it('shows the item with its title as the h1 and the document title', async () => {
    fetchSpy.mockResolvedValue(json(200, { success: true, news: ITEMS[2] }));
    renderAt('/news/c');
    const page = await screen.findByTestId('news-item-page');
    expect(fetchSpy.mock.calls[0][0]).toBe('/api/news/c?lang=en');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Innovation week');
    // The title is set by an effect after the item's render commits (a passive effect, run in a
    // task of its own: under load it comes after the page shows).
    await waitFor(() => expect(document.title).toBe('Innovation week'));
  });

  it('shows the English byline on the English page and the Arabic one on the Arabic page', async () => {
    const item = news('t', { author: 'فريق التدريب', author_en: 'Training team' });
    fetchSpy.mockImplementation(async () => json(200, { success: true, news: item }));
    const { unmount } = renderAt('/news/t');
    const page = await screen.findByTestId('news-item-page');
    expect(page.textContent).toContain('By Training team');
    expect(page.textContent).not.toMatch(/[\u0600-\u06FF]/);
    unmount();
    useLanguage.getState().setLanguage('ar');
    renderAt('/news/t');
    expect((await screen.findByTestId('news-item-page')).textContent).toContain('بقلم فريق التدريب');
  });

  it('leaves an Arabic-only byline off the English page', async () => {
    fetchSpy.mockResolvedValue(json(200, { success: true, news: news('u', { author: 'فريق التدريب' }) }));
    renderAt('/news/u');
    const page = await screen.findByTestId('news-item-page');
    expect(page.textContent).not.toContain('By ');
    expect(page.textContent).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('shows a not-found message with a link back to /news on a 404', async () => {
    fetchSpy.mockResolvedValue(json(404, { success: false, error: 'News item not found' }));
    renderAt('/news/missing');
    const page = await screen.findByTestId('news-item-not-found');
    expect(page.textContent).toContain('News item not found');
    expect(within(page).getByRole('link').getAttribute('href')).toBe('/news');
    await act(async () => undefined);
  });
});

describe('server render with the gateway’s news', () => {
  /**
   * The page at `path` as the server renders it in Arabic: effects never run, the data comes
   * from the provider, and the language is the store's (the server sets it per request).
   */
  function serverRender(path: string, data: Parameters<typeof NewsPrerenderData.Provider>[0]['value']) {
    useLanguage.getState().setLanguage('ar');
    return renderToStaticMarkup(
      <NewsPrerenderData.Provider value={data}>
        <QueryRoot>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/news" element={<NewsPage />} />
              <Route path="/news/:id" element={<NewsItemPage />} />
            </Routes>
          </MemoryRouter>
        </QueryRoot>
      </NewsPrerenderData.Provider>,
    );
  }

  it('shows the items it is given in /news, not a spinner', () => {
    const html = serverRender('/news', { news: ITEMS });
    for (const item of ITEMS) expect(html).toContain(item.title_ar);
    expect(html).not.toContain('ui-spin');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the item it is given at /news/:id, and the not-found state for null', () => {
    expect(serverRender('/news/c', { news_item: ITEMS[2] })).toContain('>خبر c</h1>');
    const missing = serverRender('/news/missing', { news_item: null });
    expect(missing).toContain('data-testid="news-item-not-found"');
    expect(missing).toContain('<h1');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the loading state without data (the browser asks the API)', () => {
    expect(serverRender('/news/c', undefined)).toContain('data-testid="news-item-loading"');
  });
});

const MEDIA = {
  id: 'm1',
  kind: 'image' as const,
  mime: 'image/jpeg',
  url: '/media/m1/original.jpg',
  width: 1600,
  height: 1200,
  alt_ar: 'صورة الافتتاح',
  alt_en: 'The opening',
  variants: [
    { url: '/media/m1/w640.webp', width: 640, height: 480, mime: 'image/webp' },
    { url: '/media/m1/w640.jpg', width: 640, height: 480, mime: 'image/jpeg' },
  ],
};

const RICH = news('r', {
  title_ar: 'خبر منسق',
  title_en: 'Formatted item',
  content_ar: '<h2>عنوان</h2><p>فقرة <em>مائلة</em></p><blockquote>اقتباس</blockquote>',
  content_en:
    '<h2>Heading</h2><p>See <a href="https://example.com" target="_blank" rel="noopener noreferrer">the site</a>.</p>' +
    '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><blockquote>A quote</blockquote>',
  image: '/media/m1/original.jpg',
  image_media: MEDIA,
});

describe('rich text, languages and previews', () => {
  it('renders the item’s HTML content as markup, in the page’s direction', async () => {
    fetchSpy.mockResolvedValue(json(200, { success: true, news: RICH }));
    renderAt('/news/r');
    const page = await screen.findByTestId('news-item-page');
    const content = within(page).getByTestId('news-content');
    expect(content.getAttribute('dir')).toBe('ltr');
    expect(within(content).getByRole('heading', { level: 2 }).textContent).toBe('Heading');
    expect(within(content).getByRole('link', { name: 'the site' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      within(content)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['one', 'two', 'first']);
    expect(content.querySelector('blockquote')?.textContent).toBe('A quote');
    // The page's only h1 is the title; the content's headings come below it.
    expect(within(page).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByTestId('news-preview-banner')).toBeNull();
  });

  it('shows the Arabic content right to left on an Arabic page, and asks for the Arabic items', async () => {
    useLanguage.getState().setLanguage('ar');
    fetchSpy.mockResolvedValue(json(200, { success: true, news: RICH }));
    renderAt('/news/r');
    const content = await screen.findByTestId('news-content');
    expect(fetchSpy.mock.calls[0][0]).toBe('/api/news/r?lang=ar');
    expect(content.getAttribute('dir')).toBe('rtl');
    expect(content.innerHTML).toBe('<h2>عنوان</h2><p>فقرة <em>مائلة</em></p><blockquote>اقتباس</blockquote>');
  });

  it('reads the list again in the new language when the visitor switches', async () => {
    fetchSpy.mockImplementation(async (url: string) =>
      json(200, { success: true, news: url.endsWith('lang=en') ? ITEMS : [ITEMS[0]] }),
    );
    renderAt('/news');
    await waitFor(() => expect(cardIds()).toHaveLength(4));
    act(() => useLanguage.getState().setLanguage('ar'));
    await waitFor(() => expect(cardIds()).toEqual(['a']));
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(['/api/news?lang=en', '/api/news?lang=ar']);
  });

  it('draws a library image responsively, with its size reserved and its alt text in the page language', async () => {
    fetchSpy.mockResolvedValue(json(200, { success: true, news: [RICH] }));
    renderAt('/news');
    const card = await screen.findByTestId('news-card');
    const image = within(card).getByRole('img', { name: 'The opening' });
    expect(image.getAttribute('srcset')).toBe('/media/m1/w640.jpg 640w, /media/m1/original.jpg 1600w');
    expect(image.getAttribute('sizes')).toBe('(max-width: 600px) 100vw, (max-width: 900px) 50vw, 33vw');
    expect(image.getAttribute('width')).toBe('1600');
    expect(image.getAttribute('height')).toBe('1200');
    expect(card.querySelector('source')?.getAttribute('srcset')).toBe('/media/m1/w640.webp 640w');
  });

  it('passes a preview token on to the API and shows the preview banner', async () => {
    fetchSpy.mockResolvedValue(json(200, { success: true, news: RICH }));
    renderAt('/news/r?preview=1900000000.abc');
    const banner = await screen.findByTestId('news-preview-banner');
    expect(banner.textContent).toContain('Preview');
    expect(banner.getAttribute('role')).toBe('status');
    expect(fetchSpy.mock.calls[0][0]).toBe('/api/news/r?lang=en&preview=1900000000.abc');
    expect(screen.getByTestId('news-content').textContent).toContain('A quote');
  });

  it('shows the Arabic preview banner on an Arabic page', async () => {
    useLanguage.getState().setLanguage('ar');
    fetchSpy.mockResolvedValue(json(200, { success: true, news: RICH }));
    renderAt('/news/r?preview=1900000000.abc');
    expect((await screen.findByTestId('news-preview-banner')).textContent).toMatch(/^معاينة/);
  });

  it('says not found for an expired or bad preview link, as for an unpublished item', async () => {
    fetchSpy.mockResolvedValue(json(404, { success: false, error: 'News item not found' }));
    renderAt('/news/r?preview=bad');
    expect(await screen.findByTestId('news-item-not-found')).toBeTruthy();
    expect(screen.queryByTestId('news-preview-banner')).toBeNull();
    await act(async () => undefined);
  });
});
