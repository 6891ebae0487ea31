import type { Connection, Model, Types } from 'mongoose';
import type { MediaRef, SiteContent, SiteContentListRecords, SiteContentListType } from '@consulting/contracts';
import type { ContentEntity } from '../admin-audit.ts';
import { statisticModel } from '../models/statistic.model.ts';
import {
  bankAccountModel,
  goalModel,
  heroSlideModel,
  partnerModel,
  teamMemberModel,
  type StoredListItem,
} from './models.ts';
import { LIST_FORMS, type ListForm } from './validation.ts';

/** A stored list item as a lean read gives it: its fields by name. */
export type StoredItem = StoredListItem & { _id: Types.ObjectId; image_id?: string | null } & Record<string, unknown>;

/** The lists of `SiteContent` (the snapshot's keys of the list types). */
export type SnapshotListKey = Exclude<keyof SiteContent, 'version' | 'settings'>;

/** What the routes, the snapshot and the seed need to know of one list type. */
export interface ListTypeDefinition {
  type: SiteContentListType;
  /** Its model on a connection (the statistics' is `models/statistic.model.ts`). */
  model: (connection: Connection) => Model<StoredItem>;
  /** Its name in the audit trail. */
  entity: ContentEntity;
  /** The 404 message of an unknown id. */
  notFound: string;
  /** Its key in the snapshot (`GET /api/site-content`). */
  snapshotKey: SnapshotListKey;
  /** Items have an image (`image` read, `image_id` written). */
  hasImage: boolean;
  form: ListForm;
}

const definition = <T>(
  type: SiteContentListType,
  model: (connection: Connection) => Model<T>,
  entity: ContentEntity,
  notFound: string,
  snapshotKey: SnapshotListKey,
  hasImage: boolean,
): ListTypeDefinition => ({
  type,
  model: model as unknown as (connection: Connection) => Model<StoredItem>,
  entity,
  notFound,
  snapshotKey,
  hasImage,
  form: LIST_FORMS[type],
});

/** Every list type of `/api/admin/site-content/{type}`, in the order of `SITE_CONTENT_LIST_TYPES`. */
export const LIST_TYPES: Record<SiteContentListType, ListTypeDefinition> = {
  team: definition('team', teamMemberModel, 'team_member', 'عضو الفريق غير موجود', 'team', true),
  partners: definition('partners', partnerModel, 'partner', 'الشريك غير موجود', 'partners', true),
  'bank-accounts': definition(
    'bank-accounts',
    bankAccountModel,
    'bank_account',
    'الحساب البنكي غير موجود',
    'bank_accounts',
    false,
  ),
  'hero-slides': definition('hero-slides', heroSlideModel, 'hero_slide', 'الشريحة غير موجودة', 'hero_slides', true),
  statistics: definition('statistics', statisticModel, 'statistic', 'الإحصائية غير موجودة', 'statistics', false),
  goals: definition('goals', goalModel, 'goal', 'الهدف غير موجود', 'goals', false),
};

/** Display order of every list read: `sort_order`, then creation (`_id`). */
export const LIST_SORT = { sort_order: 1, _id: 1 } as const;

/**
 * The wire record (contracts `SiteContentListRecords[type]`) of a stored item: its id, its
 * fields, and for a list with images `image`, the `MediaRef` of `image_id` from `refs` (null
 * when it has none or the id names no image of the library). A stored item missing `is_active`
 * (an older statistic) reads as active.
 */
export function toListRecord<T extends SiteContentListType>(
  definition: ListTypeDefinition,
  item: StoredItem,
  refs: ReadonlyMap<string, MediaRef>,
): SiteContentListRecords[T] {
  const record: Record<string, unknown> = { id: item._id.toString() };
  for (const field of definition.form.fields) if (field !== 'image_id') record[field] = item[field];
  record.sort_order = item.sort_order ?? 0;
  record.is_active = item.is_active !== false;
  if (definition.hasImage) {
    const ref = item.image_id ? refs.get(item.image_id) : undefined;
    record.image = ref?.kind === 'image' ? ref : null;
  }
  return record as unknown as SiteContentListRecords[T];
}

/** The admin record: the wire record plus `image_id` for a list with images. */
export function toAdminListRecord(
  definition: ListTypeDefinition,
  item: StoredItem,
  refs: ReadonlyMap<string, MediaRef>,
): Record<string, unknown> {
  const record = toListRecord(definition, item, refs) as unknown as Record<string, unknown>;
  return definition.hasImage ? { ...record, image_id: item.image_id ?? null } : record;
}

/** The media ids `items` refer to (for one `mediaRefsById` read). */
export function imageIdsOf(items: readonly StoredItem[]): string[] {
  return items.flatMap((item) => (typeof item.image_id === 'string' ? [item.image_id] : []));
}
