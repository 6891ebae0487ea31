import { useCallback } from 'react';
import { adminApi } from '../admin-api.ts';
import { useAdminList, type AdminList } from '../admin-list.ts';

/** What every catalogue record (a service, a sector) holds besides its two names (spec §3). */
export interface CatalogueRecordBase {
  id: string;
  description_ar: string;
  description_en: string;
  icon: string;
  is_active: 0 | 1;
  sort_order: number;
}

/** The two name fields of a catalogue whose names are `${N}_ar` / `${N}_en` (title_*, name_*). */
export type NameKey<N extends string> = `${N}_ar` | `${N}_en`;

/** A catalogue record named by `${N}_ar` / `${N}_en`. */
export type CatalogueRecord<N extends string> = CatalogueRecordBase & Record<NameKey<N>, string>;

/** The fields the add/edit dialog sends (spec §3 "Service" / "Sector", §5). */
export type CatalogueInput<N extends string> = Record<NameKey<N>, string> & {
  description_ar: string;
  description_en: string;
  icon: string;
  sort_order: number;
  is_active: 0 | 1;
};

/** The texts of one catalogue page and its dialog (Arabic only, spec §1; toasts from spec §5, §8). */
export interface CatalogueTexts<N extends string> {
  title: string;
  searchPlaceholder: string;
  add: string;
  edit: string;
  delete: string;
  cancel: string;
  save: string;
  addTitle: string;
  editTitle: string;
  confirmDelete: string;
  loading: string;
  loadFailed: (message: string) => string;
  retry: string;
  empty: string;
  noResults: string;
  active: string;
  inactive: string;
  sortOrderLabel: string;
  fields: Record<NameKey<N> | 'description_ar' | 'description_en' | 'icon' | 'sort_order' | 'is_active', string>;
  required: string;
  added: string;
  updated: string;
  deleted: string;
  addFailed: string;
  addFailedDescription: string;
  updateFailed: string;
  updateFailedDescription: string;
  deleteFailed: string;
  deleteFailedDescription: string;
}

/**
 * One admin catalogue (services, sectors): its endpoint, reply keys, name fields, texts, test
 * ids and the icon class a new record starts with.
 */
export interface CatalogueConfig<N extends string> {
  /** The collection under /api, e.g. '/admin/services'; one record is `${path}/:id`. */
  path: string;
  /** Reply keys: the list (`{success, services}`) and one saved record (`{success, service}`). */
  replyKeys: { list: string; item: string };
  /** The prefix of the names: 'title' for title_ar / title_en. */
  nameField: N;
  /** Test-id prefixes: `admin-${list}`, `${list}-loading` …; `${item}-card`, `${item}-add` …. */
  testIds: { list: string; item: string };
  /** The icon class a new record starts with (spec §3). */
  defaultIcon: string;
  texts: CatalogueTexts<N>;
}

/** Spec §5: the sort order is numeric; anything non-numeric (or blank) becomes 0. */
export function toSortOrder(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw.trim()) : NaN;
  return Number.isSafeInteger(Math.trunc(n)) ? Math.trunc(n) : 0;
}

/**
 * The catalogue list: GET /api{path} → `{success, [replyKeys.list]}` (inactive included), as
 * `useAdminList` keeps it (error state carries the error's message). `put` adds or swaps a saved
 * record and keeps the list ordered by sort_order; `remove` drops one after a delete.
 */
export function useCatalogueList<N extends string, R extends CatalogueRecord<N>>(
  config: CatalogueConfig<N>,
): AdminList<R> & { put: (record: R) => void } {
  const listKey = config.replyKeys.list;
  const pick = useCallback((reply: Record<string, R[] | undefined>) => reply[listKey] ?? [], [listKey]);
  const list = useAdminList<R, Record<string, R[] | undefined>>(config.path, pick);
  const { update } = list;
  const put = useCallback(
    (record: R) =>
      update((items) => {
        const exists = items.some((r) => r.id === record.id);
        const next = exists ? items.map((r) => (r.id === record.id ? record : r)) : [...items, record];
        return [...next].sort((a, b) => a.sort_order - b.sort_order);
      }),
    [update],
  );
  return { ...list, put };
}

/** POST /api{path} → 201 `{success, [replyKeys.item]}`. Throws `ApiError` (401 also signs out). */
export async function createCatalogueRecord<N extends string, R extends CatalogueRecord<N>>(
  config: CatalogueConfig<N>,
  input: CatalogueInput<N>,
): Promise<R> {
  const reply = await adminApi<Record<string, R>>(config.path, { method: 'POST', body: input });
  return reply[config.replyKeys.item];
}

/** PUT /api{path}/:id → `{success, [replyKeys.item]}`. Throws `ApiError` (401 also signs out). */
export async function updateCatalogueRecord<N extends string, R extends CatalogueRecord<N>>(
  config: CatalogueConfig<N>,
  id: string,
  input: CatalogueInput<N>,
): Promise<R> {
  const reply = await adminApi<Record<string, R>>(`${config.path}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
  return reply[config.replyKeys.item];
}

/** DELETE /api{path}/:id → `{success:true}`. Throws `ApiError` (401 also signs out). */
export async function deleteCatalogueRecord<N extends string>(config: CatalogueConfig<N>, id: string): Promise<void> {
  await adminApi<unknown>(`${config.path}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
