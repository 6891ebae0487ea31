import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { useLanguage, useSession } from '@consulting/platform';
import routes from './routes.tsx';
import { contractPaths, routePaths } from '@consulting/platform/test-support/site-contract';

/** The exposed routes as the shell renders them: its router only, no antd providers. */
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

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const CLIENT = {
  id: 'u1',
  name: 'Sara',
  full_name: 'Sara',
  email: 'sara@example.com',
  role: 'client' as const,
  is_active: true,
  created_at: '2025-01-01T00:00:00Z',
};

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  useSession.getState().signOutClient();
  fetchSpy = vi.fn(async (url: string) =>
    url.startsWith('/api/user/requests')
      ? json(200, {
          success: true,
          service_requests: [],
          track_requests: [],
          totals: { service_requests: 0, track_requests: 0 },
        })
      : json(200, { success: true, data: [], total: 0 }),
  );
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

describe('mfe_client/routes', () => {
  it('serves exactly the pages the site contract declares for the client remote', () => {
    expect(routePaths(routes)).toEqual(contractPaths('client'));
  });

  it('serves the login without antd (a light login)', () => {
    useLanguage.getState().setLanguage('ar');
    renderAt('/user/login');
    expect(screen.getByTestId('login-submit').className).toContain('ui-btn');
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('sends a guest from the dashboard to the login without loading the dashboard', async () => {
    useLanguage.getState().setLanguage('en');
    renderAt('/user/dashboard');
    expect(await screen.findByTestId('client-login')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("loads the dashboard for a client inside antd's providers, in the site language's direction", async () => {
    useLanguage.getState().setLanguage('ar');
    useSession.getState().signInClient(CLIENT, 'tok-1');
    renderAt('/user/dashboard');
    const logout = await screen.findByTestId('client-logout', {}, { timeout: 5000 });
    expect(logout.className).toContain('ant-btn-rtl');
    expect(screen.getByTestId('client-dashboard').closest('.ant-app')).not.toBeNull();
  });
});
