import { adminApi } from '../admin-api.ts';
import type { ListViewSpec } from '../list-view.ts';
import type { ListSource } from '../paged-list.ts';

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
  /** Its cache prefix (the path's last part). */
  resource: 'services' | 'sectors';
  /** Its kind of record in the audit trail. */
  auditEntity: 'service' | 'sector';
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

const VIEW_SPECS = new WeakMap<object, ListViewSpec>();

/**
 * The URL view of a catalogue page: `is_active` filter (true/false), sort on
 * sort_order (the server's default), both names and created_at, and `q` on the names.
 */
export function catalogueViewSpec<N extends string>(config: CatalogueConfig<N>): ListViewSpec {
  let spec = VIEW_SPECS.get(config);
  if (!spec) {
    spec = {
      filters: { is_active: ['true', 'false'] },
      sortFields: ['sort_order', `${config.nameField}_ar`, `${config.nameField}_en`, 'created_at'],
    };
    VIEW_SPECS.set(config, spec);
  }
  return spec;
}

/** Where a catalogue is listed: GET /api{path}?… → `{success, [replyKeys.list], total, page, page_size}`. */
export function catalogueSource<N extends string>(config: CatalogueConfig<N>): ListSource {
  return { resource: config.resource, path: config.path, key: config.replyKeys.list };
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
