/**
 * The content service, against a real database: rich text sanitised
 * on every write, publishing per language, scheduling on a controllable clock, signed preview
 * links, and the start migration of older items.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Connection } from 'mongoose';
import type { AdminNewsItemRecord, NewsItemRecord } from '@consulting/contracts';
import { modelsReady } from '@consulting/service-kit';
import {
  openTestDatabase,
  serve,
  TEST_INTERNAL_TOKEN,
  TEST_SECRET,
  signTestToken,
  TEST_TOKEN_KEYS,
  testSessions,
} from '@consulting/service-kit/test-support';
import { buildApp } from '../src/app.ts';
import { contentModels, type ContentModels } from '../src/content-models.ts';
import { newsHtmlText, plainTextToHtml, sanitizeNewsHtml } from '../src/news/news-html.ts';
import { migrateNewsItems } from '../src/news/news-migration.ts';
import { seedContent } from '../src/seed.ts';
import { contentVersion } from '../src/site-content/content-version.ts';
import { adminToken, clientToken, logger } from './support/content-harness.ts';

/** The fake service clock: the app reads it on every request. */
let clock = new Date('2031-03-01T10:00:00.000Z');
const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);

let connection: Connection;
let models: ContentModels;
let url: string;
let close: () => Promise<void>;
const admin = adminToken();
const editor = signTestToken({ id: 'editor-1', role: 'editor', email: 'editor@example.com', name: 'Ed' });

beforeAll(async () => {
  connection = await openTestDatabase('content_news15');
  await seedContent(connection, logger);
  const app = buildApp({
    connection,
    config: { jwtSecret: TEST_SECRET, internalToken: TEST_INTERNAL_TOKEN, identityUrl: 'http://127.0.0.1:9' },
    tokenKeys: TEST_TOKEN_KEYS,
    checkSession: testSessions().check,
    logger,
    now: () => clock,
  });
  await modelsReady(connection);
  ({ url, close } = await serve(app));
  models = contentModels(connection);
});
afterAll(async () => {
  await close?.();
  await connection?.dropDatabase();
  await connection?.close();
});
beforeEach(() => {
  clock = new Date('2031-03-01T10:00:00.000Z');
});

async function call(method: string, path: string, options: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/** Creates an item as the panel does; fails the test unless it is 201. */
async function create(fields: Record<string, unknown>): Promise<AdminNewsItemRecord> {
  const { status, body } = await call('POST', '/api/admin/news', { token: admin, body: fields });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.news;
}

const publicIds = async (query = '') =>
  ((await call('GET', `/api/news${query}`)).body.news as NewsItemRecord[]).map((n) => n.id);
const homeIds = async (query = '') =>
  ((await call('GET', `/api/home${query}`)).body.news as NewsItemRecord[]).map((n) => n.id);

describe('sanitizeNewsHtml', () => {
  it.each([
    ['<a href="//evil.example/x">protocol-relative</a>', 'protocol-relative'],
    ['<a href="data:text/html,<script>alert(1)</script>">data</a>', 'data'],
    ['<a href="vbscript:msgbox(1)">vb</a>', 'vb'],
    ['<a href="javascript&colon;alert(1)">colon</a>', 'colon'],
    ['<a href="/services">relative</a>', 'relative'],
    ['<svg onload="alert(1)"><circle/></svg><p>after</p>', '<p>after</p>'],
    ['<P STYLE="x" CLASS="y" ID="z">Upper</P>', '<p>Upper</p>'],
    [
      '<b>b</b><i>i</i><h1>h1</h1><h4>h4</h4><del>d</del>',
      '<strong>b</strong><em>i</em><h2>h1</h2><h3>h4</h3><s>d</s>',
    ],
    [
      '<a href=" HTTPS://example.com ">spaced</a>',
      '<a href="HTTPS://example.com" target="_blank" rel="noopener noreferrer">spaced</a>',
    ],
    ['<ol start="3" type="a"><li>x<ul><li>y</li></ul></li></ol>', '<ol start="3"><li>x<ul><li>y</li></ul></li></ol>'],
    ['<form action="x"><input value="v"><button>b</button></form>', 'b'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeNewsHtml(input)).toBe(output);
  });

  it('reads plain text as escaped paragraphs and HTML back as its text', () => {
    expect(plainTextToHtml('a <b> & "c"\r\nline 2\n\n\n  second  ')).toBe(
      '<p>a &lt;b&gt; &amp; &quot;c&quot;<br>line 2</p><p>second</p>',
    );
    expect(plainTextToHtml('   ')).toBe('');
    expect(newsHtmlText('<h2>A</h2><p>b<br>c &amp; &lt;d&gt;</p><ul><li>e</li></ul>')).toBe('A b c & <d> e');
  });
});

describe('rich text: sanitised on every write', () => {
  it('removes scripts, event handlers, styles, iframes and javascript: links, and keeps the allowed markup', async () => {
    const dirty =
      '<h2 style="color:red" onclick="steal()">Heading</h2>' +
      '<p>Hello <strong>bold</strong> <em>it</em> <u>u</u> <s>s</s> <code>x=1</code><script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(2)">' +
      '<iframe src="https://evil.example/"></iframe>' +
      '<style>body{display:none}</style>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>' +
      '<p><a href="javascript:alert(3)">bad</a> <a href="JaVa&#x09;ScRiPt:alert(4)">bad2</a> ' +
      '<a href="https://example.com/a?b=1&amp;c=2" target="_self" rel="opener" onmouseover="x()">good</a> ' +
      '<a href="mailto:info@example.com">mail</a></p>';
    const item = await create({ title_en: 'Sanitised', content_en: dirty, published_en: true });
    expect(item.content_en).toBe(
      '<h2>Heading</h2>' +
        '<p>Hello <strong>bold</strong> <em>it</em> <u>u</u> <s>s</s> <code>x=1</code></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>' +
        '<p>bad bad2 ' +
        '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">good</a> ' +
        '<a href="mailto:info@example.com" target="_blank" rel="noopener noreferrer">mail</a></p>',
    );
    // What the public reads is the stored, sanitised HTML; the summary is its plain text.
    const shown = (await call('GET', `/api/news/${item.id}?lang=en`)).body.news as NewsItemRecord;
    expect(shown.content_en).toBe(item.content_en);
    expect(shown.summary_en).toBe('Heading Hello bold it u s x=1 one two quote bad bad2 good mail');

    // An update is sanitised the same way.
    const updated = await call('PUT', `/api/admin/news/${item.id}`, {
      token: admin,
      body: { content_en: '<p onclick="x()">Again<script>bad()</script></p>' },
    });
    expect(updated.body.news.content_en).toBe('<p>Again</p>');
    expect((await models.NewsItem.findById(item.id).lean())?.content_en).toBe('<p>Again</p>');
  });

  it('refuses to publish a language whose content is empty once sanitised, and saves nothing', async () => {
    const before = await models.NewsItem.countDocuments();
    const { status, body } = await call('POST', '/api/admin/news', {
      token: admin,
      body: { title_ar: 'عنوان', content_ar: '<script>alert(1)</script><iframe></iframe>', published_ar: true },
    });
    expect(status).toBe(400);
    expect(body.error).toBe(
      'لا يمكن نشر الخبر قبل تعبئة: المحتوى بالعربية (أُزيل من المحتوى ما لا يُسمح به كالسكربتات والإطارات، فلم يبقَ فيه نص)',
    );
    expect(await models.NewsItem.countDocuments()).toBe(before);
    // As a draft it may be saved (its content is then empty).
    const draft = await create({ title_ar: 'عنوان', content_ar: '<script>alert(1)</script>' });
    expect(draft.content_ar).toBe('');
  });

  it('derives the summary from the HTML text when no excerpt is given (first 150 characters)', async () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ');
    const item = await create({ title_en: 'Long', content_en: `<p>${words}</p><p>&lt;tag&gt; &amp; more</p>` });
    expect(item.summary_en).toBe(words.slice(0, 150).trim());
    expect(item.excerpt_en).toBe(item.summary_en);
    const short = await create({ title_en: 'Short', content_en: '<h2>Title</h2><p>&lt;b&gt; &amp; "q"</p>' });
    expect(short.summary_en).toBe('Title <b> & "q"');
  });
});

describe('publishing per language', () => {
  it('shows an item published in Arabic only on the Arabic site, never its English draft', async () => {
    const item = await create({
      title_ar: 'خبر عربي فقط',
      title_en: 'English draft',
      content_ar: '<p>نص عربي</p>',
      content_en: '<p>Unfinished English</p>',
      published_ar: true,
    });
    expect(item).toMatchObject({ published_ar: true, published_en: false, is_published: 1, publish_at: null });
    expect(await publicIds('?lang=ar')).toContain(item.id);
    expect(await publicIds('?lang=en')).not.toContain(item.id);
    // Without lang: items public in both languages only (the rule for older items).
    expect(await publicIds()).not.toContain(item.id);
    expect(await homeIds('?lang=ar')).toContain(item.id);
    expect(await homeIds('?lang=en')).not.toContain(item.id);
    expect(await homeIds()).not.toContain(item.id);

    const arabic = await call('GET', `/api/news/${item.id}?lang=ar`);
    expect(arabic.status).toBe(200);
    expect(arabic.body.news).toMatchObject({
      title_ar: 'خبر عربي فقط',
      content_ar: '<p>نص عربي</p>',
      published_ar: true,
      published_en: false,
      // The English draft never leaves the service.
      title_en: '',
      summary_en: '',
      content_en: '',
    });
    const listed = ((await call('GET', '/api/news?lang=ar')).body.news as NewsItemRecord[]).find(
      (n) => n.id === item.id,
    );
    expect(listed?.content_en).toBe('');
    expect((await call('GET', `/api/news/${item.id}?lang=en`)).status).toBe(404);
    expect((await call('GET', `/api/news/${item.id}`)).status).toBe(404);

    // Publishing the English too makes it public everywhere.
    await call('PUT', `/api/admin/news/${item.id}`, { token: admin, body: { published_en: true } });
    expect(await publicIds('?lang=en')).toContain(item.id);
    expect(await publicIds()).toContain(item.id);
    expect((await call('GET', `/api/news/${item.id}`)).body.news.title_en).toBe('English draft');
  });

  it('keeps is_published for older clients: 1 publishes both languages, 0 neither', async () => {
    const item = await create({
      title_ar: 'ع',
      title_en: 'Both',
      content_ar: 'نص',
      content_en: 'Text',
      is_published: 1,
    });
    expect(item).toMatchObject({ is_published: 1, published_ar: true, published_en: true });
    const off = await call('PUT', `/api/admin/news/${item.id}`, { token: admin, body: { is_published: 0 } });
    expect(off.body.news).toMatchObject({ is_published: 0, published_ar: false, published_en: false });
    const drafts = await call('GET', '/api/admin/news?is_published=false&page_size=100', { token: admin });
    expect(drafts.body.news.map((n: AdminNewsItemRecord) => n.id)).toContain(item.id);
  });

  it('needs the title and content of each published language, with a clear Arabic message, and saves nothing', async () => {
    const before = await models.NewsItem.countDocuments();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'أدخل عنوان الخبر بالعربية أو بالإنجليزية'],
      [{ content_ar: '<p>نص</p>', published_ar: true }, 'أدخل عنوان الخبر بالعربية أو بالإنجليزية'],
      [
        { title_ar: 'ع', published_ar: true, published_en: true },
        'لا يمكن نشر الخبر قبل تعبئة: المحتوى بالعربية، العنوان بالإنجليزية، المحتوى بالإنجليزية',
      ],
      [
        {
          title_ar: 'ع',
          content_ar: '<p>نص</p>',
          content_en: '<p> </p><p></p>',
          published_ar: true,
          published_en: true,
        },
        'لا يمكن نشر الخبر قبل تعبئة: العنوان بالإنجليزية، المحتوى بالإنجليزية',
      ],
      [{ title_ar: 'ع', publish_at: 'tomorrow' }, 'publish_at must be an ISO 8601 date-time or null'],
      [{ title_ar: 'ع', published_ar: 'yes' }, 'published_ar must be true or false'],
      [{ title_ar: 'ع', image_id: 'not-an-id' }, 'image_id must be a media library id'],
      [{ title_ar: 'ع', image_id: '0123456789abcdef01234567' }, 'الصورة المختارة غير موجودة في مكتبة الوسائط'],
    ];
    for (const [body, error] of cases) {
      expect(await call('POST', '/api/admin/news', { token: admin, body }), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { success: false, error },
      });
    }
    expect(await models.NewsItem.countDocuments()).toBe(before);

    // An update is checked against the item as it would be: the English title cannot go while
    // the English is published, and the item stays as it was.
    const item = await create({ title_ar: 'ع', title_en: 'E', content_ar: 'ن', content_en: 'C', published_en: true });
    const refused = await call('PUT', `/api/admin/news/${item.id}`, { token: admin, body: { title_en: ' ' } });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'لا يمكن نشر الخبر قبل تعبئة: العنوان بالإنجليزية' },
    });
    expect((await call('GET', `/api/news/${item.id}?lang=en`)).body.news.title_en).toBe('E');
  });
});

describe('scheduled publication on the service clock', () => {
  it('hides an item until its publish_at, then shows it on the next request, and the content version follows', async () => {
    const item = await create({
      title_ar: 'خبر مجدول',
      title_en: 'Scheduled news',
      content_ar: '<p>قريباً</p>',
      content_en: '<p>Soon</p>',
      published_ar: true,
      published_en: true,
      publish_at: minutes(30).toISOString(),
    });
    expect(item.publish_at).toBe(minutes(30).toISOString());
    const versionBefore = await contentVersion(connection, clock);

    expect(await publicIds('?lang=ar')).not.toContain(item.id);
    expect(await publicIds('?lang=en')).not.toContain(item.id);
    expect(await homeIds('?lang=en')).not.toContain(item.id);
    expect((await call('GET', `/api/news/${item.id}?lang=en`)).status).toBe(404);

    clock = minutes(29);
    expect(await publicIds('?lang=en')).not.toContain(item.id);
    clock = minutes(2); // one minute past publish_at
    expect(await publicIds('?lang=ar')).toContain(item.id);
    expect(await publicIds('?lang=en')).toContain(item.id);
    expect(await homeIds('?lang=en')).toContain(item.id);
    expect((await call('GET', `/api/news/${item.id}?lang=ar`)).status).toBe(200);
    // Nobody saved anything, yet the version changed (the gateway and prerender rebuild).
    expect(await contentVersion(connection, clock)).not.toBe(versionBefore);

    // Clearing the schedule publishes at once; a new future date hides it again.
    clock = new Date('2031-03-01T10:00:00.000Z');
    await call('PUT', `/api/admin/news/${item.id}`, { token: admin, body: { publish_at: null } });
    expect(await publicIds('?lang=en')).toContain(item.id);
    await call('PUT', `/api/admin/news/${item.id}`, {
      token: admin,
      body: { publish_at: minutes(60).toISOString() },
    });
    expect(await publicIds('?lang=en')).not.toContain(item.id);
  });

  it('raises the content version on every news create, update and delete', async () => {
    const v0 = await contentVersion(connection, clock);
    const item = await create({ title_en: 'Versioned' });
    const v1 = await contentVersion(connection, clock);
    expect(v1).not.toBe(v0);
    await call('PUT', `/api/admin/news/${item.id}`, { token: admin, body: { title_en: 'Versioned 2' } });
    const v2 = await contentVersion(connection, clock);
    expect(v2).not.toBe(v1);
    await call('DELETE', `/api/admin/news/${item.id}`, { token: admin });
    expect(await contentVersion(connection, clock)).not.toBe(v2);
  });
});

describe('signed preview links', () => {
  it('shows a draft through its link, uncached and uncounted, to anyone holding it for an hour', async () => {
    const draft = await create({
      title_ar: 'مسودة للمعاينة',
      title_en: 'Preview draft',
      content_ar: '<p>مسودة</p>',
      content_en: '<p>Draft <strong>text</strong></p>',
    });
    expect((await call('GET', `/api/news/${draft.id}?lang=en`)).status).toBe(404);

    const made = await call('POST', `/api/admin/news/${draft.id}/preview`, { token: editor });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ success: true, expires_at: minutes(60).toISOString() });
    const link = new URL(made.body.url, 'http://site.example');
    expect(link.pathname).toBe(`/news/${draft.id}`);
    const token = link.searchParams.get('preview')!;
    expect(token).toMatch(/^\d+\.[0-9a-f]{64}$/);

    const previewPath = `/api/news/${draft.id}?lang=en&preview=${encodeURIComponent(token)}`;
    const shown = await call('GET', previewPath);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('private, no-store');
    expect(shown.body.news).toMatchObject({
      id: draft.id,
      title_en: 'Preview draft',
      content_en: '<p>Draft <strong>text</strong></p>',
      title_ar: 'مسودة للمعاينة',
      published_en: false,
      views: 0,
    });
    expect((await call('GET', previewPath)).body.news.views).toBe(0);

    clock = minutes(59);
    expect((await call('GET', previewPath)).status).toBe(200);
    clock = minutes(2); // 61 minutes after the link was made
    const expired = await call('GET', previewPath);
    expect(expired).toMatchObject({ status: 404, body: { success: false, error: 'News item not found' } });
    expect(expired.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers a bad, tampered or other item’s token exactly like an unpublished item', async () => {
    const draft = await create({ title_en: 'Secret draft', content_en: '<p>secret</p>' });
    const other = await create({ title_en: 'Other draft' });
    const { url: link } = (await call('POST', `/api/admin/news/${other.id}/preview`, { token: admin })).body;
    const otherToken = new URL(link, 'http://x').searchParams.get('preview')!;
    const [expires, sig] = otherToken.split('.');
    const unpublished = await call('GET', `/api/news/${draft.id}`);
    for (const token of [
      'nonsense',
      otherToken,
      `${Number(expires) + 3600}.${sig}`,
      `${expires}.${sig.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`,
      `${expires}.${sig}.extra`,
      '',
    ]) {
      const res = await call('GET', `/api/news/${draft.id}?lang=en&preview=${encodeURIComponent(token)}`);
      expect({ status: res.status, body: res.body }, token).toEqual({
        status: unpublished.status,
        body: unpublished.body,
      });
    }
    expect(unpublished.status).toBe(404);
  });

  it('makes links for staff only, and only for existing items', async () => {
    const item = await create({ title_en: 'Staff only' });
    expect((await call('POST', `/api/admin/news/${item.id}/preview`)).status).toBe(401);
    expect((await call('POST', `/api/admin/news/${item.id}/preview`, { token: clientToken() })).status).toBe(403);
    expect((await call('POST', '/api/admin/news/0123456789abcdef01234567/preview', { token: admin })).status).toBe(404);
  });
});

describe('start migration of older items', () => {
  it('turns plain text into escaped paragraphs and is_published into both languages, once', async () => {
    const { insertedIds } = await connection.collection('news_items').insertMany([
      {
        title_ar: 'خبر قديم',
        title_en: 'Old item',
        excerpt_ar: '',
        excerpt_en: '',
        content_ar: 'سطر أول\nسطر ثان\n\nفقرة <b>ثانية</b>',
        content_en: 'Use <script>alert(1)</script> & "quotes"\n\nSecond paragraph',
        category: 'events',
        author: 'Admin',
        image_url: '/images/old.jpg',
        views: 7,
        featured: false,
        is_published: 1,
        created_at: new Date('2024-05-01T00:00:00Z'),
        updated_at: new Date('2024-05-01T00:00:00Z'),
      },
      {
        title_ar: 'مسودة قديمة',
        title_en: 'Old draft',
        content_ar: 'نص',
        content_en: 'Text',
        is_published: 0,
        created_at: new Date('2024-05-02T00:00:00Z'),
        updated_at: new Date('2024-05-02T00:00:00Z'),
      },
    ]);
    const [published, draft] = [insertedIds[0].toString(), insertedIds[1].toString()];

    expect(await migrateNewsItems(connection, logger)).toBe(2);
    // A second start (or a second instance) changes nothing: no double escaping.
    expect(await migrateNewsItems(connection, logger)).toBe(0);
    await seedContent(connection, logger);

    const shown = (await call('GET', `/api/news/${published}?lang=en`)).body.news as NewsItemRecord;
    expect(shown).toMatchObject({
      content_ar: '<p>سطر أول<br>سطر ثان</p><p>فقرة &lt;b&gt;ثانية&lt;/b&gt;</p>',
      content_en: '<p>Use &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;</p><p>Second paragraph</p>',
      summary_en: 'Use <script>alert(1)</script> & "quotes" Second paragraph',
      image: '/images/old.jpg',
      published_ar: true,
      published_en: true,
      views: 8,
    });
    expect(await publicIds()).toContain(published);
    expect((await call('GET', `/api/news/${draft}?lang=ar`)).status).toBe(404);
    const stored = await connection.collection('news_items').findOne({ _id: insertedIds[1] });
    expect(stored).toMatchObject({
      published_ar: false,
      published_en: false,
      publish_at: null,
      content_en: '<p>Text</p>',
    });
  });

  it('seeds the sample news as HTML, published in both languages', async () => {
    const seeded = (await call('GET', '/api/news?lang=ar')).body.news as NewsItemRecord[];
    const launch = seeded.find((n) => n.title_en === 'The company officially opens for business in Riyadh');
    expect(launch?.content_en).toMatch(/^<p>The company announced .*<\/p>$/);
    expect(launch).toMatchObject({ published_ar: true, published_en: true });
  });
});
