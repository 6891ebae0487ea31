import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useLanguage } from '@consulting/platform';
import { SitemapPage } from './SitemapPage.tsx';

const hrefs = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('a')].map((a) => a.getAttribute('href'));

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

describe('site map (spec §2 "Site map")', () => {
  beforeEach(() => useLanguage.getState().setLanguage('en'));

  it('lists the five groups with their links, and counts pages and categories', () => {
    render(
      <MemoryRouter>
        <SitemapPage />
      </MemoryRouter>,
    );
    expect(hrefs('sitemap-group-main')).toEqual(['/', '/services', '/news', '/contact']);
    expect(hrefs('sitemap-group-company')).toEqual([
      '/about/overview',
      '/about/vision',
      '/about/goals',
      '/about/team',
      '/about/partners',
    ]);
    expect(hrefs('sitemap-group-tracks')).toEqual([
      '/tracks',
      '/tracks/intellectual-property',
      '/tracks/innovation',
      '/tracks/investment',
      '/tracks/launch',
      '/tracks/events',
      '/tracks/representation',
    ]);
    expect(hrefs('sitemap-group-finance')).toEqual(['/banking/accounts', '/contact/message', '/contact#map']);
    expect(hrefs('sitemap-group-legal')).toEqual(['/about/privacy', '/about/terms', '/sitemap']);
    expect(screen.getByTestId('sitemap-page-count').textContent).toBe('22 pages');
    expect(screen.getByTestId('sitemap-category-count').textContent).toBe('5 sections');
    expect(screen.getByText('Browsing Tips')).toBeTruthy();
    expect(screen.getByText('Quick Links')).toBeTruthy();
  });

  it('uses router links (no page reload) and Arabic labels on the Arabic page', () => {
    useLanguage.getState().setLanguage('ar');
    render(
      <MemoryRouter initialEntries={['/sitemap']}>
        <Routes>
          <Route path="/sitemap" element={<SitemapPage />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('الشؤون القانونية')).toBeTruthy();
    fireEvent.click(screen.getByText('الحسابات البنكية'));
    expect(screen.getByTestId('location').textContent).toBe('/banking/accounts');
  });
});
