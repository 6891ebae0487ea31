import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { useLanguage, useSession } from '@consulting/platform';
import { ShellApp } from './App.tsx';
import { registerShellTranslations } from './i18n/shell-translations.ts';
import { createRemoteLoader, unavailableModule, type FederationRuntime } from './federation/remote-loader.ts';

const MANIFESTS = {
  public: '/mf/public/mf-manifest.json',
  tracks: '/mf/tracks/mf-manifest.json',
  client: '/mf/client/mf-manifest.json',
  admin: '/mf/admin/mf-manifest.json',
};

const modules: Record<string, unknown> = {};

/** Clicks inside an awaited act(), so a remote that suspends can resume when its load settles. */
async function click(element: Element) {
  await act(async () => {
    fireEvent.click(element);
  });
}

async function setup(path: string) {
  window.history.pushState({}, '', path);
  const loadRemote = vi.fn(async (id: string) => modules[id] ?? unavailableModule(id, new Error('404')));
  const registerRemotes = vi.fn();
  const loader = createRemoteLoader({
    fetchRemotesJson: async () => MANIFESTS,
    registerRemotes,
    loadRemote,
  } as unknown as FederationRuntime);
  await act(async () => {
    render(<ShellApp loader={loader} />);
  });
  return { loadRemote, registerRemotes };
}

const remotesLoaded = (loadRemote: ReturnType<typeof vi.fn>) =>
  loadRemote.mock.calls.map(([id]) => String(id).split('/')[0]);

describe('shell', () => {
  beforeEach(() => {
    registerShellTranslations();
    useLanguage.getState().setLanguage('ar');
    useSession.getState().signOutClient();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const key of Object.keys(modules)) delete modules[key];
    modules['mfe_public/routes'] = {
      default: [
        { path: '/', element: <Link to="/services/launch">home page</Link> },
        { path: '/about', element: <p>about page</p> },
      ],
    };
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders the public home inside the navbar and footer, loading only mfe_public', async () => {
    const { loadRemote } = await setup('/');
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('2024');
    expect(remotesLoaded(loadRemote)).toEqual(['mfe_public']);
  });

  it('shows the 404 page when the owning remote has no matching route', async () => {
    await setup('/no/such/page');
    expect(await screen.findByText('Oops! Page not found')).toBeTruthy();
    expect(screen.getByText('عذراً! الصفحة غير موجودة')).toBeTruthy();
    expect(screen.getByRole('link', { name: /العودة إلى الرئيسية/ }).getAttribute('href')).toBe('/');
  });

  it('keeps the navbar working when a remote fails, and retry loads it once it is back', async () => {
    const { loadRemote, registerRemotes } = await setup('/');
    await click(await screen.findByText('home page'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();

    modules['mfe_tracks/routes'] = { default: [{ path: '/services/:track', element: <p>track page</p> }] };
    await click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('track page')).toBeTruthy();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_tracks', entry: MANIFESTS.tracks }], {
      force: true,
    });
    expect(remotesLoaded(loadRemote)).toEqual(['mfe_public', 'mfe_tracks', 'mfe_tracks']);

    await click(screen.getAllByRole('link', { name: 'من نحن' })[0]);
    expect(await screen.findByText('about page')).toBeTruthy();
  });

  it('gives the focus to the main area after a navigation from a link of the page', async () => {
    modules['mfe_tracks/routes'] = { default: [{ path: '/services/:track', element: <h1>track page</h1> }] };
    await setup('/');
    const link = await screen.findByText('home page');
    link.focus();
    await click(link);
    expect(await screen.findByText('track page')).toBeTruthy();
    // Not the page itself: the next Tab goes on from the new page, not from the browser's controls.
    expect(document.activeElement).toBe(screen.getByRole('main'));
    // A link that stays (the navbar's) keeps the focus.
    const about = screen.getAllByRole('link', { name: 'من نحن' })[0];
    about.focus();
    await click(about);
    expect(await screen.findByText('about page')).toBeTruthy();
    expect(document.activeElement).toBe(about);
  });

  it('hides the public navbar and footer on /admin', async () => {
    modules['mfe_admin/routes'] = { default: [{ path: '/admin/login', element: <p>admin login</p> }] };
    await setup('/admin/login');
    expect(await screen.findByText('admin login')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('loads the notifications bell from mfe_client only for a signed-in client', async () => {
    modules['mfe_client/NotificationBell'] = { default: () => <span>bell</span> };
    const { loadRemote } = await setup('/');
    await screen.findByText('home page');
    expect(screen.queryByText('bell')).toBeNull();
    expect(remotesLoaded(loadRemote)).not.toContain('mfe_client');

    act(() =>
      useSession.getState().signInClient(
        {
          id: 'u1',
          name: 'Sara',
          full_name: 'Sara',
          email: 'sara@example.com',
          role: 'client',
          is_active: true,
          created_at: '',
        },
        'tok',
      ),
    );
    expect(await screen.findByText('bell')).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledWith('mfe_client/NotificationBell');
  });

  it('renders nothing in the bell slot when mfe_client is unavailable', async () => {
    useSession.getState().signInClient(
      {
        id: 'u1',
        name: 'Sara',
        full_name: 'Sara',
        email: 'sara@example.com',
        role: 'client',
        is_active: true,
        created_at: '',
      },
      'tok',
    );
    const { loadRemote } = await setup('/');
    await screen.findByText('home page');
    await vi.waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mfe_client/NotificationBell'));
    expect(screen.getByTestId('notification-slot').textContent).toBe('');
  });

  it('renders its frame without antd and follows the language', async () => {
    await setup('/');
    await screen.findByText('home page');
    // The shell gives no antd providers: areas that use antd bring AntdRoot themselves.
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
    expect(document.documentElement.dir).toBe('rtl');
    act(() => useLanguage.getState().setLanguage('en'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByRole('button', { name: /Switch to Arabic/ }).textContent).toBe('ع');
    expect(screen.getByRole('link', { name: 'Client Area' }).getAttribute('href')).toBe('/user/login');
  });

  it('closes the mobile menu when a link is chosen', async () => {
    await setup('/');
    await screen.findByText('home page');
    await click(screen.getByRole('button', { name: 'القائمة' }));
    const menu = document.getElementById('mobile-menu');
    expect(menu).toBeTruthy();
    await click(menu!.querySelector('a[href="/about"]')!);
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(await screen.findByText('about page')).toBeTruthy();
  });
});
