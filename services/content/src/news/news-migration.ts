import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { plainTextToHtml } from './news-html.ts';

/**
 * The start migration of older news items, stored as plain text without per-language flags (run by `seedContent`, before the
 * service answers): their content is plain text and one `is_published` flag covers both
 * languages. Each such item (no `published_ar` field) gets its contents as escaped HTML
 * paragraphs (`plainTextToHtml`, so the text reads exactly as before and nothing in it can act
 * as markup), `published_ar` and `published_en` from `is_published` (1 → both true), and a null
 * `publish_at` and '' `image_id` when absent.
 *
 * On start rather than on read: the stored content then has one meaning (HTML) everywhere (the
 * public pages, the admin editor, search, the excerpt fallback, the content version's count of
 * `publish_at`), with no guessing per read whether a text is HTML. Idempotent and safe with
 * several instances starting at once: each update is conditional on the field still being
 * absent, so an item is converted once (converting twice would escape the markup). A database
 * restored from an older backup is converted at the next start. Returns how many items this run
 * converted.
 */
export async function migrateNewsItems(connection: Connection, logger: Logger): Promise<number> {
  const collection = connection.collection('news_items');
  const old = collection.find(
    { published_ar: { $exists: false } },
    { projection: { content_ar: 1, content_en: 1, is_published: 1, publish_at: 1, image_id: 1 } },
  );
  let migrated = 0;
  for await (const doc of old) {
    const published = doc.is_published === 1;
    const result = await collection.updateOne(
      { _id: doc._id, published_ar: { $exists: false } },
      {
        $set: {
          content_ar: plainTextToHtml(typeof doc.content_ar === 'string' ? doc.content_ar : ''),
          content_en: plainTextToHtml(typeof doc.content_en === 'string' ? doc.content_en : ''),
          published_ar: published,
          published_en: published,
          publish_at: doc.publish_at ?? null,
          image_id: typeof doc.image_id === 'string' ? doc.image_id : '',
        },
      },
    );
    migrated += result.modifiedCount;
  }
  if (migrated > 0) logger.info({ count: migrated }, 'news items migrated to HTML and per-language publishing');
  return migrated;
}
