import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { NewsItemRecord } from '@consulting/contracts';
import { useLanguage } from '@consulting/platform';
import { NewsItemPage } from './NewsItemPage.tsx';
import { NewsPage } from './NewsPage.tsx';
import { filterNews } from './news-filter.ts';
import { STATIC_NEWS } from './static-news.ts';

function news(id: string, over: Partial<NewsItemRecord>): NewsItemRecord {
  return {
    id,
    title_ar: `خبر ${id}`,
    title_en: `Item ${id}`,
    summary_ar: 'ملخص',
    summary_en: 'Summary',
    content_ar: 'المحتوى الكامل',
    content_en: `Full content of ${id}`,
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
    expect(fetchSpy.mock.calls[0][0]).toBe('/api/news');
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
    expect(modal.textContent).toContain('Full content of c');
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
    expect(fetchSpy.mock.calls[0][0]).toBe('/api/news/c');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Innovation week');
    expect(document.title).toBe('Innovation week');
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
