/**
 * The news pages, whose items only the content service knows, are rendered by the gateway per
 * request (site contract `prerendered: 'request'`, manifest `request_pages`) with the news of the
 * snapshot's version, which are serialised into the page for the client's hydration; a saved
 * item shows on the next request; an unknown item answers 404 with the page's not-found state;
 * without content the page is left to the client (never an error). A page that moved
 * (`/tracks/{slug}`) answers 301.
 *
 * The bundles are stand-ins (`writeBundles`): the shell's `renderPage`, the remote's `serverRoutes`.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { parse } from 'node-html-parser';
import { DEFAULT_SITE_CONTENT, type SiteContent } from '@consulting/contracts';
import {
  gatewayOverStub,
  writeBundles,
  type ContentStubState,
  type GatewayOverStub,
  type NewsStub,
} from './support/content-stub.ts';

/** The layout around the remote's page: the path it was rendered for, so a test sees which render it got. */
const SHELL_SERVER = `
exports.renderPage = async (path, language, content, remote, module, data) =>
  '<header data-path="' + path + '">nav ' + language + '</header><main>' +
  module.serverRoutes(language, content, data)[0].render(path) + '</main><footer></footer>';
`;

/**
 * The news pages as mfe-public renders them from `data`: the list's titles, the item's title, or
 * the not-found state; and how many times this copy rendered a page.
 */
const PUBLIC_SERVER = `
let renders = 0;
exports.serverRoutes = (language, content, data) => [{ path: '*', render: (path) => {
  renders += 1;
  const title = (item) => item['title_' + language];
  if (data && data.news) {
    return '<h1>News ' + language + '</h1><ul>' + data.news.map((item) => '<li>' + title(item) + '</li>').join('') + '</ul>';
  }
  if (data && data.news_item) return '<article data-renders="' + renders + '"><h1>' + title(data.news_item) + '</h1></article>';
  if (data && data.news_item === null) return '<div class="missing" data-renders="' + renders + '"><h1>Not found ' + language + '</h1></div>';
  return '<h1>no data for ' + path + '</h1>';
} }];
`;

function item(id: string, title: string, languages: ('ar' | 'en')[] = ['ar', 'en']): NewsStub {
  return {
    id,
    title_ar: languages.includes('ar') ? `${title} (ar)` : '',
    title_en: languages.includes('en') ? `${title} (en)` : '',
    summary_ar: '',
    summary_en: '',
    updated_at: '2025-03-01T10:00:00.000Z',
    languages,
  };
}

function snapshot(version: string): SiteContent {
  return { ...structuredClone(DEFAULT_SITE_CONTENT), version };
}

describe('news pages rendered per request', () => {
  let gateway: GatewayOverStub;
  const state: ContentStubState = { content: snapshot('1.0'), down: false, calls: [], news: [] };
  /** How many times the gateway asked content for a news list. */
  const newsCalls = () => state.calls.filter((call) => call.path.startsWith('/api/news')).length;

  beforeAll(async () => {
    const pages = ['/news', '/news/:id'];
    const frontendRoot = await writeBundles({
      shell: { pages, css: '/shell.11111111.css', server: SHELL_SERVER },
      'mfe-public': { pages, css: '/mf/public/news.22222222.css', server: PUBLIC_SERVER },
    });
    gateway = await gatewayOverStub(state, {
      frontendRoot,
      publicUrl: 'https://consulting.example.sa',
      logger: pino({ level: process.env.SSR_DEBUG ? 'warn' : 'silent' }),
    });
  });
  afterAll(() => gateway?.close());
  beforeEach(() => {
    state.down = false;
    state.calls = [];
    state.news = [];
  });

  async function page(url: string) {
    const res = await fetch(`${gateway.url}${url}`, { redirect: 'manual' });
    const doc = parse(await res.text());
    const rendered = doc.querySelector('#root');
    const data = doc.querySelector('script#server-data');
    return {
      status: res.status,
      location: res.headers.get('location'),
      empty: rendered?.childNodes.length === 0,
      data: data ? (JSON.parse(data.text) as { path: string; news?: NewsStub[]; news_item?: NewsStub | null }) : null,
      path: rendered?.querySelector('header')?.getAttribute('data-path') ?? null,
      heading: rendered?.querySelector('main h1')?.text ?? null,
      items: rendered?.querySelectorAll('main li').map((li) => li.text) ?? [],
      title: doc.querySelector('title')?.text,
      robots: doc.querySelector('meta[name=robots]')?.getAttribute('content') ?? null,
      stylesheets: doc.querySelectorAll('head link[rel=stylesheet]:not([disabled])').map((l) => l.getAttribute('href')),
    };
  }

  it('puts the items published in each language into /news, and into its data for the hydration', async () => {
    state.content = snapshot('2.0');
    state.news = [item('65a000000000000000000001', 'Both'), item('65a000000000000000000002', 'Arabic only', ['ar'])];
    const english = await page('/news?lang=en');
    expect(english.status).toBe(200);
    expect(english.path).toBe('/news');
    expect(english.heading).toBe('News en');
    expect(english.items).toEqual(['Both (en)']);
    expect(english.data?.news?.map((news) => news.id)).toEqual(['65a000000000000000000001']);
    expect(english.data).toMatchObject({ path: '/news', language: 'en' });
    expect(english.stylesheets).toEqual(['/combined.css?/shell.11111111.css,/mf/public/news.22222222.css']);
    expect((await page('/news?lang=ar')).items).toEqual(['Both (ar)', 'Arabic only (ar)']);
  });

  it('shows a saved item on the next request, and asks content for each list once per version', async () => {
    state.content = snapshot('3.0');
    state.news = [item('65a000000000000000000003', 'First')];
    expect((await page('/news?lang=en')).items).toEqual(['First (en)']);
    expect((await page('/news/65a000000000000000000003?lang=en')).heading).toBe('First (en)');
    expect((await page('/news/65a000000000000000000003?lang=ar')).heading).toBe('First (ar)');
    // One list per language (the item's head looks for it in the other language too).
    expect(newsCalls()).toBe(2);

    // An editor saves: content raises the version, and the next request shows the new text.
    state.news = [item('65a000000000000000000003', 'Edited')];
    state.content = snapshot('3.1');
    expect((await page('/news?lang=en')).items).toEqual(['Edited (en)']);
    const edited = await page('/news/65a000000000000000000003?lang=en');
    expect(edited.heading).toBe('Edited (en)');
    expect(edited.title).toBe('Edited (en) | Consulting Services');
  });

  it('answers an unknown item, or one not published in the language, 404 with the not-found page', async () => {
    state.content = snapshot('4.0');
    state.news = [item('65a000000000000000000004', 'Arabic only', ['ar'])];
    const arabic = await page('/news/65a000000000000000000004?lang=ar');
    expect(arabic.status).toBe(200);
    expect(arabic.heading).toBe('Arabic only (ar)');

    const other = await page('/news/65a000000000000000000004?lang=en');
    expect(other.status).toBe(404);
    expect(other.robots).toBe('noindex');
    expect(other.path).toBe('/news/65a000000000000000000004');
    expect(other.heading).toBe('Not found en');
    expect(other.data).toEqual({ path: '/news/65a000000000000000000004', language: 'en', news_item: null });

    const madeUp = await page('/news/made-up-2?lang=en');
    expect(madeUp.status).toBe(404);
    expect(madeUp.path).toBe('/news/made-up-2');
    expect(madeUp.heading).toBe('Not found en');
  });

  it('leaves the news pages to the client, never an error, when content is down', async () => {
    state.content = snapshot('5.0');
    state.news = [item('65a000000000000000000005', 'Up')];
    expect((await page('/news?lang=en')).items).toEqual(['Up (en)']);
    state.down = true;
    const list = await page('/news?lang=en');
    expect(list.status).toBe(200);
    expect([list.empty, list.data]).toEqual([true, null]);
    const one = await page('/news/65a000000000000000000005?lang=en');
    expect(one.status).toBe(200);
    expect(one.robots).toBe('noindex');
    expect([one.empty, one.data]).toEqual([true, null]);
  });

  it('leaves a staff preview link to the client (the page asks for the draft itself)', async () => {
    state.content = snapshot('6.0');
    state.news = [item('65a000000000000000000006', 'Published')];
    const preview = await page('/news/65a000000000000000000006?lang=en&preview=token');
    expect(preview.status).toBe(200);
    expect([preview.empty, preview.data]).toEqual([true, null]);
  });

  it('answers /tracks/{slug} 301 to the track page, keeping the query', async () => {
    const moved = await page('/tracks/launch?lang=en');
    expect(moved.status).toBe(301);
    expect(moved.location).toBe('/services/launch?lang=en');
    expect((await page('/tracks/investment/')).location).toBe('/services/investment');
    expect((await page('/tracks/nowhere')).status).toBe(404);
  });
});
