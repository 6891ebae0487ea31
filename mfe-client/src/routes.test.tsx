import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { useLanguage, useSession } from '@consulting/platform';
import routes from './routes.tsx';

/** The exposed routes as the shell renders them: its router only, no antd providers (issue 6). */
function Remote() {
  return useRoutes(routes);
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Remote />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useSession.getState().signOutClient();
  vi.stubGlobal('fetch', vi.fn());
});
afterEach(() => vi.unstubAllGlobals());

describe('mfe_client/routes', () => {
  it('brings its own antd direction: right-to-left on an Arabic page, left-to-right on an English one', () => {
    useLanguage.getState().setLanguage('ar');
    renderAt('/user/login');
    const submit = () => screen.getByTestId('login-submit');
    expect(submit().className).toContain('ant-btn-rtl');
    act(() => useLanguage.getState().setLanguage('en'));
    expect(submit().className).not.toContain('ant-btn-rtl');
    expect(screen.getByTestId('client-login').closest('.ant-app')).not.toBeNull();
  });

  it('serves the dashboard path inside the same root (a visitor without a session goes to the login)', async () => {
    useLanguage.getState().setLanguage('en');
    renderAt('/user/dashboard');
    expect(await screen.findByTestId('client-login')).toBeTruthy();
  });
});
