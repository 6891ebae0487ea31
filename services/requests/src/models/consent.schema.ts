import mongoose from 'mongoose';
import type { ConsentRecord } from '@consulting/contracts';

/**
 * The visitor's consent to the privacy policy given with a public form (issue 13 part 7, Saudi
 * PDPL): the policy version the form showed and when the form was accepted. Absent on records
 * stored before issue 13 and on requests an admin added.
 */
export interface StoredConsent {
  policy_version: string;
  given_at: Date;
}

/** The consent sub-document of a request or a join application. */
export function consentSchema(): mongoose.Schema<StoredConsent> {
  return new mongoose.Schema<StoredConsent>(
    {
      policy_version: { type: String, required: true, maxlength: 40 },
      given_at: { type: Date, required: true },
    },
    { _id: false },
  );
}

/** The stored consent as the wire `ConsentRecord` (`given_at` as ISO 8601). */
export function toConsentRecord(consent: StoredConsent): ConsentRecord {
  return { policy_version: consent.policy_version, given_at: consent.given_at.toISOString() };
}
