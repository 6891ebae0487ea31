import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { PUBLIC_PAGES, type PublicPagePath } from '@consulting/contracts';
import { i18n, useLanguage, type Language } from '@consulting/platform';
import routes from './routes.tsx';

function Pages() {
  return useRoutes(routes);
}

/** The routes whose heading is their `PUBLIC_PAGES` entry (every public path but `/news/:id`). */
const headed = routes.map((route) => route.path as PublicPagePath).filter((path) => path in PUBLIC_PAGES);

describe('mfe_public/routes (the remote contract)', () => {
  it('default-exports route objects with absolute paths and an element each', () => {
    expect(routes.map((route) => route.path)).toContain('/news/:id');
    for (const route of routes) {
      expect(route.path?.startsWith('/')).toBe(true);
      expect(route.element).toBeTruthy();
    }
  });

  it('registers the public namespace in both languages', () => {
    expect(i18n.t('common.contactUs', { ns: 'public', lng: 'ar' })).toBe('تواصل معنا');
    expect(i18n.t('common.contactUs', { ns: 'public', lng: 'en' })).toBe('Contact Us');
  });
});

describe('pages load on demand (each page is its own chunk)', () => {
  beforeEach(() => {
    useLanguage.getState().setLanguage('en');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 503 })));
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(['/', '/news', '/contact'] as const)('%s shows the loading status, then the page', async (path) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Pages />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(PUBLIC_PAGES[path].heading.en);
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });
});

describe('each public page has its PUBLIC_PAGES heading as its one <h1>', () => {
  beforeEach(() =>
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 503 }))),
  );
  afterEach(() => vi.unstubAllGlobals());

  for (const language of ['ar', 'en'] as Language[]) {
    it.each(headed)(`%s in ${language}`, async (path) => {
      useLanguage.getState().setLanguage(language);
      render(
        <MemoryRouter initialEntries={[path]}>
          <Pages />
        </MemoryRouter>,
      );
      await screen.findByRole('heading', { level: 1 });
      // Two pages follow their own toggle (Arabic first), not the global language.
      const toggle = { '/banking/accounts': 'banking-language-toggle', '/contact/message': 'contact-message-language' };
      if (path in toggle && language === 'en') fireEvent.click(screen.getByTestId(toggle[path as keyof typeof toggle]));
      const headings = screen.getAllByRole('heading', { level: 1 });
      expect(headings).toHaveLength(1);
      expect(headings[0].textContent).toBe(PUBLIC_PAGES[path].heading[language]);
    });
  }
});
