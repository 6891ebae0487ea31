/**
 * Identity: the paged, sorted, filtered and searched admin users list, its CSV
 * export, identity's activity feed and the internal users counter, on a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { parseCsv, TEST_INTERNAL_TOKEN } from '@consulting/service-kit/test-support';
import { startIdentity, type IdentityUnderTest } from './identity-app.ts';

let identity: IdentityUnderTest;
const admin = { name: 'Zed Admin', email: 'admin@site.sa', password: 'admin-pass-123', role: 'admin' as const };
const client = { name: 'Zed Client', email: 'client@site.sa', password: 'client-pass-123', role: 'client' as const };
/** A bcrypt-looking hash stored on every seeded user: it must never come out. */
const FAKE_HASH = '$2a$10$abcdefghijklmnopqrstuuQWERTYUIOPASDFGHJKLZXCVBNMqwert';

interface Seed {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  role: 'client' | 'admin';
  is_active: boolean;
  created_at: Date;
}

const SEEDS: Seed[] = [
  {
    name: 'أحمد السعيد',
    email: 'ahmad.saeed@mail.sa',
    phone: '0500000001',
    company: 'شركة النور',
    role: 'client',
    is_active: true,
    created_at: new Date('2024-01-10T08:00:00Z'),
  },
  {
    name: 'Sara Ahmed',
    email: 'sara@example.com',
    company: 'Globex',
    role: 'client',
    is_active: true,
    created_at: new Date('2024-03-05T12:00:00Z'),
  },
  {
    name: 'Regex Person',
    email: 'regex@mail.sa',
    company: 'a.*(b holdings',
    role: 'client',
    is_active: true,
    created_at: new Date('2024-05-01T00:00:00Z'),
  },
  {
    name: 'Formula Person',
    email: 'formula@mail.sa',
    company: '=1+2',
    role: 'client',
    is_active: true,
    created_at: new Date('2024-06-01T00:00:00Z'),
  },
  {
    name: 'Admin Two',
    email: 'admin2@site.sa',
    role: 'admin',
    is_active: true,
    created_at: new Date('2023-12-31T23:59:59Z'),
  },
  {
    name: 'Old Client',
    email: 'old@mail.sa',
    role: 'client',
    is_active: false,
    created_at: new Date('2023-01-01T00:00:00Z'),
  },
  ...Array.from({ length: 24 }, (_, i): Seed => {
    const n = String(i + 1).padStart(2, '0');
    return {
      name: `User ${n}`,
      email: `user${n}@mail.sa`,
      phone: `05599900${n}`,
      role: (i + 1) % 7 === 0 ? 'admin' : 'client',
      is_active: (i + 1) % 5 !== 0,
      // Users 11 and 12 share a created_at: the `_id` tiebreak orders them.
      created_at: new Date(Date.UTC(2025, 0, i === 11 ? 11 : i + 1, 9)),
    };
  }),
];

interface ListedUser {
  id: string;
  name: string;
  email: string;
  phone?: string;
  company?: string;
  role: string;
  is_active: boolean;
  created_at: string;
}
interface Page {
  success: true;
  users: ListedUser[];
  total: number;
  page: number;
  page_size: number;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
async function tokenOf(path: '/api/admin/login' | '/api/user/login', user: { email: string; password: string }) {
  const res = await identity.post(path, { email: user.email, password: user.password });
  return ((await res.json()) as { token: string }).token;
}
let adminAuth: Record<string, string>;
/** Every user as the database holds it, in the API's shape (the test's oracle). */
let everyone: ListedUser[];

async function list(query = ''): Promise<Page> {
  const res = await identity.get(`/api/admin/users${query}`, adminAuth);
  expect(res.status, query).toBe(200);
  return (await res.json()) as Page;
}

/** `users` ordered by `field` (then id) as MongoDB orders it (binary string order). */
function ordered(users: ListedUser[], field: 'created_at' | 'name' | 'email', direction: 1 | -1): ListedUser[] {
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...users].sort((a, b) => direction * (cmp(a[field], b[field]) || cmp(a.id, b.id)));
}

beforeAll(async () => {
  identity = await startIdentity('identity_users_list');
  await identity.addUser(admin);
  await identity.addUser(client);
  await identity.connection.collection('users').insertMany(
    SEEDS.map((seed) => ({
      _id: new Types.ObjectId(),
      ...seed,
      password_hash: FAKE_HASH,
      auto_created: false,
      updated_at: seed.created_at,
    })),
  );
  adminAuth = bearer(await tokenOf('/api/admin/login', admin));
  const stored = await identity.connection.collection('users').find().toArray();
  everyone = stored.map((user) => ({
    id: String(user._id),
    name: user.name as string,
    email: user.email as string,
    ...(user.phone ? { phone: user.phone as string } : {}),
    ...(user.company ? { company: user.company as string } : {}),
    role: user.role as string,
    is_active: user.is_active as boolean,
    created_at: (user.created_at as Date).toISOString(),
  }));
});
afterAll(() => identity?.close());

describe('GET /api/admin/users (paged list)', () => {
  it('answers an old caller (no parameters) with the 20 newest, and never a password hash', async () => {
    const body = await list();
    expect(body).toMatchObject({ success: true, total: everyone.length, page: 1, page_size: 20 });
    expect(everyone.length).toBe(32);
    const newest = ordered(everyone, 'created_at', -1).slice(0, 20);
    expect(body.users.map((u) => u.email)).toEqual(newest.map((u) => u.email));
    expect(body.users[0]).toEqual({ ...newest[0], full_name: newest[0].name });
    expect(JSON.stringify(body)).not.toMatch(/password|\$2[aby]\$/);
  });

  it('pages: page 2 holds the next rows, the last page the rest, past the end nothing', async () => {
    const all = ordered(everyone, 'created_at', -1).map((u) => u.id);
    const first = await list('?page_size=7');
    const second = await list('?page=2&page_size=7');
    expect(second).toMatchObject({ total: 32, page: 2, page_size: 7 });
    expect(first.users.map((u) => u.id)).toEqual(all.slice(0, 7));
    expect(second.users.map((u) => u.id)).toEqual(all.slice(7, 14));
    const last = await list('?page=5&page_size=7');
    expect(last.users.map((u) => u.id)).toEqual(all.slice(28));
    const beyond = await list('?page=6&page_size=7');
    expect(beyond).toMatchObject({ users: [], total: 32, page: 6 });
    // Walking every page with ties in created_at neither repeats nor skips a user.
    const walked: string[] = [];
    for (let page = 1; page <= 11; page += 1)
      walked.push(...(await list(`?page=${page}&page_size=3`)).users.map((u) => u.id));
    expect(walked).toEqual(all);
  });

  it.each([
    ['created_at', 1],
    ['created_at', -1],
    ['name', 1],
    ['name', -1],
    ['email', 1],
    ['email', -1],
  ] as const)('sorts by %s (direction %i)', async (field, direction) => {
    const body = await list(`?sort=${direction === -1 ? '-' : ''}${field}&page_size=100`);
    expect(body.users.map((u) => u.id)).toEqual(ordered(everyone, field, direction).map((u) => u.id));
  });

  it('filters by role and is_active, alone and together', async () => {
    const cases: [string, (u: ListedUser) => boolean][] = [
      ['role=admin', (u) => u.role === 'admin'],
      ['role=client', (u) => u.role === 'client'],
      ['is_active=false', (u) => !u.is_active],
      ['is_active=true', (u) => u.is_active],
      ['role=client&is_active=false', (u) => u.role === 'client' && !u.is_active],
    ];
    for (const [query, keep] of cases) {
      const expected = ordered(everyone.filter(keep), 'created_at', -1);
      expect(expected.length, query).toBeGreaterThan(0);
      const body = await list(`?${query}&page_size=100`);
      expect(body.total, query).toBe(expected.length);
      expect(
        body.users.map((u) => u.id),
        query,
      ).toEqual(expected.map((u) => u.id));
    }
  });

  it('bounds created_at with from/to (a bare date covers its whole day)', async () => {
    const body = await list('?from=2024-01-10&to=2024-05-01&sort=created_at');
    expect(body.users.map((u) => u.email)).toEqual(['ahmad.saeed@mail.sa', 'sara@example.com', 'regex@mail.sa']);
    const instant = await list('?from=2023-12-31T23:59:59Z&to=2024-01-01T00:00:00%2B03:00');
    expect(instant.users.map((u) => u.email)).toEqual([]);
    const edge = await list('?from=2023-12-31T23:59:59Z&to=2024-01-01T03:00:00%2B03:00');
    expect(edge.users.map((u) => u.email)).toEqual(['admin2@site.sa']);
  });

  it('searches name, email, phone and company: Arabic letter forms, any case, regex characters literal', async () => {
    const emailsFor = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}&page_size=100`)).users.map((u) => u.email).sort();
    // 'احمد' (bare alef) finds 'أحمد' (alef with hamza), in name; 'ahmed' finds Sara Ahmed.
    expect(await emailsFor('احمد')).toEqual(['ahmad.saeed@mail.sa']);
    expect(await emailsFor('النور')).toEqual(['ahmad.saeed@mail.sa']);
    expect(await emailsFor('SARA')).toEqual(['sara@example.com']);
    expect(await emailsFor('  AhMeD  ')).toEqual(['sara@example.com']);
    expect(await emailsFor('GLOBEX')).toEqual(['sara@example.com']);
    expect(await emailsFor('0500000001')).toEqual(['ahmad.saeed@mail.sa']);
    expect(await emailsFor('@EXAMPLE.com')).toEqual(['sara@example.com']);
    // Regex characters are matched as themselves: only 'a.*(b holdings' holds '.*('.
    expect(await emailsFor('.*(')).toEqual(['regex@mail.sa']);
    expect(await emailsFor('.*')).toEqual(['regex@mail.sa']);
    expect(await emailsFor('no such person')).toEqual([]);
    // Search, filter and sort together; total counts the matches.
    const admins = await list('?q=user&role=admin&sort=email');
    expect(admins.users.map((u) => u.email)).toEqual(['user07@mail.sa', 'user14@mail.sa', 'user21@mail.sa']);
    expect(admins.total).toBe(3);
  });

  it('answers 400 (never 500) for bad values and ignores unknown parameters', async () => {
    for (const query of [
      'page=-1',
      'page=0',
      'page=abc',
      'page_size=100000',
      'page_size=0',
      'page_size=101',
      'sort=password_hash',
      'sort=-phone',
      'sort=',
      'role=superadmin',
      'role=Admin',
      'is_active=yes',
      `q=${'a'.repeat(10_000)}`,
      `q=${encodeURIComponent('أ'.repeat(201))}`,
      'from=yesterday',
      'to=2024-13-01',
      'page=1&page=2',
    ]) {
      const res = await identity.get(`/api/admin/users?${query}`, adminAuth);
      expect(res.status, query.slice(0, 40)).toBe(400);
      const body = await res.json();
      expect(body, query.slice(0, 40)).toEqual({ success: false, error: expect.any(String) });
    }
    const ignored = await list('?foo=bar&limit=3');
    expect(ignored).toMatchObject({ total: 32, page_size: 20 });
    expect((await list('?page_size=100')).users).toHaveLength(32);
  });
});

async function exportCsv(query = ''): Promise<{ res: Response; bytes: Buffer; rows: string[][] }> {
  const res = await identity.get(`/api/admin/users/export${query}`, adminAuth);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, rows: res.status === 200 ? parseCsv(bytes.subarray(3).toString('utf8')) : [] };
}

const HEADER = ['الاسم', 'البريد الإلكتروني', 'الهاتف', 'الشركة', 'الدور', 'نشط', 'تاريخ التسجيل'];

describe('GET /api/admin/users/export (CSV)', () => {
  it('streams every user as UTF-8 CSV with a BOM, Arabic headers and no password hash', async () => {
    const { res, bytes, rows } = await exportCsv();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(rows[0]).toEqual(HEADER);
    // Every user (not one page), newest first as the list.
    expect(rows.slice(1).map((row) => row[1])).toEqual(ordered(everyone, 'created_at', -1).map((u) => u.email));
    expect(rows.slice(1).find((row) => row[1] === 'ahmad.saeed@mail.sa')).toEqual([
      'أحمد السعيد',
      'ahmad.saeed@mail.sa',
      '0500000001',
      'شركة النور',
      'عميل',
      'نعم',
      '2024-01-10T08:00:00.000Z',
    ]);
    expect(
      rows
        .slice(1)
        .find((row) => row[1] === 'old@mail.sa')
        ?.slice(4, 6),
    ).toEqual(['عميل', 'لا']);
    expect(rows.slice(1).find((row) => row[1] === 'admin2@site.sa')?.[4]).toBe('مدير');
    expect(bytes.toString('utf8')).not.toMatch(/\$2[aby]\$|password/i);
  });

  it('escapes a formula cell so a spreadsheet shows it as text', async () => {
    const { rows } = await exportCsv('?q=formula');
    expect(rows.slice(1)).toEqual([
      ['Formula Person', 'formula@mail.sa', '', "'=1+2", 'عميل', 'نعم', '2024-06-01T00:00:00.000Z'],
    ]);
  });

  it('follows the list filters, q and sort; page and page_size do not apply', async () => {
    const admins = await exportCsv('?role=admin&sort=email&page=-1&page_size=1');
    expect(admins.res.status).toBe(200);
    expect(admins.rows.slice(1).map((row) => row[1])).toEqual(
      ordered(
        everyone.filter((u) => u.role === 'admin'),
        'email',
        1,
      ).map((u) => u.email),
    );
    const inactive = await exportCsv('?is_active=false&from=2025-01-01');
    expect(inactive.rows.slice(1).map((row) => row[1])).toEqual([
      'user20@mail.sa',
      'user15@mail.sa',
      'user10@mail.sa',
      'user05@mail.sa',
    ]);
    const searched = await exportCsv(`?q=${encodeURIComponent('احمد')}`);
    expect(searched.rows.slice(1).map((row) => row[1])).toEqual(['ahmad.saeed@mail.sa']);
    const none = await exportCsv('?q=nobody-at-all');
    expect(none.rows).toEqual([HEADER]);
  });

  it('answers 400 for a bad filter value, as the list', async () => {
    for (const query of ['role=root', 'is_active=1', 'sort=password_hash', `q=${'x'.repeat(10_000)}`]) {
      const { res, bytes } = await exportCsv(`?${query}`);
      expect(res.status, query.slice(0, 30)).toBe(400);
      expect(JSON.parse(bytes.toString('utf8'))).toEqual({ success: false, error: expect.any(String) });
    }
  });
});

describe('GET /api/admin/audit/identity (activity feed)', () => {
  it("pages identity's changes newest first, filtered by action and actor", async () => {
    const created = await (
      await identity.post(
        '/api/admin/users',
        { name: 'Feed User', email: 'feed@mail.sa', password: 'feed-pass-123' },
        adminAuth,
      )
    ).json();
    const id: string = created.user.id;
    await identity.put(`/api/admin/users/${id}`, { company: 'Feed Co' }, adminAuth);
    everyone.push(created.user);

    const res = await identity.get('/api/admin/audit/identity', adminAuth);
    expect(res.status).toBe(200);
    const feed = await res.json();
    expect(feed).toMatchObject({ success: true, total: 2, page: 1, page_size: 20, next_before: null });
    expect(feed.audit.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(feed.audit[0]).toMatchObject({ entity: 'user', entity_id: id, actor_email: admin.email });
    expect(JSON.stringify(feed)).not.toMatch(/password_hash|"password"|\$2[aby]\$|\$argon2/);

    const creates = await (await identity.get('/api/admin/audit/identity?action=create&entity=user', adminAuth)).json();
    expect(creates.audit.map((e: { entity_id: string }) => e.entity_id)).toEqual([id]);
    const byOther = await (await identity.get('/api/admin/audit/identity?actor=other@site.sa', adminAuth)).json();
    expect(byOther).toMatchObject({ audit: [], total: 0 });
    const firstPage = await (await identity.get('/api/admin/audit/identity?page_size=1', adminAuth)).json();
    expect(firstPage.next_before).toEqual(expect.any(String));
    const older = await (
      await identity.get(`/api/admin/audit/identity?page_size=1&before=${firstPage.next_before}`, adminAuth)
    ).json();
    expect(older.audit.map((e: { action: string }) => e.action)).toEqual(['create']);

    for (const query of ['entity=news_item', 'action=archive', 'page=-1', 'before=yesterday']) {
      expect((await identity.get(`/api/admin/audit/identity?${query}`, adminAuth)).status, query).toBe(400);
    }
  });
});

describe('GET /internal/users/count (the dashboard users counter)', () => {
  it('counts every account, clients and admins, active or not, for the internal token only', async () => {
    const res = await identity.get('/internal/users/count', { 'x-internal-token': TEST_INTERNAL_TOKEN });
    expect(res.status).toBe(200);
    const stored = await identity.connection.collection('users').countDocuments();
    expect(await res.json()).toEqual({ success: true, users: stored });
    expect(stored).toBe(everyone.length);
    for (const headers of [{}, { 'x-internal-token': 'wrong' }, adminAuth]) {
      const refused = await identity.get('/internal/users/count', headers);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ success: false, error: 'Forbidden' });
    }
  });
});

describe('the new admin routes need an admin token', () => {
  it('answers 401 without a token and 403 with a client token', async () => {
    const clientAuth = bearer(await tokenOf('/api/user/login', client));
    for (const path of [
      '/api/admin/users?page=2&role=client',
      '/api/admin/users/export',
      '/api/admin/users/export?role=admin',
      '/api/admin/audit/identity',
    ]) {
      const anonymous = await identity.get(path);
      expect(anonymous.status, path).toBe(401);
      expect(await anonymous.json()).toEqual({ success: false, error: 'Authentication required' });
      const asClient = await identity.get(path, clientAuth);
      expect(asClient.status, path).toBe(403);
      expect(await asClient.json()).toEqual({ success: false, error: 'Forbidden' });
    }
  });
});

describe('indexes behind the users list', () => {
  it('are built at start, one per sort and filter', async () => {
    const keys = (await identity.connection.collection('users').indexes()).map((index) => index.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        { email: 1 },
        { created_at: -1, _id: -1 },
        { name: 1, _id: 1 },
        { email: 1, _id: 1 },
        { role: 1, created_at: -1, _id: -1 },
        { is_active: 1, created_at: -1, _id: -1 },
      ]),
    );
  });
});
