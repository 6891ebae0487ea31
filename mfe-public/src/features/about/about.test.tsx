import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ReactElement } from 'react';
import { useLanguage } from '@consulting/platform';
import { AboutPage } from './AboutPage.tsx';
import { GoalsPage } from './GoalsPage.tsx';
import { PrivacyPage, TermsPage } from './LegalPage.tsx';
import { PartnersPage } from './PartnersPage.tsx';
import { TeamPage } from './TeamPage.tsx';
import { VisionPage } from './VisionPage.tsx';

function renderPage(page: ReactElement) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

const hrefs = (element: HTMLElement) => [...element.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('about pages (spec §2, §9)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset().mockResolvedValue(new Response('{}', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    useLanguage.getState().setLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('goals: short-term progress 85, 72, 68, 79 and the four 2030 objectives, in both languages', () => {
    const { unmount } = renderPage(<GoalsPage />);
    expect(screen.getAllByTestId('goal-progress').map((el) => el.textContent)).toEqual(['85%', '72%', '68%', '79%']);
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'))).toEqual([
      '85',
      '72',
      '68',
      '79',
    ]);
    expect(screen.getAllByTestId('objective-2030').map((el) => el.querySelector('strong')?.textContent)).toEqual([
      '1000',
      '5000',
      '10 billion SAR',
      '50,000',
    ]);
    expect(screen.getAllByTestId('medium-term-goal')).toHaveLength(3);
    expect(screen.getAllByTestId('long-term-goal')[0].textContent).toContain('Regional impact');
    expect(screen.getAllByTestId('goal-sector').map((el) => el.dataset.priority)).toEqual([
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
    ]);
    expect(screen.getAllByTestId('goal-sector')[0].textContent).toContain('High priority');
    expect(hrefs(screen.getByTestId('goals-learn-more').parentElement!)).toContain('/about/overview');
    expect(screen.getByTestId('goals-learn-more').textContent).toBe('Learn More');
    unmount();

    useLanguage.getState().setLanguage('ar');
    renderPage(<GoalsPage />);
    expect(screen.getAllByTestId('goal-progress').map((el) => el.textContent)).toEqual(['85%', '72%', '68%', '79%']);
    expect(screen.getByTestId('objectives-2030').textContent).toContain('10 مليارات ريال');
    expect(screen.getByTestId('goals-learn-more').textContent).toBe('اعرف المزيد');
  });

  it('team: four leaders with mailto and profile buttons, the four statistics and a contact link', () => {
    renderPage(<TeamPage />);
    const members = screen.getAllByTestId('team-member');
    expect(members).toHaveLength(4);
    for (const member of members) {
      expect(within(member).getByTestId('team-email').getAttribute('href')).toMatch(/^mailto:.+@/);
      expect(within(member).getByTestId('team-profile').getAttribute('href')).toMatch(/^https:\/\//);
    }
    const figures = screen.getByTestId('team-statistics');
    expect([...figures.querySelectorAll('strong')].map((el) => el.textContent)).toEqual(['4+', '11+', '20+', '50+']);
    expect(figures.textContent).toContain('Average years of experience');
    expect(screen.getByTestId('team-contact').getAttribute('href')).toBe('/contact');
    expect(members[0].textContent).toContain('15 years of experience');
  });

  it('team: years of experience use the Arabic plural forms', () => {
    useLanguage.getState().setLanguage('ar');
    renderPage(<TeamPage />);
    const members = screen.getAllByTestId('team-member');
    expect(members[0].textContent).toContain('15 سنة خبرة');
    expect(members[2].textContent).toContain('10 سنوات خبرة');
    expect(members[3].textContent).toContain('8 سنوات خبرة');
  });

  it('partners: five partners with website buttons, four benefits, the four statistics, /contact and mailto', () => {
    renderPage(<PartnersPage />);
    const partners = screen.getAllByTestId('partner');
    expect(partners).toHaveLength(5);
    for (const partner of partners) {
      expect(within(partner).getByTestId('partner-website').textContent).toBe('Visit Website');
    }
    expect(screen.getAllByTestId('partner-benefit')).toHaveLength(4);
    const figures = screen.getByTestId('partner-statistics');
    expect([...figures.querySelectorAll('strong')].map((el) => el.textContent)).toEqual(['5+', '3+', '50+', '95%']);
    expect(figures.textContent).toContain('Satisfaction');
    expect(screen.getByTestId('partners-contact').getAttribute('href')).toBe('/contact');
    expect(screen.getByTestId('partners-email').getAttribute('href')).toMatch(/^mailto:/);
  });

  it('privacy: last updated on its policy version in en-US and ar-SA, and its eight sections', () => {
    const { unmount } = renderPage(<PrivacyPage />);
    expect(screen.getByTestId('privacy-last-updated').textContent).toBe('Last updated: November 24, 2026');
    expect(screen.getByTestId('privacy-version').textContent).toBe('Version 2026-11-24');
    expect(screen.getAllByTestId('legal-section')).toHaveLength(8);
    unmount();
    useLanguage.getState().setLanguage('ar');
    renderPage(<PrivacyPage />);
    expect(screen.getByTestId('privacy-last-updated').textContent).toBe('آخر تحديث: ٢٤ نوفمبر ٢٠٢٦');
    expect(screen.getByTestId('privacy-version').textContent).toBe('الإصدار 2026-11-24');
  });

  it('privacy: says what is kept and for how long, in both languages (issue 13)', () => {
    const { unmount } = renderPage(<PrivacyPage />);
    const section = screen.getByRole('heading', { name: /What We Keep and for How Long/ }).closest('section')!;
    expect(section.textContent).toContain('for as long as our business relationship lasts');
    expect(section.textContent).toContain('deleted automatically 24 months after it was sent');
    expect(screen.getByRole('link', { name: 'What We Keep and for How Long' }).getAttribute('href')).toBe(
      '#privacy-retention',
    );
    unmount();
    useLanguage.getState().setLanguage('ar');
    renderPage(<PrivacyPage />);
    const arabic = screen.getByRole('heading', { name: /ما الذي نحتفظ به ومدته/ }).closest('section')!;
    expect(arabic.textContent).toContain('بعد 24 شهراً من إرساله');
  });

  it('terms: eleven sections, governed by Saudi law and courts', () => {
    renderPage(<TermsPage />);
    const sections = screen.getAllByTestId('legal-section');
    expect(sections).toHaveLength(11);
    expect(sections[9].textContent).toContain('laws of the Kingdom of Saudi Arabia');
    expect(sections[9].textContent).toContain('Saudi courts');
  });

  it('vision: four values and four strategic objectives', () => {
    renderPage(<VisionPage />);
    expect(screen.getAllByTestId('company-value').map((el) => el.querySelector('h3')?.textContent)).toEqual([
      'Trust and Transparency',
      'Continuous Innovation',
      'Service Excellence',
      'Global Vision',
    ]);
    expect(screen.getAllByTestId('strategic-objective')).toHaveLength(4);
  });

  it('about: timeline 2016 to 2024, four team members, and no achievements band when statistics fail', async () => {
    renderPage(<AboutPage />);
    const years = screen.getAllByText(/^20(1|2)\d$/).map((el) => el.textContent);
    expect(years[0]).toBe('2016');
    expect(years.at(-1)).toBe('2024');
    expect(screen.getAllByTestId('team-member')).toHaveLength(4);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0][0]).toBe('/api/statistics');
    expect(screen.queryByTestId('about-achievements')).toBeNull();
  });

  it('about: shows the achievements band from GET /api/statistics in the page language', async () => {
    fetchMock.mockResolvedValue(
      Response.json({
        success: true,
        statistics: [
          {
            id: 'b',
            title_ar: 'عميل',
            title_en: 'Clients',
            value: '120+',
            description_ar: '',
            description_en: '',
            sort_order: 2,
          },
          {
            id: 'a',
            title_ar: 'مشروع',
            title_en: 'Projects',
            value: '50+',
            description_ar: '',
            description_en: '',
            sort_order: 1,
          },
        ],
      }),
    );
    renderPage(<AboutPage />);
    const band = await screen.findByTestId('about-achievements');
    expect([...band.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['50+Projects', '120+Clients']);
  });

  it('about: hides the band when the statistics list is empty', async () => {
    fetchMock.mockResolvedValue(Response.json({ success: true, statistics: [] }));
    renderPage(<AboutPage />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('about-achievements')).toBeNull();
  });
});
