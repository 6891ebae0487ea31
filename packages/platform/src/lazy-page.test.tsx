import { Component, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { RouteObject } from 'react-router-dom';
import { lazyPage, preloadPages } from './lazy-page.tsx';

function Greeting() {
  return <p>page body</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>chunk failed</p> : this.props.children;
  }
}

function tree(Page: ComponentType) {
  return (
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>
  );
}

afterEach(cleanup);

describe('lazyPage', () => {
  it('downloads the chunk once, on first render or on preload', async () => {
    const load = vi.fn(() => Promise.resolve({ Greeting }));
    const { Page, handle } = lazyPage(load, (module) => module.Greeting);
    await handle.preload();
    await handle.preload();
    render(tree(Page));
    expect(screen.getByText('page body')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback until a chunk that was not preloaded arrives', async () => {
    let arrive!: (module: { Greeting: typeof Greeting }) => void;
    const { Page } = lazyPage(
      () => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve)),
      (module) => module.Greeting,
    );
    await act(async () => render(tree(Page)));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive({ Greeting }));
    expect(screen.getByText('page body')).toBeTruthy();
  });

  it('hydrates a preloaded page and then marks the document live', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>clicked {count}</button>;
    }
    const { Page, handle } = lazyPage(
      () => Promise.resolve({ Counter }),
      (module) => module.Counter,
    );
    await handle.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(Page));
    document.body.append(container);
    delete document.documentElement.dataset.live;
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, tree(Page), { onRecoverableError: recoverable }));
    expect(document.documentElement.hasAttribute('data-live')).toBe(true);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('clicked 1');
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('throws a chunk that fails to load to the error boundary', async () => {
    const load = vi.fn(() => Promise.reject(new Error('chunk 404')));
    const { Page } = lazyPage(load, () => Greeting);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => render(<Boundary>{tree(Page)}</Boundary>));
    expect(screen.getByText('chunk failed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    vi.mocked(console.error).mockRestore();
  });
});

describe('preloadPages', () => {
  it('downloads the chunks of the routes matching the path only', async () => {
    const home = vi.fn(() => Promise.resolve());
    const news = vi.fn(() => Promise.resolve());
    const item = vi.fn(() => Promise.reject(new Error('offline')));
    const routes: RouteObject[] = [
      { path: '/', handle: { preload: home } },
      { path: '/news', handle: { preload: news }, children: [{ path: ':id', handle: { preload: item } }] },
      { path: '/about' },
    ];
    await preloadPages(routes, '/news/42');
    expect(home).not.toHaveBeenCalled();
    expect(news).toHaveBeenCalledTimes(1);
    expect(item).toHaveBeenCalledTimes(1);
    await preloadPages(routes, '/about');
    await preloadPages(routes, '/missing');
    expect(home).not.toHaveBeenCalled();
  });
});
