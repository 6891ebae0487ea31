import type { Connection } from 'mongoose';
import { SITE_CONTENT_LIST_TYPES, type SiteContent } from '@consulting/contracts';
import type { ContentModels } from '../content-models.ts';
import { mediaRefsById } from '../media/media-refs.ts';
import { contentVersion } from './content-version.ts';
import { imageIdsOf, LIST_SORT, LIST_TYPES, toListRecord, type StoredItem } from './list-types.ts';
import { readStoredSettings, toPublicSettings } from './settings.ts';

/** Reads the snapshot of `GET /api/site-content`. */
export interface SiteContentReader {
  /** The current content version (`contentVersion`): cheap, read on every request. */
  version: () => Promise<string>;
  /**
   * The snapshot labelled `version` (call with a version just read): built from the database
   * once per version and instance, then served from memory until the version changes.
   * Rejects on a database error (and the next call builds again).
   */
  snapshot: (version: string) => Promise<SiteContent>;
}

/**
 * Builds the snapshot: the public settings and each list's active items by `sort_order`, media
 * resolved in one library read (an id naming nothing reads as null).
 */
export async function buildSnapshot(
  connection: Connection,
  models: ContentModels,
  version: string,
): Promise<SiteContent> {
  const [stored, ...lists] = await Promise.all([
    readStoredSettings(models),
    ...SITE_CONTENT_LIST_TYPES.map((type) =>
      LIST_TYPES[type]
        .model(connection)
        .find({ is_active: { $ne: false } })
        .sort(LIST_SORT)
        .lean<StoredItem[]>(),
    ),
  ]);
  const ids = lists.flatMap((items) => imageIdsOf(items));
  if (stored?.company_profile_id) ids.push(stored.company_profile_id);
  const refs = await mediaRefsById(connection, ids);
  const snapshot: Record<string, unknown> = { version, settings: toPublicSettings(stored, refs) };
  SITE_CONTENT_LIST_TYPES.forEach((type, index) => {
    const definition = LIST_TYPES[type];
    snapshot[definition.snapshotKey] = (lists[index] ?? []).map((item) => toListRecord(definition, item, refs));
  });
  return snapshot as unknown as SiteContent;
}

/**
 * The reader of one app instance. The version is read each time (the gateway asks on every page
 * request, with If-None-Match, so a repeat costs two small reads and no snapshot); the snapshot
 * of the latest version is kept in memory, and concurrent first reads of a version share one
 * build. A version read before the data is never newer than what the build then reads, so a
 * cached snapshot is never older than its label.
 */
export function siteContentReader(
  connection: Connection,
  models: ContentModels,
  now: () => Date = () => new Date(),
): SiteContentReader {
  let cached: { version: string; snapshot: Promise<SiteContent> } | null = null;
  return {
    version: () => contentVersion(connection, now()),
    snapshot: (version) => {
      if (cached?.version === version) return cached.snapshot;
      const entry = { version, snapshot: buildSnapshot(connection, models, version) };
      cached = entry;
      entry.snapshot.catch(() => {
        if (cached === entry) cached = null;
      });
      return entry.snapshot;
    },
  };
}
