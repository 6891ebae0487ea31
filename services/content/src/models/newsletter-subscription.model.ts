import { Schema, type Connection, type Model } from 'mongoose';
import { consentSchema, type StoredConsent } from '@consulting/service-kit';
import { modelOn } from './model-on.ts';

/** A footer newsletter subscription (spec §2 "Global layout"); one per email. */
export interface NewsletterSubscription {
  /** Lowercased and trimmed; unique. */
  email: string;
  /** The subscriber's consent to the privacy policy; absent on older subscriptions. */
  consent?: StoredConsent;
  created_at: Date;
}

export type NewsletterSubscriptionModel = Model<NewsletterSubscription>;

const newsletterSubscriptionSchema = new Schema<NewsletterSubscription>(
  {
    email: { type: String, required: true, lowercase: true, trim: true, maxlength: 254 },
    consent: { type: consentSchema(), required: false },
  },
  { timestamps: { createdAt: 'created_at', updatedAt: false }, versionKey: false },
);
newsletterSubscriptionSchema.index({ email: 1 }, { unique: true });

/** The `newsletter_subscriptions` model on `connection`. */
export function newsletterSubscriptionModel(connection: Connection): NewsletterSubscriptionModel {
  return modelOn(connection, 'NewsletterSubscription', newsletterSubscriptionSchema, 'newsletter_subscriptions');
}
