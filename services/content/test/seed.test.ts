import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from 'mongoose';
import { NEWS_CATEGORIES } from '@consulting/contracts';
import { openTestDatabase } from '@consulting/service-kit/test-support';
import { contentModels, type ContentModels } from '../src/content-models.ts';
import { DEFAULT_SITE_SETTINGS } from '../src/defaults/site-settings.ts';
import { SITE_SETTINGS_ID } from '../src/models/site-settings.model.ts';
import { seedContent } from '../src/seed.ts';
import { logger } from './support/content-harness.ts';

let connection: Connection;
let models: ContentModels;

beforeAll(async () => {
  connection = await openTestDatabase('content_seed');
  models = contentModels(connection);
});
afterAll(async () => {
  await connection?.dropDatabase();
  await connection?.close();
});

describe('seedContent', () => {
  it('fills every empty collection at first start', async () => {
    expect(await seedContent(connection, logger)).toEqual({
      services: 6,
      sectors: 6,
      statistics: 4,
      news: 6,
      settings: 1,
      // The editor-owned lists (site-content-seed.test.ts checks them).
      team: 4,
      partners: 5,
      bank_accounts: 3,
      hero_slides: 5,
      goals: 10,
    });
  });

  it('seeds six active sectors in order with bilingual texts', async () => {
    const sectors = await models.Sector.find().sort({ sort_order: 1 });
    expect(sectors.map((s) => s.sort_order)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(sectors.map((s) => s.name_en)).toEqual([
      'Technology and Telecommunications',
      'Healthcare',
      'Financial Services and Fintech',
      'Retail and Commerce',
      'Manufacturing and Industry',
      'Tourism and Entertainment',
    ]);
    for (const sector of sectors) {
      expect(sector.is_active).toBe(1);
      expect(sector.name_ar).toMatch(/[\u0600-\u06FF]/);
      expect(sector.description_ar).toMatch(/[\u0600-\u06FF]/);
      expect(sector.description_en.length).toBeGreaterThan(60);
    }
  });

  it('seeds the statistics of spec §9: 6 tracks, 50+ projects, 15+ sectors, 100% success', async () => {
    const statistics = await models.Statistic.find().sort({ sort_order: 1 });
    expect(statistics.map((s) => [s.value, s.title_en])).toEqual([
      ['6', 'Service Tracks'],
      ['50+', 'Projects'],
      ['15+', 'Sectors'],
      ['100%', 'Success'],
    ]);
    for (const statistic of statistics) expect(statistic.title_ar).toMatch(/[\u0600-\u06FF]/);
  });

  it('seeds six published January 2025 news items over the six categories', async () => {
    const news = await models.NewsItem.find().sort({ created_at: 1 });
    expect(news).toHaveLength(6);
    expect(new Set(news.map((n) => n.category))).toEqual(new Set(NEWS_CATEGORIES));
    const featured = news.filter((n) => n.featured).length;
    expect(featured).toBeGreaterThanOrEqual(1);
    expect(featured).toBeLessThanOrEqual(2);
    for (const item of news) {
      expect(item.is_published).toBe(1);
      expect(item.created_at.toISOString()).toMatch(/^2025-01-/);
      expect(item.updated_at.toISOString()).toBe(item.created_at.toISOString());
      expect(item.views).toBeGreaterThanOrEqual(100);
      expect(item.views).toBeLessThanOrEqual(1099);
      expect(item.author).not.toBe('');
      for (const text of [item.title_ar, item.excerpt_ar, item.content_ar]) expect(text).toMatch(/[\u0600-\u06FF]/);
      for (const text of [item.title_en, item.excerpt_en, item.content_en]) expect(text).toMatch(/[A-Za-z]/);
    }
  });

  it('seeds the site settings with the brand, contact details and working hours', async () => {
    const settings = await models.SiteSettings.findById(SITE_SETTINGS_ID).lean();
    expect(settings).toMatchObject({
      company_name_ar: 'الخدمات الاستشارية',
      company_name_en: 'Consulting Services',
      phone: '+966 11 000 0000',
      email: 'info@example.com',
      working_hours_ar: 'الأحد - الخميس، 9:00 ص - 6:00 م',
      working_hours_en: 'Sunday to Thursday, 9:00 AM to 6:00 PM',
    });
    expect(settings?.address_en).toContain('Riyadh');
    expect(settings?.address_ar).toContain('الرياض');
  });

  it('inserts nothing on later starts and keeps every admin edit and deletion', async () => {
    const sector = await models.Sector.findOne({ sort_order: 2 });
    await models.Sector.updateOne({ _id: sector?._id }, { name_en: 'Health and Life Sciences' });
    const news = await models.NewsItem.findOne({ category: 'training' });
    await models.NewsItem.updateOne({ _id: news?._id }, { title_en: 'Edited title', is_published: 0 });
    await models.Statistic.deleteOne({ value: '100%' });
    await models.SiteSettings.updateOne({ _id: SITE_SETTINGS_ID }, { phone: '+966 11 222 3333' });

    expect(await seedContent(connection, logger)).toEqual({
      services: 0,
      sectors: 0,
      statistics: 0,
      news: 0,
      settings: 0,
      team: 0,
      partners: 0,
      bank_accounts: 0,
      hero_slides: 0,
      goals: 0,
    });
    expect(await models.Sector.countDocuments()).toBe(6);
    expect((await models.Sector.findById(sector?._id))?.name_en).toBe('Health and Life Sciences');
    expect(await models.NewsItem.findById(news?._id).lean()).toMatchObject({
      title_en: 'Edited title',
      is_published: 0,
    });
    expect(await models.Statistic.countDocuments()).toBe(3);
    expect((await models.SiteSettings.findById(SITE_SETTINGS_ID).lean())?.phone).toBe('+966 11 222 3333');
  });

  it('does not double the content when two instances seed the same empty database at once', async () => {
    const fresh = await openTestDatabase('content_seed_race');
    try {
      await Promise.all([seedContent(fresh, logger), seedContent(fresh, logger)]);
      const m = contentModels(fresh);
      expect(await m.Service.countDocuments()).toBe(6);
      expect(await m.Sector.countDocuments()).toBe(6);
      expect(await m.Statistic.countDocuments()).toBe(4);
      expect(await m.NewsItem.countDocuments()).toBe(6);
      expect(await m.SiteSettings.countDocuments()).toBe(1);
      expect(await m.SiteSettings.findById(SITE_SETTINGS_ID).lean()).toMatchObject(DEFAULT_SITE_SETTINGS);
    } finally {
      await fresh.dropDatabase();
      await fresh.close();
    }
  });
});
