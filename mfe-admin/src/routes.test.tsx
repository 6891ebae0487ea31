import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { useLanguage, useSession } from '@consulting/platform';
import routes from './routes.tsx';
import { json, TEST_ADMIN as ADMIN } from './shared/test-support.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The exposed routes as the shell renders them: its router only, no antd providers (issue 6). */
function Remote() {
  return (
    <>
      {useRoutes(routes)}
      <Where />
    </>
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
  it('brings its own right-to-left Arabic antd and toasts, with no provider from the shell', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/login']}>
        <Remote />
      </MemoryRouter>,
    );
    const submit = screen.getByTestId('admin-login-submit');
    expect(submit.className).toContain('ant-btn-rtl');
    fireEvent.click(submit);
    expect(await screen.findByText('يرجى إدخال البريد الإلكتروني وكلمة المرور')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("keeps the sign-in's success toast on screen when the dashboard opens", async () => {
    render(
      <MemoryRouter initialEntries={['/admin/login']}>
        <Remote />
      </MemoryRouter>,
    );
    fireEvent.change(document.querySelector('input[name="email"]')!, { target: { value: 'admin@example.com' } });
    fireEvent.change(document.querySelector('input[name="password"]')!, { target: { value: 'secret' } });
    fireEvent.click(screen.getByTestId('admin-login-submit'));
    expect(await screen.findByTestId('admin-sidebar')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/admin/dashboard');
    expect(screen.getByText('تم تسجيل الدخول بنجاح')).toBeTruthy();
  });
});
