import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useLanguage, useSession } from '@consulting/platform';
import { NOTIFICATION_POLL_MS, type NotificationRecord, type UserRecord } from '@consulting/contracts';
import NotificationBell from './NotificationBell.tsx';

const USER: UserRecord = {
  id: 'u1',
  name: 'Sara',
  full_name: 'Sara',
  email: 'sara@example.com',
  role: 'client',
  is_active: true,
  created_at: '2025-01-01T00:00:00Z',
};

const URL_PATH = '/api/endpoints/notifications.php';

function notification(id: string, overrides: Partial<NotificationRecord> = {}): NotificationRecord {
  return {
    id,
    title_ar: `عنوان ${id}`,
    title_en: `Title ${id}`,
    message_ar: `رسالة ${id}`,
    message_en: `Message ${id}`,
    is_read: false,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    link: '/user/dashboard?tab=opportunities',
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function list(items: NotificationRecord[], unread = items.filter((n) => !n.is_read).length) {
  return json(200, { success: true, data: items, unread_count: unread });
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderBell() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <NotificationBell />
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

function getCalls() {
  return fetchSpy.mock.calls.filter(([, init]) => (init as RequestInit).method === 'GET');
}

let fetchSpy: ReturnType<typeof vi.fn>;
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  useLanguage.getState().setLanguage('en');
  useSession.getState().signInClient(USER, 'tok-1');
  fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NotificationBell (spec §2, §4, §8, §9)', () => {
  it('opens a popover saying there are no notifications, without a badge', async () => {
    fetchSpy.mockImplementation(async () => list([]));
    renderBell();
    await waitFor(() => expect(getCalls()).toHaveLength(1));
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(screen.queryByText('No notifications')).toBeNull();
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect(within(await screen.findByTestId('notifications-empty')).getByText('No notifications')).toBeTruthy();
  });

  it('says there are no notifications in Arabic', async () => {
    useLanguage.getState().setLanguage('ar');
    fetchSpy.mockImplementation(async () => list([]));
    renderBell();
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect(within(await screen.findByTestId('notifications-empty')).getByText('لا توجد إشعارات')).toBeTruthy();
  });

  it("caps the badge at '9+' for 10 unread", async () => {
    const items = Array.from({ length: 10 }, (_, i) => notification(`n${i}`));
    fetchSpy.mockImplementation(async () => list(items, 10));
    renderBell();
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('9+');
  });

  it('shows the exact count up to 9', async () => {
    const items = Array.from({ length: 9 }, (_, i) => notification(`n${i}`));
    fetchSpy.mockImplementation(async () => list(items, 9));
    renderBell();
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('9');
  });

  it('hides the badge when everything is read', async () => {
    fetchSpy.mockImplementation(async () => list([notification('a', { is_read: true })], 0));
    renderBell();
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect((await screen.findByTestId('notification-item')).getAttribute('data-read')).toBe('true');
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('sends the Bearer token and lists title, message and relative time in the current language', async () => {
    useLanguage.getState().setLanguage('ar');
    fetchSpy.mockImplementation(async () => list([notification('a'), notification('b', { is_read: true })]));
    renderBell();
    await waitFor(() => expect(getCalls()).toHaveLength(1));
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(URL_PATH);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');

    fireEvent.click(screen.getByTestId('notification-bell'));
    const items = await screen.findAllByTestId('notification-item');
    expect(items.map((item) => item.getAttribute('data-read'))).toEqual(['false', 'true']);
    expect(within(items[0]).getByText('عنوان a')).toBeTruthy();
    expect(within(items[0]).getByText('رسالة a')).toBeTruthy();
    expect(within(items[0]).getByText('منذ 5 دقائق')).toBeTruthy();
    expect(within(items[0]).getByTestId('notification-mark-read').textContent).toBe('تحديد كمقروء');
    expect(within(items[1]).queryByTestId('notification-mark-read')).toBeNull();
  });

  it('marks an item read with {notification_id}, updating it only after success', async () => {
    fetchSpy.mockImplementation(async () => list([notification('a'), notification('b')]));
    renderBell();
    fireEvent.click(screen.getByTestId('notification-bell'));
    await screen.findAllByTestId('notification-item');
    expect(screen.getByTestId('notification-badge').textContent).toBe('2');

    let answer!: (response: Response) => void;
    fetchSpy.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const first = screen.getAllByTestId('notification-item')[0];
    fireEvent.click(within(first).getByTestId('notification-mark-read'));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    const [url, init] = fetchSpy.mock.calls[1] as [string, RequestInit];
    expect(url).toBe(URL_PATH);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({ notification_id: 'a' });
    // Not yet answered: still unread.
    expect(first.getAttribute('data-read')).toBe('false');

    await act(async () => answer(json(200, { success: true, data: notification('a', { is_read: true }) })));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')[0].getAttribute('data-read')).toBe('true'));
    expect(within(screen.getAllByTestId('notification-item')[0]).queryByTestId('notification-mark-read')).toBeNull();
    expect(screen.getByTestId('notification-badge').textContent).toBe('1');
  });

  it('leaves an item unread and only logs when marking it read fails', async () => {
    fetchSpy.mockImplementation(async () => list([notification('a')]));
    renderBell();
    fireEvent.click(screen.getByTestId('notification-bell'));
    await screen.findByTestId('notification-item');

    fetchSpy.mockImplementation(async () => json(500, { success: false, error: 'db down' }));
    fireEvent.click(screen.getByTestId('notification-mark-read'));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByTestId('notification-item').getAttribute('data-read')).toBe('false');
    expect(screen.getByTestId('notification-badge').textContent).toBe('1');
  });

  it('follows a notification link and closes the popover', async () => {
    fetchSpy.mockImplementation(async () => list([notification('a')]));
    renderBell();
    fireEvent.click(screen.getByTestId('notification-bell'));
    fireEvent.click(within(await screen.findByTestId('notification-item')).getByText('Title a'));
    expect(screen.getByTestId('location').textContent).toBe('/user/dashboard?tab=opportunities');
    await waitFor(() =>
      expect(screen.getByTestId('notifications-popover').closest('.ant-popover-hidden')).not.toBeNull(),
    );
  });

  it("'View all notifications' only closes the popover", async () => {
    fetchSpy.mockImplementation(async () => list([notification('a')]));
    renderBell();
    fireEvent.click(screen.getByTestId('notification-bell'));
    fireEvent.click(await screen.findByTestId('notifications-view-all'));
    expect(screen.getByTestId('location').textContent).toBe('/');
    await waitFor(() =>
      expect(screen.getByTestId('notifications-popover').closest('.ant-popover-hidden')).not.toBeNull(),
    );
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('keeps the list when a later poll fails, and only logs', async () => {
    vi.useFakeTimers();
    fetchSpy.mockImplementation(async () => list([notification('a')]));
    renderBell();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('notification-badge').textContent).toBe('1');

    fetchSpy.mockImplementation(async () => json(500, {}));
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS));
    expect(getCalls()).toHaveLength(2);
    expect(warn).toHaveBeenCalled();
    expect(screen.getByTestId('notification-badge').textContent).toBe('1');
  });

  it('keeps an item read when a poll sent before the mark answers after it', async () => {
    vi.useFakeTimers();
    fetchSpy.mockImplementation(async () => list([notification('a')]));
    renderBell();
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect(screen.getByTestId('notification-item').getAttribute('data-read')).toBe('false');

    // The poll leaves and stays unanswered; the mark is sent and answered meanwhile.
    let stalePoll!: (response: Response) => void;
    fetchSpy.mockImplementation((_url: string, init: RequestInit) =>
      init.method === 'PUT'
        ? Promise.resolve(json(200, { success: true, data: notification('a', { is_read: true }) }))
        : new Promise<Response>((resolve) => (stalePoll = resolve)),
    );
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS));
    const answerStalePoll = stalePoll;
    fireEvent.click(screen.getByTestId('notification-mark-read'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('notification-item').getAttribute('data-read')).toBe('true');

    // The stale answer arrives; the list read after the mark says read.
    await act(async () => answerStalePoll(list([notification('a')])));
    stalePoll(list([notification('a', { is_read: true })], 0));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('notification-item').getAttribute('data-read')).toBe('true');
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('polls every 30 s while mounted and stops after unmount', async () => {
    vi.useFakeTimers();
    fetchSpy.mockImplementation(async () => list([]));
    const view = renderBell();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(getCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS - 1));
    expect(getCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(getCalls()).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS));
    expect(getCalls()).toHaveLength(3);

    view.unmount();
    await vi.advanceTimersByTimeAsync(3 * NOTIFICATION_POLL_MS);
    expect(getCalls()).toHaveLength(3);
  });

  it('updates the badge from a later poll', async () => {
    vi.useFakeTimers();
    fetchSpy.mockImplementation(async () => list([]));
    renderBell();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    fetchSpy.mockImplementation(async () => list([notification('a')]));
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS));
    // The query cache tells the bell about the new list a tick later.
    await vi.waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));
  });

  it('brings its own antd direction (the shell gives none) and stays an inline element of the navbar', async () => {
    fetchSpy.mockImplementation(async () => list([]));
    act(() => useLanguage.getState().setLanguage('ar'));
    const view = renderBell();
    await waitFor(() => expect(getCalls()).toHaveLength(1));
    expect(screen.getByTestId('notification-bell').className).toContain('ant-btn-rtl');
    expect(view.container.firstElementChild?.tagName).toBe('SPAN');
    act(() => useLanguage.getState().setLanguage('en'));
    expect(screen.getByTestId('notification-bell').className).not.toContain('ant-btn-rtl');
  });
});
