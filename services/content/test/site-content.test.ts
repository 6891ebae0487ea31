/**
 * The editor-owned site content. The admin routes of the settings and of each
 * list type (who may call them, what they save, what they refuse with nothing saved), the audit
 * of a change, and the public snapshot `GET /api/site-content` (active items in order, no staff
 * inbox, ETag and 304, a new version after each save).
 */
import http from 'node:http';
import fc from 'fast-check';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_CONTENT,
  isSiteContent,
  SITE_CONTENT_LIST_TYPES,
  type SiteContent,
  type SiteContentListType,
} from '@consulting/contracts';
import {
  blindFuzzBody,
  fieldsFuzzBody,
  mutatedFuzzBody,
  type FuzzBody,
  signTestToken,
} from '@consulting/service-kit/test-support';
import { mediaItemModel } from '../src/media/media.model.ts';
import { LIST_TYPES } from '../src/site-content/list-types.ts';
import { isSaudiIban } from '../src/site-content/validation.ts';
import { adminToken, clientToken, startContent, type ContentUnderTest } from './support/content-harness.ts';

let content: ContentUnderTest;
let imageId: string;
let pdfId: string;

const editor = () => signTestToken({ id: 'editor-1', role: 'editor', email: 'editor@example.com', name: 'Editor' });

/** A library item as the media library stores it (the upload itself is media's test). */
async function addMedia(kind: 'image' | 'pdf'): Promise<string> {
  const ext = kind === 'image' ? 'png' : 'pdf';
  const mime = kind === 'image' ? 'image/png' : 'application/pdf';
  const size = kind === 'image' ? 640 : 0;
  const item = await mediaItemModel(content.connection).create({
    kind,
    mime,
    filename: `file.${ext}`,
    size: 1000,
    width: size,
    height: size / 2,
    alt_ar: 'نص بديل',
    alt_en: 'Alt text',
    files: [
      { name: `original.${ext}`, file_id: new Types.ObjectId(), mime, width: size, height: size / 2, size: 1000 },
      ...(kind === 'image'
        ? [{ name: 'w320.webp', file_id: new Types.ObjectId(), mime: 'image/webp', width: 320, height: 160, size: 300 }]
        : []),
    ],
  });
  return item._id.toString();
}

beforeAll(async () => {
  content = await startContent('content_site_content');
  imageId = await addMedia('image');
  pdfId = await addMedia('pdf');
});
afterAll(async () => {
  await content?.close();
});

const base = (type: string) => `/api/admin/site-content/${type}`;

/** A valid write body of `type`: its first built-in item without id, image or order. */
function validBody(type: SiteContentListType): Record<string, unknown> {
  const [first] = DEFAULT_SITE_CONTENT[LIST_TYPES[type].snapshotKey] as unknown as Record<string, unknown>[];
  const { id: _id, image, sort_order: _order, is_active: _active, ...fields } = first;
  return image === undefined ? fields : { ...fields, image_id: null };
}

/** A changed text field of each type (Arabic and English), for the replace test. */
const TEXT_FIELD: Record<SiteContentListType, string> = {
  team: 'name',
  partners: 'name',
  'bank-accounts': 'bank_name',
  'hero-slides': 'title',
  statistics: 'title',
  goals: 'title',
};

const countOf = (type: SiteContentListType) => LIST_TYPES[type].model(content.connection).countDocuments();

/** A GET as a browser or the gateway revalidating sends it: only `If-None-Match`. */
function get(
  path: string,
  etag?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${content.url}${path}`, { headers: etag ? { 'if-none-match': etag } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const snapshot = async (): Promise<{ content: SiteContent; etag: string }> => {
  const res = await get('/api/site-content');
  expect(res.status).toBe(200);
  const site = (JSON.parse(res.body) as { content: SiteContent }).content;
  // What the gateway and the pages accept as a snapshot.
  expect(isSiteContent(site)).toBe(true);
  return { content: site, etag: String(res.headers.etag) };
};

describe('who may change the site content', () => {
  it('refuses a caller without a token (401) and a client (403), on every route, changing nothing', async () => {
    const before = await Promise.all(SITE_CONTENT_LIST_TYPES.map(countOf));
    const someId = '0123456789abcdef01234567';
    const routes: [string, string, unknown?][] = [
      ['GET', base('settings')],
      ['PUT', base('settings'), {}],
      ...SITE_CONTENT_LIST_TYPES.flatMap((type): [string, string, unknown?][] => [
        ['GET', base(type)],
        ['POST', base(type), validBody(type)],
        ['PUT', `${base(type)}/${someId}`, validBody(type)],
        ['DELETE', `${base(type)}/${someId}`],
        ['POST', `${base(type)}/order`, { ids: [] }],
      ]),
    ];
    for (const [method, path, body] of routes) {
      expect((await content.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await content.call(method, path, { body, token: clientToken() })).status, `${method} ${path}`).toBe(403);
    }
    expect(await Promise.all(SITE_CONTENT_LIST_TYPES.map(countOf))).toEqual(before);
  });

  it('lets an editor read and change the settings and every list', async () => {
    const settings = await content.call('GET', base('settings'), { token: editor() });
    expect(settings.status).toBe(200);
    for (const type of SITE_CONTENT_LIST_TYPES) {
      const made = await content.call('POST', base(type), { token: editor(), body: validBody(type) });
      expect(made.status, type).toBe(201);
      const gone = await content.call('DELETE', `${base(type)}/${made.body.item.id}`, { token: editor() });
      expect(gone.status, type).toBe(200);
    }
  });
});

describe('the lists: create, read, replace, delete', () => {
  it.each(SITE_CONTENT_LIST_TYPES)('%s', async (type) => {
    const seeded = await content.call('GET', base(type), { token: adminToken() });
    expect(seeded.status).toBe(200);
    const seededCount = seeded.body.items.length;
    expect(seededCount).toBeGreaterThan(0);

    const body = validBody(type);
    const made = await content.call('POST', base(type), { token: adminToken(), body });
    expect(made.status).toBe(201);
    const { id, ...saved } = made.body.item;
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(saved).toMatchObject({ ...body, is_active: true, sort_order: seededCount + 1 });

    const field = TEXT_FIELD[type];
    const replaced = await content.call('PUT', `${base(type)}/${id}`, {
      token: adminToken(),
      body: { ...body, [`${field}_ar`]: 'نص معدّل', [`${field}_en`]: 'Edited text', is_active: false },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.item).toMatchObject({
      id,
      [`${field}_ar`]: 'نص معدّل',
      [`${field}_en`]: 'Edited text',
      is_active: false,
      sort_order: seededCount + 1,
    });

    const listed = await content.call('GET', base(type), { token: adminToken() });
    expect(listed.body.items).toHaveLength(seededCount + 1);
    expect(listed.body.items.at(-1)).toEqual(replaced.body.item);

    expect((await content.call('DELETE', `${base(type)}/${id}`, { token: adminToken() })).status).toBe(200);
    expect((await content.call('GET', base(type), { token: adminToken() })).body.items).toHaveLength(seededCount);
    for (const [method, body2] of [
      ['PUT', body],
      ['DELETE', undefined],
    ] as const) {
      const missing = await content.call(method, `${base(type)}/${id}`, { token: adminToken(), body: body2 });
      expect(missing.status).toBe(404);
      expect(missing.body.success).toBe(false);
      expect((await content.call(method, `${base(type)}/not-an-id`, { token: adminToken(), body: body2 })).status).toBe(
        404,
      );
    }
  });

  it('gives an item its picked image, resolved, and its id back for the form', async () => {
    const made = await content.call('POST', base('team'), {
      token: adminToken(),
      body: { ...validBody('team'), image_id: imageId },
    });
    expect(made.status).toBe(201);
    expect(made.body.item.image_id).toBe(imageId);
    expect(made.body.item.image).toMatchObject({
      id: imageId,
      kind: 'image',
      url: `/media/${imageId}/original.png`,
      alt_ar: 'نص بديل',
      variants: [{ url: `/media/${imageId}/w320.webp`, width: 320, height: 160, mime: 'image/webp' }],
    });
    await content.call('DELETE', `${base('team')}/${made.body.item.id}`, { token: adminToken() });
  });

  it('reorders a list by the ids sent, the others following', async () => {
    const { items } = (await content.call('GET', base('statistics'), { token: adminToken() })).body as {
      items: { id: string; sort_order: number }[];
    };
    const last = items.at(-1)!.id;
    const reordered = await content.call('POST', `${base('statistics')}/order`, {
      token: adminToken(),
      body: { ids: [last] },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.items.map((item: { id: string }) => item.id)).toEqual([
      last,
      ...items.slice(0, -1).map((item) => item.id),
    ]);
    expect(reordered.body.items.map((item: { sort_order: number }) => item.sort_order)).toEqual(
      items.map((_, index) => index + 1),
    );
    const unknown = await content.call('POST', `${base('statistics')}/order`, {
      token: adminToken(),
      body: { ids: ['0123456789abcdef01234567'] },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('bad input: 400 with an Arabic message naming the field, nothing saved', () => {
  const cases: [SiteContentListType, string, Record<string, unknown>, RegExp][] = [
    ['team', 'a blank English name', { name_en: '   ' }, /يرجى تعبئة الحقول التالية: الاسم بالإنجليزية/],
    ['team', 'no Arabic position', { position_ar: undefined }, /المنصب بالعربية/],
    ['team', 'a javascript: LinkedIn link', { linkedin: 'javascript:alert(1)' }, /رابط لينكدإن/],
    ['team', 'a malformed email', { email: 'not-an-email' }, /البريد الإلكتروني: عنوان البريد الإلكتروني غير صالح/],
    ['team', 'a PDF as photo', { image_id: 'PDF' }, /الصورة: يجب اختيار صورة من مكتبة الوسائط/],
    ['team', 'an unknown image', { image_id: '0123456789abcdef01234567' }, /الصورة: يجب اختيار صورة/],
    ['partners', 'a blank Arabic name', { name_ar: '' }, /الاسم بالعربية/],
    ['partners', 'a data: website', { website: 'data:text/html,<script>alert(1)</script>' }, /الموقع الإلكتروني/],
    ['partners', 'a malformed logo id', { image_id: 'logo.png' }, /الشعار/],
    ['bank-accounts', 'an IBAN with wrong check digits', { iban: 'SA0480000000608010167519' }, /رقم الآيبان/],
    ['bank-accounts', 'a non-Saudi IBAN', { iban: 'GB82WEST12345698765432' }, /رقم الآيبان/],
    ['bank-accounts', 'a short IBAN', { iban: 'SA03800000006080101675' }, /رقم الآيبان/],
    ['bank-accounts', 'a blank English holder', { account_holder_en: ' ' }, /اسم صاحب الحساب بالإنجليزية/],
    ['bank-accounts', 'a colour that is not #rrggbb', { color: 'red' }, /لون البطاقة/],
    ['hero-slides', 'a javascript: call to action', { cta_link: 'javascript:alert(1)' }, /رابط الزر/],
    ['hero-slides', 'a protocol-relative call to action', { cta_link: '//evil.example/x' }, /رابط الزر/],
    ['hero-slides', 'an http call to action', { cta_link: 'http://example.com/' }, /رابط الزر/],
    ['hero-slides', 'an unknown theme', { theme: 'neon' }, /النمط: قيمة غير معروفة/],
    ['hero-slides', 'a blank English button text', { cta_text_en: '' }, /نص الزر بالإنجليزية/],
    ['statistics', 'no value', { value: '' }, /القيمة/],
    ['goals', 'progress over 100', { progress: 101 }, /نسبة الإنجاز: يجب أن يكون عدداً صحيحاً من 0 إلى 100/],
    ['goals', 'progress under 0', { progress: -1 }, /نسبة الإنجاز/],
    ['goals', 'an unknown horizon', { horizon: 'someday' }, /المدى: قيمة غير معروفة/],
    ['goals', 'a short-term goal without its English status', { status_en: '' }, /الحالة بالإنجليزية/],
  ];

  it.each(cases)('%s: %s', async (type, _what, change, message) => {
    const body = { ...validBody(type), ...change };
    if (body.image_id === 'PDF') body.image_id = pdfId;
    const before = await countOf(type);
    const made = await content.call('POST', base(type), { token: adminToken(), body });
    expect(made.status).toBe(400);
    expect(made.body).toEqual({ success: false, error: expect.stringMatching(message) });
    expect(await countOf(type)).toBe(before);

    const [first] = (await content.call('GET', base(type), { token: adminToken() })).body.items as Record<
      string,
      unknown
    >[];
    const replaced = await content.call('PUT', `${base(type)}/${String(first.id)}`, { token: adminToken(), body });
    expect(replaced.status).toBe(400);
    expect(replaced.body.error).toMatch(message);
    const after = (await content.call('GET', base(type), { token: adminToken() })).body.items[0];
    expect(after).toEqual(first);
  });

  it('names every blank required field, in both languages, in one message', async () => {
    const made = await content.call('POST', base('team'), { token: adminToken(), body: { email: '' } });
    expect(made.status).toBe(400);
    expect(made.body.error).toBe(
      'يرجى تعبئة الحقول التالية: الاسم بالعربية، الاسم بالإنجليزية، المنصب بالعربية، المنصب بالإنجليزية',
    );
  });

  it('refuses a body that is not an object', async () => {
    const made = await content.call('POST', base('goals'), { token: adminToken(), body: '[1,2]' });
    expect(made.status).toBe(400);
  });

  it('knows the built-in IBANs are valid (ISO 13616)', () => {
    for (const account of DEFAULT_SITE_CONTENT.bank_accounts)
      expect(isSaudiIban(account.iban), account.iban).toBe(true);
  });
});

describe('the site settings', () => {
  const settingsBody = async () => {
    const { settings } = (await content.call('GET', base('settings'), { token: adminToken() })).body;
    const { company_profile: _profile, updated_at: _at, ...fields } = settings;
    return fields as Record<string, unknown>;
  };

  it('reads the seeded settings, with an empty staff inbox and no profile PDF', async () => {
    const res = await content.call('GET', base('settings'), { token: adminToken() });
    expect(res.body.settings).toMatchObject({
      ...DEFAULT_SITE_CONTENT.settings,
      staff_inbox: '',
      company_profile: null,
      company_profile_id: null,
    });
  });

  it('saves every field and resolves the company profile PDF', async () => {
    const body = {
      ...(await settingsBody()),
      phone: '+966 11 222 3333',
      working_hours_en: 'Sunday to Thursday, 8 AM to 5 PM',
      social_links: { ...DEFAULT_SITE_CONTENT.settings.social_links, tiktok: '' },
      company_profile_id: pdfId,
      staff_inbox: 'Leads@Company.sa',
    };
    const res = await content.call('PUT', base('settings'), { token: adminToken(), body });
    expect(res.status).toBe(200);
    expect(res.body.settings).toMatchObject({
      phone: '+966 11 222 3333',
      working_hours_en: 'Sunday to Thursday, 8 AM to 5 PM',
      social_links: { tiktok: '', x: 'https://x.com/' },
      staff_inbox: 'leads@company.sa',
      company_profile_id: pdfId,
      company_profile: { id: pdfId, kind: 'pdf', url: `/media/${pdfId}/original.pdf`, variants: [] },
    });
    expect((await content.call('GET', base('settings'), { token: adminToken() })).body.settings).toEqual(
      res.body.settings,
    );
  });

  const bad: [string, Record<string, unknown>, RegExp][] = [
    ['a blank English company name', { company_name_en: ' ' }, /يرجى تعبئة الحقول التالية: اسم الشركة بالإنجليزية/],
    ['no Arabic working hours', { working_hours_ar: undefined }, /ساعات العمل بالعربية/],
    ['no phone', { phone: '' }, /رقم الهاتف/],
    ['a malformed email', { email: 'info@' }, /البريد الإلكتروني: عنوان البريد الإلكتروني غير صالح/],
    ['a malformed staff inbox', { staff_inbox: 'leads' }, /بريد فريق العمل/],
    [
      'a javascript: social link',
      { social_links: { x: 'javascript:alert(1)' } },
      /رابط إكس: يجب أن يكون رابطاً يبدأ بـ https:\/\//,
    ],
    ['an http social link', { social_links: { linkedin: 'http://linkedin.com/x' } }, /رابط لينكدإن/],
    ['an image as company profile', { company_profile_id: 'IMAGE' }, /الملف التعريفي: يجب اختيار ملف PDF/],
  ];
  it.each(bad)('refuses %s, saving nothing', async (_what, change, message) => {
    const before = (await content.call('GET', base('settings'), { token: adminToken() })).body.settings;
    const body = { ...(await settingsBody()), ...change };
    if (body.company_profile_id === 'IMAGE') body.company_profile_id = imageId;
    const res = await content.call('PUT', base('settings'), { token: adminToken(), body });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect((await content.call('GET', base('settings'), { token: adminToken() })).body.settings).toEqual(before);
  });

  it('records each change in the audit trail, with who made it and what changed', async () => {
    const body = { ...(await settingsBody()), tagline_en: 'Audited tagline' };
    await content.call('PUT', base('settings'), { token: editor(), body });
    const trail = await content.call('GET', `${base('settings')}/audit`, { token: adminToken() });
    expect(trail.status).toBe(200);
    expect(trail.body.audit[0]).toMatchObject({
      actor_email: 'editor@example.com',
      entity: 'site_settings',
      action: 'update',
      after: { tagline_en: 'Audited tagline' },
    });
    expect(trail.body.audit[0].before.tagline_en).not.toBe('Audited tagline');
  });
});

describe('who may change where mail goes', () => {
  const settingsBody = async () => {
    const { settings } = (await content.call('GET', base('settings'), { token: adminToken() })).body;
    const { company_profile: _profile, updated_at: _at, ...fields } = settings;
    return fields as Record<string, unknown>;
  };
  const stored = async () => (await content.call('GET', base('settings'), { token: adminToken() })).body.settings;

  beforeAll(async () => {
    const body = { ...(await settingsBody()), staff_inbox: 'leads@company.sa' };
    expect((await content.call('PUT', base('settings'), { token: adminToken(), body })).status).toBe(200);
  });

  it.each([
    ['another address', 'leads@outside.example'],
    ['no address (the default inbox)', ''],
  ])("refuses an editor's change of the staff inbox to %s (403), saving nothing", async (_what, inbox) => {
    const before = await stored();
    const body = { ...(await settingsBody()), tagline_en: 'Changed with the inbox', staff_inbox: inbox };
    const res = await content.call('PUT', base('settings'), { token: editor(), body });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, error: 'تغيير بريد فريق العمل وإعدادات البريد متاح للمدير فقط' });
    expect(await stored()).toEqual(before);
  });

  it('lets an editor save the other settings, repeating or leaving out the inbox, which stays', async () => {
    const repeated = { ...(await settingsBody()), tagline_en: 'Editor tagline' };
    const first = await content.call('PUT', base('settings'), { token: editor(), body: repeated });
    expect(first.status).toBe(200);
    expect(first.body.settings).toMatchObject({ tagline_en: 'Editor tagline', staff_inbox: 'leads@company.sa' });

    const without: Record<string, unknown> = { ...(await settingsBody()), tagline_en: 'Editor tagline 2' };
    delete without.staff_inbox;
    const second = await content.call('PUT', base('settings'), { token: editor(), body: without });
    expect(second.status).toBe(200);
    expect((await stored()).staff_inbox).toBe('leads@company.sa');
    expect((await stored()).tagline_en).toBe('Editor tagline 2');
  });

  it("lets an admin change the inbox, audited with the admin's name and both addresses", async () => {
    const body = { ...(await settingsBody()), staff_inbox: 'sales@company.sa' };
    const res = await content.call('PUT', base('settings'), { token: adminToken(), body });
    expect(res.status).toBe(200);
    expect(res.body.settings.staff_inbox).toBe('sales@company.sa');
    const trail = await content.call('GET', `${base('settings')}/audit`, { token: adminToken() });
    expect(trail.body.audit[0]).toMatchObject({
      entity: 'site_settings',
      action: 'update',
      before: { staff_inbox: 'leads@company.sa' },
      after: { staff_inbox: 'sales@company.sa' },
    });
    expect(trail.body.audit[0].actor_email).not.toBe('editor@example.com');
  });
});

describe('the audit of list changes', () => {
  it('records create, update and delete of an item, and shows them in the content feed', async () => {
    const made = await content.call('POST', base('partners'), { token: editor(), body: validBody('partners') });
    const id = made.body.item.id as string;
    await content.call('PUT', `${base('partners')}/${id}`, {
      token: adminToken(),
      body: { ...validBody('partners'), name_en: 'Renamed partner' },
    });
    await content.call('DELETE', `${base('partners')}/${id}`, { token: adminToken() });
    const trail = await content.call('GET', `${base('partners')}/${id}/audit`, { token: adminToken() });
    expect(trail.body.audit.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(trail.body.audit[1]).toMatchObject({ entity: 'partner', after: { name_en: 'Renamed partner' } });
    expect(trail.body.audit[2].actor_email).toBe('editor@example.com');
    const feed = await content.call('GET', '/api/admin/audit/content?entity=partner', { token: adminToken() });
    expect(feed.status).toBe(200);
    expect(feed.body.audit.some((entry: { entity_id: string }) => entry.entity_id === id)).toBe(true);
  });
});

describe('GET /api/site-content', () => {
  it('shows the settings without the staff inbox and each list’s active items in order, media resolved', async () => {
    const hidden = await content.call('POST', base('hero-slides'), {
      token: adminToken(),
      body: { ...validBody('hero-slides'), title_en: 'Hidden slide', is_active: false },
    });
    const first = await content.call('POST', base('hero-slides'), {
      token: adminToken(),
      body: { ...validBody('hero-slides'), title_en: 'Now first', sort_order: 0, image_id: imageId },
    });
    const { content: site } = await snapshot();
    expect(site.settings).not.toHaveProperty('staff_inbox');
    expect(JSON.stringify(site)).not.toContain('leads@company.sa');
    expect(site.settings.company_profile).toMatchObject({ id: pdfId, kind: 'pdf' });
    expect(site.hero_slides.map((slide) => slide.title_en)).not.toContain('Hidden slide');
    expect(site.hero_slides[0]).toMatchObject({ title_en: 'Now first', image: { id: imageId, kind: 'image' } });
    expect(site.hero_slides.slice(1).map((slide) => slide.title_en)).toEqual(
      DEFAULT_SITE_CONTENT.hero_slides.map((slide) => slide.title_en),
    );
    expect(site.hero_slides[0]).not.toHaveProperty('image_id');
    for (const key of ['team', 'partners', 'bank_accounts', 'statistics', 'goals'] as const) {
      expect(site[key].length, key).toBeGreaterThan(0);
      const orders = site[key].map((item) => item.sort_order);
      expect(orders, key).toEqual([...orders].sort((a, b) => a - b));
      expect(site[key].every((item) => item.is_active)).toBe(true);
    }
    for (const made of [hidden, first])
      await content.call('DELETE', `${base('hero-slides')}/${made.body.item.id}`, { token: adminToken() });
  });

  it('shows a deleted library image as no image', async () => {
    const doomed = await addMedia('image');
    const made = await content.call('POST', base('partners'), {
      token: adminToken(),
      body: { ...validBody('partners'), name_en: 'Logo gone', image_id: doomed },
    });
    await mediaItemModel(content.connection).deleteOne({ _id: doomed });
    await content.call('POST', base('partners'), { token: adminToken(), body: validBody('partners') }); // a new version
    const { content: site } = await snapshot();
    expect(site.partners.find((partner) => partner.id === made.body.item.id)?.image).toBeNull();
  });

  it('answers 304 with no body to a repeat, and a new version and content after a save', async () => {
    const first = await get('/api/site-content');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    const version = (JSON.parse(first.body) as { content: SiteContent }).content.version;
    expect(etag).toBe(`"${version}"`);

    const again = await get('/api/site-content', etag);
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('no-cache');

    const [statistic] = (await content.call('GET', base('statistics'), { token: adminToken() })).body.items;
    const { id, image: _none, ...fields } = statistic;
    await content.call('PUT', `${base('statistics')}/${id}`, {
      token: adminToken(),
      body: { ...fields, value: '99+' },
    });

    const after = await get('/api/site-content', etag);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const site = (JSON.parse(after.body) as { content: SiteContent }).content;
    expect(site.version).not.toBe(version);
    expect(site.statistics.find((s) => s.id === id)?.value).toBe('99+');
  });

  it('changes the version after a save of services, sectors or news, and when a scheduled news item falls due', async () => {
    let { etag } = await snapshot();
    const changes: [string, () => Promise<unknown>][] = [
      [
        'service',
        async () => {
          const [service] = (await content.call('GET', '/api/admin/services', { token: adminToken() })).body.services;
          await content.call('PUT', `/api/admin/services/${service.id}`, {
            token: adminToken(),
            body: { title_en: 'Renamed service' },
          });
        },
      ],
      [
        'sector',
        async () => {
          const [sector] = (await content.call('GET', '/api/admin/sectors', { token: adminToken() })).body.sectors;
          await content.call('DELETE', `/api/admin/sectors/${sector.id}`, { token: adminToken() });
        },
      ],
      [
        'news falling due',
        // A scheduled item whose time has passed (written straight to the database: no save).
        () =>
          content.connection
            .collection('news_items')
            .insertOne({ title_en: 'Scheduled', publish_at: new Date(Date.now() - 1000) }),
      ],
    ];
    for (const [what, change] of changes) {
      await change();
      const next = await snapshot();
      expect(next.etag, what).not.toBe(etag);
      etag = next.etag;
    }
    // Not yet due: no change.
    await content.connection
      .collection('news_items')
      .insertOne({ title_en: 'Later', publish_at: new Date(Date.now() + 3_600_000) });
    expect((await snapshot()).etag).toBe(etag);
  });
});

describe('random and mutated bodies', () => {
  it('never answer 5xx, and a refused one changes nothing', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('javascript:alert(1)', 'data:text/html,x', '//evil', '', '   ', 'SA00', imageId, pdfId),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.jsonValue({ maxDepth: 2 }),
    );
    const targets = [...SITE_CONTENT_LIST_TYPES, 'settings' as const];
    const bodyFor = (target: (typeof targets)[number]): fc.Arbitrary<FuzzBody> => {
      const valid =
        target === 'settings'
          ? () => ({ ...DEFAULT_SITE_CONTENT.settings, company_profile_id: null, staff_inbox: '' })
          : () => validBody(target);
      const route = { fields: Object.keys(valid()), valid };
      return fc.oneof(
        blindFuzzBody(),
        fieldsFuzzBody(route, ['image_id', 'id'], value),
        mutatedFuzzBody(route, [], value),
      );
    };
    const state = async () =>
      JSON.stringify([
        await Promise.all(SITE_CONTENT_LIST_TYPES.map(countOf)),
        (await content.call('GET', base('settings'), { token: adminToken() })).body.settings,
      ]);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets).chain((target) => fc.tuple(fc.constant(target), bodyFor(target))),
        async ([target, body]) => {
          const before = await state();
          const res = await fetch(`${content.url}${base(target)}`, {
            method: target === 'settings' ? 'PUT' : 'POST',
            headers: { authorization: `Bearer ${adminToken()}`, ...(body.type ? { 'content-type': body.type } : {}) },
            body: new Uint8Array(body.bytes),
          });
          expect(res.status).toBeLessThan(500);
          const answer = (await res.json()) as { success: boolean; item?: { id: string } };
          if (res.status >= 400) {
            expect(answer).toEqual({ success: false, error: expect.any(String) });
            expect(await state()).toBe(before);
          } else if (answer.item && target !== 'settings') {
            await content.call('DELETE', `${base(target)}/${answer.item.id}`, { token: adminToken() });
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
