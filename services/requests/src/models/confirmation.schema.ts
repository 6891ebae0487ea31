import mongoose from 'mongoose';
import { LEAD_LANGUAGES, LEAD_MAIL_NAMES, type LeadLanguage, type LeadMailName } from '@consulting/contracts';

/**
 * The confirmation state of a record held for its owner's confirmation: a
 * service or track request, or a join application, filed without signing in (or under another
 * email than the signed-in client's) under an email that already has an account.
 */
export interface StoredConfirmation {
  status: 'pending' | 'confirmed';
  /**
   * SHA-256 (hex) of the single-use token mailed to the owner; the token itself is never stored.
   * Removed once the record is confirmed, so the link cannot be used twice.
   */
  token_hash?: string;
  /** When the record was filed (and the mail asked for). */
  requested_at: Date;
  confirmed_at?: Date;
}

/** A held record, as a filter on any collection with a `confirmation` (the owner's views leave these out). */
export const HELD_FILTER = { 'confirmation.status': 'pending' } as const;
/** A record that is not held: never needed confirming, or confirmed. */
export const NOT_HELD_FILTER = { 'confirmation.status': { $ne: 'pending' } } as const;

/** The filter of a list's `unconfirmed=true|false`: held records, or all others; `{}` when absent. */
export function heldFilter(unconfirmed: boolean | undefined) {
  return unconfirmed === undefined ? {} : unconfirmed ? HELD_FILTER : NOT_HELD_FILTER;
}

/** The `confirmation` sub-document of a request or a join application (no `_id`). */
export function confirmationSchema(): mongoose.Schema<StoredConfirmation> {
  return new mongoose.Schema<StoredConfirmation>(
    {
      status: { type: String, enum: ['pending', 'confirmed'], required: true },
      token_hash: { type: String, maxlength: 64 },
      requested_at: { type: Date, required: true },
      confirmed_at: { type: Date },
    },
    { _id: false },
  );
}

/** The fields a request and a join application share beyond their form. */
export interface LeadFields {
  /**
   * Set on a record held for its owner's confirmation. While `status` is 'pending' the record is
   * kept from the owner's lists and notifications, and admins see it flagged `unconfirmed`.
   * Absent on every record that never needed confirming.
   */
  confirmation?: StoredConfirmation;
  /** The human reference number (`SR-2026-000042`); absent on older records. */
  reference?: string;
  /** The language the public form was sent in (the submitter's mails use it). */
  lang?: LeadLanguage;
  /**
   * The lead mails still to hand to identity ('alert', 'confirmation'); the submission tries them
   * at once, the lead-mail sweep retries them while identity is down.
   */
  pending_mails?: LeadMailName[];
  created_at: Date;
  updated_at: Date;
}

/** The schema paths of {@link LeadFields} (the dates are the schema's timestamps). */
export const leadFieldPaths = () => ({
  confirmation: { type: confirmationSchema(), required: false },
  reference: { type: String },
  lang: { type: String, enum: LEAD_LANGUAGES },
  pending_mails: { type: [String], enum: LEAD_MAIL_NAMES, default: undefined },
});

/**
 * The indexes of {@link LeadFields}: the confirmation link finds its record by the token's hash;
 * one record per reference number (sparse: older records have none); the lead-mail sweep's query.
 */
export function indexLeadFields<T extends LeadFields>(schema: mongoose.Schema<T>): void {
  schema.index({ 'confirmation.token_hash': 1 });
  schema.index({ reference: 1 }, { unique: true, sparse: true });
  schema.index({ pending_mails: 1, created_at: 1 });
}
