import { Schema, type Connection, type Model } from 'mongoose';
import { modelOn } from '../models/model-on.ts';

/**
 * The content version `${counter}.${due}` changes whenever anything a visitor reads changes, so the
 * gateway, the prerender and browsers keep what they built until it does. `counter` is raised by
 * {@link touchContent} after every save or delete of public content; `due` counts news items whose
 * `publish_at` has passed, so a scheduled item falling due changes it too. Both are in the
 * database, so every instance answers the same version.
 */

/** `_id` of the one counter document. */
const VERSION_ID = 'site';

interface StoredContentVersion {
  _id: string;
  counter: number;
  updated_at: Date;
}

type ContentVersionModel = Model<StoredContentVersion>;

const contentVersionSchema = new Schema<StoredContentVersion>(
  {
    _id: { type: String, required: true },
    counter: { type: Number, default: 0 },
    updated_at: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);

/** The `content_version` model on `connection`. */
export function contentVersionModel(connection: Connection): ContentVersionModel {
  return modelOn(connection, 'ContentVersion', contentVersionSchema, 'content_version');
}

/**
 * Marks public content as changed (`$inc` of the counter, created at 1): call it once per request
 * after each successful save or delete of anything a visitor reads. Rejects on a database error.
 */
export async function touchContent(connection: Connection): Promise<void> {
  await contentVersionModel(connection).updateOne(
    { _id: VERSION_ID },
    { $inc: { counter: 1 }, $set: { updated_at: new Date() } },
    { upsert: true },
  );
}

/**
 * The current content version, `${counter}.${due}` (see the module comment), e.g. '12.6'; '0.0'
 * on a fresh database. `now` is the clock scheduled news is compared with (default: the time of
 * the call). Two cheap reads (one document, one indexed count); rejects on a database error.
 */
export async function contentVersion(connection: Connection, now: Date = new Date()): Promise<string> {
  const [stored, due] = await Promise.all([
    contentVersionModel(connection).findById(VERSION_ID).select('counter').lean(),
    // The raw collection: `publish_at` belongs to the news model; items
    // without it (or with null) are not counted.
    connection.collection('news_items').countDocuments({ publish_at: { $lte: now } }),
  ]);
  return `${stored?.counter ?? 0}.${due}`;
}
