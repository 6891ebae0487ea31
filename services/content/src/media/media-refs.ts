import mongoose from 'mongoose';
import type { MediaRef } from '@consulting/contracts';
import { mediaItemModel, toMediaRef, type MediaItem } from './media.model.ts';

/**
 * The library items named by `ids` as `MediaRef`s, keyed by id: how other
 * content (settings, team, partners, hero slides, news) turns its stored media ids into what
 * pages show. Ids that are malformed or name no item are simply absent from the map (the
 * caller then shows its fallback: initials, a default image, no link). One query for all ids;
 * duplicates are fine. Rejects only on a database error.
 */
export async function mediaRefsById(
  connection: mongoose.Connection,
  ids: readonly string[],
): Promise<Map<string, MediaRef>> {
  const valid = [...new Set(ids.filter((id) => typeof id === 'string' && /^[0-9a-f]{24}$/i.test(id)))];
  const refs = new Map<string, MediaRef>();
  if (valid.length === 0) return refs;
  const items = await mediaItemModel(connection)
    .find({ _id: { $in: valid.map((id) => new mongoose.Types.ObjectId(id)) } })
    .lean<(MediaItem & { _id: mongoose.Types.ObjectId })[]>();
  for (const item of items) {
    const ref = toMediaRef(item);
    refs.set(ref.id, ref);
  }
  // Ids as the caller wrote them (upper-case hex too) find their item.
  for (const id of valid) {
    const ref = refs.get(id.toLowerCase());
    if (ref && !refs.has(id)) refs.set(id, ref);
  }
  return refs;
}
