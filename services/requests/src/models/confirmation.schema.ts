import mongoose from 'mongoose';

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
