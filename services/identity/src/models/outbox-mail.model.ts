import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A mail the embedded mode would have sent (architecture "Mail": an outbox collection plus a
 * log line, so a developer can read it). Compose sends real mail over SMTP instead.
 */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Idempotency key of a mail that may be delivered again after a crash (e.g.
   * `credentials:{userId}`); unique, so the outbox holds such a mail once (issue 11 part 5).
   */
  key?: string;
  created_at: Date;
}

export type OutboxMailModel = Model<OutboxMail>;

const outboxMailSchema = new Schema<OutboxMail>(
  {
    to: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String },
    key: { type: String },
  },
  { timestamps: { createdAt: 'created_at', updatedAt: false }, versionKey: false },
);
// Sparse: mails without a key (most) are not indexed, so any number of them may exist.
outboxMailSchema.index({ key: 1 }, { unique: true, sparse: true });

/** The `outbox` model on `connection`. */
export function outboxMailModel(connection: Connection): OutboxMailModel {
  return (
    (connection.models.OutboxMail as OutboxMailModel | undefined) ??
    connection.model<OutboxMail>('OutboxMail', outboxMailSchema, 'outbox')
  );
}
