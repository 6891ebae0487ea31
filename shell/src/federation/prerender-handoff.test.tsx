import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { useLanguage } from '@consulting/platform';
import { ShellApp } from '../App.tsx';
import { registerShellTranslations } from '../i18n/shell-translations.ts';
import { mountShell } from './prerender-handoff.ts';
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
/** How React's container is drawn: `hidden`, its inline placement and visibility, inert, aria-hidden. */
const drawing = (container: HTMLElement | null | undefined) => ({
  hidden: container?.hidden,
  visibility: container?.style.visibility,
  position: container?.style.position,
  inert: container?.inert,
  ariaHidden: container?.getAttribute('aria-hidden'),
});
/** The page still loading: rendered, not laid out, unreachable, not read out. */
const UNRENDERED = { hidden: true, visibility: '', position: '', inert: true, ariaHidden: 'true' };
/** The page rendered, for one frame: laid out behind the prerender, not drawn. */
const LAID_OUT_BEHIND = { hidden: false, visibility: 'hidden', position: 'absolute', inert: true, ariaHidden: 'true' };
const SHOWN = { hidden: false, visibility: '', position: '', inert: false, ariaHidden: null };

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
});
