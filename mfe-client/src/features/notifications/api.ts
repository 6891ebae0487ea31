import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@consulting/platform';
import { NOTIFICATION_POLL_MS, type NotificationRecord, type NotificationsResponse } from '@consulting/contracts';
import { CLIENT_QUERY_KEY, clientApi } from '../../client-api.ts';

const NOTIFICATIONS_PATH = '/endpoints/notifications.php';

/**
 * The poll interval in milliseconds: `NOTIFICATION_POLL_MS`, or spec §9's 30 000 ms when the
 * contracts in the page lack it (a remote built against other contracts), so the bell never
 * calls the server in a tight loop.
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
 * /api/endpoints/notifications.php with the client's Bearer token. A failed fetch is logged and
 * fails the query, whose last list stays shown.
 */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: [...CLIENT_QUERY_KEY, 'notifications'],
    queryFn: async ({ signal }): Promise<NotificationsState> => {
      try {
        const reply = await clientApi<NotificationsResponse>(NOTIFICATIONS_PATH, { signal });
        const notifications = Array.isArray(reply?.data) ? reply.data : [];
        const unreadCount =
          typeof reply?.unread_count === 'number' ? reply.unread_count : notifications.filter((n) => !n.is_read).length;
        return { notifications, unreadCount };
      } catch (error) {
        if (!signal.aborted) console.warn('notifications could not be loaded', error);
        throw error;
      }
    },
  });

/**
 * The bell's data: `notificationsQuery` on mount and every `NOTIFICATION_POLL_MS` (30 000 ms)
 * while signed in. `markRead(id)` sends PUT {notification_id}; the item turns read only after a
 * successful response, and the list is read again after the write; a failure is only logged.
 * Never rejects.
 */
export function useNotifications(): NotificationsState & { markRead: (id: string) => Promise<void> } {
  const signedIn = useSession((s) => s.userToken !== null);
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQuery();
  const { data } = useQuery({ ...notificationsQuery(), enabled: signedIn, refetchInterval: POLL_MS });
  const mutation = useMutation({
    mutationFn: (id: string) =>
      clientApi<{ success: true; data?: NotificationRecord }>(NOTIFICATIONS_PATH, {
        method: 'PUT',
        body: { notification_id: id },
      }),
    // A read of the list already under way may have left before the write: it is cancelled, and
    // the list is read again once the write has settled, so a stale answer never undoes the mark.
    onMutate: () => queryClient.cancelQueries({ queryKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
    onSuccess: (reply, id) =>
      queryClient.setQueryData(queryKey, (previous) => {
        const target = previous?.notifications.find((n) => n.id === id);
        if (!previous || !target || target.is_read) return previous;
        return {
          notifications: previous.notifications.map((n) =>
            n.id === id ? { ...n, ...(reply?.data?.id === id ? reply.data : {}), is_read: true } : n,
          ),
          unreadCount: Math.max(0, previous.unreadCount - 1),
        };
      }),
  });
  const markRead = (id: string) =>
    mutation.mutateAsync(id).then(
      () => undefined,
      (error: unknown) => console.warn('notification could not be marked as read', error),
    );
  return { ...(signedIn && data ? data : EMPTY), markRead };
}
