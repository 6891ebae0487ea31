import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { PUBLIC_PAGES, type PublicPagePath } from '@consulting/contracts';
import { useLanguage, type Language } from '@consulting/platform';
import { companyRoutes } from './company.tsx';

function Routes() {
  return useRoutes(companyRoutes);
}

const paths = companyRoutes.map((route) => route.path as PublicPagePath);

describe('company routes: each page has its PUBLIC_PAGES heading as its one <h1>', () => {
  beforeEach(() =>
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 503 }))),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('covers the company pages of spec §2', () => {
    expect(paths).toEqual([
      '/about',
      '/about/overview',
      '/about/vision',
      '/about/goals',
      '/about/team',
      '/about/partners',
      '/about/privacy',
      '/about/terms',
      '/banking/accounts',
      '/sitemap',
      '/services',
      '/creative-demo',
    ]);
  });

  for (const language of ['ar', 'en'] as Language[]) {
    it.each(paths)(`%s in ${language}`, async (path) => {
      useLanguage.getState().setLanguage(language);
      render(
        <MemoryRouter initialEntries={[path]}>
          <Routes />
        </MemoryRouter>,
      );
      // Each page is a lazy chunk: its heading appears once the page's code has loaded.
      await screen.findByRole('heading', { level: 1 });
      // The bank accounts page follows its own toggle (Arabic first), not the global language.
      if (path === '/banking/accounts' && language === 'en')
        fireEvent.click(screen.getByTestId('banking-language-toggle'));
      const headings = screen.getAllByRole('heading', { level: 1 });
      expect(headings).toHaveLength(1);
      expect(headings[0].textContent).toBe(PUBLIC_PAGES[path].heading[language]);
    });
  }
});
