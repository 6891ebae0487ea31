/**
 * The render helpers the bundles' server entries call: a page at a path in the request's
 * language, translated with the site's i18next instance, with its lazy parts resolved, and a
 * remote's routes handed to the shell's render.
 */
import { createContext, lazy, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_CONTENT, type PrerenderPageData, type SiteContent } from '@consulting/contracts';
import { addTranslations, useLanguage, useSiteContent } from '@consulting/platform';
import { remoteServerRoutes, renderSitePage, type RemoteServerModule } from '../src/render-page.tsx';

addTranslations('render-page-test', { ar: { hello: 'مرحبا' }, en: { hello: 'Hello' } });

function Greeting() {
  const { t } = useTranslation('render-page-test');
  const language = useLanguage((state) => state.language);
  return <h1 lang={language}>{t('hello')}</h1>;
}

const LazyPage = lazy(async () => ({ default: () => <p data-page="lazy">lazy page</p> }));

/** The page a remote's `serverRoutes` show at the router's location (as the shell's outlet does). */
function render(
  serverRoutes: RemoteServerModule['serverRoutes'],
  path: string,
  language: 'ar' | 'en',
  data?: PrerenderPageData,
): Promise<string> {
  function Outlet() {
    return useRoutes(serverRoutes(language, null, data));
  }
  return renderSitePage(path, language, null, () => <Outlet />);
}

describe('remoteServerRoutes (a remote’s server entry)', () => {
  const routes = remoteServerRoutes([
    { path: '/', element: <Greeting /> },
    { path: '/services/:slug', element: <LazyPage /> },
  ]);

  it('renders the route matching the path in the request’s language, one language after the other', async () => {
    expect(await render(routes, '/', 'en')).toBe('<h1 lang="en">Hello</h1>');
    expect(await render(routes, '/', 'ar')).toBe('<h1 lang="ar">مرحبا</h1>');
  });

  it('renders a lazy page in full (its Suspense resolved), not its fallback', async () => {
    expect(await render(routes, '/services/launch', 'ar')).toBe('<p data-page="lazy">lazy page</p>');
  });

  it('hands a page rendered from the request’s data its data through the entry’s wrapper', async () => {
    const Data = createContext<PrerenderPageData | undefined>(undefined);
    function Titles() {
      const news = useContext(Data)?.news ?? [];
      return (
        <ul>
          {news.map((item) => (
            <li key={item.id}>{item.title_ar}</li>
          ))}
        </ul>
      );
    }
    const withData = remoteServerRoutes([{ path: '/news', element: <Titles /> }], (page, data) => (
      <Data.Provider value={data}>{page}</Data.Provider>
    ));
    const item = { id: 'n1', title_ar: 'خبر' } as NonNullable<PrerenderPageData['news']>[number];
    expect(await render(withData, '/news', 'ar', { news: [item] })).toBe('<ul><li>خبر</li></ul>');
    expect(await render(withData, '/news', 'ar')).toBe('<ul></ul>');
  });
});

describe('renderSitePage (the shell’s page render)', () => {
  afterEach(() => vi.useRealTimers());

  it('renders any element under a router at the path', async () => {
    function Where() {
      return <p>{useLocation().pathname}</p>;
    }
    expect(await renderSitePage('/news', 'ar', null, () => <Where />)).toBe('<p>/news</p>');
  });

  it('throws what a component threw, so a broken page is left to the client', async () => {
    function Broken(): never {
      throw new Error('no data');
    }
    await expect(renderSitePage('/', 'ar', null, () => <Broken />)).rejects.toThrow('no data');
  });

  it('sends every Suspense boundary’s content in place, with no script to move it', async () => {
    vi.useFakeTimers();
    const big = 'x'.repeat(40_000);
    const Slow = lazy(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { default: () => <p>{big}</p> };
    });
    const rendered = renderSitePage('/', 'ar', null, () => <Slow />);
    await vi.advanceTimersByTimeAsync(5);
    const html = await rendered;
    expect(html).toBe(`<p>${big}</p>`);
  });

  it('renders with the content snapshot it is given, one render at a time', async () => {
    vi.useFakeTimers();
    const withPhone = (version: string, phone: string): SiteContent => ({
      ...DEFAULT_SITE_CONTENT,
      version,
      settings: { ...DEFAULT_SITE_CONTENT.settings, phone },
    });
    const SlowPhone = lazy(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { default: Phone };
    });
    function Phone() {
      return <p>{useSiteContent()?.settings.phone ?? 'built-in'}</p>;
    }
    // Started together: the second must not change the store under the first, still suspended.
    const rendered = Promise.all([
      renderSitePage('/', 'ar', withPhone('1.0', '+966 11 111 1111'), () => <SlowPhone />),
      renderSitePage('/', 'ar', withPhone('2.0', '+966 22 222 2222'), () => <Phone />),
      renderSitePage('/', 'ar', null, () => <Phone />),
    ]);
    await vi.advanceTimersByTimeAsync(20);
    const [first, second, builtIn] = await rendered;
    expect([first, second, builtIn]).toEqual(['<p>+966 11 111 1111</p>', '<p>+966 22 222 2222</p>', '<p>built-in</p>']);
  });
});
