/**
 * The end of a sent mail's body (architecture "Mail"): the outbox keeps a sent mail's recipient,
 * subject, kind and dates for the admin list, and its body (`text`, `html`) only for
 * MAIL_BODY_RETENTION_DAYS. A periodic sweep removes older bodies (mongo-java-server, the
 * embedded database, has no TTL deletion, and a TTL index would remove the whole document).
 */
import type { Connection } from 'mongoose';
import { outboxMailModel } from '../models/outbox-mail.model.ts';

/** Default of MAIL_BODY_RETENTION_DAYS: days a sent mail's body stays in the outbox. */
export const MAIL_BODY_RETENTION_DAYS_DEFAULT = 30;

/** Default time between two sweeps (ms): one hour. */
export const MAIL_BODY_SWEEP_INTERVAL_MS = 3_600_000;

const DAY_MS = 86_400_000;

/**
 * A password on a line of its own (`Password: …` or its Arabic twin) in a stored body. The site
 * writes none; a restored backup's outbox may hold some, and this sweep removes them.
 */
const PASSWORD_LINE = /(^|\n)(Password|كلمة المرور): \S+(\n|$)/;

/**
 * Removes the body of every outbox mail sent more than `retentionDays` days before `now` (ms
 * since the epoch; a mail without a status counts as sent at its creation),
 * and at once that of any sent mail that still holds a password line ({@link PASSWORD_LINE}),
 * and sets its `body_removed_at`. Resolves how many bodies were removed; rejects on a database error.
 */
export async function removeExpiredMailBodies(
  connection: Connection,
  options: { retentionDays: number; now?: number },
): Promise<number> {
  const { retentionDays, now = Date.now() } = options;
  const before = new Date(now - retentionDays * DAY_MS);
  const Outbox = outboxMailModel(connection);
  const removal = { $set: { body_removed_at: new Date(now) }, $unset: { text: 1, html: 1 } };
  const expired = await Outbox.updateMany(
    {
      body_removed_at: { $exists: false },
      $or: [
        { status: 'sent', sent_at: { $lt: before } },
        { status: { $exists: false }, created_at: { $lt: before } },
      ],
    },
    removal,
  );
  const withPassword = await Outbox.updateMany(
    {
      body_removed_at: { $exists: false },
      $or: [{ status: 'sent' }, { status: { $exists: false } }],
      text: PASSWORD_LINE,
    },
    removal,
  );
  return expired.modifiedCount + withPassword.modifiedCount;
}
