/**
 * The mail outbox as the admin panel sees it (`GET /api/admin/outbox`): every
 * mail the site sends is written to a persisted outbox and delivered by a worker with retries.
 * The list never carries a mail's body (a credentials mail holds a password).
 */

/**
 * A mail's state: `queued`, `sending` (a worker holds it), `sent` (accepted; embedded mode: written
 * out), `retrying` (after a backoff), `failed` (for good; an admin may resend it).
 */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'retrying', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** The statuses an admin may resend from (`POST /api/admin/outbox/:id/resend`). */
export const OUTBOX_RESENDABLE: readonly OutboxStatus[] = ['failed', 'sent'];

/** One row of the admin outbox list: everything but the body. Dates are ISO 8601. */
export interface OutboxMailRecord {
  id: string;
  to: string;
  subject: string;
  /** Short template name (e.g. `credentials`, `lead_alert`); null when the sender gave none. */
  kind: string | null;
  status: OutboxStatus;
  /** Delivery attempts so far. */
  attempts: number;
  /** The last delivery error (no secrets); null when none. */
  last_error: string | null;
  created_at: string;
  /** When the worker tries it next (queued or retrying); null otherwise. */
  next_attempt_at: string | null;
  sent_at: string | null;
}
