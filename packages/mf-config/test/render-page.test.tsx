/**
 * The render helpers the bundles' prerender entries call (issue 6): a page at a path in a
 * language, translated with the site's i18next instance, with its lazy parts resolved.
 */
import { createContext, lazy, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT, type PrerenderPageData, type SiteContent } from '@consulting/contracts';
import { addTranslations, useLanguage, useSiteContent } from '@consulting/platform';
import { renderRoutes, renderSitePage } from '../src/render-page.tsx';

addTranslations('render-page-test', { ar: { hello: 'مرحبا' }, en: { hello: 'Hello' } });

function Greeting() {
  const { t } = useTranslation('render-page-test');
  return <h1>{t('hello')}</h1>;
}

const LazyPage = lazy(async () => ({ default: () => <p data-page="lazy">lazy page</p> }));

describe('renderRoutes (a remote prerender entry)', () => {
  // No localStorage in node: the language store starts in Arabic, as a first visit without a choice.
  const render = renderRoutes([
    { path: '/', element: <Greeting /> },
    { path: '/services/:slug', element: <LazyPage /> },
  ]);

  it('renders the route matching the path, translated in the stored language', async () => {
    expect(useLanguage.getState().language).toBe('ar');
    expect(await render('/', 'ar', null)).toBe('<h1>مرحبا</h1>');
  });

  it('renders a lazy page in full (its Suspense resolved), not its fallback', async () => {
    expect(await render('/services/launch', 'ar', null)).toBe('<p data-page="lazy">lazy page</p>');
  });

  it('hands a page rendered at request time its data through the entry’s wrapper (issue 16 part 4)', async () => {
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
    const withData = renderRoutes([{ path: '/news', element: <Titles /> }], (page, data) => (
      <Data.Provider value={data}>{page}</Data.Provider>
    ));
    const item = { id: 'n1', title_ar: 'خبر' } as NonNullable<PrerenderPageData['news']>[number];
    expect(await withData('/news', 'ar', null, { news: [item] })).toBe('<ul><li>خبر</li></ul>');
    expect(await withData('/news', 'ar', null)).toBe('<ul></ul>');
    // Without a wrapper the data is not used.
    expect(await renderRoutes([{ path: '/news', element: <Titles /> }])('/news', 'ar', null, { news: [item] })).toBe(
      '<ul></ul>',
    );
  });

  it('refuses a language the store does not hold (the build stores it before loading the bundle)', async () => {
    await expect(render('/', 'en', null)).rejects.toThrow('prerender: the language store is in ar, not en');
  });
});

describe('renderSitePage (the shell layout around its slot)', () => {
  it('renders any element under a router at the path', async () => {
    function Where() {
      return <p>{useLocation().pathname}</p>;
    }
    expect(await renderSitePage('/news', 'ar', <Where />, null)).toBe('<p>/news</p>');
  });

  it('throws what a component threw, so a broken page fails the build', async () => {
    function Broken(): never {
      throw new Error('no data');
    }
    await expect(renderSitePage('/', 'ar', <Broken />, null)).rejects.toThrow('no data');
  });

  it('renders with the content snapshot it is given, one render at a time (issue 15 part 5)', async () => {
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
    const [first, second, builtIn] = await Promise.all([
      renderSitePage('/', 'ar', <SlowPhone />, withPhone('1.0', '+966 11 111 1111')),
      renderSitePage('/', 'ar', <Phone />, withPhone('2.0', '+966 22 222 2222')),
      renderSitePage('/', 'ar', <Phone />, null),
    ]);
    expect([first, second, builtIn]).toEqual(['<p>+966 11 111 1111</p>', '<p>+966 22 222 2222</p>', '<p>built-in</p>']);
  });
});
