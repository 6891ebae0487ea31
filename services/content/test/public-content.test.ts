import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_CATEGORIES, TRACK_SLUGS, type NewsItemRecord } from '@consulting/contracts';
import { DEFAULT_SITE_SETTINGS } from '../src/defaults/site-settings.ts';
import { NEWS_RECORD_KEYS, startContent, type ContentUnderTest } from './support/content-harness.ts';

let content: ContentUnderTest;

beforeAll(async () => {
  content = await startContent('content_public');
});
afterAll(async () => {
  await content?.close();
});

async function listNews(query = ''): Promise<NewsItemRecord[]> {
  const { status, body } = await content.call('GET', `/api/news${query}`);
  expect(status).toBe(200);
  expect(body.success).toBe(true);
  return body.news;
}

/** Adds a news item straight to the database (as the admin routes would), `minutesAgo` old. */
async function addNews(fields: Record<string, unknown>, minutesAgo = 0): Promise<string> {
  const created_at = new Date(Date.now() - minutesAgo * 60_000);
  const doc = await content.models.NewsItem.create({
    title_ar: 'خبر',
    title_en: 'News',
    content_ar: 'محتوى',
    content_en: 'Content',
    is_published: 1,
    created_at,
    ...fields,
  });
  return doc._id.toString();
}

describe('GET /api/home', () => {
  it('returns services, sectors, statistics, the latest three news items and the settings', async () => {
    const { status, body } = await content.call('GET', '/api/home');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['news', 'sectors', 'services', 'settings', 'statistics', 'success']);
    expect(body.success).toBe(true);
    expect(body.services.map((s: { slug: string }) => s.slug)).toEqual([...TRACK_SLUGS]);
    expect(body.sectors).toHaveLength(6);
    expect(body.sectors.map((s: { sort_order: number }) => s.sort_order)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(Object.keys(body.sectors[0]).sort()).toEqual(
      ['description_ar', 'description_en', 'icon', 'id', 'is_active', 'name_ar', 'name_en', 'sort_order'].sort(),
    );
    expect(body.statistics.map((s: { value: string }) => s.value)).toEqual(['6', '50+', '15+', '100%']);
    expect(Object.keys(body.statistics[0]).sort()).toEqual(
      ['description_ar', 'description_en', 'id', 'sort_order', 'title_ar', 'title_en', 'value'].sort(),
    );
    expect(body.news).toHaveLength(3);
    expect(Object.keys(body.news[0]).sort()).toEqual(NEWS_RECORD_KEYS);
    expect(body.news.map((n: NewsItemRecord) => n.created_at.slice(0, 10))).toEqual([
      '2025-01-28',
      '2025-01-23',
      '2025-01-19',
    ]);
    expect(body.settings).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('shows a newly published item first, never a draft, and hides inactive sectors at once', async () => {
    const draft = await addNews({ title_en: 'Draft on home', is_published: 0 });
    const published = await addNews({ title_en: 'Published on home' }, 1);
    const sector = await content.models.Sector.findOne({ sort_order: 1 });
    await content.models.Sector.updateOne({ _id: sector?._id }, { is_active: 0 });
    try {
      const { body } = await content.call('GET', '/api/home');
      expect(body.news.map((n: NewsItemRecord) => n.title_en)).toEqual([
        'Published on home',
        'Free training workshop on intellectual property basics',
        'Seed funding round closed for a client start-up',
      ]);
      expect(body.sectors).toHaveLength(5);
      expect(body.sectors.map((s: { id: string }) => s.id)).not.toContain(sector?._id.toString());
    } finally {
      await content.models.NewsItem.deleteMany({ _id: { $in: [draft, published] } });
      await content.models.Sector.updateOne({ _id: sector?._id }, { is_active: 1 });
    }
  });
});

describe('GET /api/sectors, /api/statistics, /api/settings', () => {
  it('lists active sectors by sort_order', async () => {
    const sector = await content.models.Sector.create({
      name_ar: 'التعليم',
      name_en: 'Education',
      description_ar: 'وصف',
      description_en: 'Description',
      sort_order: 0,
    });
    const hidden = await content.models.Sector.create({
      name_ar: 'مخفي',
      name_en: 'Hidden',
      description_ar: 'وصف',
      description_en: 'Description',
      is_active: 0,
    });
    try {
      const { status, body } = await content.call('GET', '/api/sectors');
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.sectors.map((s: { name_en: string }) => s.name_en)).toEqual([
        'Education',
        'Technology and Telecommunications',
        'Healthcare',
        'Financial Services and Fintech',
        'Retail and Commerce',
        'Manufacturing and Industry',
        'Tourism and Entertainment',
      ]);
      expect(body.sectors[0]).toMatchObject({ icon: 'fas fa-industry', is_active: 1, sort_order: 0 });
    } finally {
      await content.models.Sector.deleteMany({ _id: { $in: [sector._id, hidden._id] } });
    }
  });

  it('lists the statistics and the settings', async () => {
    const statistics = await content.call('GET', '/api/statistics');
    expect(statistics.status).toBe(200);
    expect(statistics.body.statistics.map((s: { title_en: string }) => s.title_en)).toEqual([
      'Service Tracks',
      'Projects',
      'Sectors',
      'Success',
    ]);
    const settings = await content.call('GET', '/api/settings');
    expect(settings).toEqual({ status: 200, body: { success: true, settings: DEFAULT_SITE_SETTINGS } });
  });

  it('says public reads must be revalidated (no stale copies after an admin edit)', async () => {
    const res = await fetch(`${content.url}/api/news`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('GET /api/news', () => {
  it('lists the six published items newest first with the NewsItemRecord fields', async () => {
    const news = await listNews();
    expect(news).toHaveLength(6);
    expect(news.map((n) => n.category)).toEqual([...NEWS_CATEGORIES].reverse());
    for (const item of news) {
      expect(Object.keys(item).sort()).toEqual(NEWS_RECORD_KEYS);
      expect(item.id).toMatch(/^[0-9a-f]{24}$/);
      expect(item.summary_ar.length).toBeGreaterThan(20);
      expect(item.image).toBe('');
    }
  });

  it('filters by category, and treats all (or empty) as no filter', async () => {
    for (const category of NEWS_CATEGORIES) {
      const news = await listNews(`?category=${category}`);
      expect(news).toHaveLength(1);
      expect(news[0].category).toBe(category);
    }
    expect(await listNews('?category=all')).toHaveLength(6);
    expect(await listNews('?category=')).toHaveLength(6);
  });

  it('answers 400 for an unknown category or language', async () => {
    for (const query of ['?category=sports', '?lang=fr', '?category=events&category=training']) {
      const { status, body } = await content.call('GET', `/api/news${query}`);
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(typeof body.error).toBe('string');
    }
  });

  it('searches titles and summaries case-insensitively, in the given language or both', async () => {
    const titles = async (query: string) => (await listNews(query)).map((n) => n.title_en);
    expect(await titles('?q=SEED%20FUNDING')).toEqual(['Seed funding round closed for a client start-up']);
    // 'Demo day' is in the Innovation Lab content only, not its title or summary.
    expect(await titles('?q=demo%20day')).toEqual([]);
    // Arabic summary of the forum item; found with lang=ar or without lang, not with lang=en.
    const arabic = encodeURIComponent('جلسات حول حماية الأفكار');
    expect(await titles(`?q=${arabic}`)).toEqual(['The company takes part in the Riyadh Entrepreneurs Forum']);
    expect(await titles(`?q=${arabic}&lang=ar`)).toHaveLength(1);
    expect(await titles(`?q=${arabic}&lang=en`)).toEqual([]);
    expect(await titles('?q=workshop&category=training')).toEqual([
      'Free training workshop on intellectual property basics',
    ]);
    expect(await titles('?q=workshop&category=events')).toEqual([]);
    // Regular-expression characters are plain text.
    expect(await titles('?q=.*')).toEqual([]);
  });

  it('summarises an item without an excerpt by the first 150 characters of its content', async () => {
    const contentAr = 'أ'.repeat(140) + ' ' + 'ب'.repeat(40);
    const contentEn = 'Quarterly update. '.repeat(20);
    const id = await addNews({ title_en: 'No excerpt', content_ar: contentAr, content_en: contentEn }, 1);
    try {
      const [item] = await listNews('?q=no%20excerpt');
      expect(item.id).toBe(id);
      expect(item.summary_ar).toBe(Array.from(contentAr).slice(0, 150).join(''));
      expect(item.summary_en).toBe(contentEn.slice(0, 150).trim());
      expect(item.summary_en.length).toBeLessThanOrEqual(150);
    } finally {
      await content.models.NewsItem.deleteOne({ _id: id });
    }
  });

  it('never lists a draft and drops an unpublished item at once', async () => {
    const draft = await addNews({ title_en: 'Secret draft', is_published: 0 });
    try {
      expect((await listNews()).map((n) => n.title_en)).not.toContain('Secret draft');
      expect(await listNews('?q=secret')).toEqual([]);
      const first = (await listNews())[0];
      // Publication is stored per language (`is_published` is derived from it).
      await content.models.NewsItem.updateOne({ _id: first.id }, { published_ar: false, published_en: false });
      expect((await listNews()).map((n) => n.id)).not.toContain(first.id);
      await content.models.NewsItem.updateOne({ _id: first.id }, { published_ar: true, published_en: true });
    } finally {
      await content.models.NewsItem.deleteOne({ _id: draft });
    }
  });
});

describe('GET /api/news/:id', () => {
  it('returns a published item and counts the visit', async () => {
    const [first] = await listNews();
    const opened = await content.call('GET', `/api/news/${first.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body.success).toBe(true);
    expect(opened.body.news).toMatchObject({ id: first.id, title_en: first.title_en, views: first.views + 1 });
    expect(opened.body.news.updated_at).toBe(first.updated_at);
    const again = await content.call('GET', `/api/news/${first.id}`);
    expect(again.body.news.views).toBe(first.views + 2);
    expect((await listNews()).find((n) => n.id === first.id)?.views).toBe(first.views + 2);
  });

  it('answers 404 for a draft, an unknown id and a malformed id, and counts nothing', async () => {
    const draft = await addNews({ title_en: 'Draft', is_published: 0, views: 5 });
    try {
      for (const id of [draft, '0123456789abcdef01234567', 'not-an-id', '123']) {
        const { status, body } = await content.call('GET', `/api/news/${id}`);
        expect(status).toBe(404);
        expect(body).toEqual({ success: false, error: 'News item not found' });
      }
      expect((await content.models.NewsItem.findById(draft))?.views).toBe(5);
    } finally {
      await content.models.NewsItem.deleteOne({ _id: draft });
    }
  });
});
