import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useSession } from '@consulting/platform';
import NotificationBell from './NotificationBell.tsx';

// Contracts in the page without NOTIFICATION_POLL_MS (a remote built against other contracts).
vi.mock('@consulting/contracts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  NOTIFICATION_POLL_MS: undefined,
}));

beforeEach(() => {
  useSession.getState().signInClient(
    {
      id: 'u1',
      name: 'Sara',
      full_name: 'Sara',
      email: 'sara@example.com',
      role: 'client',
      is_active: true,
      created_at: '2025-01-01T00:00:00Z',
    },
    'tok-1',
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('still polls every 30 s, not in a tight loop, when the shared contracts lack the interval', async () => {
  vi.useFakeTimers();
  const fetchSpy = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, data: [], unread_count: 0 }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchSpy);
  render(
    <MemoryRouter>
      <NotificationBell />
    </MemoryRouter>,
  );
  await act(() => vi.advanceTimersByTimeAsync(29_999));
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(fetchSpy).toHaveBeenCalledTimes(2);
});
