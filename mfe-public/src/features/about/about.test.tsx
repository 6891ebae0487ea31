import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ReactElement } from 'react';
import { DEFAULT_SITE_CONTENT, type MediaRef, type SiteContent } from '@consulting/contracts';
import { setSiteContent, useLanguage } from '@consulting/platform';
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
  afterEach(() => {
    vi.unstubAllGlobals();
    setSiteContent(null);
  });

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

  it('privacy: says what is kept and for how long, in both languages', () => {
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

  it('every icon the about content names is drawn, not the placeholder circle', () => {
    for (const page of [<AboutPage />, <VisionPage />, <GoalsPage />, <PartnersPage />]) {
      const { container, unmount } = renderPage(page);
      expect(container.querySelectorAll('.about-icon path').length).toBeGreaterThan(0);
      expect(container.querySelectorAll('.about-icon circle')).toHaveLength(0);
      unmount();
    }
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

  it('about: timeline 2016 to 2024, four team members and the built-in achievements without the snapshot', () => {
    renderPage(<AboutPage />);
    const years = screen.getAllByText(/^20(1|2)\d$/).map((el) => el.textContent);
    expect(years[0]).toBe('2016');
    expect(years.at(-1)).toBe('2024');
    expect(screen.getAllByTestId('team-member')).toHaveLength(4);
    const band = screen.getByTestId('about-achievements');
    expect([...band.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '6Service Tracks',
      '50+Projects',
      '15+Sectors',
      '100%Success',
    ]);
  });

  it("about: the editors' leaders and statistics in the page language; empty lists hide their sections", () => {
    const [first] = DEFAULT_SITE_CONTENT.statistics;
    setSiteContent({
      ...DEFAULT_SITE_CONTENT,
      version: 'v2',
      statistics: [
        { ...first, id: 'a', value: '50+', title_ar: 'مشروع', title_en: 'Projects' },
        { ...first, id: 'b', value: '120+', title_ar: 'عميل', title_en: 'Clients' },
      ],
      team: DEFAULT_SITE_CONTENT.team.slice(0, 1),
    });
    const { unmount } = renderPage(<AboutPage />);
    const band = screen.getByTestId('about-achievements');
    expect([...band.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['50+Projects', '120+Clients']);
    expect(screen.getAllByTestId('team-member')).toHaveLength(1);
    unmount();

    useLanguage.getState().setLanguage('ar');
    setSiteContent({ ...DEFAULT_SITE_CONTENT, version: 'v3', statistics: [], team: [] });
    renderPage(<AboutPage />);
    expect(screen.queryByTestId('about-achievements')).toBeNull();
    expect(screen.queryByTestId('team-member')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'فريق القيادة' })).toBeNull();
  });

  describe('editor content', () => {
    const photo: MediaRef = {
      id: 'p1',
      kind: 'image',
      mime: 'image/jpeg',
      url: '/media/p1/original.jpg',
      width: 400,
      height: 400,
      alt_ar: 'صورة سارة',
      alt_en: 'Photo of Sara',
      variants: [
        { url: '/media/p1/w320.webp', width: 320, height: 320, mime: 'image/webp' },
        { url: '/media/p1/w320.jpg', width: 320, height: 320, mime: 'image/jpeg' },
      ],
    };
    const show = (over: Partial<SiteContent>) => setSiteContent({ ...DEFAULT_SITE_CONTENT, version: 'v9', ...over });

    it('team: the snapshot members in English and Arabic, a photo where there is one, figures from the list', () => {
      const [first, second] = DEFAULT_SITE_CONTENT.team;
      show({
        team: [
          { ...first, id: 't1', name_en: 'Sara Al-Harbi', name_ar: 'سارة الحربي', experience_years: 9, image: photo },
          {
            ...second,
            id: 't2',
            name_en: 'Omar Al-Zahrani',
            name_ar: 'عمر الزهراني',
            experience_years: 4,
            linkedin: '',
          },
        ],
      });
      const { unmount } = renderPage(<TeamPage />);
      const members = screen.getAllByTestId('team-member');
      expect(members.map((member) => member.querySelector('h3')?.textContent)).toEqual([
        'Sara Al-Harbi',
        'Omar Al-Zahrani',
      ]);
      const img = members[0].querySelector('img')!;
      expect(img.getAttribute('alt')).toBe('Photo of Sara');
      expect(img.getAttribute('sizes')).toBe('72px');
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(members[1].querySelector('img')).toBeNull();
      expect(members[1].querySelector('.team-card__avatar')?.textContent).toBe('OZ');
      expect(within(members[1]).queryByTestId('team-profile')).toBeNull();
      const figures = screen.getByTestId('team-statistics');
      expect([...figures.querySelectorAll('strong')].map((el) => el.textContent)).toEqual(['2+', '6+', '20+', '50+']);
      unmount();

      useLanguage.getState().setLanguage('ar');
      renderPage(<TeamPage />);
      const arabic = screen.getAllByTestId('team-member');
      expect(arabic[0].querySelector('h3')?.textContent).toBe('سارة الحربي');
      expect(arabic[0].querySelector('img')?.getAttribute('alt')).toBe('صورة سارة');
      expect(arabic[1].querySelector('.team-card__avatar')?.textContent).toBe('ع ز');
    });

    it('team: the built-in initials without a snapshot, and no cards section without members', () => {
      const { unmount } = renderPage(<TeamPage />);
      expect(
        screen.getAllByTestId('team-member').map((member) => member.querySelector('.team-card__avatar')?.textContent),
      ).toEqual(['AQ', 'NO', 'KS', 'RD']);
      unmount();
      useLanguage.getState().setLanguage('ar');
      const { unmount: unmountArabic } = renderPage(<TeamPage />);
      expect(
        screen.getAllByTestId('team-member').map((member) => member.querySelector('.team-card__avatar')?.textContent),
      ).toEqual(['ع ق', 'ن ع', 'خ ش', 'ر د']);
      unmountArabic();
      show({ team: [] });
      renderPage(<TeamPage />);
      expect(screen.queryByTestId('team-member')).toBeNull();
      const figures = screen.getByTestId('team-statistics');
      expect([...figures.querySelectorAll('strong')].map((el) => el.textContent)).toEqual(['20+', '50+']);
    });

    it('partners: the snapshot partners with their logo or initial badge, figures from the list', () => {
      const [first, second] = DEFAULT_SITE_CONTENT.partners;
      show({
        partners: [
          {
            ...first,
            id: 'p1',
            name_en: 'Acme Labs',
            name_ar: 'مختبرات أكمي',
            image: { ...photo, alt_en: 'Acme logo' },
          },
          { ...second, id: 'p2', name_en: 'Zenith', name_ar: 'زينيث', website: '' },
        ],
      });
      const { unmount } = renderPage(<PartnersPage />);
      const partners = screen.getAllByTestId('partner');
      expect(partners.map((partner) => partner.querySelector('h3')?.textContent)).toEqual(['Acme Labs', 'Zenith']);
      expect(partners[0].querySelector('img')?.getAttribute('alt')).toBe('Acme logo');
      expect(partners[1].querySelector('.partner-card__logo')?.textContent).toBe('Z');
      expect(within(partners[1]).queryByTestId('partner-website')).toBeNull();
      // Both default partners are in Saudi Arabia: one country.
      const figures = screen.getByTestId('partner-statistics');
      expect([...figures.querySelectorAll('strong')].map((el) => el.textContent)).toEqual(['2+', '1+', '50+', '95%']);
      unmount();

      useLanguage.getState().setLanguage('ar');
      renderPage(<PartnersPage />);
      expect(screen.getAllByTestId('partner').map((partner) => partner.querySelector('h3')?.textContent)).toEqual([
        'مختبرات أكمي',
        'زينيث',
      ]);
    });

    it('partners: no partners section without partners; the benefits stay', () => {
      show({ partners: [] });
      renderPage(<PartnersPage />);
      expect(screen.queryByTestId('partner')).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Our Strategic Partners' })).toBeNull();
      expect(screen.getAllByTestId('partner-benefit')).toHaveLength(4);
    });

    it('goals: the snapshot goals by horizon in English and Arabic; a horizon without goals has no section', () => {
      const short = DEFAULT_SITE_CONTENT.goals.find((goal) => goal.horizon === 'short')!;
      const long = DEFAULT_SITE_CONTENT.goals.find((goal) => goal.horizon === 'long')!;
      show({
        goals: [
          { ...short, id: 'g1', title_en: 'Open a Jeddah office', title_ar: 'افتتاح مكتب جدة', progress: 40 },
          { ...long, id: 'g2', impact_en: 'Gulf-wide', impact_ar: 'خليجي' },
        ],
      });
      const { unmount } = renderPage(<GoalsPage />);
      expect(screen.getAllByTestId('short-term-goal').map((goal) => goal.querySelector('h3')?.textContent)).toEqual([
        'Open a Jeddah office',
      ]);
      expect(screen.getAllByTestId('goal-progress').map((el) => el.textContent)).toEqual(['40%']);
      expect(screen.queryByTestId('medium-term-goal')).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Medium-Term Goals' })).toBeNull();
      expect(screen.getAllByTestId('long-term-goal')[0].textContent).toContain('Gulf-wide');
      unmount();

      useLanguage.getState().setLanguage('ar');
      renderPage(<GoalsPage />);
      expect(screen.getAllByTestId('short-term-goal')[0].textContent).toContain('افتتاح مكتب جدة');
      expect(screen.getAllByTestId('long-term-goal')[0].textContent).toContain('خليجي');
    });
  });
});
