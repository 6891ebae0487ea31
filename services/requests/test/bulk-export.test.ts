/**
 * Exports, bulk actions, the dashboard counters and the activity feed of the requests
 * service, as an admin (and its owners) would notice them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCounts,
  AuditEntryRecord,
  JoinApplicationRecord,
  NotificationsResponse,
  RequestRecord,
} from '@consulting/contracts';
import { parseCsv } from '@consulting/service-kit/test-support';
import { APPLICANT_FIELDS, bearer, joinForm, startHarness, testFile, type Harness } from './support/harness.ts';
import {
  applicationDoc,
  insertDocs,
  minutesAfterNewYear,
  requestDoc,
  sortedBy,
  type SeedRequest,
} from './support/seed.ts';

let h: Harness;
const admin = { id: 'admin-bulk', role: 'admin' as const, email: 'boss@example.sa', name: 'Boss' };
const omar = { id: 'client-omar', role: 'client' as const, email: 'omar@example.sa', name: 'Omar' };
const nora = { id: 'client-nora', role: 'client' as const, email: 'nora@example.sa', name: 'Nora' };
const MISSING = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const FORMULA = '=HYPERLINK("http://evil.example","click")';

let services: SeedRequest[];
let tracks: SeedRequest[];
let withFiles: JoinApplicationRecord;

beforeAll(async () => {
  h = await startHarness('requests_bulk_export');
  services = await insertDocs(h.connection, 'service_requests', [
    requestDoc({
      user_id: omar.id,
      user_name: 'Omar',
      user_email: omar.email,
      service_name: 'launch',
      message: FORMULA,
      attachment_id: requestDoc()._id,
      attachment_name: 'brief.pdf',
      created_at: minutesAfterNewYear(0),
    }),
    requestDoc({
      user_name: 'Nora',
      user_email: nora.email,
      status: 'approved',
      message: 'Plain, with a comma and "quotes"\nand a second line',
      created_at: minutesAfterNewYear(10),
    }),
    requestDoc({ user_name: 'أحمد', message: 'عربي', created_at: minutesAfterNewYear(20) }),
  ]);
  tracks = await insertDocs(h.connection, 'track_requests', [
    requestDoc({
      request_type: 'opportunity',
      user_id: omar.id,
      user_name: 'Omar',
      user_email: omar.email,
      service_name: 'events',
      progress: undefined,
      created_at: minutesAfterNewYear(5),
    }),
    requestDoc({
      request_type: 'opportunity',
      status: 'reviewing',
      attachment_id: requestDoc()._id,
      progress: 'completed',
      created_at: minutesAfterNewYear(10),
    }),
  ]);
  await insertDocs(h.connection, 'join_applications', [
    applicationDoc({ full_name: 'Pending One', email: 'p1@example.sa', created_at: minutesAfterNewYear(1) }),
    applicationDoc({
      full_name: '+SUM(A1)',
      email: 'p2@example.sa',
      status: 'approved',
      created_at: minutesAfterNewYear(2),
    }),
  ]);
  const form = joinForm(
    { ...APPLICANT_FIELDS, email: omar.email },
    { profile_image: { bytes: await testFile('profile.png'), name: 'profile.png', type: 'image/png' } },
  );
  const res = await fetch(`${h.url}/api/endpoints/join-applications.php`, { method: 'POST', body: form });
  expect(res.status).toBe(201);
  withFiles = ((await res.json()) as { data: JoinApplicationRecord }).data;
});
afterAll(() => h?.close());

const get = (path: string, headers: Record<string, string> = bearer(admin)) => fetch(`${h.url}${path}`, { headers });
const post = (path: string, body: unknown, headers: Record<string, string> = bearer(admin)) =>
  fetch(`${h.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const id = (row: { _id: { toHexString(): string } }) => row._id.toHexString();

/** Downloads an export: checks the headers and the byte-order mark, and answers the rows. */
async function download(path: string, filename: string): Promise<string[][]> {
  const res = await get(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe(
    `attachment; filename="${filename}-${new Date().toISOString().slice(0, 10)}.csv"`,
  );
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1));
}

async function trail(path: string): Promise<AuditEntryRecord[]> {
  const res = await get(path);
  expect(res.status).toBe(200);
  return ((await res.json()) as { audit: AuditEntryRecord[] }).audit;
}

async function bell(user: typeof omar): Promise<NotificationsResponse> {
  const res = await get('/api/endpoints/notifications.php', bearer(user));
  expect(res.status).toBe(200);
  return (await res.json()) as NotificationsResponse;
}

describe('exports: CSV with a BOM and Arabic headers, the rows of the list', () => {
  it('GET /api/admin/service-requests/export follows the filter and escapes formulas', async () => {
    const rows = await download('/api/admin/service-requests/export?status=new', 'service-requests');
    expect(rows[0]).toEqual([
      'رقم الطلب',
      'المسار',
      'الاسم',
      'البريد الإلكتروني',
      'الهاتف',
      'الشركة',
      'الرسالة',
      'الحالة',
      'ملاحظات الإدارة',
      'المرفق',
      'خدمات أو فرص إضافية',
      'تاريخ الإنشاء',
      'آخر تحديث',
      'غير مؤكد',
    ]);
    // Newest first, only status new: the Arabic one, then Omar's.
    expect(rows.slice(1).map((row) => row[0])).toEqual([id(services[2]), id(services[0])]);
    expect(rows[2]).toEqual([
      id(services[0]),
      'launch',
      'Omar',
      'omar@example.sa',
      '',
      '',
      `'${FORMULA}`,
      'جديد',
      '',
      'brief.pdf',
      '',
      minutesAfterNewYear(0).toISOString(),
      minutesAfterNewYear(0).toISOString(),
      '',
    ]);
    const all = await download('/api/admin/service-requests/export?sort=created_at&page_size=1', 'service-requests');
    expect(all.slice(1).map((row) => row[0])).toEqual(services.map(id));
    expect(all[2][6]).toBe('Plain, with a comma and "quotes"\nand a second line');
  });

  it('GET /api/admin/track-requests/export follows q and has_attachment', async () => {
    const rows = await download('/api/admin/track-requests/export?has_attachment=true', 'track-requests');
    expect(rows.slice(1).map((row) => row[0])).toEqual([id(tracks[1])]);
    expect(rows[1][7]).toBe('قيد المراجعة');
    const searched = await download('/api/admin/track-requests/export?q=OMAR', 'track-requests');
    expect(searched.slice(1).map((row) => row[0])).toEqual([id(tracks[0])]);
  });

  it('GET /api/admin/requests/export merges both kinds in created_at order, or one kind', async () => {
    const merged = sortedBy([...services, ...tracks], (row) => row.created_at.getTime(), -1).map(id);
    const rows = await download('/api/admin/requests/export', 'user-requests');
    expect(rows[0]).toEqual([
      'رقم الطلب',
      'النوع',
      'الاسم',
      'البريد الإلكتروني',
      'المسار',
      'التفاصيل',
      'الحالة',
      'ملاحظات الإدارة',
      'تاريخ الإنشاء',
      'آخر تحديث',
      'غير مؤكد',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(merged);
    const oldest = await download('/api/admin/requests/export?sort=created_at', 'user-requests');
    expect(oldest.slice(1).map((row) => row[0])).toEqual([...merged].reverse());
    const opportunities = await download('/api/admin/requests/export?kind=opportunity', 'user-requests');
    expect(opportunities.slice(1).map((row) => [row[0], row[1], row[6]])).toEqual([
      [id(tracks[1]), 'فرصة', 'مكتمل'],
      [id(tracks[0]), 'فرصة', 'قيد الانتظار'],
    ]);
    const pending = await download('/api/admin/requests/export?status=pending&q=omar', 'user-requests');
    expect(pending.slice(1).map((row) => row[0])).toEqual([id(tracks[0]), id(services[0])]);
  });

  it('GET /api/admin/join-applications/export follows the status filter', async () => {
    const rows = await download('/api/admin/join-applications/export?status=approved', 'join-applications');
    expect(rows[0]).toEqual([
      'رقم الطلب',
      'الاسم الكامل',
      'البريد الإلكتروني',
      'الهاتف',
      'التخصص',
      'العنوان',
      'الخبرة',
      'الحالة',
      'ملاحظات الإدارة',
      'الصورة الشخصية',
      'السيرة الذاتية',
      'تاريخ التقديم',
      'غير مؤكد',
    ]);
    expect(rows.slice(1).map((row) => [row[1], row[7]])).toEqual([["'+SUM(A1)", 'مقبول']]);
    const all = await download('/api/admin/join-applications/export?sort=full_name', 'join-applications');
    expect(all).toHaveLength(4);
    expect(all.find((row) => row[0] === withFiles.id)?.[9]).toBe('profile.png');
  });

  it('answers 400 JSON for a bad filter', async () => {
    for (const path of [
      '/api/admin/service-requests/export?status=lost',
      '/api/admin/track-requests/export?sort=password',
      '/api/admin/requests/export?kind=track',
      '/api/admin/join-applications/export?q=' + 'x'.repeat(10_000),
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ success: false, error: expect.any(String) });
    }
  });
});

describe('bulk actions: each record as by the single route, audited on its own', () => {
  it('POST /api/admin/service-requests/bulk sets the status, notifies owners of a real change', async () => {
    const before = (await bell(omar)).data.length;
    const res = await post('/api/admin/service-requests/bulk', {
      action: 'set_status',
      status: 'approved',
      ids: [id(services[0]), id(services[1]).toUpperCase(), MISSING, id(services[0])],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      done: [id(services[0]), id(services[1])],
      not_found: [MISSING],
    });
    const list = (await (await get('/api/admin/service-requests?status=approved')).json()) as {
      requests: RequestRecord[];
    };
    expect(list.requests.map((row) => row.id).sort()).toEqual([id(services[0]), id(services[1])].sort());

    // Omar's request changed from new: one notification. Nora's was approved already: none.
    const omarBell = await bell(omar);
    expect(omarBell.data).toHaveLength(before + 1);
    expect(omarBell.data[0].message_en).toBe('Your service request for Launch and Branding is now: approved.');
    expect((await bell(nora)).data).toHaveLength(0);

    const [entry, ...older] = await trail(`/api/admin/service-requests/${id(services[0])}/audit`);
    expect(older).toEqual([]);
    expect(entry).toMatchObject({
      entity: 'service_request',
      action: 'update',
      actor_email: admin.email,
      before: { status: 'new' },
      after: { status: 'approved' },
    });
    expect(await trail(`/api/admin/service-requests/${id(services[1])}/audit`)).toHaveLength(1);
  });

  it('POST /api/admin/track-requests/bulk updates track requests only', async () => {
    const res = await post('/api/admin/track-requests/bulk', {
      action: 'set_status',
      status: 'rejected',
      ids: [id(tracks[0]), id(services[2])],
    });
    expect(await res.json()).toEqual({ success: true, done: [id(tracks[0])], not_found: [id(services[2])] });
    expect((await bell(omar)).data[0].message_en).toBe(
      'Your opportunity request for Events and Activities is now: rejected.',
    );
    expect(await trail(`/api/admin/track-requests/${id(tracks[0])}/audit`)).toEqual([
      expect.objectContaining({
        entity: 'track_request',
        action: 'update',
        after: expect.objectContaining({ status: 'rejected' }),
      }),
    ]);
  });

  it('POST /api/admin/requests/bulk sets the workflow status of either kind, without notifying', async () => {
    const before = (await bell(omar)).data.length;
    const res = await post('/api/admin/requests/bulk', {
      action: 'set_status',
      status: 'in_progress',
      ids: [id(services[2]), id(tracks[1]), MISSING],
    });
    expect(await res.json()).toEqual({ success: true, done: [id(services[2]), id(tracks[1])], not_found: [MISSING] });
    const page = (await (await get('/api/admin/requests?status=in_progress')).json()) as {
      requests: { id: string; kind: string }[];
    };
    expect(page.requests.map((row) => [row.id, row.kind])).toEqual([
      [id(services[2]), 'service'],
      [id(tracks[1]), 'opportunity'],
    ]);
    expect((await bell(omar)).data).toHaveLength(before);
    expect(await trail(`/api/admin/service-requests/${id(services[2])}/audit`)).toEqual([
      expect.objectContaining({
        entity: 'service_request',
        action: 'update',
        after: expect.objectContaining({ progress: 'in_progress' }),
      }),
    ]);
    expect(await trail(`/api/admin/track-requests/${id(tracks[1])}/audit`)).toHaveLength(1);
  });

  it('POST /api/admin/join-applications/bulk sets the status (notifying the applicant) and deletes with files', async () => {
    const list = (await (await get('/api/admin/join-applications?sort=created_at')).json()) as {
      data: JoinApplicationRecord[];
    };
    const [first, second] = list.data;
    const res = await post('/api/admin/join-applications/bulk', {
      action: 'set_status',
      status: 'under_review',
      ids: [withFiles.id, first.id],
    });
    expect(await res.json()).toEqual({ success: true, done: [withFiles.id, first.id], not_found: [] });
    expect((await bell(omar)).data[0].message_en).toBe('Your join application is now: under review.');

    const filesBefore = (await h.counts()).joinFiles;
    expect(filesBefore).toBe(1);
    const deleted = await post('/api/admin/join-applications/bulk', {
      action: 'delete',
      ids: [withFiles.id, second.id, MISSING],
    });
    expect(await deleted.json()).toEqual({ success: true, done: [withFiles.id, second.id], not_found: [MISSING] });
    const counts = await h.counts();
    expect(counts).toMatchObject({ join: 1, joinFiles: 0, joinChunks: 0 });
    expect((await trail(`/api/admin/join-applications/${withFiles.id}/audit`)).map((entry) => entry.action)).toEqual([
      'delete',
      'update',
    ]);
  });

  it('answers 400 for a bad body and changes nothing', async () => {
    const bodies: [string, unknown][] = [
      ['/api/admin/service-requests/bulk', { action: 'delete', ids: [id(services[2])] }],
      ['/api/admin/service-requests/bulk', { action: 'set_status', status: 'lost', ids: [id(services[2])] }],
      ['/api/admin/service-requests/bulk', { action: 'set_status', status: 'new', ids: [] }],
      ['/api/admin/service-requests/bulk', { action: 'set_status', status: 'new', ids: ['not-an-id'] }],
      [
        '/api/admin/track-requests/bulk',
        {
          action: 'set_status',
          status: 'new',
          ids: Array.from({ length: 101 }, (_, i) => i.toString(16).padStart(24, '0')),
        },
      ],
      ['/api/admin/requests/bulk', { action: 'set_status', status: 'new', ids: [id(services[2])] }],
      ['/api/admin/join-applications/bulk', { action: 'set_status', ids: [MISSING] }],
      ['/api/admin/join-applications/bulk', { action: 'archive', ids: [MISSING] }],
      ['/api/admin/join-applications/bulk', '{"action":'],
    ];
    for (const [path, body] of bodies) {
      const res = await post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
      expect(await res.json()).toEqual({ success: false, error: expect.any(String) });
    }
    const record = (await (await get('/api/admin/service-requests?q=%D8%B9%D8%B1%D8%A8%D9%8A')).json()) as {
      requests: RequestRecord[];
    };
    expect(record.requests[0]).toMatchObject({ id: id(services[2]), status: 'new', progress: 'in_progress' });
  });
});

describe('GET /api/admin/counts (the dashboard counters)', () => {
  it('counts both request collections, those with a PDF, and the users identity reports', async () => {
    h.identity.usersCount.users = 42;
    const res = await get('/api/admin/counts');
    expect(res.status).toBe(200);
    const expected: AdminCounts = {
      service_requests: 3,
      track_requests: 2,
      total_requests: 5,
      requests_with_attachments: 2,
      users: 42,
    };
    expect(await res.json()).toEqual({ success: true, counts: expected });
    expect(h.identity.calls).toContain('GET /internal/users/count');
  });

  it('answers users: null when identity fails or is too slow, with the other counters', async () => {
    h.identity.usersCount.status = 500;
    const failed = (await (await get('/api/admin/counts')).json()) as { counts: AdminCounts };
    expect(failed.counts).toMatchObject({ total_requests: 5, users: null });

    h.identity.usersCount.status = undefined;
    h.identity.usersCount.delayMs = 1500;
    const started = Date.now();
    const slow = (await (await get('/api/admin/counts')).json()) as { counts: AdminCounts };
    expect(slow.counts).toMatchObject({ service_requests: 3, users: null });
    expect(Date.now() - started).toBeLessThan(1400);
    h.identity.usersCount.delayMs = undefined;
  });
});

describe('GET /api/admin/audit/requests (the activity feed)', () => {
  interface Feed {
    audit: AuditEntryRecord[];
    total: number;
    page: number;
    page_size: number;
    next_before: string | null;
  }
  const feed = async (query = '') => {
    const res = await get(`/api/admin/audit/requests${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Feed;
  };

  it('lists every audited change of the service newest first, filtered and paged', async () => {
    // The bulk actions above: 2 service + 1 track + 2 progress + 2 join updates + 2 join deletes.
    const all = await feed();
    expect(all.total).toBe(9);
    expect(all.audit[0]).toMatchObject({ entity: 'join_application', action: 'delete' });
    const times = all.audit.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());

    const deletes = await feed('?entity=join_application&action=delete');
    expect(deletes.audit.map((entry) => entry.entity_id).sort()).toEqual(
      all.audit
        .filter((entry) => entry.action === 'delete')
        .map((entry) => entry.entity_id)
        .sort(),
    );
    expect((await feed('?actor=BOSS@example.sa')).total).toBe(9);
    expect((await feed('?actor=someone@example.sa')).total).toBe(0);

    const first = await feed('?page_size=4');
    expect(first.next_before).not.toBeNull();
    const next = await feed(`?page_size=4&before=${encodeURIComponent(first.next_before!)}`);
    expect(next.audit.map((entry) => entry.id)).toEqual(all.audit.slice(4, 8).map((entry) => entry.id));

    for (const query of ['?entity=user', '?page_size=100000', '?action=read']) {
      expect((await get(`/api/admin/audit/requests${query}`)).status, query).toBe(400);
    }
  });
});
