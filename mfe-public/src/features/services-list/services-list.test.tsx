import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { render as renderUi, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TRACK_SLUGS } from '@consulting/contracts';
import { useLanguage, QueryRoot } from '@consulting/platform';
import { ServicesListPage } from './ServicesListPage.tsx';

/** Renders `ui` inside the query cache the route table gives every page. */
const render = (ui: ReactElement) => renderUi(ui, { wrapper: QueryRoot });

function renderPage() {
  return render(
    <MemoryRouter>
      <ServicesListPage />
    </MemoryRouter>,
  );
}

describe('services page (spec §2 "Services page")', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    useLanguage.getState().setLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the badges and a numbered card per track with three features, "+3 more services" and Learn More', () => {
    renderPage();
    expect(screen.getByTestId('services-badges').textContent).toContain('6 service tracks');
    const cards = screen.getAllByTestId('service-list-item');
    expect(cards).toHaveLength(6);
    cards.forEach((card, index) => {
      expect(card.textContent).toContain(String(index + 1).padStart(2, '0'));
      expect(card.querySelectorAll('.services-card__features li')).toHaveLength(3);
      expect(within(card).getByTestId('more-services').textContent).toBe('+3 more services');
      const links = [...card.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(new Set(links)).toEqual(new Set([`/services/${TRACK_SLUGS[index]}`]));
      expect(card.textContent).toContain('Learn More');
    });
    expect(cards[0].textContent).toContain('Trademark registration');
    expect(screen.getByTestId('why-choose-us').querySelectorAll('li')).toHaveLength(4);
    const consultation = screen.getByTestId('free-consultation');
    expect([...consultation.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toContain('/contact/message');
  });

  it('merges the API titles with the static details, in Arabic', async () => {
    useLanguage.getState().setLanguage('ar');
    fetchMock.mockResolvedValue(
      Response.json({
        success: true,
        services: [
          {
            id: '1',
            slug: 'launch',
            title_ar: 'إطلاق المشاريع',
            title_en: 'Launch',
            description_ar: 'وصف من الخادم',
            description_en: 'From the server',
            icon: 'rocket',
            path: '/services/launch',
            is_active: 1,
            sort_order: 0,
          },
        ],
      }),
    );
    renderPage();
    expect(await screen.findByText('وصف من الخادم')).toBeTruthy();
    const cards = screen.getAllByTestId('service-list-item');
    expect(cards).toHaveLength(1);
    expect(cards[0].textContent).toContain('إطلاق المشاريع');
    expect(cards[0].textContent).toContain('بناء الهوية البصرية');
    expect(within(cards[0]).getByTestId('more-services').textContent).toBe('+3 خدمات أخرى');
  });
});
