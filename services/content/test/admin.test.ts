import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { personFormFields } from '@consulting/service-kit';
import { TEST_INTERNAL_TOKEN, TEST_SECRET, signTestToken, testKeyPair } from '@consulting/service-kit/test-support';
import {
  NEWS_RECORD_KEYS,
  adminToken,
  clientToken,
  startContent,
  type ContentUnderTest,
} from './support/content-harness.ts';

let content: ContentUnderTest;
let admin: string;

beforeAll(async () => {
  content = await startContent('content_admin');
  admin = adminToken();
});
afterAll(async () => {
  await content?.close();
});

const SOME_ID = '0123456789abcdef01234567';

/** Every admin route with a body that would be valid, so only the token decides. */
const ADMIN_ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/admin/news'],
  ['POST', '/api/admin/news', { title_ar: 'ع', title_en: 'T', content_ar: 'م', content_en: 'C' }],
  ['PUT', `/api/admin/news/${SOME_ID}`, { title_en: 'T' }],
  ['DELETE', `/api/admin/news/${SOME_ID}`],
  ['GET', '/api/admin/services'],
  ['POST', '/api/admin/services', { title_ar: 'ع', title_en: 'T', description_ar: 'و', description_en: 'D' }],
  ['PUT', `/api/admin/services/${SOME_ID}`, { title_en: 'T' }],
  ['DELETE', `/api/admin/services/${SOME_ID}`],
  ['GET', '/api/admin/sectors'],
  ['POST', '/api/admin/sectors', { name_ar: 'ع', name_en: 'T', description_ar: 'و', description_en: 'D' }],
  ['PUT', `/api/admin/sectors/${SOME_ID}`, { name_en: 'T' }],
  ['DELETE', `/api/admin/sectors/${SOME_ID}`],
  ['GET', '/api/admin/messages'],
  ['PUT', `/api/admin/messages/${SOME_ID}`, { is_read: true }],
  ['DELETE', `/api/admin/messages/${SOME_ID}`],
  ['POST', `/api/admin/messages/${SOME_ID}/reply`, { reply: 'Thanks' }],
  ['GET', `/api/admin/news/${SOME_ID}/audit`],
  ['GET', `/api/admin/services/${SOME_ID}/audit`],
  ['GET', `/api/admin/sectors/${SOME_ID}/audit`],
  ['GET', `/api/admin/messages/${SOME_ID}/audit`],
];

async function counts() {
  const m = content.models;
  return Promise.all([m.NewsItem, m.Service, m.Sector, m.ContactMessage].map((model) => model.countDocuments()));
}

describe('admin routes', () => {
  it('answer 401 without a valid token and 403 for a client, changing nothing', async () => {
    const before = await counts();
    const expired = signTestToken({ id: 'a', role: 'admin', email: 'a@x.sa', name: 'A' }, { expiresInSeconds: -10 });
    const forged = signTestToken({ id: 'a', role: 'admin', email: 'a@x.sa', name: 'A' }, { key: testKeyPair() });
    for (const [method, path, body] of ADMIN_ROUTES) {
      for (const token of [undefined, 'not-a-jwt', expired, forged]) {
        expect(await content.call(method, path, { body, token }), `${method} ${path}`).toEqual({
          status: 401,
          body: { success: false, error: 'Authentication required' },
        });
      }
      expect(await content.call(method, path, { body, token: clientToken() }), `${method} ${path}`).toEqual({
        status: 403,
        body: { success: false, error: 'Forbidden' },
      });
    }
    expect(await counts()).toEqual(before);
    expect(await content.connection.collection('audit_trail').countDocuments()).toBe(0);
  });
});

describe('admin news', () => {
  it('lists drafts too, newest first, with the admin fields', async () => {
    const draft = await content.call('POST', '/api/admin/news', {
      token: admin,
      body: { title_ar: 'مسودة', title_en: 'Draft item', content_ar: 'نص', content_en: 'Text' },
    });
    expect(draft.status).toBe(201);
    const { status, body } = await content.call('GET', '/api/admin/news', { token: admin });
    expect(status).toBe(200);
    expect(body.news).toHaveLength(7);
    expect(body.news[0]).toMatchObject({ id: draft.body.news.id, is_published: 0, title_en: 'Draft item' });
    expect(Object.keys(body.news[1]).sort()).toEqual(
      [...NEWS_RECORD_KEYS, 'excerpt_ar', 'excerpt_en', 'image_url', 'is_published', 'image_id', 'publish_at'].sort(),
    );
    await content.call('DELETE', `/api/admin/news/${draft.body.news.id}`, { token: admin });
  });

  it('creates with the defaults of spec §3 and the 150-character excerpt fallback', async () => {
    const contentAr = 'ن'.repeat(200);
    const contentEn = 'E'.repeat(200);
    const { status, body } = await content.call('POST', '/api/admin/news', {
      token: admin,
      body: { title_ar: ' عنوان ', title_en: ' Title ', content_ar: contentAr, content_en: contentEn },
    });
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.news).toMatchObject({
      title_ar: 'عنوان',
      title_en: 'Title',
      excerpt_ar: 'ن'.repeat(150),
      excerpt_en: 'E'.repeat(150),
      summary_ar: 'ن'.repeat(150),
      summary_en: 'E'.repeat(150),
      is_published: 0,
      category: 'company-news',
      featured: false,
      author: 'Admin',
      image: '',
      image_url: '',
      views: 0,
    });
    expect(body.news.created_at).toBe(body.news.updated_at);
    // A draft is not public.
    expect((await content.call('GET', `/api/news/${body.news.id}`)).status).toBe(404);
    await content.call('DELETE', `/api/admin/news/${body.news.id}`, { token: admin });
  });

  it('publishes, edits and deletes an item, and /news follows every change at once', async () => {
    const created = await content.call('POST', '/api/admin/news', {
      token: admin,
      body: {
        title_ar: 'شراكة جديدة',
        title_en: 'New partnership',
        content_ar: 'تفاصيل الشراكة',
        content_en: 'Partnership details',
        excerpt_en: 'A short summary',
        image_url: 'https://cdn.example.com/p.jpg',
        is_published: 1,
        category: 'partnerships',
        featured: true,
        author: 'Media team',
      },
    });
    expect(created.status).toBe(201);
    const id: string = created.body.news.id;
    const publicTitles = async () =>
      (await content.call('GET', '/api/news')).body.news.map((n: { title_en: string }) => n.title_en);
    expect((await publicTitles())[0]).toBe('New partnership');
    expect((await content.call('GET', `/api/news/${id}`)).body.news).toMatchObject({
      summary_en: 'A short summary',
      summary_ar: 'تفاصيل الشراكة',
      image: 'https://cdn.example.com/p.jpg',
      featured: true,
      author: 'Media team',
    });

    const edited = await content.call('PUT', `/api/admin/news/${id}`, {
      token: admin,
      body: { title_en: 'Partnership signed' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.news).toMatchObject({ id, title_en: 'Partnership signed', category: 'partnerships' });
    expect(Date.parse(edited.body.news.updated_at)).toBeGreaterThanOrEqual(Date.parse(edited.body.news.created_at));
    expect((await publicTitles())[0]).toBe('Partnership signed');
    expect((await content.call('GET', '/api/home')).body.news[0].title_en).toBe('Partnership signed');

    await content.call('PUT', `/api/admin/news/${id}`, { token: admin, body: { is_published: 0 } });
    expect(await publicTitles()).not.toContain('Partnership signed');
    expect((await content.call('GET', `/api/news/${id}`)).status).toBe(404);

    await content.call('PUT', `/api/admin/news/${id}`, { token: admin, body: { is_published: 1 } });
    expect(await content.call('DELETE', `/api/admin/news/${id}`, { token: admin })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await publicTitles()).not.toContain('Partnership signed');
    expect(await content.call('DELETE', `/api/admin/news/${id}`, { token: admin })).toEqual({
      status: 404,
      body: { success: false, error: 'News item not found' },
    });
  });

  it('keeps the excerpt following the content when the form sends the shown fallback back', async () => {
    const created = await content.call('POST', '/api/admin/news', {
      token: admin,
      body: { title_ar: 'ع', title_en: 'Follow', content_ar: 'قديم', content_en: 'Old text', is_published: 1 },
    });
    const { id, excerpt_ar, excerpt_en } = created.body.news;
    const edited = await content.call('PUT', `/api/admin/news/${id}`, {
      token: admin,
      body: { excerpt_ar, excerpt_en, title_en: 'Follow 2' },
    });
    expect(edited.body.news.summary_en).toBe('Old text');
    const rewritten = await content.call('PUT', `/api/admin/news/${id}`, {
      token: admin,
      body: { content_en: 'New text' },
    });
    expect(rewritten.body.news).toMatchObject({ summary_en: 'New text', excerpt_en: 'New text' });
    await content.call('DELETE', `/api/admin/news/${id}`, { token: admin });
  });

  it('rejects bad input with 400 and stores nothing', async () => {
    const before = await content.models.NewsItem.countDocuments();
    const valid = { title_ar: 'ع', title_en: 'T', content_ar: 'م', content_en: 'C' };
    // A title in one language at least; a published language needs its title and content.
    const cases: [unknown, string][] = [
      [{}, 'أدخل عنوان الخبر بالعربية أو بالإنجليزية'],
      [
        { ...valid, title_en: '  ', content_ar: '', is_published: 1 },
        'لا يمكن نشر الخبر قبل تعبئة: المحتوى بالعربية، العنوان بالإنجليزية',
      ],
      [{ ...valid, category: 'sports' }, expect.stringMatching(/^category must be one of: company-news, /)],
      [{ ...valid, is_published: 2 }, 'is_published must be 0 or 1'],
      [{ ...valid, featured: 'yes' }, 'featured must be true or false'],
      [{ ...valid, image_url: 'javascript:alert(1)' }, 'image_url must be an http(s) URL or a path on this site'],
      ['{"title_ar":', 'Malformed JSON body'],
    ];
    for (const [body, error] of cases) {
      expect(await content.call('POST', '/api/admin/news', { token: admin, body })).toEqual({
        status: 400,
        body: { success: false, error },
      });
    }
    expect(await content.models.NewsItem.countDocuments()).toBe(before);
  });

  it('rejects a bad update with 400 and leaves the item unchanged; unknown ids are 404', async () => {
    const [item] = (await content.call('GET', '/api/admin/news', { token: admin })).body.news;
    for (const [body, error] of [
      [{ title_en: ' ' }, 'لا يمكن نشر الخبر قبل تعبئة: العنوان بالإنجليزية'],
      [{}, 'Nothing to update'],
      [{ unknown: 1 }, 'Nothing to update'],
      [{ category: 'all' }, expect.stringMatching(/^category must be one of/)],
    ] as [unknown, string][]) {
      expect(await content.call('PUT', `/api/admin/news/${item.id}`, { token: admin, body })).toEqual({
        status: 400,
        body: { success: false, error },
      });
    }
    const [after] = (await content.call('GET', '/api/admin/news', { token: admin })).body.news;
    expect(after).toEqual(item);
    for (const id of [SOME_ID, 'bad-id']) {
      expect(
        (await content.call('PUT', `/api/admin/news/${id}`, { token: admin, body: { title_en: 'X' } })).status,
      ).toBe(404);
    }
  });
});

describe('admin services', () => {
  it('creates, edits, hides and deletes a service; the public list follows', async () => {
    const created = await content.call('POST', '/api/admin/services', {
      token: admin,
      body: {
        title_ar: 'الجودة',
        title_en: 'Quality & Excellence',
        description_ar: 'وصف الجودة',
        description_en: 'Quality description',
        sort_order: 'abc',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.service).toMatchObject({
      slug: 'quality-excellence',
      path: '/services/quality-excellence',
      icon: 'fas fa-cog',
      is_active: 1,
      sort_order: 0,
    });
    const id: string = created.body.service.id;
    const publicSlugs = async () =>
      (await content.call('GET', '/api/services')).body.services.map((s: { slug: string }) => s.slug);
    expect((await publicSlugs())[0]).toBe('quality-excellence');

    const second = await content.call('POST', '/api/admin/services', {
      token: admin,
      body: {
        title_ar: 'ج',
        title_en: 'Quality Excellence',
        description_ar: 'و',
        description_en: 'D',
        sort_order: '9',
      },
    });
    expect(second.body.service).toMatchObject({ slug: 'quality-excellence-2', sort_order: 9 });
    const clash = await content.call('PUT', `/api/admin/services/${second.body.service.id}`, {
      token: admin,
      body: { slug: 'quality-excellence' },
    });
    expect(clash).toEqual({ status: 409, body: { success: false, error: 'Another service already uses this slug' } });

    const edited = await content.call('PUT', `/api/admin/services/${id}`, {
      token: admin,
      body: { title_en: 'Quality', is_active: 0, sort_order: 7 },
    });
    expect(edited.body.service).toMatchObject({ title_en: 'Quality', is_active: 0, sort_order: 7 });
    expect(await publicSlugs()).not.toContain('quality-excellence');
    const all = await content.call('GET', '/api/admin/services', { token: admin });
    expect(all.body.services.map((s: { slug: string }) => s.slug)).toContain('quality-excellence');

    for (const serviceId of [id, second.body.service.id]) {
      expect((await content.call('DELETE', `/api/admin/services/${serviceId}`, { token: admin })).status).toBe(200);
    }
    expect((await content.call('GET', '/api/admin/services', { token: admin })).body.services).toHaveLength(6);
  });

  it('requires both titles and both descriptions', async () => {
    const res = await content.call('POST', '/api/admin/services', { token: admin, body: { title_ar: 'ع' } });
    expect(res).toEqual({
      status: 400,
      body: {
        success: false,
        error: 'Please fill in the following fields: English title, Arabic description, English description',
      },
    });
  });
});

describe('admin sectors', () => {
  it('creates (title_* accepted for name_*), edits and deletes a sector; the public list follows', async () => {
    const created = await content.call('POST', '/api/admin/sectors', {
      token: admin,
      body: {
        title_ar: 'التعليم',
        title_en: 'Education',
        description_ar: 'وصف',
        description_en: 'Schools',
        sort_order: 3,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.sector).toMatchObject({
      name_ar: 'التعليم',
      name_en: 'Education',
      icon: 'fas fa-industry',
      is_active: 1,
      sort_order: 3,
    });
    const id: string = created.body.sector.id;
    const publicNames = async () =>
      (await content.call('GET', '/api/sectors')).body.sectors.map((s: { name_en: string }) => s.name_en);
    expect(await publicNames()).toContain('Education');

    const edited = await content.call('PUT', `/api/admin/sectors/${id}`, {
      token: admin,
      body: { name_en: 'Education and Training', is_active: false },
    });
    expect(edited.body.sector).toMatchObject({ name_en: 'Education and Training', is_active: 0, sort_order: 3 });
    expect(await publicNames()).not.toContain('Education and Training');
    expect((await content.call('GET', '/api/admin/sectors', { token: admin })).body.sectors).toHaveLength(7);

    expect((await content.call('DELETE', `/api/admin/sectors/${id}`, { token: admin })).status).toBe(200);
    expect((await content.call('DELETE', `/api/admin/sectors/${id}`, { token: admin })).body).toEqual({
      success: false,
      error: 'Sector not found',
    });
    const missing = await content.call('POST', '/api/admin/sectors', { token: admin, body: { name_en: 'X' } });
    expect(missing.body.error).toBe(
      'Please fill in the following fields: Arabic title, Arabic description, English description',
    );
  });
});

describe('admin messages', () => {
  it('marks a message read and unread, and deletes it', async () => {
    await content.call('POST', '/api/contact', {
      body: {
        name: 'A',
        email: 'a@example.com',
        phone: '1',
        subject: 'S',
        message: 'M',
        ...personFormFields(TEST_SECRET),
      },
    });
    const [message] = (await content.call('GET', '/api/admin/messages', { token: admin })).body.messages;
    expect(message.is_read).toBe(false);
    const read = await content.call('PUT', `/api/admin/messages/${message.id}`, {
      token: admin,
      body: { is_read: true },
    });
    expect(read).toEqual({ status: 200, body: { success: true, message: { ...message, is_read: true } } });
    expect(
      (await content.call('PUT', `/api/admin/messages/${message.id}`, { token: admin, body: { is_read: 'yes' } })).body,
    ).toEqual({ success: false, error: 'is_read must be true or false' });
    expect((await content.call('GET', '/api/admin/messages', { token: admin })).body.messages[0].is_read).toBe(true);
    expect((await content.call('DELETE', `/api/admin/messages/${message.id}`, { token: admin })).status).toBe(200);
    expect((await content.call('GET', '/api/admin/messages', { token: admin })).body.messages).toEqual([]);
  });

  it('lists messages newest first', async () => {
    for (const subject of ['first', 'second']) {
      await content.call('POST', '/api/contact', {
        body: {
          name: 'A',
          email: 'a@example.com',
          phone: '1',
          subject,
          message: 'M',
          ...personFormFields(TEST_SECRET),
        },
      });
    }
    // Sent within the same millisecond or not: the list breaks ties by `_id`, which grows.
    const { body } = await content.call('GET', '/api/admin/messages', { token: admin });
    expect(body.messages.map((m: { subject: string }) => m.subject)).toEqual(['second', 'first']);
  });
});

describe('admin logout (IDENTITY_URL set)', () => {
  it('refuses a revoked admin token and fails closed when identity is down', async () => {
    const revoked = new Set<string>();
    const identity = createServer((req, res) => {
      const jti = decodeURIComponent(req.url?.split('/internal/tokens/')[1]?.split('?')[0] ?? '');
      const ok = req.headers['x-internal-token'] === TEST_INTERNAL_TOKEN;
      res.writeHead(ok ? 200 : 403, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ok ? { success: true, revoked: revoked.has(jti) } : { success: false }));
    });
    await new Promise<void>((resolve) => identity.listen(0, '127.0.0.1', resolve));
    const identityUrl = `http://127.0.0.1:${(identity.address() as AddressInfo).port}`;
    const checked = await startContent('content_admin_revocation', {
      seed: false,
      identityUrl,
      identitySessions: true,
    });
    try {
      const token = adminToken();
      expect((await checked.call('GET', '/api/admin/news', { token })).status).toBe(200);
      revoked.add(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti);
      expect(await checked.call('GET', '/api/admin/news', { token })).toEqual({
        status: 401,
        body: { success: false, error: 'Authentication required' },
      });
      await new Promise<void>((resolve) => identity.close(() => resolve()));
      expect((await checked.call('GET', '/api/admin/news', { token: adminToken() })).status).toBe(503);
      expect((await checked.call('GET', '/api/news')).status).toBe(200);
    } finally {
      identity.close();
      await checked.close();
    }
  });
});
