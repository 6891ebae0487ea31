import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@consulting/platform';
import { json, renderAdminPage, TEST_ADMIN } from '../shared/test-support.tsx';
import { selectedMenuKey } from './admin-menu.tsx';

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

const renderAt = (entry: string) => renderAdminPage('/admin/*', <Where />, entry);

const selectedItem = () => screen.getByTestId('admin-sidebar').querySelector('.ant-menu-item-selected');

beforeEach(() => {
  useSession.getState().signInAdmin(TEST_ADMIN, 'adm-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(200, { valid: true })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('admin sidebar (spec §2 "Admin sidebar")', () => {
  it('links every admin page', () => {
    renderAt('/admin/dashboard');
    const hrefs = {
      dashboard: '/admin/dashboard',
      services: '/admin/dashboard?tab=services',
      opportunities: '/admin/dashboard?tab=opportunities',
      users: '/admin/dashboard?tab=users',
      'join-applications': '/admin/join-applications',
      'content-services': '/admin/services',
      'content-sectors': '/admin/sectors',
      'content-news': '/admin/news',
      'content-messages': '/admin/messages',
      'user-requests': '/admin/user-requests',
      activity: '/admin/activity',
    };
    for (const [key, href] of Object.entries(hrefs)) {
      expect(screen.getByTestId(`sidebar-${key}`).getAttribute('href')).toBe(href);
    }
    expect(screen.getByTestId('sidebar-user-requests').textContent).toBe('طلبات المستخدمين');
    expect(screen.getByTestId('sidebar-content-messages').textContent).toBe('رسائل التواصل');
    expect(screen.getByTestId('sidebar-activity').textContent).toBe('سجل النشاط');
  });

  it('navigates on click and highlights the item from the path and ?tab', async () => {
    renderAt('/admin/dashboard');
    expect(selectedItem()?.textContent).toBe('لوحة التحكم');
    fireEvent.click(screen.getByTestId('sidebar-users'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/dashboard?tab=users'));
    expect(selectedItem()?.textContent).toBe('إدارة المستخدمين');
    fireEvent.click(screen.getByTestId('sidebar-join-applications'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/join-applications'));
    expect(selectedItem()?.textContent).toBe('طلبات الانضمام');
  });

  it('logs out to /admin/login', async () => {
    renderAt('/admin/news');
    fireEvent.click(screen.getByTestId('sidebar-logout'));
    expect(await screen.findByTestId('login-stub')).toBeTruthy();
    expect(useSession.getState().admin).toBeNull();
  });

  it('picks the selected key from path and tab', () => {
    expect(selectedMenuKey('/admin/dashboard', null)).toBe('dashboard');
    expect(selectedMenuKey('/admin/dashboard', 'opportunities')).toBe('opportunities');
    expect(selectedMenuKey('/admin/dashboard', 'bogus')).toBe('dashboard');
    expect(selectedMenuKey('/admin/news/', null)).toBe('content-news');
    expect(selectedMenuKey('/admin/user-requests', 'users')).toBe('user-requests');
    expect(selectedMenuKey('/admin/activity', null)).toBe('activity');
    expect(selectedMenuKey('/admin/unknown', null)).toBeNull();
  });
});
