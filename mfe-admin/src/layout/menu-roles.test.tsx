import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@consulting/platform';
import { json, renderAdminPage, TEST_ADMIN } from '../shared/test-support.tsx';
import { ADMIN_MENU, mayOpen, menuFor } from './admin-menu.tsx';
import { landingPathFor } from './staff-landing.ts';

/** The sidebar shows only what a role may use, and a page by URL is refused. */
function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname}</div>;
}

const SITE_CONTENT_KEYS = [
  'site-settings',
  'site-team',
  'site-partners',
  'site-bank-accounts',
  'site-hero-slides',
  'site-statistics',
  'site-goals',
  'site-media',
];
const EDITOR = { ...TEST_ADMIN, id: 'e1', name: 'المحرر', email: 'editor@example.com', role: 'editor' as const };
const sidebarKeys = () =>
  [...screen.getByTestId('admin-sidebar').querySelectorAll('[data-testid^="sidebar-"]')]
    .map((link) => link.getAttribute('data-testid')!.replace('sidebar-', ''))
    .filter((key) => key !== 'logout');

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(200, { valid: true })),
  );
});
afterEach(() => {
  useSession.getState().signOutAdmin();
  vi.unstubAllGlobals();
});

describe('admin sidebar by role', () => {
  it('shows an editor services, sectors, news, messages, the site content group and their account only', () => {
    useSession.getState().signInAdmin(EDITOR, 'ed-1');
    renderAdminPage('/admin/*', <Where />, '/admin/news');
    const keys = sidebarKeys();
    expect(keys.slice(0, 4)).toEqual(['content-services', 'content-sectors', 'content-news', 'content-messages']);
    // Editors own the site's content, under its own titled group.
    expect(keys.slice(4, 4 + SITE_CONTENT_KEYS.length)).toEqual(SITE_CONTENT_KEYS);
    expect(within(screen.getByTestId('admin-sidebar')).getByText('محتوى الموقع')).toBeTruthy();
    expect(keys).toContain('security');
    for (const adminOnly of [
      'dashboard',
      'services',
      'opportunities',
      'users',
      'join-applications',
      'user-requests',
      'activity',
      'privacy',
      'staff',
      'outbox',
    ]) {
      expect(keys).not.toContain(adminOnly);
    }
    // Nothing else but their own account pages.
    const rest = keys
      .slice(4 + SITE_CONTENT_KEYS.length)
      .map((key) => ADMIN_MENU.find((item) => item.key === key)?.to ?? '');
    expect(rest.every((to) => to.startsWith('/admin/account/'))).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/admin/news');
  });

  it('shows an admin every page, staff and privacy included', () => {
    useSession.getState().signInAdmin(TEST_ADMIN, 'adm-1');
    renderAdminPage('/admin/*', <Where />, '/admin/dashboard');
    expect(sidebarKeys()).toEqual(ADMIN_MENU.map((item) => item.key));
    expect(sidebarKeys()).toEqual(expect.arrayContaining(['staff', 'privacy', 'users', 'activity', 'security']));
  });

  it.each(['/admin/dashboard', '/admin/staff', '/admin/privacy', '/admin/join-applications', '/admin/activity'])(
    'sends an editor who opens %s by URL to their first allowed page',
    async (path) => {
      useSession.getState().signInAdmin(EDITOR, 'ed-1');
      renderAdminPage('/admin/*', <Where />, path);
      await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/services'));
    },
  );

  it('lets an editor open every site-content page', () => {
    useSession.getState().signInAdmin(EDITOR, 'ed-1');
    renderAdminPage('/admin/*', <Where />, '/admin/site-content/goals');
    expect(screen.getByTestId('where').textContent).toBe('/admin/site-content/goals');
    for (const key of SITE_CONTENT_KEYS) {
      const to = ADMIN_MENU.find((item) => item.key === key)!.to;
      expect(mayOpen(to, 'editor')).toBe(true);
      expect(mayOpen(to, 'client')).toBe(false);
    }
  });

  it('lets an editor open their own account pages', () => {
    useSession.getState().signInAdmin(EDITOR, 'ed-1');
    renderAdminPage('/admin/*', <Where />, '/admin/account/security');
    expect(screen.getByTestId('where').textContent).toBe('/admin/account/security');
    expect(mayOpen('/admin/account/password', 'editor')).toBe(true);
  });

  it('lands each role on a page of its own sidebar; a client has no sidebar at all', () => {
    for (const role of ['admin', 'editor'] as const) {
      expect(mayOpen(landingPathFor(role), role)).toBe(true);
    }
    expect(menuFor('client')).toEqual([]);
    expect(mayOpen('/admin/account/security', 'client')).toBe(false);
  });
});
