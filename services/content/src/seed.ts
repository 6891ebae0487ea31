import { createHash } from 'node:crypto';
import { Types, type Connection, type Model } from 'mongoose';
import type { Logger } from 'pino';
import {
  TRACK_ICONS,
  TRACK_SLUGS,
  TRACK_TITLES,
  type SiteContentListType,
  type TrackSlug,
} from '@consulting/contracts';
import { DEFAULT_NEWS } from './defaults/news.ts';
import { plainTextToHtml } from './news/news-html.ts';
import { migrateNewsItems } from './news/news-migration.ts';
import { DEFAULT_SECTORS } from './defaults/sectors.ts';
import { DEFAULT_STATISTICS } from './defaults/statistics.ts';
import { isDuplicateKeyError } from './models/duplicate-key-error.ts';
import { contactMessageModel } from './models/contact-message.model.ts';
import { newsItemModel } from './models/news-item.model.ts';
import { newsletterSubscriptionModel } from './models/newsletter-subscription.model.ts';
import { sectorModel } from './models/sector.model.ts';
import { serviceModel, type Service } from './models/service.model.ts';
import { SITE_SETTINGS_ID, siteSettingsModel } from './models/site-settings.model.ts';
import { statisticModel } from './models/statistic.model.ts';
import { LIST_TYPES } from './site-content/list-types.ts';
import { bankAccountModel, goalModel, heroSlideModel, partnerModel, teamMemberModel } from './site-content/models.ts';
import { defaultListDocuments, seedOnce, upgradeSiteContent } from './site-content/seed.ts';
import { DEFAULT_SETTINGS_FIELDS } from './site-content/settings.ts';

/** Descriptions of the six tracks (spec §1) as the company presents them. */
const TRACK_DESCRIPTIONS: Record<TrackSlug, { ar: string; en: string }> = {
  'intellectual-property': {
    ar: 'نحمي أفكارك وابتكاراتك: تسجيل العلامات التجارية وبراءات الاختراع وحقوق المؤلف لدى الجهات المختصة في المملكة، ومراقبة التعديات، وإدارة محفظة الملكية الفكرية وترخيصها.',
    en: 'We protect your ideas and inventions: registering trademarks, patents and copyrights with the Saudi authorities, watching for infringements, and managing and licensing your intellectual-property portfolio.',
  },
  innovation: {
    ar: 'نحوّل الأفكار إلى نماذج أعمال قابلة للتطبيق: ورش تصميم الحلول، واختبار المنتجات مع العملاء، وبناء ثقافة الابتكار داخل المنشأة، وإعداد المشاريع لبرامج الدعم والحاضنات.',
    en: 'We turn ideas into workable business models: solution-design workshops, product testing with real customers, building an innovation culture inside your organisation, and preparing projects for support programmes and incubators.',
  },
  investment: {
    ar: 'نربط المشاريع بمصادر التمويل المناسبة: التقييم المالي، وإعداد دراسات الجدوى والعروض الاستثمارية، والتواصل مع المستثمرين وجهات التمويل، ومرافقتك حتى إتمام الصفقة وما بعدها.',
    en: 'We connect projects with the right funding: financial valuation, feasibility studies and investor decks, introductions to investors and financing bodies, and support through the close of the deal and beyond.',
  },
  launch: {
    ar: 'نطلق علامتك التجارية ومشروعك الجديد بثقة: بناء الهوية البصرية، واستراتيجية الدخول إلى السوق، والتسويق الرقمي، والدعم التشغيلي في الأشهر الأولى من الانطلاق.',
    en: 'We launch your brand and new venture with confidence: visual identity, go-to-market strategy, digital marketing, and operational support through the first months after launch.',
  },
  events: {
    ar: 'نخطط وننظم الفعاليات من الفكرة إلى التقييم: المؤتمرات والمعارض وورش العمل وفعاليات الشركات، مع إدارة الموردين والتسويق والتنفيذ في الموقع وقياس الأثر.',
    en: 'We plan and run events from concept to evaluation: conferences, exhibitions, workshops and corporate events, with supplier management, promotion, on-site delivery and impact measurement.',
  },
  representation: {
    ar: 'نمثل الشركات الأجنبية في السوق السعودي: دراسة السوق، والتسجيل والترخيص، وإيجاد الشركاء والموزعين، وتأسيس الحضور المحلي وتشغيله وفق الأنظمة السعودية.',
    en: 'We represent foreign companies in the Saudi market: market studies, registration and licensing, finding partners and distributors, and setting up and running a local presence under Saudi regulations.',
  },
};

/** The six seeded services, in the order of `TRACK_SLUGS` (sort_order 1–6). */
export function defaultServices(): Omit<Service, 'created_at' | 'updated_at'>[] {
  return TRACK_SLUGS.map((slug, index) => ({
    slug,
    title_ar: TRACK_TITLES[slug].ar,
    title_en: TRACK_TITLES[slug].en,
    description_ar: TRACK_DESCRIPTIONS[slug].ar,
    description_en: TRACK_DESCRIPTIONS[slug].en,
    icon: TRACK_ICONS[slug],
    path: `/services/${slug}`,
    is_active: 1,
    sort_order: index + 1,
  }));
}

/**
 * Builds the services' indexes, then inserts the six tracks only when the collection is empty,
 * so admin edits and deletions are never overwritten. Returns the number inserted (6 or 0).
 */
export async function seedServices(connection: Connection, logger: Logger): Promise<number> {
  const Service = serviceModel(connection);
  await Service.init();
  return seedWhenEmpty(
    Service,
    defaultServices().map((service) => ({ key: service.slug, ...service })),
    logger,
  );
}

/**
 * A fixed ObjectId for a seed document, derived from `collection` and its key. Two instances
 * seeding at the same moment insert the same ids, so the second copy is refused by the `_id`
 * index (every backend has it) and nothing is doubled.
 */
export function seedObjectId(collection: string, key: string): Types.ObjectId {
  const hex = createHash('sha256').update(`content-seed:${collection}:${key}`).digest('hex').slice(0, 24);
  return new Types.ObjectId(hex);
}

/**
 * Inserts `docs` (each with a seed `key`) into `model`'s collection only when it is empty, so an
 * admin's edits and deletions are never overwritten. Returns how many were inserted (0 when the
 * collection already had documents or another instance seeded it first).
 */
async function seedWhenEmpty<T>(
  model: Model<T>,
  docs: readonly ({ key: string } & Record<string, unknown>)[],
  logger: Logger,
): Promise<number> {
  if ((await model.countDocuments()) > 0) return 0;
  const collection = model.collection.collectionName;
  const withIds = docs.map(({ key, ...fields }) => ({ _id: seedObjectId(collection, key), ...fields }));
  try {
    const inserted = await model.insertMany(withIds, { ordered: false });
    logger.info({ collection, count: inserted.length }, 'content seeded');
    return inserted.length;
  } catch (error) {
    if (isDuplicateKeyError(error)) return 0;
    throw error;
  }
}

/** Seeds the six sectors (`DEFAULT_SECTORS`) when there are none; returns the number inserted. */
export function seedSectors(connection: Connection, logger: Logger): Promise<number> {
  return seedWhenEmpty(sectorModel(connection), DEFAULT_SECTORS, logger);
}

/**
 * Seeds the four home statistics (`DEFAULT_STATISTICS`) when there are none, once: editors may
 * delete them all, and a restart must not bring them back (`seedOnce`).
 */
export function seedStatistics(connection: Connection, logger: Logger): Promise<number> {
  return seedOnce(connection, 'statistics', () =>
    seedWhenEmpty(statisticModel(connection), DEFAULT_STATISTICS, logger),
  );
}

/**
 * Seeds the six January 2025 sample news items (`DEFAULT_NEWS`) when there are none; each was
 * last updated when it was written.
 */
export function seedNews(connection: Connection, logger: Logger): Promise<number> {
  // Stored as HTML paragraphs, published in both languages (as `is_published` said).
  const news = DEFAULT_NEWS.map((item) => ({
    ...item,
    content_ar: plainTextToHtml(item.content_ar),
    content_en: plainTextToHtml(item.content_en),
    published_ar: item.is_published === 1,
    published_en: item.is_published === 1,
    publish_at: null,
    image_id: '',
    updated_at: item.created_at,
  }));
  return seedWhenEmpty(newsItemModel(connection), news, logger);
}

/**
 * Creates the settings document (the built-in settings, `DEFAULT_SETTINGS_FIELDS`:
 * the twelve fields of `DEFAULT_SITE_SETTINGS`, the social links, no profile PDF, no staff
 * inbox) when it does not exist; an existing one is left exactly as it is (`$setOnInsert`).
 * Returns 1 when created, else 0.
 */
export async function seedSiteSettings(connection: Connection, logger: Logger): Promise<number> {
  const SiteSettings = siteSettingsModel(connection);
  try {
    const result = await SiteSettings.updateOne(
      { _id: SITE_SETTINGS_ID },
      { $setOnInsert: { ...DEFAULT_SETTINGS_FIELDS } },
      { upsert: true },
    );
    if (result.upsertedCount === 0) return 0;
  } catch (error) {
    if (isDuplicateKeyError(error)) return 0;
    throw error;
  }
  logger.info('site settings seeded');
  return 1;
}

/**
 * Seeds one editor-owned list (team, partners, bank accounts, hero slides,
 * goals) with its built-in items (`DEFAULT_SITE_CONTENT`) when it has none; returns the number
 * inserted. Editors' edits and deletions are never overwritten: a list with any item is left,
 * and a list is seeded once (`seedOnce`), so one an editor emptied stays empty.
 */
export function seedSiteContentList(
  connection: Connection,
  type: SiteContentListType,
  logger: Logger,
): Promise<number> {
  const model = LIST_TYPES[type].model(connection);
  return seedOnce(connection, model.collection.collectionName, () =>
    seedWhenEmpty(model, defaultListDocuments(type), logger),
  );
}

/**
 * First start of content (`prepare` of main.ts): builds every collection's indexes (the unique
 * newsletter email among them), then seeds services, sectors, statistics, news, settings and
 * the editor-owned lists (team, partners, bank accounts, hero slides, goals), each
 * only when it has nothing yet, and gives older settings and statistics their
 * new fields (`upgradeSiteContent`). Idempotent: later starts insert nothing. Returns the
 * number of documents inserted per collection.
 */
export async function seedContent(connection: Connection, logger: Logger): Promise<Record<string, number>> {
  await Promise.all(
    [
      serviceModel(connection),
      sectorModel(connection),
      statisticModel(connection),
      newsItemModel(connection),
      siteSettingsModel(connection),
      contactMessageModel(connection),
      newsletterSubscriptionModel(connection),
      teamMemberModel(connection),
      partnerModel(connection),
      bankAccountModel(connection),
      heroSlideModel(connection),
      goalModel(connection),
    ].map((model) => model.init()),
  );
  await upgradeSiteContent(connection);
  // Older news (plain text, one publication flag) becomes HTML with per-language flags.
  await migrateNewsItems(connection, logger);
  return {
    services: await seedServices(connection, logger),
    sectors: await seedSectors(connection, logger),
    statistics: await seedStatistics(connection, logger),
    news: await seedNews(connection, logger),
    settings: await seedSiteSettings(connection, logger),
    team: await seedSiteContentList(connection, 'team', logger),
    partners: await seedSiteContentList(connection, 'partners', logger),
    bank_accounts: await seedSiteContentList(connection, 'bank-accounts', logger),
    hero_slides: await seedSiteContentList(connection, 'hero-slides', logger),
    goals: await seedSiteContentList(connection, 'goals', logger),
  };
}
