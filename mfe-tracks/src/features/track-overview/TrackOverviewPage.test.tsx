import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TRACK_SLUGS, TRACK_TITLES } from '@consulting/contracts';
import { useLanguage } from '@consulting/platform';
import '../../translations.ts';
import { preloadTrackPages } from '../../track-pages.fixture.ts';
import TrackOverviewPage from './TrackOverviewPage.tsx';

function renderOverview() {
  return render(
    <MemoryRouter>
      <TrackOverviewPage />
    </MemoryRouter>,
  );
}

// The content chunks are fetched before rendering, so the page renders at once.
beforeAll(async () => {
  await preloadTrackPages();
});

beforeEach(() => {
  act(() => useLanguage.getState().setLanguage('en'));
});

describe('track overview (spec §2 "Track overview")', () => {
  it('shows six track cards, each with a Start Track button to its /services/{slug} page', () => {
    renderOverview();
    const cards = screen.getAllByTestId('track-card');
    expect(cards.map((card) => card.getAttribute('data-track'))).toEqual([...TRACK_SLUGS]);
    for (const card of cards) {
      const slug = card.getAttribute('data-track') as (typeof TRACK_SLUGS)[number];
      expect(within(card).getByText(TRACK_TITLES[slug].en).closest('a')?.getAttribute('href')).toBe(
        `/services/${slug}`,
      );
      const start = within(card).getByTestId('track-card-start');
      expect(start.textContent).toBe('Start Track');
      expect(start.getAttribute('href')).toBe(`/services/${slug}`);
    }
  });

  it('shows the statistics, four benefits and the Contact and Consultations buttons', () => {
    renderOverview();
    expect(screen.getAllByTestId('track-statistic').map((s) => s.querySelector('dd')?.textContent)).toEqual([
      '6',
      '50+',
      '15+',
      '100%',
    ]);
    expect(screen.getAllByTestId('track-benefit')).toHaveLength(4);
    expect(screen.getByTestId('overview-contact').getAttribute('href')).toBe('/contact');
    expect(screen.getByTestId('overview-consultations').getAttribute('href')).toBe('/contact/message');
  });

  it('is in Arabic with the heading the gateway uses', () => {
    act(() => useLanguage.getState().setLanguage('ar'));
    renderOverview();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('مساراتنا');
    expect(screen.getAllByText('ابدأ المسار')).toHaveLength(6);
  });
});
