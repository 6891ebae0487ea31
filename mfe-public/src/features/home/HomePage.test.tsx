import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { render as renderUi, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  DEFAULT_SITE_CONTENT,
  DEFAULT_STATISTICS,
  type HomeResponse,
  type MediaRef,
  type NewsItemRecord,
  type SiteContent,
} from '@consulting/contracts';
import { setSiteContent, useLanguage, QueryRoot } from '@consulting/platform';
import { STATIC_NEWS } from '../news/static-news.ts';
import { HomePage } from './HomePage.tsx';

/** Renders `ui` inside the query cache the route table gives every page. */
const render = (ui: ReactElement) => renderUi(ui, { wrapper: QueryRoot });

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
  setSiteContent(null);
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
    setSiteContent({ ...DEFAULT_SITE_CONTENT, version: 'v2', statistics: [] });
    fetchSpy.mockResolvedValue(json(200, home({ news: ['n1', 'n2', 'n3', 'n4'].map(newsItem) })));
    renderHome();
    await waitFor(() => expect(screen.getAllByTestId('home-news-card')).toHaveLength(3));
    expect(fetchSpy.mock.calls.map(([url]) => url)).toContain('/api/home?lang=en');
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

  it('falls back to the built-in hero, statistics and news when the services are unreachable', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    renderHome();
    // The snapshot is unknown: the built-in hero and statistics are there at the first render.
    expect(screen.getAllByTestId('hero-slide')).toHaveLength(5);
    expect(screen.getAllByTestId('hero-slide')[0].textContent).toContain('Integrated solutions in six tracks');
    expect(screen.getAllByTestId('home-statistic').map((li) => li.querySelector('strong')?.textContent)).toEqual(
      DEFAULT_STATISTICS.map((statistic) => statistic.value),
    );
    await waitFor(() => expect(screen.getAllByTestId('home-news-card')).toHaveLength(3));
    expect(screen.getAllByTestId('home-statistic')).toHaveLength(4);
  });

  it("shows the editors' hero slides and statistics from the snapshot, in English and in Arabic", () => {
    fetchSpy.mockReturnValue(new Promise(() => undefined));
    const photo: MediaRef = {
      id: 'm1',
      kind: 'image',
      mime: 'image/png',
      url: '/media/m1/original.png',
      width: 1600,
      height: 900,
      alt_ar: 'مكتب الشركة',
      alt_en: 'Our office',
      variants: [{ url: '/media/m1/w640.webp', width: 640, height: 360, mime: 'image/webp' }],
    };
    const [first] = DEFAULT_SITE_CONTENT.hero_slides;
    const snapshot: SiteContent = {
      ...DEFAULT_SITE_CONTENT,
      version: 'v7',
      hero_slides: [
        { ...first, id: 'a', title_en: 'Grow with us', title_ar: 'انمُ معنا', image: photo },
        { ...first, id: 'b', title_en: 'Second', title_ar: 'الثانية', cta_link: 'https://partner.example.com/' },
      ],
      statistics: [{ ...DEFAULT_STATISTICS[0], id: 's', value: '77', title_en: 'Clients', title_ar: 'عميل' }],
    };
    setSiteContent(snapshot);
    const { unmount } = renderHome();
    const slides = screen.getAllByTestId('hero-slide');
    expect(slides.map((slide) => slide.querySelector('h2')?.textContent)).toEqual(['Grow with us', 'Second']);
    const image = slides[0].querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('Our office');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(slides[0].querySelector('source')?.getAttribute('srcset')).toBe('/media/m1/w640.webp 640w');
    expect(slides[1].querySelector('img')).toBeNull();
    expect(slides[1].querySelector('a')?.getAttribute('href')).toBe('https://partner.example.com/');
    expect(screen.getAllByTestId('home-statistic').map((li) => li.textContent)).toEqual([
      `77Clients${DEFAULT_STATISTICS[0].description_en}`,
    ]);
    unmount();

    useLanguage.getState().setLanguage('ar');
    renderHome();
    expect(screen.getAllByTestId('hero-slide')[0].querySelector('h2')?.textContent).toBe('انمُ معنا');
    expect(screen.getAllByTestId('hero-slide')[0].querySelector('img')?.getAttribute('alt')).toBe('مكتب الشركة');
    expect(screen.getAllByTestId('home-statistic')[0].textContent).toContain('عميل');
  });
});
