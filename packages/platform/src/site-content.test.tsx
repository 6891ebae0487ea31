import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { DEFAULT_SITE_CONTENT, type SiteContent } from '@consulting/contracts';

/** The store reads the page when its module loads, so each test loads a fresh copy. */
async function loadStore() {
  vi.resetModules();
  return import('./site-content.ts');
}

function snapshot(version: string, phone: string): SiteContent {
  return { ...DEFAULT_SITE_CONTENT, version, settings: { ...DEFAULT_SITE_CONTENT.settings, phone } };
}

/** What the gateway writes into the page (`<` escaped, as its embedding does). */
function embed(content: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'site-content';
  script.textContent = JSON.stringify(content).replace(/</g, '\\u003c');
  document.body.append(script);
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(status === 304 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('site content store', () => {
  const fetchMock = vi.fn<typeof fetch>();
  // Each test loads its own copy of the module; the listeners an earlier copy added must go.
  const listeners: [string, EventListenerOrEventListenerObject][] = [];
  const addEventListener = document.addEventListener.bind(document);
  beforeEach(() => {
    document.body.innerHTML = '';
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
      listeners.push([type, listener]);
      addEventListener(type, listener, options);
    });
  });
  afterEach(() => {
    for (const [type, listener] of listeners.splice(0)) document.removeEventListener(type, listener);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  async function showPhone() {
    const { useSiteContent } = await loadStore();
    function Phone() {
      return <p>{useSiteContent()?.settings.phone ?? 'built-in'}</p>;
    }
    render(<Phone />);
  }

  it('starts from the snapshot embedded in the page, without asking the server', async () => {
    embed(snapshot('7.0', '</script><b>+966 50 000 0001</b>'));
    await showPhone();
    expect(screen.getByText('</script><b>+966 50 000 0001</b>')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the snapshot once when the page has none, without credentials', async () => {
    localStorage.setItem('admin_token', 'secret');
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, content: snapshot('3.1', '+966 11 222 3333') }));
    await showPhone();
    expect(screen.getByText('built-in')).toBeTruthy();
    expect(await screen.findByText('+966 11 222 3333')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/site-content');
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
    localStorage.clear();
  });

  it('keeps the built-in texts when the content service is unreachable or answers something else', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    const { refreshSiteContent, useSiteContentStore } = await loadStore();
    await refreshSiteContent();
    expect(useSiteContentStore.getState().content).toBeNull();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, news: [] }));
    await refreshSiteContent();
    expect(useSiteContentStore.getState().content).toBeNull();
  });

  it('ignores an embedded snapshot that is not one', async () => {
    embed({ version: '1.0', settings: {} });
    fetchMock.mockResolvedValue(jsonResponse(503, { success: false, error: 'down' }));
    const { useSiteContentStore } = await loadStore();
    expect(useSiteContentStore.getState().content).toBeNull();
  });

  it('asks again with If-None-Match when the tab becomes visible, and takes a newer snapshot', async () => {
    embed(snapshot('7.0', '+966 11 000 0000'));
    await showPhone();
    fetchMock.mockResolvedValueOnce(jsonResponse(304, null));
    await act(async () => setVisibility('hidden'));
    await act(async () => setVisibility('visible'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const sent = new Headers(fetchMock.mock.calls[0][1]?.headers);
    expect(sent.get('if-none-match')).toBe('"7.0"');
    expect(sent.get('cache-control')).toBe('max-age=0');
    expect(screen.getByText('+966 11 000 0000')).toBeTruthy();

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, content: snapshot('8.0', '+966 11 999 9999') }));
    await act(async () => setVisibility('visible'));
    expect(await screen.findByText('+966 11 999 9999')).toBeTruthy();
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    await act(async () => setVisibility('visible'));
    // A failed refresh keeps what the page shows.
    expect(screen.getByText('+966 11 999 9999')).toBeTruthy();
  });

  it('renders on the server what setSiteContent stored last (the prerender)', async () => {
    const { setSiteContent, useSiteContent } = await loadStore();
    function Phone() {
      return <p>{useSiteContent()?.settings.phone ?? 'built-in'}</p>;
    }
    expect(renderToString(<Phone />)).toBe('<p>built-in</p>');
    setSiteContent(snapshot('2.0', '+966 12 345 6789'));
    expect(renderToString(<Phone />)).toBe('<p>+966 12 345 6789</p>');
    setSiteContent(null);
    expect(renderToString(<Phone />)).toBe('<p>built-in</p>');
  });
});
