import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { useLanguage, useSession } from '@consulting/platform';
import routes from './routes.tsx';
import { json, TEST_ADMIN as ADMIN } from './shared/test-support.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The exposed routes as the shell renders them: its router only, no antd providers */
function Remote() {
  return (
    <>
      {useRoutes(routes)}
      <Where />
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Remote />
    </MemoryRouter>,
  );
}

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // The admin panel is Arabic whatever the global language.
  useLanguage.getState().setLanguage('en');
  useSession.getState().signOutAdmin();
  fetchSpy = vi.fn(async (url: string) =>
    url === '/api/admin/login'
      ? json(200, { success: true, user: ADMIN, token: 'adm-1' })
      : json(503, { success: false, error: 'down' }),
  );
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

describe('mfe_admin/routes', () => {
  it('serves a right-to-left Arabic sign-in with its own toasts and no antd (a light login)', async () => {
    renderAt('/admin/login');
    expect(screen.getByTestId('admin-root').getAttribute('dir')).toBe('rtl');
    const submit = screen.getByTestId('admin-login-submit');
    fireEvent.click(submit);
    expect(await screen.findByText('يرجى إدخال البريد الإلكتروني وكلمة المرور')).toBeTruthy();
    expect(screen.getByRole('alert').closest('[dir]')!.getAttribute('dir')).toBe('rtl');
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("keeps the sign-in's success toast on screen when the dashboard opens, inside antd's RTL providers", async () => {
    renderAt('/admin/login');
    fireEvent.change(document.querySelector('input[name="email"]')!, { target: { value: 'admin@example.com' } });
    fireEvent.change(document.querySelector('input[name="password"]')!, { target: { value: 'secret' } });
    fireEvent.click(screen.getByTestId('admin-login-submit'));
    expect(await screen.findByTestId('admin-sidebar', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/admin/dashboard');
    expect(screen.getByText('تم تسجيل الدخول بنجاح')).toBeTruthy();
    expect(screen.getByTestId('admin-logout').className).toContain('ant-btn-rtl');
  });

  it('sends a visitor without a session from a panel page to the sign-in', async () => {
    renderAt('/admin/messages');
    expect(await screen.findByTestId('admin-login')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/admin/login');
  });

  it('opens each group page for a signed-in admin', async () => {
    useSession.getState().signInAdmin(ADMIN, 'adm-1');
    renderAt('/admin/sectors');
    expect(await screen.findByTestId('admin-sidebar', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/admin/sectors');
  });
});
