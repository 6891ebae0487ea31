import type { ComponentType } from 'react';
import type { TableColumnsType } from 'antd';
import type { ListItemFields, SiteContentListRecords, SiteContentListType } from '@consulting/contracts';
import type { AuditEntity } from '../../shared/audit/audit-entities.ts';
import type { AdminListItem, ListItemInput } from './api.ts';
import type { SiteListTexts } from './texts.ts';

/** A list type's own fields: everything but the id, the order, the active flag and the image. */
export type OwnFields<T extends SiteContentListType> = Omit<SiteContentListRecords[T], keyof ListItemFields | 'image'>;

/**
 * What differs between the site-content list pages; `SiteListPage` does the
 * rest (table in `sort_order`, reorder, active switch, add/edit dialog, delete, states).
 */
export interface SiteListConfig<T extends SiteContentListType> {
  type: T;
  /** Its kind of record in the audit trail (the dialog shows an item's history). */
  auditEntity: AuditEntity;
  texts: SiteListTexts;
  /** The fields of a new item as the dialog starts; their types say which are numbers. */
  blank: OwnFields<T>;
  /** Whether the items have an image from the media library (sent as `image_id`). */
  image: boolean;
  /** The image field's label ('الصورة' unless told: a partner's is its logo). */
  imageLabel?: string;
  /** The table's columns that show the item (between the order and the status columns). */
  columns: TableColumnsType<AdminListItem<T>>;
  /** The dialog's fields (antd Form.Items), rendered inside its Form. */
  Fields: ComponentType;
  /** Turns the dialog's input into what is sent (normalised codes, other horizons blanked). */
  prepare?: (input: ListItemInput<T>) => ListItemInput<T>;
  /**
   * Lists shown in parts (the goals by horizon): the field, its values in order with their
   * labels; the page shows one part at a time and a new item starts in the part shown.
   */
  parts?: { field: keyof OwnFields<T> & string; values: readonly { value: string; label: string }[] };
}

/**
 * What a save sends for `record` (an item as listed) with `changes`: its own fields, order,
 * active flag and image id (the site-content contract: the body is the record without its id, the image
 * as `image_id`).
 */
export function itemInput<T extends SiteContentListType>(
  config: SiteListConfig<T>,
  record: AdminListItem<T>,
  changes: Partial<Pick<ListItemFields, 'sort_order' | 'is_active'>> = {},
): ListItemInput<T> {
  const source = record as unknown as Record<string, unknown>;
  const own = Object.fromEntries(Object.keys(config.blank).map((key) => [key, source[key]]));
  const input = {
    ...own,
    sort_order: record.sort_order,
    is_active: record.is_active,
    ...(config.image ? { image_id: imageIdOf(record) } : {}),
    ...changes,
  } as ListItemInput<T>;
  return config.prepare ? config.prepare(input) : input;
}

/** The id of an item's image: `image_id` as the admin list gives it, else the ref's id. */
export function imageIdOf(record: object): string | null {
  const { image_id, image } = record as { image_id?: string | null; image?: { id: string } | null };
  return image_id ?? image?.id ?? null;
}
