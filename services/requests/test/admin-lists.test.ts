/**
 * The paged admin lists and the client dashboard's paged lists of Page, page_size,
 * sort, filters, q and from/to as a caller sends them, and the 400s for bad values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JoinApplicationRecord, RequestRecord, UserRequestRecord } from '@consulting/contracts';
import { bearer, startHarness, type Harness } from './support/harness.ts';
import {
  applicationDoc,
  insertDocs,
  minutesAfterNewYear,
  requestDoc,
  sortedBy,
  type SeedApplication,
  type SeedRequest,
} from './support/seed.ts';

let h: Harness;
const admin = { id: 'admin-lists', role: 'admin' as const, email: 'admin@example.sa', name: 'Admin' };
const omar = { id: 'client-omar', role: 'client' as const, email: 'omar@example.sa', name: 'Omar' };
const nora = { id: 'client-nora', role: 'client' as const, email: 'nora@example.sa', name: 'Nora' };

const STATUSES = ['new', 'reviewing', 'approved', 'rejected', 'completed'];
const TRACKS = ['innovation', 'launch', 'events', 'quality'];
const SPECIAL_NAMES: Record<number, string> = { 3: 'أحمد العتيبي', 7: 'Ahmed Khan', 20: 'Zaid', 21: 'Zaid' };

let services: SeedRequest[];
let tracks: SeedRequest[];
let applications: SeedApplication[];

/** 25 service requests, ten minutes apart, with varied status, track, attachment and owner. */
function serviceSeed(): SeedRequest[] {
  return Array.from({ length: 25 }, (_, i) =>
    requestDoc({
      service_name: TRACKS[i % 4],
      user_name: SPECIAL_NAMES[i] ?? `Client ${String(i).padStart(2, '0')}`,
      user_email: i === 2 ? 'omar@example.sa' : `client${i}@example.sa`,
      ...([1, 4].includes(i) ? { user_id: omar.id } : {}),
      user_phone: `+9665000000${String(i).padStart(2, '0')}`,
      company: i === 5 ? 'Riyadh Dates Co' : 'Acme',
      message: i === 12 ? 'Budget .*( pending' : `Message ${i}`,
      status: STATUSES[i % 5],
      // Some documents predate the workflow status (no `progress`): they read as pending.
      progress: i % 6 === 0 ? undefined : i % 6 === 1 ? 'cancelled' : 'pending',
      ...(i % 3 === 0 ? { attachment_id: requestDoc()._id, attachment_name: `brief-${i}.pdf` } : {}),
      created_at: minutesAfterNewYear(i * 10),
      updated_at: minutesAfterNewYear(500 + ((i * 7) % 25)),
    }),
  );
}

/** 30 track requests between the service requests; the last five share a service request's time. */
function trackSeed(): SeedRequest[] {
  return Array.from({ length: 30 }, (_, j) =>
    requestDoc({
      request_type: 'opportunity',
      service_name: j % 2 ? 'events' : 'launch',
      user_name: `Track ${j}`,
      user_email: j === 6 ? 'omar@example.sa' : `track${j}@example.sa`,
      ...(j === 3 ? { user_id: omar.id } : {}),
      message: `Opportunity ${j}`,
      status: STATUSES[j % 5],
      progress: j % 3 === 0 ? 'in_progress' : j % 3 === 1 ? 'completed' : undefined,
      created_at: minutesAfterNewYear(j < 25 ? j * 10 + 5 : (j - 25) * 20),
    }),
  );
}

function applicationSeed(): SeedApplication[] {
  return Array.from({ length: 22 }, (_, i) =>
    applicationDoc({
      full_name:
        i === 4 ? 'إبراهيم سالم' : i === 8 || i === 9 ? 'Same Name' : `Applicant ${String(i).padStart(2, '0')}`,
      email: i === 5 ? 'omar@example.sa' : `applicant${i}@example.sa`,
      ...(i === 3 ? { user_id: omar.id } : {}),
      phone: `+9665100000${String(i).padStart(2, '0')}`,
      specialization: i === 6 ? 'Patent Law' : 'Marketing',
      status: ['pending', 'under_review', 'approved', 'cancelled'][i % 4],
      created_at: minutesAfterNewYear(i * 10),
    }),
  );
}

beforeAll(async () => {
  h = await startHarness('requests_admin_lists');
  services = await insertDocs(h.connection, 'service_requests', serviceSeed());
  tracks = await insertDocs(h.connection, 'track_requests', trackSeed());
  applications = await insertDocs(h.connection, 'join_applications', applicationSeed());
});
afterAll(() => h?.close());

interface Page<T> {
  success: true;
  total: number;
  page: number;
  page_size: number;
  requests: T[];
  data: T[];
}

async function list<T>(path: string, headers = bearer(admin)): Promise<Page<T>> {
  const res = await fetch(`${h.url}${path}`, { headers });
  const body = (await res.json()) as Page<T>;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
const hex = (rows: { _id: { toHexString(): string } }[]) => rows.map((row) => row._id.toHexString());
const newest = (rows: SeedRequest[]) => sortedBy(rows, (row) => row.created_at.getTime(), -1);

describe('GET /api/admin/service-requests (paged list)', () => {
  it('answers the 20 newest requests, the total and the page without parameters', async () => {
    const body = await list<RequestRecord>('/api/admin/service-requests');
    expect(body).toMatchObject({ success: true, total: 25, page: 1, page_size: 20 });
    expect(ids(body.requests)).toEqual(hex(newest(services)).slice(0, 20));
    const latest = services[24];
    expect(body.requests[0]).toEqual({
      id: latest._id.toHexString(),
      request_type: 'service',
      service_name: latest.service_name,
      track_name: latest.service_name,
      user_name: latest.user_name,
      user_email: latest.user_email,
      user_phone: latest.user_phone,
      company: 'Acme',
      message: 'Message 24',
      status: latest.status,
      progress: 'pending',
      attachment_path: latest.attachment_id!.toHexString(),
      attachment_name: 'brief-24.pdf',
      attachment_url: expect.stringMatching(/^\/uploads\/attachments\/[0-9a-f]{24}\?expires=\d+&sig=/),
      created_at: latest.created_at.toISOString(),
      updated_at: latest.updated_at.toISOString(),
    });
  });

  it('continues on page 2 with the next rows, no overlap, and a short last page', async () => {
    const expected = hex(newest(services));
    const first = await list<RequestRecord>('/api/admin/service-requests?page_size=10');
    const second = await list<RequestRecord>('/api/admin/service-requests?page=2&page_size=10');
    const third = await list<RequestRecord>('/api/admin/service-requests?page=3&page_size=10');
    expect(second).toMatchObject({ total: 25, page: 2, page_size: 10 });
    expect([...ids(first.requests), ...ids(second.requests), ...ids(third.requests)]).toEqual(expected);
    expect(third.requests).toHaveLength(5);
    expect((await list<RequestRecord>('/api/admin/service-requests?page=4&page_size=10')).requests).toEqual([]);
  });

  it.each([
    ['created_at', (row: SeedRequest) => row.created_at.getTime()],
    ['updated_at', (row: SeedRequest) => row.updated_at.getTime()],
    ['status', (row: SeedRequest) => row.status],
    ['user_name', (row: SeedRequest) => row.user_name],
  ] as const)('sorts by %s in both directions (ties by id)', async (field, key) => {
    for (const direction of [1, -1] as const) {
      const sort = direction === 1 ? field : `-${field}`;
      const body = await list<RequestRecord>(`/api/admin/service-requests?sort=${sort}&page_size=100`);
      expect(ids(body.requests), sort).toEqual(hex(sortedBy(services, key, direction)));
    }
  });

  it('filters by status, track, attachment and created_at range', async () => {
    const cases: [string, (row: SeedRequest) => boolean][] = [
      ['status=approved', (row) => row.status === 'approved'],
      ['track=launch', (row) => row.service_name === 'launch'],
      ['has_attachment=true', (row) => row.attachment_id !== undefined],
      ['has_attachment=false', (row) => row.attachment_id === undefined],
      ['status=new&has_attachment=true', (row) => row.status === 'new' && row.attachment_id !== undefined],
      [
        'from=2026-01-01T01:00:00Z&to=2026-01-01T02:00:00Z',
        (row) => row.created_at >= minutesAfterNewYear(60) && row.created_at <= minutesAfterNewYear(120),
      ],
      ['from=2026-01-01&to=2026-01-01', () => true],
      ['to=2025-12-31', () => false],
    ];
    for (const [query, keep] of cases) {
      const body = await list<RequestRecord>(`/api/admin/service-requests?${query}&page_size=100`);
      const expected = hex(newest(services.filter(keep)));
      expect(ids(body.requests), query).toEqual(expected);
      expect(body.total, query).toBe(expected.length);
    }
  });

  it('searches literally and case-insensitively, folding Arabic letter forms', async () => {
    const search = async (q: string) =>
      (await list<RequestRecord>(`/api/admin/service-requests?page_size=100&q=${encodeURIComponent(q)}`)).requests;
    // 'احمد' typed without the hamza finds 'أحمد'.
    expect((await search('احمد')).map((row) => row.user_name)).toEqual(['أحمد العتيبي']);
    expect((await search('AHMED')).map((row) => row.user_name)).toEqual(['Ahmed Khan']);
    // Regex characters are taken literally: '.*(' finds the one message holding them.
    expect((await search('.*(')).map((row) => row.message)).toEqual(['Budget .*( pending']);
    expect((await search('riyadh dates')).map((row) => row.company)).toEqual(['Riyadh Dates Co']);
    expect((await search('+966500000017')).map((row) => row.user_name)).toEqual(['Client 17']);
    expect((await search('client9@')).map((row) => row.user_email)).toEqual(['client9@example.sa']);
    const launch = await search('launch');
    expect(launch).toHaveLength(services.filter((row) => row.service_name === 'launch').length);
    expect(await search('nothing like this')).toEqual([]);
  });

  it('pages the track requests the same way', async () => {
    const body = await list<RequestRecord>('/api/admin/track-requests?status=new&page_size=2&page=2');
    const expected = hex(newest(tracks.filter((row) => row.status === 'new')));
    expect(body).toMatchObject({ total: expected.length, page: 2, page_size: 2 });
    expect(ids(body.requests)).toEqual(expected.slice(2, 4));
    expect(body.requests.every((row) => row.request_type === 'opportunity')).toBe(true);
  });
});

describe('indexes behind the list queries', () => {
  it('are built at start on both request collections and the join applications', async () => {
    const keys = async (name: string) =>
      (await h.connection.db!.collection(name).indexes()).map((index) => JSON.stringify(index.key));
    const requestIndexes = [
      { created_at: -1, _id: -1 },
      { updated_at: -1, _id: -1 },
      { status: 1, _id: 1 },
      { user_name: 1, _id: 1 },
      { status: 1, created_at: -1, _id: -1 },
      { service_name: 1, created_at: -1, _id: -1 },
      { progress: 1, created_at: -1, _id: -1 },
      { attachment_id: 1 },
    ].map((key) => JSON.stringify(key));
    expect(await keys('service_requests')).toEqual(expect.arrayContaining(requestIndexes));
    expect(await keys('track_requests')).toEqual(expect.arrayContaining(requestIndexes));
    expect(await keys('join_applications')).toEqual(
      expect.arrayContaining(
        [
          { created_at: -1, _id: -1 },
          { full_name: 1, _id: 1 },
          { status: 1, _id: 1 },
          { status: 1, created_at: -1, _id: -1 },
        ].map((key) => JSON.stringify(key)),
      ),
    );
  });
});

describe('bad list queries are 400 {success:false, error}, never 500', () => {
  const LISTS = [
    '/api/admin/service-requests',
    '/api/admin/track-requests',
    '/api/admin/requests',
    '/api/admin/join-applications',
    '/api/join-applications',
  ];
  const BAD = [
    'page=-1',
    'page=0',
    'page=1.5',
    'page_size=100000',
    'page_size=0',
    'sort=password',
    'sort=-nothing',
    'status=lost',
    'from=yesterday',
    'to=2026-13-45',
    `q=${'x'.repeat(10_000)}`,
    'page=1&page=2',
  ];
  it.each(LISTS)('%s', async (path) => {
    for (const query of BAD) {
      const res = await fetch(`${h.url}${path}?${query}`, { headers: bearer(admin) });
      const body = (await res.json()) as { success: boolean; error: string };
      expect(res.status, `${path}?${query.slice(0, 30)}`).toBe(400);
      expect(body).toEqual({ success: false, error: expect.any(String) });
    }
  });

  it('rejects unknown values of each list filter and ignores unknown parameters', async () => {
    for (const query of ['track=moon', 'has_attachment=maybe', 'sort=updated']) {
      const res = await fetch(`${h.url}/api/admin/service-requests?${query}`, { headers: bearer(admin) });
      expect(res.status, query).toBe(400);
    }
    for (const query of ['kind=track', 'status=new', 'sort=updated_at']) {
      const res = await fetch(`${h.url}/api/admin/requests?${query}`, { headers: bearer(admin) });
      expect(res.status, query).toBe(400);
    }
    const res = await fetch(`${h.url}/api/admin/service-requests?colour=blue`, { headers: bearer(admin) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Page<RequestRecord>).total).toBe(25);
  });
});

describe('GET /api/admin/requests (both kinds merged)', () => {
  const merged = () => newest([...services, ...tracks]);

  it('answers the 20 newest of both kinds, in the page shape, without parameters', async () => {
    const body = await list<UserRequestRecord>('/api/admin/requests');
    expect(body).toMatchObject({ success: true, total: 55, page: 1, page_size: 20 });
    expect(ids(body.requests)).toEqual(hex(merged()).slice(0, 20));
    const track = tracks[24];
    expect(body.requests.find((row) => row.id === track._id.toHexString())).toEqual({
      id: track._id.toHexString(),
      kind: 'opportunity',
      user_name: 'Track 24',
      user_email: 'track24@example.sa',
      service_name: 'launch',
      details: 'Opportunity 24',
      status: 'in_progress',
      admin_notes: '',
      created_at: track.created_at.toISOString(),
      updated_at: track.updated_at.toISOString(),
    });
  });

  it('pages across the two collections: each page continues the last, no duplicates or gaps, in both orders', async () => {
    for (const [sort, expected] of [
      ['-created_at', hex(merged())],
      ['created_at', hex(sortedBy([...services, ...tracks], (row) => row.created_at.getTime(), 1))],
    ] as const) {
      const seen: string[] = [];
      for (let page = 1; page <= 9; page += 1) {
        const body = await list<UserRequestRecord>(`/api/admin/requests?sort=${sort}&page_size=7&page=${page}`);
        expect(body.total).toBe(55);
        seen.push(...ids(body.requests));
      }
      expect(seen, sort).toEqual(expected);
    }
  });

  it('answers an empty page past the end, with the total', async () => {
    const body = await list<UserRequestRecord>('/api/admin/requests?page=1000&page_size=100');
    expect(body).toMatchObject({ requests: [], total: 55, page: 1000, page_size: 100 });
  });

  it('narrows to one kind, by workflow status (missing reads as pending) and by q', async () => {
    const cases: [string, SeedRequest[]][] = [
      ['kind=service', services],
      ['kind=opportunity', tracks],
      ['status=pending', [...services, ...tracks].filter((row) => (row.progress ?? 'pending') === 'pending')],
      ['status=in_progress', tracks.filter((row) => row.progress === 'in_progress')],
      ['status=cancelled&kind=service', services.filter((row) => row.progress === 'cancelled')],
      ['kind=opportunity&status=pending', tracks.filter((row) => row.progress === undefined)],
      ['q=opportunity%202', tracks.filter((row) => row.message.startsWith('Opportunity 2'))],
      ['q=%D8%A7%D8%AD%D9%85%D8%AF', services.filter((row) => row.user_name === 'أحمد العتيبي')],
      ['q=TRACK3%40', tracks.filter((row) => row.user_email === 'track3@example.sa')],
      [
        'from=2026-01-01T00:00:00Z&to=2026-01-01T00:20:00Z',
        [...services, ...tracks].filter((row) => row.created_at <= minutesAfterNewYear(20)),
      ],
    ];
    for (const [query, rows] of cases) {
      const body = await list<UserRequestRecord>(`/api/admin/requests?${query}&page_size=100`);
      expect(ids(body.requests), query).toEqual(hex(newest(rows)));
      expect(body.total, query).toBe(rows.length);
    }
    const pending = await list<UserRequestRecord>('/api/admin/requests?status=pending&page_size=100');
    expect(pending.requests.every((row) => row.status === 'pending')).toBe(true);
  });

  it('pages one kind with kind set', async () => {
    const body = await list<UserRequestRecord>('/api/admin/requests?kind=opportunity&page=3&page_size=4');
    expect(body).toMatchObject({ total: 30, page: 3 });
    expect(ids(body.requests)).toEqual(hex(newest(tracks)).slice(8, 12));
  });
});

describe('GET /api/admin/join-applications and /api/join-applications', () => {
  const byCreated = () => sortedBy(applications, (row) => row.created_at.getTime(), -1);

  it.each(['/api/admin/join-applications', '/api/join-applications'])(
    '%s answers the 20 newest under `data` with the page',
    async (path) => {
      const body = await list<JoinApplicationRecord>(path);
      expect(body).toMatchObject({ success: true, total: 22, page: 1, page_size: 20 });
      expect(ids(body.data)).toEqual(hex(byCreated()).slice(0, 20));
      expect(body.data[0]).toMatchObject({ full_name: 'Applicant 21', status: 'under_review', profile_image: '' });
      const second = await list<JoinApplicationRecord>(`${path}?page=2`);
      expect(ids(second.data)).toEqual(hex(byCreated()).slice(20));
    },
  );

  it.each([
    ['created_at', (row: SeedApplication) => row.created_at.getTime()],
    ['full_name', (row: SeedApplication) => row.full_name],
    ['status', (row: SeedApplication) => row.status],
  ] as const)('sorts by %s in both directions', async (field, key) => {
    for (const direction of [1, -1] as const) {
      const sort = direction === 1 ? field : `-${field}`;
      const body = await list<JoinApplicationRecord>(`/api/admin/join-applications?sort=${sort}&page_size=100`);
      expect(ids(body.data), sort).toEqual(hex(sortedBy(applications, key, direction)));
    }
  });

  it('filters by status and date and searches name, email, phone and specialization', async () => {
    const cases: [string, (row: SeedApplication) => boolean][] = [
      ['status=approved', (row) => row.status === 'approved'],
      [
        'status=under_review&to=2026-01-01T01:00:00Z',
        (row) => row.status === 'under_review' && row.created_at <= minutesAfterNewYear(60),
      ],
      // 'ابراهيم' without the hamza finds 'إبراهيم'.
      [`q=${encodeURIComponent('ابراهيم')}`, (row) => row.full_name === 'إبراهيم سالم'],
      ['q=APPLICANT7%40', (row) => row.email === 'applicant7@example.sa'],
      ['q=%2B966510000013', (row) => row.phone === '+966510000013'],
      ['q=patent', (row) => row.specialization === 'Patent Law'],
      ['q=.*', () => false],
    ];
    for (const [query, keep] of cases) {
      const body = await list<JoinApplicationRecord>(`/api/admin/join-applications?${query}&page_size=100`);
      const expected = hex(byCreated().filter(keep));
      expect(ids(body.data), query).toEqual(expected);
      expect(body.total, query).toBe(expected.length);
    }
  });
});

describe("the client dashboard's paged lists show only the caller's records", () => {
  const mine = (rows: SeedRequest[]) =>
    newest(rows.filter((row) => row.user_id === omar.id || row.user_email === omar.email));

  it('GET /api/user/requests answers the first page of each list with the totals', async () => {
    const res = await fetch(`${h.url}/api/user/requests`, { headers: bearer(omar) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      service_requests: RequestRecord[];
      track_requests: RequestRecord[];
      totals: { service_requests: number; track_requests: number };
      total: number;
      page: number;
      page_size: number;
    };
    expect(ids(body.service_requests)).toEqual(hex(mine(services)));
    expect(ids(body.track_requests)).toEqual(hex(mine(tracks)));
    expect(body).toMatchObject({
      success: true,
      totals: { service_requests: 3, track_requests: 2 },
      total: 5,
      page: 1,
      page_size: 20,
    });

    const small = (await (
      await fetch(`${h.url}/api/user/requests?page=2&page_size=2`, { headers: bearer(omar) })
    ).json()) as typeof body;
    expect(ids(small.service_requests)).toEqual(hex(mine(services)).slice(2));
    expect(small.track_requests).toEqual([]);
    expect(small).toMatchObject({ totals: { service_requests: 3, track_requests: 2 }, total: 5, page: 2 });
  });

  it('pages one list with kind, and another client sees none of them', async () => {
    const one = await fetch(`${h.url}/api/user/requests?kind=service&page=2&page_size=2`, { headers: bearer(omar) });
    const body = (await one.json()) as Record<string, unknown>;
    expect(body).toEqual({
      success: true,
      service_requests: [expect.objectContaining({ id: hex(mine(services))[2] })],
      total: 3,
      page: 2,
      page_size: 2,
    });
    const track = (await (
      await fetch(`${h.url}/api/user/requests?kind=track`, { headers: bearer(omar) })
    ).json()) as Record<string, RequestRecord[]>;
    expect(ids(track.track_requests)).toEqual(hex(mine(tracks)));
    expect(track).not.toHaveProperty('service_requests');

    const other = (await (
      await fetch(`${h.url}/api/user/requests?user_email=omar@example.sa`, { headers: bearer(nora) })
    ).json()) as { total: number };
    expect(other.total).toBe(0);
    for (const query of ['kind=opportunity', 'page=0', 'page_size=101']) {
      const res = await fetch(`${h.url}/api/user/requests?${query}`, { headers: bearer(omar) });
      expect(res.status, query).toBe(400);
    }
  });

  it("GET /api/endpoints/join-applications.php answers a page of the caller's applications", async () => {
    const own = sortedBy(
      applications.filter((row) => row.user_id === omar.id || row.email === omar.email),
      (row) => row.created_at.getTime(),
      -1,
    );
    const body = await list<JoinApplicationRecord>('/api/endpoints/join-applications.php', bearer(omar));
    expect(body).toMatchObject({ success: true, total: 2, page: 1, page_size: 20 });
    expect(ids(body.data)).toEqual(hex(own));
    const second = await list<JoinApplicationRecord>(
      '/api/endpoints/join-applications.php?page=2&page_size=1',
      bearer(omar),
    );
    expect(ids(second.data)).toEqual(hex(own).slice(1));
    expect((await list<JoinApplicationRecord>('/api/endpoints/join-applications.php', bearer(nora))).total).toBe(0);
    const bad = await fetch(`${h.url}/api/endpoints/join-applications.php?page_size=100000`, { headers: bearer(omar) });
    expect(bad.status).toBe(400);
  });
});
