/**
 * The render helpers the bundles' prerender entries call (issue 6): a page at a path in a
 * language, translated with the site's i18next instance, with its lazy parts resolved.
 */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { addTranslations, useLanguage } from '@consulting/platform';
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
    expect(await render('/', 'ar')).toBe('<h1>مرحبا</h1>');
  });

  it('renders a lazy page in full (its Suspense resolved), not its fallback', async () => {
    expect(await render('/services/launch', 'ar')).toBe('<p data-page="lazy">lazy page</p>');
  });

  it('refuses a language the store does not hold (the build stores it before loading the bundle)', async () => {
    await expect(render('/', 'en')).rejects.toThrow('prerender: the language store is in ar, not en');
  });
});

describe('renderSitePage (the shell layout around its slot)', () => {
  it('renders any element under a router at the path', async () => {
    function Where() {
      return <p>{useLocation().pathname}</p>;
    }
    expect(await renderSitePage('/news', 'ar', <Where />)).toBe('<p>/news</p>');
  });

  it('throws what a component threw, so a broken page fails the build', async () => {
    function Broken(): never {
      throw new Error('no data');
    }
    await expect(renderSitePage('/', 'ar', <Broken />)).rejects.toThrow('no data');
  });
});
