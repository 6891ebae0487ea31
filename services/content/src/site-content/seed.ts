import { DEFAULT_SITE_CONTENT, type SiteContentListType } from '@consulting/contracts';
import type { Connection } from 'mongoose';
import { SITE_SETTINGS_ID, siteSettingsModel } from '../models/site-settings.model.ts';
import { statisticModel } from '../models/statistic.model.ts';
import { LIST_TYPES } from './list-types.ts';
import { DEFAULT_SETTINGS_FIELDS } from './settings.ts';

/**
 * The first-start documents of one list type: the built-in items of
 * `DEFAULT_SITE_CONTENT` (the one copy the pages also fall back to), each with its built-in id
 * as the seed `key` (so concurrent seeds insert the same `_id`s), its fields, and no image.
 */
export function defaultListDocuments(type: SiteContentListType): ({ key: string } & Record<string, unknown>)[] {
  const items = DEFAULT_SITE_CONTENT[LIST_TYPES[type].snapshotKey] as unknown as ({ id: string } & Record<
    string,
    unknown
  >)[];
  return items.map(({ id, image, ...fields }) => ({
    key: id,
    ...fields,
    ...(image === undefined ? {} : { image_id: null }),
  }));
}

/**
 * Brings older settings and statistics up to date, without touching what
 * editors set: a settings document without social links gets the built-in ones, statistics
 * without `is_active` become active. Idempotent and safe with several instances (each update
 * matches only documents still missing the field). Returns how many documents changed.
 */
export async function upgradeSiteContent(connection: Connection): Promise<number> {
  const [settings, statistics] = await Promise.all([
    siteSettingsModel(connection).updateOne(
      { _id: SITE_SETTINGS_ID, social_links: { $exists: false } },
      { $set: { social_links: DEFAULT_SETTINGS_FIELDS.social_links } },
    ),
    statisticModel(connection).updateMany({ is_active: { $exists: false } }, { $set: { is_active: true } }),
  ]);
  return settings.modifiedCount + statistics.modifiedCount;
}

/** `_id`s of the lists seeded once (`site_content_seeds`): the collection's name. */
interface SeedMark {
  _id: string;
  at: Date;
}

/**
 * Runs `seed` (an insert-if-empty of one list) unless the list was seeded before, then marks
 * it seeded, so a list an editor emptied on purpose stays empty after a restart. A list that is
 * not empty when first marked (an older site) is left as it is. Safe with several
 * instances starting at once: `seed` inserts fixed ids, and a second mark is a no-op. Returns what
 * `seed` inserted (0 when already marked).
 */
export async function seedOnce(connection: Connection, list: string, seed: () => Promise<number>): Promise<number> {
  const marks = connection.collection<SeedMark>('site_content_seeds');
  if (await marks.findOne({ _id: list })) return 0;
  const inserted = await seed();
  await marks.updateOne({ _id: list }, { $setOnInsert: { at: new Date() } }, { upsert: true });
  return inserted;
}
