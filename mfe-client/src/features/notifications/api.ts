import { useCallback, useEffect, useState } from 'react';
import { api, useSession } from '@consulting/platform';
import { NOTIFICATION_POLL_MS, type NotificationRecord, type NotificationsResponse } from '@consulting/contracts';

const NOTIFICATIONS_PATH = '/endpoints/notifications.php';

/**
 * The poll interval in milliseconds. `@consulting/contracts` is a shared singleton, so the copy in
 * the page may come from an older shell build without `NOTIFICATION_POLL_MS`; `setInterval` with
 * `undefined` would then call the server in a tight loop. Fall back to spec §9's 30 000 ms.
 */
const POLL_MS: number =
  typeof NOTIFICATION_POLL_MS === 'number' && NOTIFICATION_POLL_MS > 0 ? NOTIFICATION_POLL_MS : 30_000;

interface NotificationsState {
  notifications: NotificationRecord[];
  unreadCount: number;
}

const EMPTY: NotificationsState = { notifications: [], unreadCount: 0 };

/**
 * The signed-in client's notifications (spec §2 "Notifications bell", §4, §7, §8): GET
 * /api/endpoints/notifications.php with the client's Bearer token on mount and every
 * `NOTIFICATION_POLL_MS` (30 000 ms) while mounted. A failed fetch is only logged; the list
 * stays as it was.
 *
 * `markRead(id)` sends PUT {notification_id}; the item turns read, and the unread count drops,
 * only after a successful response. A failure is only logged. Never rejects.
 */
export function useNotifications(): NotificationsState & { markRead: (id: string) => Promise<void> } {
  const token = useSession((s) => s.userToken);
  const [state, setState] = useState<NotificationsState>(EMPTY);

  useEffect(() => {
    setState(EMPTY);
    if (!token) return;
    const controller = new AbortController();
    const load = () => {
      api<NotificationsResponse>(NOTIFICATIONS_PATH, { auth: 'client', signal: controller.signal })
        .then((reply) => {
          const notifications = Array.isArray(reply?.data) ? reply.data : [];
          const unreadCount =
            typeof reply?.unread_count === 'number'
              ? reply.unread_count
              : notifications.filter((n) => !n.is_read).length;
          setState({ notifications, unreadCount });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('notifications could not be loaded', error);
        });
    };
    load();
    const timer = setInterval(load, POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [token]);

  const markRead = useCallback(async (id: string) => {
    try {
      const reply = await api<{ success: true; data?: NotificationRecord }>(NOTIFICATIONS_PATH, {
        method: 'PUT',
        body: { notification_id: id },
        auth: 'client',
      });
      setState((previous) => {
        const target = previous.notifications.find((n) => n.id === id);
        if (!target || target.is_read) return previous;
        return {
          notifications: previous.notifications.map((n) =>
            n.id === id ? { ...n, ...(reply?.data?.id === id ? reply.data : {}), is_read: true } : n,
          ),
          unreadCount: Math.max(0, previous.unreadCount - 1),
        };
      });
    } catch (error) {
      console.warn('notification could not be marked as read', error);
    }
  }, []);

  return { ...state, markRead };
}
