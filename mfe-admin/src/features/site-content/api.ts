import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '@consulting/platform';
import type {
  AdminSiteContentRecord,
  AdminSiteSettingsRecord,
  SiteContentListInput,
  SiteContentListType,
  SiteSettingsInput,
} from '@consulting/contracts';
import { adminApi } from '../../shared/admin-api.ts';
import { adminKeys } from '../../shared/query-client.ts';

/**
 * The panel's side of the site-content API, content service, staff only (admin and editor):
 * - `GET|PUT /api/admin/site-content/settings` → `{success, settings}`;
 * - `GET|POST /api/admin/site-content/{type}` → `{success, items}` / `{success, item}`;
 * - `PUT|DELETE /api/admin/site-content/{type}/{id}`;
 * - `POST /api/admin/site-content/{type}/order` with `{ids}` (the whole list, in its new order).
 * A refused write answers 400 `{success:false, error}` with an Arabic message naming the field; the
 * calls throw it as an `ApiError` whose message is that text (401 also signs out).
 */

/** A list item as the admin list gives it: the record, plus `image_id` where it has an image. */
export type AdminListItem<T extends SiteContentListType> = AdminSiteContentRecord<T>;

/** What a save of a list item sends: the record's fields but the id, the image as `image_id`. */
export type ListItemInput<T extends SiteContentListType> = SiteContentListInput<T>;

const BASE = '/admin/site-content';

/** Cache keys, under the panel's `['admin']` so a sign-out clears them. */
export const siteContentKeys = {
  all: ['admin', 'site-content'] as QueryKey,
  settings: ['admin', 'site-content', 'settings'] as QueryKey,
  list: (type: SiteContentListType): QueryKey => ['admin', 'site-content', 'list', type],
};

/** A 200 that says `success:false` is a failure too (as the other admin reads treat it). */
function ensureSuccess<T extends { success?: boolean; error?: unknown }>(reply: T): T {
  if (reply?.success === false) throw new ApiError(200, typeof reply.error === 'string' ? reply.error : '');
  return reply;
}

/** `GET /api/admin/site-content/settings` → the settings. Throws `ApiError`. */
export async function readSiteSettings(signal?: AbortSignal): Promise<AdminSiteSettingsRecord> {
  const reply = await adminApi<{ success: boolean; settings: AdminSiteSettingsRecord }>(`${BASE}/settings`, { signal });
  return ensureSuccess(reply).settings;
}

/** `PUT /api/admin/site-content/settings` with every field → the saved settings. Throws `ApiError`. */
export async function saveSiteSettings(input: SiteSettingsInput): Promise<AdminSiteSettingsRecord> {
  const reply = await adminApi<{ success: boolean; settings: AdminSiteSettingsRecord }>(`${BASE}/settings`, {
    method: 'PUT',
    body: input,
  });
  return ensureSuccess(reply).settings;
}

/** `GET /api/admin/site-content/{type}` → every item (inactive included) by `sort_order`. */
export async function readSiteList<T extends SiteContentListType>(
  type: T,
  signal?: AbortSignal,
): Promise<AdminListItem<T>[]> {
  const reply = await adminApi<{ success: boolean; items: AdminListItem<T>[] }>(`${BASE}/${type}`, { signal });
  const items = ensureSuccess(reply).items;
  return Array.isArray(items) ? [...items].sort((a, b) => a.sort_order - b.sort_order) : [];
}

/** `POST /api/admin/site-content/{type}` → the new item. Throws `ApiError` (400: the server's message). */
export async function createSiteItem<T extends SiteContentListType>(
  type: T,
  input: ListItemInput<T>,
): Promise<AdminListItem<T>> {
  const reply = await adminApi<{ success: boolean; item: AdminListItem<T> }>(`${BASE}/${type}`, {
    method: 'POST',
    body: input,
  });
  return ensureSuccess(reply).item;
}

/** `PUT /api/admin/site-content/{type}/{id}` with every field → the saved item. Throws `ApiError`. */
export async function updateSiteItem<T extends SiteContentListType>(
  type: T,
  id: string,
  input: ListItemInput<T>,
): Promise<AdminListItem<T>> {
  const reply = await adminApi<{ success: boolean; item: AdminListItem<T> }>(
    `${BASE}/${type}/${encodeURIComponent(id)}`,
    { method: 'PUT', body: input },
  );
  return ensureSuccess(reply).item;
}

/** `DELETE /api/admin/site-content/{type}/{id}`. Throws `ApiError`. */
export async function deleteSiteItem(type: SiteContentListType, id: string): Promise<void> {
  ensureSuccess(
    await adminApi<{ success: boolean }>(`${BASE}/${type}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

/** `POST /api/admin/site-content/{type}/order` with `{ids}`: the list's ids in their new order. */
export async function reorderSiteList(type: SiteContentListType, ids: string[]): Promise<void> {
  ensureSuccess(await adminApi<{ success: boolean }>(`${BASE}/${type}/order`, { method: 'POST', body: { ids } }));
}

/** After a change: the record histories and the activity feed show it too. */
function invalidateAudit(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: adminKeys.audit }),
    client.invalidateQueries({ queryKey: adminKeys.activity }),
  ]);
}

/** The settings as a cached query. */
export function useSiteSettings() {
  return useQuery({ queryKey: siteContentKeys.settings, queryFn: ({ signal }) => readSiteSettings(signal) });
}

/** Saves the settings; the saved ones replace the cached ones. Errors are `ApiError`s. */
export function useSaveSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSiteSettings,
    onSuccess: (settings) => {
      client.setQueryData(siteContentKeys.settings, settings);
      void invalidateAudit(client);
    },
  });
}

/** Every item of list `type` by `sort_order`, as a cached query. */
export function useSiteList<T extends SiteContentListType>(type: T) {
  return useQuery({ queryKey: siteContentKeys.list(type), queryFn: ({ signal }) => readSiteList(type, signal) });
}

/**
 * The writes of list `type`, each refreshing the list (and the audit views) when done: `save({id,
 * input})` (no id adds), `remove(id)`, and `reorder(ids)`, which shows the new order at once and
 * puts the old one back when the server refuses it.
 */
export function useSiteListWrites<T extends SiteContentListType>(type: T) {
  const client = useQueryClient();
  const key = siteContentKeys.list(type);
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: key }), invalidateAudit(client)]);

  const save = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ListItemInput<T> }) =>
      id === null ? createSiteItem(type, input) : updateSiteItem(type, id, input),
    onSuccess: (item) => {
      client.setQueryData<AdminListItem<T>[]>(key, (items) =>
        items && items.some((candidate) => candidate.id === item.id)
          ? items.map((candidate) => (candidate.id === item.id ? item : candidate))
          : items && [...items, item],
      );
      void refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (id: string) => deleteSiteItem(type, id),
    onSuccess: (_reply, id) => {
      client.setQueryData<AdminListItem<T>[]>(key, (items) => items?.filter((item) => item.id !== id));
      void refresh();
    },
  });

  const reorder = useMutation({
    mutationFn: (ids: string[]) => reorderSiteList(type, ids),
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<AdminListItem<T>[]>(key);
      if (before) {
        const byId = new Map(before.map((item) => [item.id, item]));
        const moved = ids.flatMap((id, index) => {
          const item = byId.get(id);
          return item ? [{ ...item, sort_order: index }] : [];
        });
        client.setQueryData(key, moved);
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => void refresh(),
  });

  return { save, remove, reorder };
}
