import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useLanguage, useSession } from '@consulting/platform';
import type { RequestRecord, UserRecord } from '@consulting/contracts';
import '../../translations.ts';
import DashboardPage from './DashboardPage.tsx';

const USER: UserRecord = {
  id: 'u1',
  name: 'Sara Client',
  full_name: 'Sara Client',
  email: 'sara@example.com',
  role: 'client',
  is_active: true,
  created_at: '2025-01-01T00:00:00Z',
};

function request(id: string, kind: 'service' | 'opportunity', status: RequestRecord['status']): RequestRecord {
  return {
    id,
    request_type: kind,
    service_name: 'innovation',
    track_name: 'innovation',
    user_name: 'Sara Client',
    user_email: 'sara@example.com',
    message: `message ${id}`,
    status,
    created_at: '2025-03-01T10:00:00Z',
    updated_at: '2025-03-01T10:00:00Z',
  };
}

function renderDashboard() {
  return render(
    <App>
      <MemoryRouter initialEntries={['/user/dashboard']}>
        <Routes>
          <Route path="/user/dashboard" element={<DashboardPage />} />
          <Route path="/user/login" element={<div data-testid="login-stub" />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  useLanguage.getState().setLanguage('en');
  useSession.getState().signInClient(USER, 'tok-1');
  fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

describe('client DashboardPage (spec §2, §4, §8)', () => {
  it('sends a guest to the login page', async () => {
    useSession.getState().signOutClient();
    renderDashboard();
    expect(await screen.findByTestId('login-stub')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('counts and lists the requests with the English status label', async () => {
    fetchSpy.mockResolvedValue(
      json(200, {
        success: true,
        service_requests: [request('s1', 'service', 'reviewing'), request('s2', 'service', 'approved')],
        track_requests: [request('o1', 'opportunity', 'new')],
      }),
    );
    renderDashboard();
    expect(await screen.findByText('Welcome, Sara Client')).toBeTruthy();
    expect(within(await screen.findByTestId('count-services')).getByText('2')).toBeTruthy();
    expect(within(screen.getByTestId('count-opportunities')).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('count-total')).getByText('3')).toBeTruthy();
    const first = screen.getAllByTestId('client-request')[0];
    expect(within(first).getByTestId('request-status').textContent).toBe('under review');
    expect(within(first).getByText('Business Innovation')).toBeTruthy();
    expect(within(first).getByText(/March 1, 2025/)).toBeTruthy();
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/user/requests');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('shows the Arabic status label on an Arabic page', async () => {
    useLanguage.getState().setLanguage('ar');
    fetchSpy.mockResolvedValue(
      json(200, { success: true, service_requests: [request('s1', 'service', 'reviewing')], track_requests: [] }),
    );
    renderDashboard();
    expect((await screen.findByTestId('request-status')).textContent).toBe('قيد المراجعة');
    expect(screen.getByText('ابتكار الأعمال')).toBeTruthy();
  });

  it('shows the empty state linking to /tracks', async () => {
    fetchSpy.mockResolvedValue(json(200, { success: true, service_requests: [], track_requests: [] }));
    renderDashboard();
    const empty = await screen.findByTestId('requests-empty');
    expect(within(empty).getByText('No service requests yet')).toBeTruthy();
    expect(empty.querySelector('a')?.getAttribute('href')).toBe('/tracks');
  });

  it('shows the load error in Arabic', async () => {
    useLanguage.getState().setLanguage('ar');
    fetchSpy.mockResolvedValue(json(500, { success: false, error: 'db down' }));
    renderDashboard();
    expect(await screen.findByText('حدث خطأ في تحميل البيانات')).toBeTruthy();
  });

  it('signs the client out and goes to login on a 401', async () => {
    fetchSpy.mockResolvedValue(json(401, { success: false, error: 'unauthorized' }));
    renderDashboard();
    expect(await screen.findByTestId('login-stub')).toBeTruthy();
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
