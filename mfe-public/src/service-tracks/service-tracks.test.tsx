import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { render as renderUi, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TRACK_SLUGS } from '@consulting/contracts';
import { useLanguage, QueryRoot } from '@consulting/platform';
import { HomePage } from '../features/home/HomePage.tsx';
import { ServicesListPage } from '../features/services-list/ServicesListPage.tsx';
import { fetchServiceTracks, STATIC_TRACKS } from './service-tracks.ts';

/** Renders `ui` inside the query cache the route table gives every page. */
const render = (ui: ReactElement) => renderUi(ui, { wrapper: QueryRoot });

const service = (slug: string, sort_order: number, is_active: 0 | 1 = 1) => ({
  id: slug,
  slug,
  title_ar: `ع ${slug}`,
  title_en: `API ${slug}`,
  description_ar: 'وصف',
  description_en: `About ${slug}`,
  icon: 'shield',
  path: `/services/${slug}`,
  is_active,
  sort_order,
});

describe('service tracks (spec §2 "Home" services section)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    useLanguage.getState().setLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('falls back to the six static tracks when GET /api/services fails', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    await expect(fetchServiceTracks()).resolves.toBe(STATIC_TRACKS);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/services');
  });

  it('uses the active API services in sort order, dropping unknown slugs', async () => {
    fetchMock.mockResolvedValue(
      Response.json({
        success: true,
        services: [service('launch', 2), service('innovation', 1), service('events', 3, 0), service('quality', 0)],
      }),
    );
    const tracks = await fetchServiceTracks();
    expect(tracks.map((track) => track.slug)).toEqual(['innovation', 'launch']);
    expect(tracks[0]).toMatchObject({ title: { en: 'API innovation' }, path: '/services/innovation' });
  });

  it('the home page shows six cards linking to /services/{slug} with Learn More, even when the API is down', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    const cards = screen.getAllByTestId('service-card');
    expect(cards).toHaveLength(6);
    cards.forEach((card, index) => {
      const hrefs = within(card)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
      expect(new Set(hrefs)).toEqual(new Set([`/services/${TRACK_SLUGS[index]}`]));
      expect(card.textContent).toContain('Learn More');
    });
    expect(cards[0].textContent).toContain('Intellectual Property');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
  });

  it('the home page replaces the static cards with the API list when it arrives', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ success: true, services: TRACK_SLUGS.map((slug, i) => service(slug, i)) }),
    );
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('API launch')).toBeTruthy();
    expect(screen.getByText('About launch')).toBeTruthy();
  });

  it('the services list shows the six tracks in Arabic when the page is Arabic', () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 503 }));
    useLanguage.getState().setLanguage('ar');
    render(
      <MemoryRouter>
        <ServicesListPage />
      </MemoryRouter>,
    );
    const items = screen.getAllByTestId('service-list-item');
    expect(items).toHaveLength(6);
    expect(items[0].textContent).toContain('الملكية الفكرية');
    expect(items[0].textContent).toContain('اعرف المزيد');
  });
});
