import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TRACK_TITLES, type TrackSlug } from '@consulting/contracts';
import { useLanguage } from '@consulting/platform';
import { TRACKS_TEXTS } from '../../translations.ts';
import TRACK_PAGE_TEXTS_AR from './track-page-texts.ar.json' with { type: 'json' };
import TRACK_PAGE_TEXTS_EN from './track-page-texts.en.json' with { type: 'json' };
import { loadAllTrackContent } from '../../track-content/index.ts';
import { preloadTrackPages } from '../../track-pages.fixture.ts';
import TrackPage from './TrackPage.tsx';

function renderTrack(slug: string) {
  return render(
    <MemoryRouter initialEntries={[`/services/${slug}`]}>
      <Routes>
        <Route path="/services/:track" element={<TrackPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const cards = () => screen.getAllByTestId('sector-card');
const card = (id: string) => cards().find((c) => c.getAttribute('data-sector-id') === id)!;
const sign = (element: HTMLElement) => within(element).getByTestId('sector-toggle-sign').textContent;

// The content chunks are fetched before rendering, so the page renders at once (routes.test.tsx
// covers the page suspending until its chunk arrives).
beforeAll(async () => {
  await preloadTrackPages();
});

beforeEach(() => {
  act(() => useLanguage.getState().setLanguage('en'));
});

describe('track page language', () => {
  it('follows the site language on ordinary tracks', () => {
    renderTrack('launch');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(TRACK_TITLES.launch.en);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByTestId('investment-language-toggle')).toBeNull();
  });

  it('gives the investment page its own toggle, Arabic by default whatever the site language (spec §1)', () => {
    renderTrack('investment');
    const page = screen.getByTestId('track-page');
    expect(page.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(TRACK_TITLES.investment.ar);
    expect(screen.getAllByText(TRACKS_TEXTS.ar.startTrack).length).toBeGreaterThan(0);
    // WCAG 2.5.3: the toggle's name starts with what it shows, so "EN" by voice reaches it.
    const toggle = screen.getByTestId('investment-language-toggle');
    expect(toggle.getAttribute('aria-label')).toBe(`EN – ${TRACK_PAGE_TEXTS_AR.page.switchToEnglish}`);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-label')).toBe(`ع – ${TRACK_PAGE_TEXTS_EN.page.switchToArabic}`);
    expect(page.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(TRACK_TITLES.investment.en);
    expect(screen.getAllByText(TRACKS_TEXTS.en.startTrack).length).toBeGreaterThan(0);
    expect(screen.queryAllByText(TRACKS_TEXTS.ar.startTrack)).toHaveLength(0);
    // The site's language is untouched.
    expect(useLanguage.getState().language).toBe('en');
  });

  it('switches every investment block with the page toggle, not only the headings', () => {
    renderTrack('investment');
    const financing = () => screen.getAllByTestId('financing-type')[0].textContent;
    expect(financing()).toContain('تمويل البذرة');
    expect(screen.getByTestId('track-cta').textContent).toContain(TRACK_PAGE_TEXTS_AR.page.ctaTitle);
    fireEvent.click(card('tech-startups'));
    expect(screen.getByTestId('sector-detail').textContent).toContain(TRACK_PAGE_TEXTS_AR.page.whyWeExcel);

    fireEvent.click(screen.getByTestId('investment-language-toggle'));
    expect(financing()).toContain('Seed funding');
    expect(financing()).toContain('SAR 50K – 500K');
    expect(screen.getByTestId('track-cta').textContent).toContain(TRACK_PAGE_TEXTS_EN.page.ctaTitle);
    expect(screen.getByTestId('sector-detail').textContent).toContain(TRACK_PAGE_TEXTS_EN.page.whyWeExcel);
    expect(card('tech-startups').textContent).toContain('Technology Start-ups');
    expect(screen.getByTestId('track-process').textContent).toContain('Initial assessment');
  });
});

describe('target sectors (spec §2)', () => {
  const COUNTS: [TrackSlug, number][] = [
    ['intellectual-property', 7],
    ['innovation', 4],
    ['investment', 6],
    ['representation', 6],
    ['launch', 10],
    ['events', 7],
  ];

  it.each(COUNTS)('%s shows %i sector cards, all closed', (slug, count) => {
    renderTrack(slug);
    expect(cards()).toHaveLength(count);
    expect(cards().every((c) => sign(c) === '+' && c.getAttribute('aria-expanded') === 'false')).toBe(true);
    expect(screen.queryByTestId('sector-detail')).toBeNull();
  });

  it('shows the spec’s sample figures and a dash where there are none', () => {
    renderTrack('intellectual-property');
    const stats = within(card('technology')).getByTestId('sector-stats').textContent;
    expect(stats).toContain('150+');
    expect(stats).toContain('300+');
    expect(stats).toContain('85%');
    expect(within(card('manufacturing')).getByTestId('sector-stats').textContent).toContain('-');
  });

  it('opens one sector at a time under the grid, and closes it with the button or a second click', () => {
    renderTrack('events');
    fireEvent.click(card('tech-conferences'));
    const detail = screen.getByTestId('sector-detail');
    expect(detail.getAttribute('data-sector-id')).toBe('tech-conferences');
    expect(detail.textContent).toContain('Technology Conferences');
    expect(detail.textContent).toContain('Why We Excel');
    expect(within(detail).getAllByRole('listitem')).toHaveLength(3);
    expect(sign(card('tech-conferences'))).toBe('−');
    expect(card('tech-conferences').getAttribute('aria-expanded')).toBe('true');
    // The panel follows the grid, not the card.
    const lastCard = cards()[cards().length - 1];
    expect(lastCard.compareDocumentPosition(detail) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.click(card('education'));
    expect(screen.getAllByTestId('sector-detail')).toHaveLength(1);
    expect(screen.getByTestId('sector-detail').getAttribute('data-sector-id')).toBe('education');
    expect(sign(card('education'))).toBe('−');
    expect(sign(card('tech-conferences'))).toBe('+');

    fireEvent.click(screen.getByTestId('sector-detail-close'));
    expect(screen.queryByTestId('sector-detail')).toBeNull();
    expect(sign(card('education'))).toBe('+');

    fireEvent.click(card('finance'));
    expect(screen.getByTestId('sector-detail')).toBeTruthy();
    fireEvent.click(card('finance'));
    expect(screen.queryByTestId('sector-detail')).toBeNull();
    expect(cards().every((c) => sign(c) === '+')).toBe(true);
  });

  it('opens a sector from the keyboard', () => {
    renderTrack('innovation');
    fireEvent.keyDown(card('smes'), { key: 'Enter' });
    expect(screen.getByTestId('sector-detail').getAttribute('data-sector-id')).toBe('smes');
  });

  describe('scrolling to the detail (spec §9: 100 ms, 80 px)', () => {
    let scrollTo: ReturnType<typeof vi.fn>;
    beforeEach(() => {
      vi.useFakeTimers();
      scrollTo = vi.fn();
      vi.stubGlobal('scrollTo', scrollTo);
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect);
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    });

    it('scrolls smoothly after 100 ms so the panel sits 80 px below the top', () => {
      renderTrack('investment');
      fireEvent.click(card('real-estate'));
      act(() => vi.advanceTimersByTime(99));
      expect(scrollTo).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(scrollTo).toHaveBeenCalledTimes(1);
      expect(scrollTo).toHaveBeenCalledWith({ top: 500 + 300 - 80, behavior: 'smooth' });
    });

    it('does not scroll when the panel is closed before the delay ends', () => {
      renderTrack('investment');
      fireEvent.click(card('real-estate'));
      fireEvent.click(card('real-estate'));
      act(() => vi.advanceTimersByTime(500));
      expect(scrollTo).not.toHaveBeenCalled();
    });
  });
});

describe('track-specific blocks (spec §2, §3)', () => {
  it('investment: services, six process steps and four financing types', () => {
    renderTrack('investment');
    fireEvent.click(screen.getByTestId('investment-language-toggle'));
    expect(screen.getAllByTestId('track-service').length).toBeGreaterThan(0);
    const steps = screen.getAllByTestId('process-step').map((s) => s.querySelector('h3')?.textContent);
    expect(steps).toEqual([
      'Initial assessment',
      'Material preparation',
      'Investor identification',
      'Pitches and negotiations',
      'Deal completion',
      'Follow-up',
    ]);
    const types = screen.getAllByTestId('financing-type').map((t) => t.textContent);
    expect(types).toHaveLength(4);
    expect(types[3]).toContain('Private equity');
    expect(types[3]).toContain('SAR 50M+');
    expect(types[3]).toContain('Mature stage');
    expect(screen.queryByTestId('event-type')).toBeNull();
    expect(screen.queryByTestId('contact-cta')).toBeNull();
  });

  it('events: services, five process steps, four event types and the events extras', () => {
    renderTrack('events');
    expect(screen.getAllByTestId('track-service')).toHaveLength(4);
    expect(screen.getAllByTestId('process-step')).toHaveLength(5);
    const types = screen.getAllByTestId('event-type').map((t) => t.textContent);
    expect(types).toHaveLength(4);
    expect(types[0]).toContain('Conferences');
    expect(types[0]).toContain('50–500 people');
    expect(types[0]).toContain('1–3 days');
    expect(screen.queryByTestId('financing-type')).toBeNull();
    expect(screen.getByTestId('track-extra-overview')).toBeTruthy();
    expect(screen.getByTestId('launch-methodology')).toBeTruthy();
    expect(screen.getByTestId('contact-cta')).toBeTruthy();
  });

  it('representation: services and five process steps, but no types list', () => {
    renderTrack('representation');
    expect(screen.getAllByTestId('track-service').length).toBeGreaterThan(0);
    const steps = screen.getAllByTestId('process-step').map((s) => s.querySelector('h3')?.textContent);
    expect(steps).toEqual([
      'Initial assessment',
      'Strategic planning',
      'Establishment and registration',
      'Infrastructure setup',
      'Operations launch',
    ]);
    expect(screen.queryByTestId('financing-type')).toBeNull();
    expect(screen.queryByTestId('event-type')).toBeNull();
  });

  it('launch: its four services, methodology and a contact call-to-action', () => {
    renderTrack('launch');
    expect(screen.getAllByTestId('track-service').map((s) => s.querySelector('h3')?.textContent)).toEqual([
      'Brand identity development',
      'Strategic marketing',
      'Digital marketing',
      'Operational support',
    ]);
    expect(screen.getAllByTestId('methodology-step').map((s) => s.querySelector('h3')?.textContent)).toEqual([
      'Analysis',
      'Strategy',
      'Implementation',
      'Monitoring',
    ]);
    expect(screen.queryByTestId('process-step')).toBeNull();
    const contact = screen.getByTestId('contact-cta');
    expect(within(contact).getByText('Contact Us').closest('a')?.getAttribute('href')).toBe('/contact');
    expect(within(contact).getByText('Request Service').closest('a')?.getAttribute('href')).toBe(
      '/services/launch/request',
    );
  });

  it('leads from Home and Services to the track in a labelled breadcrumb', () => {
    renderTrack('launch');
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Home/',
      'Services/',
      TRACK_TITLES.launch.en,
    ]);
    expect(trail.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(trail.getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('/services');
    expect(trail.getByText(TRACK_TITLES.launch.en).getAttribute('aria-current')).toBe('page');
  });

  it('shows a not-found message with a way home for an unknown track', () => {
    renderTrack('no-such-track');
    const notFound = screen.getByTestId('track-not-found');
    expect(notFound.textContent).toContain('Track not found');
    // One control: a link that looks like a button, not a button inside a link (two tab stops).
    expect(within(notFound).getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(within(notFound).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('track-page')).toBeNull();
  });

  it.each(['intellectual-property', 'innovation'] as const)('%s has the common blocks only', (slug) => {
    renderTrack(slug);
    for (const id of ['track-header', 'track-hero', 'track-about', 'track-sectors', 'why-choose-us', 'track-cta'])
      expect(screen.getByTestId(id)).toBeTruthy();
    expect(screen.getAllByTestId('track-feature')).toHaveLength(6);
    expect(screen.queryByTestId('track-services')).toBeNull();
    expect(screen.queryByTestId('process-step')).toBeNull();
    expect(screen.queryByTestId('contact-cta')).toBeNull();
    expect(screen.getByTestId('start-track').getAttribute('href')).toBe(`/services/${slug}/request`);
    // Start Track is one tab stop: no button nested in the link.
    expect(screen.getByTestId('start-track').querySelector('button')).toBeNull();
  });

  it('gives every track six features in both languages', async () => {
    for (const language of ['ar', 'en'] as const) {
      for (const content of Object.values(await loadAllTrackContent(language)))
        expect(content.features).toHaveLength(6);
    }
  });
});

describe('closing call-to-action (spec §2)', () => {
  it('offers the two request types as a labelled radio group, Provide Service checked', () => {
    renderTrack('innovation');
    const group = screen.getByRole('radiogroup', { name: 'What would you like to do?' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(['service', 'opportunity']);
    expect(within(group).getByRole('radio', { name: /Provide Service/ })).toHaveProperty('checked', true);
    fireEvent.click(within(group).getByText('Provide Opportunity'));
    expect(within(group).getByRole('radio', { name: /Provide Opportunity/ })).toHaveProperty('checked', true);
    expect(screen.getByTestId('track-cta-start').getAttribute('href')).toBe(
      '/services/innovation/request?type=opportunity',
    );
  });

  it('starts a service request by default', () => {
    renderTrack('innovation');
    expect(screen.getByTestId('track-cta-start').getAttribute('href')).toBe(
      '/services/innovation/request?type=service',
    );
  });
});
