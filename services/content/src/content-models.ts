import type { Connection } from 'mongoose';
import { mediaItemModel, type MediaItemModel } from './media/media.model.ts';
import { contactMessageModel, type ContactMessageModel } from './models/contact-message.model.ts';
import { newsItemModel, type NewsItemModel } from './models/news-item.model.ts';
import {
  newsletterSubscriptionModel,
  type NewsletterSubscriptionModel,
} from './models/newsletter-subscription.model.ts';
import { sectorModel, type SectorModel } from './models/sector.model.ts';
import { serviceModel, type ServiceModel } from './models/service.model.ts';
import { siteSettingsModel, type SiteSettingsModel } from './models/site-settings.model.ts';
import { statisticModel, type StatisticModel } from './models/statistic.model.ts';

/** Every collection the content service owns (architecture "Data ownership"). */
export interface ContentModels {
  Service: ServiceModel;
  Sector: SectorModel;
  Statistic: StatisticModel;
  NewsItem: NewsItemModel;
  SiteSettings: SiteSettingsModel;
  ContactMessage: ContactMessageModel;
  NewsletterSubscription: NewsletterSubscriptionModel;
  /** The media library's records; the files are in the GridFS bucket `media`. */
  Media: MediaItemModel;
}

/** The content models on `connection`, each compiled once per connection. */
export function contentModels(connection: Connection): ContentModels {
  return {
    Service: serviceModel(connection),
    Sector: sectorModel(connection),
    Statistic: statisticModel(connection),
    NewsItem: newsItemModel(connection),
    SiteSettings: siteSettingsModel(connection),
    ContactMessage: contactMessageModel(connection),
    NewsletterSubscription: newsletterSubscriptionModel(connection),
    Media: mediaItemModel(connection),
  };
}
