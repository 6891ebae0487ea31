import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { useLanguage } from '@consulting/platform';
import { ShellApp } from '../App.tsx';
import { registerShellTranslations } from '../i18n/shell-translations.ts';
import { LAYOUT_PENDING, handOff, layoutStages, mountShell } from './prerender-handoff.ts';
import { createRemoteLoader, unavailableModule, type FederationRuntime } from './remote-loader.ts';

/** What the gateway writes into #root for a prerendered page (services/gateway seo.ts). */
function prerenderedRoot(path: string, language: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML =
    `<div data-prerendered="${path}" data-lang="${language}" inert aria-hidden="true">` +
    '<div class="site"><main class="site-main"><h1>prerendered heading</h1></main></div></div>';
  document.body.append(root);
  return root;
}

/** A remote whose `./routes` resolves only when the test says so (or fails). */
function deferredRemote() {
  let resolve: (module: unknown) => void = () => undefined;
  const module = new Promise<unknown>((done) => (resolve = done));
  const loader = createRemoteLoader({
    fetchRemotesJson: async () => ({ public: '/mf/public/mf-manifest.json' }),
    registerRemotes: vi.fn(),
    loadRemote: vi.fn(() => module),
  } as unknown as FederationRuntime);
  return { loader, resolve };
}

const visit = () => ({ pathname: location.pathname, language: useLanguage.getState().language });
const prerenderOf = (root: HTMLElement) => root.querySelector('[data-prerendered]');
const reactContainer = (root: HTMLElement) => root.querySelector<HTMLElement>(':scope > div:not([data-prerendered])');
/** How React's container is drawn: `hidden`, its inline placement and opacity, inert, aria-hidden. */
const drawing = (container: HTMLElement | null | undefined) => ({
  hidden: container?.hidden,
  opacity: container?.style.opacity,
  position: container?.style.position,
  inert: container?.inert,
  ariaHidden: container?.getAttribute('aria-hidden'),
});
/** The page still loading: rendered, not laid out, unreachable, not read out. */
const UNRENDERED = { hidden: true, opacity: '', position: '', inert: true, ariaHidden: 'true' };
/** The page rendered: laid out behind the prerender, not drawn, a group of elements per frame. */
const LAID_OUT_BEHIND = { hidden: false, opacity: '0', position: 'absolute', inert: true, ariaHidden: 'true' };
const SHOWN = { hidden: false, opacity: '', position: '', inert: false, ariaHidden: null };

describe('hand-off from the prerendered first view to React (issue 6)', () => {
  let reactRoot: Root | undefined;
  beforeEach(() => {
    registerShellTranslations();
    useLanguage.getState().setLanguage('ar');
    window.history.pushState({}, '', '/');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => reactRoot?.unmount());
    reactRoot = undefined;
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('keeps the prerender painted while the remote page loads, then swaps in one step', async () => {
    const root = prerenderedRoot('/', 'ar');
    const remote = deferredRemote();
    let revealed: Promise<string> | null = null;
    await act(async () => {
      ({ reactRoot, revealed } = mountShell(root, <ShellApp loader={remote.loader} />, visit));
    });
    // The layout and the remote's loading state are rendered, but hidden behind the prerender.
    expect(reactContainer(root)?.querySelector('.navbar')).not.toBeNull();
    expect(drawing(reactContainer(root))).toEqual(UNRENDERED);
    expect(prerenderOf(root)).not.toBeNull();

    await act(async () => {
      remote.resolve({ default: [{ path: '/', element: <h1>home from React</h1> }] });
    });
    // Rendered: laid out behind the prerender for a frame, then revealed.
    expect(drawing(reactContainer(root))).toEqual(LAID_OUT_BEHIND);
    expect(prerenderOf(root)).not.toBeNull();
    await expect(revealed).resolves.toBe('rendered');
    expect(prerenderOf(root)).toBeNull();
    expect(drawing(reactContainer(root))).toEqual(SHOWN);
    expect([...root.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['home from React']);
  });

  it('shows the area fallback with its retry at once when the remote fails to load', async () => {
    const root = prerenderedRoot('/', 'ar');
    const loader = createRemoteLoader({
      fetchRemotesJson: async () => ({ public: '/mf/public/mf-manifest.json' }),
      registerRemotes: vi.fn(),
      loadRemote: vi.fn(async (id: string) => unavailableModule(id, new Error('500'))),
    } as unknown as FederationRuntime);
    let revealed: Promise<string> | null = null;
    await act(async () => {
      ({ reactRoot, revealed } = mountShell(root, <ShellApp loader={loader} />, visit));
    });
    await expect(revealed).resolves.toBe('rendered');
    expect(prerenderOf(root)).toBeNull();
    expect(root.querySelector('[role=alert]')?.textContent).toContain('This section of the site could not be loaded.');
    expect(root.querySelector('[role=alert] button')?.textContent).toContain('Retry');
  });

  it('renders straight into #root, replacing the prerender, when it is in another language', async () => {
    const root = prerenderedRoot('/', 'en');
    const remote = deferredRemote();
    let revealed: Promise<string> | null = null;
    await act(async () => {
      ({ reactRoot, revealed } = mountShell(root, <ShellApp loader={remote.loader} />, visit));
    });
    expect(revealed).toBeNull();
    expect(prerenderOf(root)).toBeNull();
    expect(root.querySelector(':scope > .site .navbar')).not.toBeNull();
  });

  it('reveals React when the visitor leaves the prerendered path before the page rendered', async () => {
    const root = prerenderedRoot('/', 'ar');
    const remote = deferredRemote();
    let revealed: Promise<string> | null = null;
    await act(async () => {
      ({ reactRoot, revealed } = mountShell(root, <ShellApp loader={remote.loader} />, visit));
    });
    await act(async () => {
      window.history.pushState({}, '', '/about');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(revealed).resolves.toBe('changed');
    expect(prerenderOf(root)).toBeNull();
    expect(drawing(reactContainer(root))).toEqual(SHOWN);
  });

  it('gives up waiting after the time limit and shows React as it is', async () => {
    const root = prerenderedRoot('/', 'ar');
    const remote = deferredRemote();
    let revealed: Promise<string> | null = null;
    await act(async () => {
      ({ reactRoot, revealed } = mountShell(root, <ShellApp loader={remote.loader} />, visit, 50));
    });
    await expect(revealed).resolves.toBe('timeout');
    expect(prerenderOf(root)).toBeNull();
    expect(reactContainer(root)?.querySelector('.remote-loading')).not.toBeNull();
  });

  it('lays a big page out behind the prerender a group of elements per frame, then reveals it whole', async () => {
    const root = prerenderedRoot('/', 'ar');
    const prerender = prerenderOf(root) as HTMLElement;
    const { container, revealed } = handOff(root, prerender, { stillMatches: () => true, stageElements: 4 });
    container.innerHTML =
      '<div class="site"><header><a>1</a><a>2</a></header>' +
      '<main><h1>page</h1><section><p>a</p><p>b</p></section><section><p>c</p></section></main>' +
      '<footer><p>d</p></footer></div>';
    // What each frame adds, in document order: none holds more than 4 elements.
    const seen: string[][] = [];
    const record = () => seen.push([...container.querySelectorAll(`[${LAYOUT_PENDING}]`)].map((e) => e.tagName));
    const observer = new MutationObserver(record);
    observer.observe(container, { attributes: true, subtree: true, attributeFilter: [LAYOUT_PENDING] });
    await expect(revealed).resolves.toBe('rendered');
    observer.disconnect();
    // The header and the heading first, then one frame per further group of at most 4.
    expect(seen).toEqual([['SECTION', 'SECTION', 'FOOTER'], ['SECTION', 'FOOTER'], []]);
    expect(container.querySelectorAll(`[${LAYOUT_PENDING}]`)).toHaveLength(0);
    expect(prerenderOf(root)).toBeNull();
    expect(drawing(container)).toEqual(SHOWN);
  });
});

describe('layoutStages: the page cut into frames of layout (issue 16 part 4)', () => {
  const page = (html: string) => {
    const container = document.createElement('div');
    container.innerHTML = html;
    return container;
  };
  const tags = (stages: Element[][]) => stages.map((group) => group.map((e) => e.tagName.toLowerCase()));

  it('keeps a page within the budget in one group', () => {
    expect(tags(layoutStages(page('<header><a></a></header><main><h1></h1></main>'), 10))).toEqual([
      ['header', 'main'],
    ]);
  });

  it('cuts a subtree over the budget into its children, and groups neighbours up to the budget', () => {
    const container = page(
      '<header><a></a></header><main><section><p></p><p></p></section><section><p></p></section></main><footer></footer>',
    );
    expect(tags(layoutStages(container, 3))).toEqual([['header'], ['section'], ['section', 'footer']]);
  });

  it('keeps an element without children whole, and gives nothing for an empty page', () => {
    expect(tags(layoutStages(page('<p></p><p></p>'), 1))).toEqual([['p'], ['p']]);
    expect(layoutStages(page(''))).toEqual([]);
  });
});
