/**
 * The content service: the admin lists (messages, news, services, sectors) are
 * paged, sorted, filtered and searched; messages export as CSV and take bulk actions; the
 * whole audit trail is a paged feed. Against the real test database, through HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { signTestToken } from '@consulting/service-kit/test-support';
import { adminToken, clientToken, startContent, type ContentUnderTest } from './support/content-harness.ts';

let content: ContentUnderTest;
let admin: string;

beforeAll(async () => {
  content = await startContent('content_lists', { seed: false });
  admin = adminToken();
});
afterAll(async () => {
  await content?.close();
});

const DAY = 86_400_000;
const BASE = Date.parse('2024-01-01T12:00:00.000Z');
const SOME_ID = '0123456789abcdef01234567';

/** `GET path?query` as the admin. */
async function list(path: string, query: Record<string, string | number | undefined> = {}, token = admin) {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
  return content.call('GET', search ? `${path}?${search}` : path, { token });
}

/** Every row of a list, asking for the largest page. */
async function all<T = Record<string, unknown>>(path: string, key: string, query: Record<string, string> = {}) {
  const res = await list(path, { ...query, page_size: 100 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body[key] as T[];
}

const sortedBy = <T>(rows: T[], pick: (row: T) => string | number, direction: 1 | -1) =>
  [...rows].sort((a, b) => (pick(a) < pick(b) ? -direction : pick(a) > pick(b) ? direction : 0));

/** A raw `GET` (for the CSV download). */
async function download(path: string, token?: string) {
  const res = await fetch(`${content.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

interface Message {
  id: string;
  name: string;
  email: string;
  subject: string;
  company: string;
  is_read: boolean;
  created_at: string;
}

// 45 messages, one a day from 2024-01-01 (message i on day i), every third one read.
const MESSAGE_COUNT = 45;
const SPECIAL: Record<number, Partial<Record<'name' | 'email' | 'subject' | 'message' | 'company', string>>> = {
  3: { name: 'أحمد الزهراني' },
  7: { name: 'Zainab Khan', email: 'zainab.khan@mail.sa' },
  11: { subject: 'Prices .*( today' },
  12: { subject: 'Prices and more today' },
  20: { subject: '=1+1', company: '@SUM(A1)' },
  30: { message: 'أريد استشارة في مدرسة خاصة' },
};

async function seedMessages(): Promise<void> {
  const docs = Array.from({ length: MESSAGE_COUNT }, (_, i) => ({
    name: `Visitor ${String(i).padStart(2, '0')}`,
    email: `visitor${String(i).padStart(2, '0')}@mail.sa`,
    phone: `0500000${String(i).padStart(3, '0')}`,
    company: i % 2 ? 'Acme' : '',
    subject: `Subject ${String((i * 7) % MESSAGE_COUNT).padStart(2, '0')}`,
    message: `Message number ${i}`,
    is_read: i % 3 === 0,
    replies: [],
    created_at: new Date(BASE + i * DAY),
    updated_at: new Date(BASE + i * DAY),
    ...SPECIAL[i],
  }));
  await content.connection.collection('contact_messages').insertMany(docs);
}

describe('GET /api/admin/messages (paged)', () => {
  beforeAll(seedMessages);

  it('gives the first 20, newest first, with the total, when the caller sends nothing', async () => {
    const { status, body } = await list('/api/admin/messages');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, total: MESSAGE_COUNT, page: 1, page_size: 20 });
    expect(body.messages).toHaveLength(20);
    expect(body.messages[0]).toMatchObject({ name: 'Visitor 44', is_read: false, replies: [] });
    expect(Object.keys(body.messages[0]).sort()).toEqual(
      ['company', 'created_at', 'email', 'id', 'is_read', 'message', 'name', 'phone', 'replies', 'subject'].sort(),
    );
    const dates = body.messages.map((m: Message) => m.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('page 2 holds the next rows and the last page the rest', async () => {
    const first = (await list('/api/admin/messages', { page_size: 20 })).body;
    const second = (await list('/api/admin/messages', { page: 2, page_size: 20 })).body;
    const third = (await list('/api/admin/messages', { page: 3, page_size: 20 })).body;
    expect(second).toMatchObject({ page: 2, page_size: 20, total: MESSAGE_COUNT });
    expect(third.messages).toHaveLength(5);
    const ids = [...first.messages, ...second.messages, ...third.messages].map((m: Message) => m.id);
    expect(new Set(ids).size).toBe(MESSAGE_COUNT);
    const everything = await all<Message>('/api/admin/messages', 'messages');
    expect(ids).toEqual(everything.map((m) => m.id));
    expect((await list('/api/admin/messages', { page: 4 })).body).toMatchObject({ messages: [], total: 45 });
  });

  it('sorts by each sort field both ways', async () => {
    const everything = await all<Message>('/api/admin/messages', 'messages');
    for (const field of ['created_at', 'name', 'email', 'subject'] as const) {
      for (const direction of [1, -1] as const) {
        const rows = await all<Message>('/api/admin/messages', 'messages', {
          sort: direction === 1 ? field : `-${field}`,
        });
        expect(
          rows.map((m) => m[field]),
          `${direction === 1 ? '' : '-'}${field}`,
        ).toEqual(sortedBy(everything, (m) => m[field], direction).map((m) => m[field]));
      }
    }
    const oldest = await list('/api/admin/messages', { sort: 'created_at', page_size: 1 });
    expect(oldest.body.messages[0].name).toBe('Visitor 00');
  });

  it('filters by is_read', async () => {
    const read = await all<Message>('/api/admin/messages', 'messages', { is_read: 'true' });
    const unread = await all<Message>('/api/admin/messages', 'messages', { is_read: 'false' });
    expect(read).toHaveLength(15);
    expect(read.every((m) => m.is_read)).toBe(true);
    expect(unread).toHaveLength(30);
    expect(unread.every((m) => !m.is_read)).toBe(true);
    expect((await list('/api/admin/messages', { is_read: 'true', page_size: 5 })).body).toMatchObject({
      total: 15,
      page_size: 5,
    });
  });

  it('filters by from/to on created_at, a bare date covering its whole day', async () => {
    const days = await all<Message>('/api/admin/messages', 'messages', { from: '2024-01-11', to: '2024-01-20' });
    expect(days.map((m) => m.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Visitor ${19 - i}`));
    const exact = await all<Message>('/api/admin/messages', 'messages', {
      from: '2024-01-11T12:00:00.000Z',
      to: '2024-01-11T12:00:00.000Z',
    });
    expect(exact.map((m) => m.name)).toEqual(['Visitor 10']);
    expect(await all('/api/admin/messages', 'messages', { from: '2024-03-01' })).toEqual([]);
  });

  it('searches name, email, phone, company, subject and message; Arabic letter forms fold, Latin ignores case', async () => {
    const names = async (q: string, extra: Record<string, string> = {}) =>
      (await all<Message>('/api/admin/messages', 'messages', { q, ...extra })).map((m) => m.name);
    expect(await names('احمد')).toEqual(['أحمد الزهراني']);
    expect(await names('ZAINAB')).toEqual(['Zainab Khan']);
    expect(await names('KHAN@MAIL')).toEqual(['Zainab Khan']);
    expect(await names('0500000044')).toEqual(['Visitor 44']);
    expect(await names('number 25')).toEqual(['Visitor 25']);
    // Teh marbuta and heh fold: 'مدرسه' finds 'مدرسة'.
    expect(await names('مدرسه')).toEqual(['Visitor 30']);
    // Regex characters are literal: '.*(' finds the one subject holding them, not everything.
    expect(await names('.*(')).toEqual(['Visitor 11']);
    expect(await names('Prices .')).toEqual(['Visitor 11']);
    // With a filter, both apply.
    expect((await all<Message>('/api/admin/messages', 'messages', { q: 'acme' })).length).toBe(22);
    expect((await all<Message>('/api/admin/messages', 'messages', { q: 'acme', is_read: 'true' })).length).toBe(7);
    expect((await list('/api/admin/messages', { q: 'acme', page_size: 5 })).body).toMatchObject({ total: 22 });
    // Blank q is no search.
    expect((await list('/api/admin/messages', { q: '   ' })).body.total).toBe(MESSAGE_COUNT);
    expect(await names('no such text')).toEqual([]);
  });

  it('answers 400 {success:false, error} for values out of range, ignoring unknown parameters', async () => {
    for (const query of [
      { page: -1 },
      { page: 0 },
      { page: 'two' },
      { page_size: 100_000 },
      { page_size: 0 },
      { sort: 'phone' },
      { sort: '-message' },
      { is_read: 'yes' },
      { from: 'yesterday' },
      { to: '2024-13-45' },
      { q: 'a'.repeat(10_000) },
      { q: 'a'.repeat(201) },
    ]) {
      const res = await list('/api/admin/messages', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toEqual({ success: false, error: expect.any(String) });
    }
    const repeated = await content.call('GET', '/api/admin/messages?page=1&page=2', { token: admin });
    expect(repeated.status).toBe(400);
    const unknown = await list('/api/admin/messages', { colour: 'blue', page_size: 100 });
    expect(unknown.status).toBe(200);
    expect(unknown.body.total).toBe(MESSAGE_COUNT);
  });
});

describe('GET /api/admin/messages/export', () => {
  const HEADER = 'الاسم,البريد الإلكتروني,الهاتف,الشركة,الموضوع,الرسالة,مقروءة,التاريخ';

  /** The CSV's lines without the BOM (test rows hold no commas, quotes or line breaks). */
  const lines = (bytes: Uint8Array) =>
    new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(3)).trimEnd().split(/\r?\n/);

  it('streams a UTF-8 CSV with a BOM and the Arabic header line, every matching message in list order', async () => {
    const { res, bytes } = await download('/api/admin/messages/export', admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    // Personal data: not kept by the browser or a proxy.
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = lines(bytes);
    expect(header).toBe(HEADER);
    // Not paged: all 45, newest first.
    expect(rows).toHaveLength(MESSAGE_COUNT);
    expect(rows[0]).toBe(
      'Visitor 44,visitor44@mail.sa,0500000044,,Subject 38,Message number 44,لا,2024-02-14T12:00:00.000Z',
    );
    expect(rows[1]).toMatch(/^Visitor 43,.*,لا,2024-02-13T12:00:00\.000Z$/);
    expect(rows[2]).toMatch(/^Visitor 42,.*,نعم,2024-02-12T12:00:00\.000Z$/);
  });

  it('follows the filters, q and sort of the list, ignoring page and page_size', async () => {
    const read = lines(
      (await download('/api/admin/messages/export?is_read=true&sort=name&page=3&page_size=1', admin)).bytes,
    );
    expect(read.slice(1).map((row) => row.split(',')[0])).toEqual(
      (await all<Message>('/api/admin/messages', 'messages', { is_read: 'true', sort: 'name' })).map((m) => m.name),
    );
    expect(read).toHaveLength(16);
    const found = lines((await download(`/api/admin/messages/export?q=${encodeURIComponent('احمد')}`, admin)).bytes);
    expect(found).toHaveLength(2);
    expect(found[1]).toMatch(/^أحمد الزهراني,/);
    const days = lines((await download('/api/admin/messages/export?from=2024-01-11&to=2024-01-12', admin)).bytes);
    expect(days.slice(1).map((row) => row.split(',')[0])).toEqual(['Visitor 11', 'Visitor 10']);
  });

  it('escapes cells a spreadsheet would run as a formula', async () => {
    const [, row] = lines((await download('/api/admin/messages/export?from=2024-01-21&to=2024-01-21', admin)).bytes);
    expect(row.split(',')).toEqual([
      'Visitor 20',
      'visitor20@mail.sa',
      '0500000020',
      "'@SUM(A1)",
      "'=1+1",
      'Message number 20',
      'لا',
      '2024-01-21T12:00:00.000Z',
    ]);
  });

  it('answers 400 for a bad query and 401/403 for non-admins, as JSON', async () => {
    for (const query of ['page=-1', 'page_size=100000', 'sort=unknown', 'is_read=maybe', `q=${'a'.repeat(10_000)}`]) {
      const { res, bytes } = await download(`/api/admin/messages/export?${query}`, admin);
      expect(res.status, query).toBe(400);
      expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual({ success: false, error: expect.any(String) });
    }
    expect((await download('/api/admin/messages/export')).res.status).toBe(401);
    expect((await download('/api/admin/messages/export', clientToken())).res.status).toBe(403);
  });
});

describe('POST /api/admin/messages/bulk', () => {
  /** Three fresh unread messages and one read one, by subject. */
  async function freshMessages(tag: string): Promise<Message[]> {
    const now = Date.now();
    await content.connection.collection('contact_messages').insertMany(
      ['a', 'b', 'c', 'r'].map((letter, i) => ({
        name: `Bulk ${tag} ${letter}`,
        email: `bulk-${tag}@mail.sa`,
        phone: '0500000000',
        company: '',
        subject: `bulk-${tag}-${letter}`,
        message: 'Bulk message',
        is_read: letter === 'r',
        replies: [],
        created_at: new Date(now + i),
        updated_at: new Date(now + i),
      })),
    );
    return sortedBy(await all<Message>('/api/admin/messages', 'messages', { q: `bulk-${tag}@` }), (m) => m.subject, 1);
  }

  const bulk = (body: unknown, token: string | undefined = admin) =>
    content.call('POST', '/api/admin/messages/bulk', { body, token });
  const trail = async (id: string) =>
    (await content.call('GET', `/api/admin/messages/${id}/audit`, { token: admin })).body.audit;

  it('marks messages read, auditing each changed one on its own; unknown ids are not_found', async () => {
    const [a, b, c, r] = await freshMessages('read');
    const missing = new Types.ObjectId().toString();
    const res = await bulk({ action: 'mark_read', ids: [a.id, missing, b.id, r.id, a.id.toUpperCase()] });
    expect(res).toEqual({
      status: 200,
      body: { success: true, done: [a.id, b.id, r.id], not_found: [missing] },
    });
    const after = await all<Message>('/api/admin/messages', 'messages', { q: 'bulk-read@' });
    expect(Object.fromEntries(after.map((m) => [m.subject, m.is_read]))).toEqual({
      'bulk-read-a': true,
      'bulk-read-b': true,
      'bulk-read-c': false,
      'bulk-read-r': true,
    });
    for (const message of [a, b]) {
      const entries = await trail(message.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        entity: 'contact_message',
        entity_id: message.id,
        action: 'update',
        actor_email: 'admin@example.com',
        before: { ...message, is_read: false },
        after: { ...message, is_read: true },
      });
    }
    // Already read: counted as done, nothing changed, nothing audited.
    expect(await trail(r.id)).toEqual([]);
    expect(await trail(c.id)).toEqual([]);

    const back = await bulk({ action: 'mark_unread', ids: [a.id, c.id] });
    expect(back.body).toEqual({ success: true, done: [a.id, c.id], not_found: [] });
    const entries = await trail(a.id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ action: 'update', before: { is_read: true }, after: { is_read: false } });
    expect(await trail(c.id)).toEqual([]);
  });

  it('deletes messages, auditing each delete with the record before', async () => {
    const [a, b, c] = await freshMessages('delete');
    const missing = new Types.ObjectId().toString();
    const totalBefore = (await list('/api/admin/messages')).body.total;
    const res = await bulk({ action: 'delete', ids: [a.id, b.id, missing] });
    expect(res).toEqual({ status: 200, body: { success: true, done: [a.id, b.id], not_found: [missing] } });
    expect((await list('/api/admin/messages')).body.total).toBe(totalBefore - 2);
    expect((await all<Message>('/api/admin/messages', 'messages', { q: 'bulk-delete@' })).map((m) => m.id)).toEqual(
      expect.arrayContaining([c.id]),
    );
    for (const message of [a, b]) {
      expect(await trail(message.id)).toEqual([
        expect.objectContaining({ action: 'delete', entity_id: message.id, before: message, after: null }),
      ]);
    }
    // Deleting again: all not found.
    expect((await bulk({ action: 'delete', ids: [a.id] })).body).toEqual({
      success: true,
      done: [],
      not_found: [a.id],
    });
  });

  it('answers 400 for a bad body and 401/403 for non-admins, changing nothing', async () => {
    const [a] = await freshMessages('refused');
    const auditCount = () => content.connection.collection('audit_trail').countDocuments();
    const before = await auditCount();
    for (const body of [
      { action: 'archive', ids: [a.id] },
      { ids: [a.id] },
      { action: 'delete' },
      { action: 'delete', ids: [] },
      { action: 'delete', ids: ['not-an-id'] },
      { action: 'delete', ids: a.id },
      { action: 'delete', ids: Array.from({ length: 101 }, () => new Types.ObjectId().toString()) },
      [a.id],
      '{"action":',
    ]) {
      const res = await bulk(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ success: false, error: expect.any(String) });
    }
    expect(await content.call('POST', '/api/admin/messages/bulk', { body: { action: 'delete', ids: [a.id] } })).toEqual(
      { status: 401, body: { success: false, error: 'Authentication required' } },
    );
    expect(await bulk({ action: 'delete', ids: [a.id] }, clientToken())).toEqual({
      status: 403,
      body: { success: false, error: 'Forbidden' },
    });
    expect(await auditCount()).toBe(before);
    expect((await all<Message>('/api/admin/messages', 'messages', { q: 'bulk-refused-a' })).map((m) => m.id)).toEqual([
      a.id,
    ]);
  });
});

interface NewsRow {
  id: string;
  title_ar: string;
  title_en: string;
  category: string;
  is_published: 0 | 1;
  created_at: string;
  updated_at: string;
}

const CATEGORIES = ['company-news', 'partnerships', 'innovation', 'events', 'financing', 'training'];

describe('GET /api/admin/news (paged)', () => {
  beforeAll(async () => {
    await content.connection.collection('news_items').insertMany(
      Array.from({ length: 30 }, (_, i) => ({
        title_ar: i === 4 ? 'افتتاح مدرسة جديدة' : `خبر رقم ${String(i).padStart(2, '0')}`,
        title_en: i === 5 ? 'Launch of C++ (beta) *program*' : `News ${String((i * 11) % 30).padStart(2, '0')}`,
        excerpt_ar: '',
        excerpt_en: i === 6 ? 'A Special Excerpt here' : '',
        content_ar: 'نص الخبر',
        content_en: 'The news text',
        category: CATEGORIES[i % CATEGORIES.length],
        author: 'Admin',
        image_url: '',
        views: 0,
        featured: false,
        is_published: i % 2 ? 1 : 0,
        created_at: new Date(BASE + i * DAY),
        updated_at: new Date(BASE + ((i * 7) % 30) * DAY),
      })),
    );
  });

  it('pages newest first by default, drafts included', async () => {
    const { body } = await list('/api/admin/news');
    expect(body).toMatchObject({ success: true, total: 30, page: 1, page_size: 20 });
    expect(body.news).toHaveLength(20);
    expect(body.news[0]).toMatchObject({ title_ar: 'خبر رقم 29', is_published: 1 });
    expect(body.news[0]).toHaveProperty('excerpt_ar');
    const second = (await list('/api/admin/news', { page: 2 })).body;
    expect(second.news.map((n: NewsRow) => n.title_ar)).toEqual(
      Array.from({ length: 10 }, (_, i) => (9 - i === 4 ? 'افتتاح مدرسة جديدة' : `خبر رقم 0${9 - i}`)),
    );
  });

  it('sorts by created_at, updated_at, title_ar and title_en both ways', async () => {
    const everything = await all<NewsRow>('/api/admin/news', 'news');
    for (const field of ['created_at', 'updated_at', 'title_ar', 'title_en'] as const) {
      for (const direction of [1, -1] as const) {
        const rows = await all<NewsRow>('/api/admin/news', 'news', { sort: direction === 1 ? field : `-${field}` });
        expect(rows.map((n) => n[field])).toEqual(
          sortedBy(everything, (n) => n[field], direction).map((n) => n[field]),
        );
      }
    }
  });

  it('filters by is_published, category and dates', async () => {
    const published = await all<NewsRow>('/api/admin/news', 'news', { is_published: 'true' });
    expect(published).toHaveLength(15);
    expect(published.every((n) => n.is_published === 1)).toBe(true);
    const drafts = await all<NewsRow>('/api/admin/news', 'news', { is_published: 'false' });
    expect(drafts).toHaveLength(15);
    expect(drafts.every((n) => n.is_published === 0)).toBe(true);
    const events = await all<NewsRow>('/api/admin/news', 'news', { category: 'events' });
    expect(events).toHaveLength(5);
    expect(events.every((n) => n.category === 'events')).toBe(true);
    expect(await all<NewsRow>('/api/admin/news', 'news', { category: 'events', is_published: 'true' })).toHaveLength(5);
    expect(await all<NewsRow>('/api/admin/news', 'news', { category: 'events', is_published: 'false' })).toEqual([]);
    const january = await all<NewsRow>('/api/admin/news', 'news', { from: '2024-01-01', to: '2024-01-05' });
    expect(january).toHaveLength(5);
  });

  it('searches both titles and the excerpts', async () => {
    const titles = async (q: string) => (await all<NewsRow>('/api/admin/news', 'news', { q })).map((n) => n.title_en);
    expect(await titles('مدرسه')).toHaveLength(1);
    expect(await titles('إفتتاح')).toHaveLength(1);
    expect(await titles('c++ (BETA) *')).toEqual(['Launch of C++ (beta) *program*']);
    expect(await titles('special excerpt')).toHaveLength(1);
    expect(await titles('news 1')).toHaveLength(10);
  });

  it('answers 400 for a bad value', async () => {
    for (const query of [
      { category: 'sports' },
      { is_published: '1' },
      { sort: 'views' },
      { page: -1 },
      { page_size: 100_000 },
      { q: 'x'.repeat(10_000) },
    ]) {
      const res = await list('/api/admin/news', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toEqual({ success: false, error: expect.any(String) });
    }
  });
});

interface OrderedRow {
  id: string;
  sort_order: number;
  is_active: 0 | 1;
  title_ar?: string;
  title_en?: string;
  name_ar?: string;
  name_en?: string;
}

for (const kind of [
  {
    path: '/api/admin/services',
    key: 'services',
    collection: 'services',
    ar: 'title_ar',
    en: 'title_en',
    extra: (i: number) => ({ slug: `service-${i}`, path: `/services/service-${i}`, icon: 'fas fa-cog' }),
  },
  {
    path: '/api/admin/sectors',
    key: 'sectors',
    collection: 'sectors',
    ar: 'name_ar',
    en: 'name_en',
    extra: () => ({ icon: 'fas fa-industry' }),
  },
] as const) {
  describe(`GET ${kind.path} (paged)`, () => {
    const ar = kind.ar as keyof OrderedRow;
    const en = kind.en as keyof OrderedRow;
    beforeAll(async () => {
      await content.connection.collection(kind.collection).insertMany(
        Array.from({ length: 25 }, (_, i) => ({
          [kind.ar]: i === 2 ? 'الأمن السيبراني' : `عنصر ${String(i).padStart(2, '0')}`,
          [kind.en]: i === 3 ? 'Cyber Security' : `Item ${String(24 - i).padStart(2, '0')}`,
          description_ar: 'وصف',
          description_en: 'Description',
          is_active: i % 5 === 0 ? 0 : 1,
          // Pairs share a display order, so the English tiebreak shows.
          sort_order: Math.floor(i / 2),
          created_at: new Date(BASE + ((i * 3) % 25) * DAY),
          updated_at: new Date(BASE),
          ...kind.extra(i),
        })),
      );
    });

    it('keeps the old order without a query: sort_order, then the English name, first 20', async () => {
      const { status, body } = await list(kind.path);
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, total: 25, page: 1, page_size: 20 });
      expect(body[kind.key]).toHaveLength(20);
      const everything = [...body[kind.key], ...(await list(kind.path, { page: 2 })).body[kind.key]] as OrderedRow[];
      expect(everything).toHaveLength(25);
      const expected = [...everything].sort(
        (a, b) => a.sort_order - b.sort_order || (String(a[en]) < String(b[en]) ? -1 : 1),
      );
      expect(everything.map((row) => row.id)).toEqual(expected.map((row) => row.id));
      expect(everything[0]).toMatchObject({ sort_order: 0, [kind.en]: 'Item 23' });
      expect(everything[1]).toMatchObject({ sort_order: 0, [kind.en]: 'Item 24' });
      expect(everything[0]).not.toHaveProperty('created_at');
    });

    it('sorts by sort_order, the Arabic and English names and created_at, both ways', async () => {
      const reversed = await all<OrderedRow>(kind.path, kind.key, { sort: '-sort_order' });
      const forward = await all<OrderedRow>(kind.path, kind.key);
      expect(reversed.map((row) => row.id)).toEqual(forward.map((row) => row.id).reverse());
      for (const field of [ar, en] as const) {
        for (const direction of [1, -1] as const) {
          const rows = await all<OrderedRow>(kind.path, kind.key, { sort: direction === 1 ? field : `-${field}` });
          expect(rows.map((row) => row[field])).toEqual(
            sortedBy(forward, (row) => String(row[field]), direction).map((row) => row[field]),
          );
        }
      }
      const byCreated = await all<OrderedRow>(kind.path, kind.key, { sort: 'created_at' });
      const created = await content.connection
        .collection(kind.collection)
        .find({}, { sort: { created_at: 1, _id: 1 } })
        .toArray();
      expect(byCreated.map((row) => row.id)).toEqual(created.map((doc) => String(doc._id)));
      const newest = await all<OrderedRow>(kind.path, kind.key, { sort: '-created_at' });
      expect(newest.map((row) => row.id)).toEqual(created.map((doc) => String(doc._id)).reverse());
    });

    it('filters by is_active and searches both names', async () => {
      const inactive = await all<OrderedRow>(kind.path, kind.key, { is_active: 'false' });
      expect(inactive).toHaveLength(5);
      expect(inactive.every((row) => row.is_active === 0)).toBe(true);
      const active = await all<OrderedRow>(kind.path, kind.key, { is_active: 'true' });
      expect(active).toHaveLength(20);
      expect(active.every((row) => row.is_active === 1)).toBe(true);
      expect((await all<OrderedRow>(kind.path, kind.key, { q: 'الامن' })).map((row) => row[ar])).toEqual([
        'الأمن السيبراني',
      ]);
      expect((await all<OrderedRow>(kind.path, kind.key, { q: 'cyber SECURITY' })).map((row) => row[en])).toEqual([
        'Cyber Security',
      ]);
      expect(await all<OrderedRow>(kind.path, kind.key, { q: 'item 2', is_active: 'false' })).toHaveLength(1);
      expect(await all<OrderedRow>(kind.path, kind.key, { q: '.*' })).toEqual([]);
    });

    it('answers 400 for a bad value', async () => {
      for (const query of [
        { is_active: '1' },
        { sort: 'slug' },
        { page: -1 },
        { page_size: 100_000 },
        { q: 'x'.repeat(10_000) },
      ]) {
        const res = await list(kind.path, query);
        expect(res.status, JSON.stringify(query)).toBe(400);
        expect(res.body).toEqual({ success: false, error: expect.any(String) });
      }
    });
  });
}

describe('GET /api/admin/audit/content', () => {
  it("pages content's whole trail newest first, filtered, with a before cursor", async () => {
    // Changes of each kind, through the admin routes.
    const news = await content.call('POST', '/api/admin/news', {
      token: admin,
      body: { title_ar: 'خبر', title_en: 'Feed news', content_ar: 'نص', content_en: 'Text' },
    });
    expect(news.status).toBe(201);
    const [service] = await all<OrderedRow>('/api/admin/services', 'services', { page_size: '1' });
    expect(
      (await content.call('PUT', `/api/admin/services/${service.id}`, { token: admin, body: { sort_order: 99 } }))
        .status,
    ).toBe(200);
    const other = 'other@example.com';
    const otherAdmin = signTestToken({ id: 'admin-2', role: 'admin', email: other, name: 'Other' });
    expect((await content.call('DELETE', `/api/admin/news/${news.body.news.id}`, { token: otherAdmin })).status).toBe(
      200,
    );

    const feed = await list('/api/admin/audit/content');
    expect(feed.status).toBe(200);
    expect(feed.body).toMatchObject({ success: true, page: 1, page_size: 20 });
    const total = await content.connection.collection('audit_trail').countDocuments();
    expect(feed.body.total).toBe(total);
    expect(feed.body.audit[0]).toMatchObject({
      entity: 'news_item',
      action: 'delete',
      actor_email: other,
      entity_id: news.body.news.id,
    });
    const ats = feed.body.audit.map((entry: { at: string }) => entry.at);
    expect(ats).toEqual([...ats].sort().reverse());

    const byEntity = await all<{ entity: string }>('/api/admin/audit/content', 'audit', { entity: 'service' });
    expect(byEntity.length).toBeGreaterThan(0);
    expect(byEntity.every((entry) => entry.entity === 'service')).toBe(true);
    const deletes = await all<{ action: string; entity: string }>('/api/admin/audit/content', 'audit', {
      action: 'delete',
      entity: 'news_item',
    });
    expect(deletes).toHaveLength(1);
    const byOther = await all<{ actor_email: string }>('/api/admin/audit/content', 'audit', {
      actor: 'OTHER@example.com',
    });
    expect(byOther).toHaveLength(1);
    expect(await all('/api/admin/audit/content', 'audit', { from: '2000-01-01', to: '2000-01-02' })).toEqual([]);

    // Walking the trail with the cursor gives every entry once, newest first.
    const walked: string[] = [];
    let before: string | null = null;
    do {
      const page = await list('/api/admin/audit/content', { page_size: 7, ...(before ? { before } : {}) });
      expect(page.status).toBe(200);
      expect(page.body.total).toBe(total);
      walked.push(...page.body.audit.map((entry: { id: string }) => entry.id));
      before = page.body.next_before;
    } while (before);
    const everything = await all<{ id: string }>('/api/admin/audit/content', 'audit');
    expect(walked).toHaveLength(total);
    expect(walked.slice(0, everything.length)).toEqual(everything.map((entry) => entry.id));
    expect(new Set(walked).size).toBe(total);

    for (const query of [{ entity: 'user' }, { action: 'archive' }, { before: 'yesterday' }, { page: -1 }]) {
      const res = await list('/api/admin/audit/content', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toEqual({ success: false, error: expect.any(String) });
    }
  });
});

describe('indexes (created at start)', () => {
  it('has an index behind each list query', async () => {
    const keys = async (model: { listIndexes: () => Promise<{ key: Record<string, number> }[]> }) =>
      (await model.listIndexes()).map((index) => index.key);
    const { ContactMessage, NewsItem, Service, Sector } = content.models;
    expect(await keys(ContactMessage)).toEqual(
      expect.arrayContaining([
        { created_at: -1, _id: -1 },
        { is_read: 1, created_at: -1, _id: -1 },
        { name: 1, _id: 1 },
        { email: 1, _id: 1 },
        { subject: 1, _id: 1 },
      ]),
    );
    expect(await keys(NewsItem)).toEqual(
      expect.arrayContaining([
        { created_at: -1, _id: -1 },
        { is_published: 1, created_at: -1, _id: -1 },
        { category: 1, created_at: -1, _id: -1 },
        { updated_at: -1, _id: -1 },
      ]),
    );
    expect(await keys(Service)).toEqual(
      expect.arrayContaining([
        { sort_order: 1, title_en: 1, _id: 1 },
        { is_active: 1, sort_order: 1, title_en: 1, _id: 1 },
      ]),
    );
    expect(await keys(Sector)).toEqual(
      expect.arrayContaining([
        { sort_order: 1, name_en: 1, _id: 1 },
        { is_active: 1, sort_order: 1, name_en: 1, _id: 1 },
      ]),
    );
  });
});

describe('admin list routes and non-admins', () => {
  it('answer 401 without a token and 403 with a client token', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/messages?page=2'],
      ['GET', '/api/admin/news?is_published=true'],
      ['GET', '/api/admin/services?q=x'],
      ['GET', '/api/admin/sectors?sort=-sort_order'],
      ['GET', '/api/admin/messages/export'],
      ['POST', '/api/admin/messages/bulk', { action: 'delete', ids: [SOME_ID] }],
      ['GET', '/api/admin/audit/content'],
    ];
    for (const [method, path, body] of routes) {
      expect(await content.call(method, path, { body }), `${method} ${path}`).toEqual({
        status: 401,
        body: { success: false, error: 'Authentication required' },
      });
      expect(await content.call(method, path, { body, token: clientToken() }), `${method} ${path}`).toEqual({
        status: 403,
        body: { success: false, error: 'Forbidden' },
      });
    }
  });
});
