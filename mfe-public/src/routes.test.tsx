import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { PUBLIC_PAGES } from '@consulting/contracts';
import { i18n, useLanguage } from '@consulting/platform';
import routes from './routes.tsx';
import { contractPaths, routePaths } from '@consulting/platform/test-support/site-contract';

function Pages() {
  return useRoutes(routes);
}

describe('mfe_public/routes (the remote contract)', () => {
  it('serves exactly the pages the site contract declares for the public remote (issue 16)', () => {
    expect(routePaths(routes)).toEqual(contractPaths('public'));
  });

  it('default-exports route objects with absolute paths: the visitor pages, then the company pages', () => {
    const paths = routes.map((route) => route.path);
    expect(paths.slice(0, 7)).toEqual([
      '/',
      '/news',
      '/news/:id',
      '/contact',
      '/contact/message',
      '/join-us',
      '/service-request',
    ]);
    expect(paths).toContain('/services');
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

describe('pages load on demand (issue 6: each page is its own chunk)', () => {
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
