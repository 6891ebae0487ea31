import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { HomeResponse, NewsItemRecord } from '@consulting/contracts';
import { useLanguage } from '@consulting/platform';
import { STATIC_NEWS } from '../news/index.ts';
import { HomePage } from './HomePage.tsx';
import { STATIC_STATISTICS } from './home-data.ts';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const newsItem = (id: string): NewsItemRecord => ({ ...STATIC_NEWS[0], id, title_en: `Story ${id}` });

function home(over: Partial<HomeResponse>): HomeResponse {
  return {
    success: true,
    services: [],
    sectors: [],
    statistics: [],
    news: [],
    settings: {} as HomeResponse['settings'],
    ...over,
  };
}

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  useLanguage.getState().setLanguage('en');
  fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderHome = () =>
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );

describe('HomePage (spec §2 "Home")', () => {
  it('has exactly one h1, the page heading, and six service cards', () => {
    fetchSpy.mockReturnValue(new Promise(() => undefined));
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1, hidden: true }).map((h) => h.textContent)).toEqual([
      'Building the future of your business with you',
    ]);
    expect(screen.getAllByTestId('service-card')).toHaveLength(6);
  });

  it('shows the first three news items with Read More links and hides empty statistics', async () => {
    fetchSpy.mockResolvedValue(json(200, home({ news: ['n1', 'n2', 'n3', 'n4'].map(newsItem) })));
    renderHome();
    await waitFor(() => expect(screen.getAllByTestId('home-news-card')).toHaveLength(3));
    expect(fetchSpy.mock.calls[0][0]).toBe('/api/home');
    expect(screen.getAllByTestId('home-news-read-more').map((a) => a.getAttribute('href'))).toEqual([
      '/news/n1',
      '/news/n2',
      '/news/n3',
    ]);
    expect(screen.queryByTestId('home-statistics')).toBeNull();
    // No sectors from the server: the built-in six stay; the links avoid the missing /sectors page.
    expect(screen.getAllByTestId('sector-card')).toHaveLength(6);
    const hrefs = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/services/overview');
    expect(hrefs).not.toContain('/sectors');
  });

  it('falls back to the built-in statistics and news when the service is unreachable', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    renderHome();
    await waitFor(() => expect(screen.getAllByTestId('home-statistic')).toHaveLength(STATIC_STATISTICS.length));
    expect(screen.getAllByTestId('home-news-card')).toHaveLength(3);
  });
});
