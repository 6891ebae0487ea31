/**
 * The client's session list on /user/account, against a stubbed `fetch`, in
 * both languages.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { client, json, render } from '../../test/fixtures.tsx';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useLanguage, useSession } from '@consulting/platform';
import type { OwnSessionRecord } from '@consulting/contracts';
import { SessionsSection } from './SessionsSection.tsx';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let sessions: OwnSessionRecord[];
let fetchSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sessions = [
    {
      id: 's1',
      created_at: '2026-03-01T10:00:00Z',
      expires_at: '2026-03-02T10:00:00Z',
      user_agent: CHROME,
      ip: '10.0.0.1',
      current: true,
    },
    {
      id: 's2',
      created_at: '2026-02-28T09:00:00Z',
      expires_at: '2026-03-01T09:00:00Z',
      user_agent: IPHONE,
      current: false,
    },
  ];
  useSession.getState().signInClient(client, 'tok-1');
  fetchSpy = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/user/sessions' && method === 'GET') return json(200, { success: true, sessions });
    if (url === '/api/user/sessions/s2' && method === 'DELETE') {
      sessions = sessions.filter((s) => s.id !== 's2');
      return json(200, { success: true });
    }
    if (url === '/api/user/sessions/revoke-all' && method === 'POST') return json(200, { success: true, revoked: 2 });
    return json(404, { success: false, error: 'Session not found' });
  });
  vi.stubGlobal('fetch', fetchSpy);
  vi.stubGlobal('confirm', () => true);
});
afterEach(() => {
  useSession.getState().signOutClient();
  vi.unstubAllGlobals();
});

function renderSection() {
  return render(
    <MemoryRouter initialEntries={['/user/account']}>
      <Routes>
        <Route path="/user/account" element={<SessionsSection />} />
        <Route path="/user/login" element={<div data-testid="login-page" />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('SessionsSection', () => {
  it('lists the sessions with their device, marks this one, and ends another', async () => {
    useLanguage.getState().setLanguage('en');
    renderSection();
    expect(await screen.findByText('Chrome · Windows')).toBeTruthy();
    expect(screen.getByTestId('session-current').textContent).toContain('This session');
    expect(screen.getByTestId('session-other').textContent).toContain('Safari · iOS');
    fireEvent.click(screen.getByRole('button', { name: 'End' }));
    await waitFor(() => expect(screen.queryByTestId('session-other')).toBeNull());
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    expect(fetchSpy.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer tok-1' });
  });

  it('signs out everywhere in Arabic: every session ends and the client is signed out here', async () => {
    useLanguage.getState().setLanguage('ar');
    renderSection();
    expect(await screen.findByText('هذه الجلسة')).toBeTruthy();
    fireEvent.click(screen.getByTestId('sessions-end-all'));
    expect(await screen.findByTestId('login-page')).toBeTruthy();
    expect(useSession.getState().user).toBeNull();
  });

  it('signs out here when this session was already ended elsewhere (401)', async () => {
    fetchSpy.mockImplementation(async () => json(401, { success: false, error: 'Authentication required' }));
    renderSection();
    expect(await screen.findByTestId('login-page')).toBeTruthy();
  });
});
