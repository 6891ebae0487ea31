import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Koa from 'koa';
import Router from '@koa/router';
import mongoose, { Schema, type Connection } from 'mongoose';
import {
  allOf,
  auditFeed,
  auditModel,
  bulkSchema,
  csvFilename,
  dateRangeFilter,
  errorHandler,
  findPage,
  literalSearchPattern,
  modelsReady,
  pageReply,
  parseListQuery,
  queryBoolean,
  queryEnum,
  recordAudit,
  searchFilter,
  streamCsv,
  type AuthUser,
  type ListSpec,
} from '../src/index.ts';
import { openTestDatabase, serve } from '../test-support/index.ts';

const spec = {
  sortFields: ['created_at', 'name'],
  defaultSort: '-created_at',
  searchFields: ['name', 'email'],
  dateField: 'created_at',
  filters: { is_read: queryBoolean('is_read'), status: queryEnum('status', ['new', 'done']) },
} satisfies ListSpec;

describe('parseListQuery', () => {
  it('gives the first page of 20, newest first, when the caller sends nothing', () => {
    const query = parseListQuery(spec, {});
    expect(query).toMatchObject({ page: 1, page_size: 20, skip: 0, q: null, from: null, to: null, filters: {} });
    expect(query.sort).toEqual({ created_at: -1, _id: -1 });
  });

  it('reads page, page_size, sort, q, filters and a whole-day date range', () => {
    const query = parseListQuery(spec, {
      page: '3',
      page_size: '50',
      sort: 'name',
      q: '  Ahmed ',
      is_read: 'false',
      status: 'new',
      from: '2026-01-01',
      to: '2026-01-31',
      unknown: 'ignored',
    });
    expect(query).toMatchObject({
      page: 3,
      page_size: 50,
      skip: 100,
      q: 'Ahmed',
      filters: { is_read: false, status: 'new' },
    });
    expect(query.sort).toEqual({ name: 1, _id: 1 });
    expect(query.from?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(query.to?.toISOString()).toBe('2026-01-31T23:59:59.999Z');
  });

  it.each([
    [{ page: '-1' }, 'page must be a whole number from 1'],
    [{ page: '0' }, 'page must be a whole number from 1'],
    [{ page: '1.5' }, 'page must be a whole number from 1'],
    [{ page_size: '100000' }, 'page_size must be a whole number from 1 to 100'],
    [{ page_size: '0' }, 'page_size must be a whole number from 1 to 100'],
    [{ sort: 'password' }, 'sort must be one of: created_at, -created_at, name, -name'],
    [{ q: 'x'.repeat(10_000) }, 'q must be at most 200 characters'],
    [{ status: 'archived' }, 'status must be one of: new, done'],
    [{ is_read: 'yes' }, 'is_read must be true or false'],
    [{ from: 'yesterday' }, 'from must be an ISO 8601 date'],
    [{ page: ['1', '2'] }, 'must be given once'],
  ])('refuses %j with a 400 that names the parameter', (query, message) => {
    let error: unknown;
    try {
      parseListQuery(spec, query);
    } catch (caught) {
      error = caught;
    }
    expect(String((error as Error)?.message)).toContain(message);
  });
});

describe('literal search', () => {
  it('matches any text as itself, whatever regex characters it holds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ maxLength: 10 }), (text, around) => {
        const pattern = new RegExp(literalSearchPattern(text), 'i');
        expect(pattern.test(`${around}${text}${around}`)).toBe(true);
      }),
    );
  });

  it('does not treat regex characters as a pattern', () => {
    expect(new RegExp(literalSearchPattern('.*('), 'i').test('abc')).toBe(false);
    expect(new RegExp(literalSearchPattern('a+b'), 'i').test('aab')).toBe(false);
    expect(new RegExp(literalSearchPattern('a+b'), 'i').test('A+B')).toBe(true);
  });

  it('finds Arabic words whatever form of alef, yeh or teh marbuta was typed', () => {
    const pattern = new RegExp(literalSearchPattern('احمد'), 'i');
    expect(pattern.test('أحمد علي')).toBe(true);
    expect(pattern.test('إحمد')).toBe(true);
    expect(new RegExp(literalSearchPattern('مكتبه'), 'i').test('المكتبة')).toBe(true);
    expect(new RegExp(literalSearchPattern('علي'), 'i').test('على')).toBe(true);
  });
});

describe('list queries on a real database', () => {
  let connection: Connection;
  interface Row {
    name: string;
    email: string;
    created_at: Date;
  }
  const Row = () =>
    (connection.models.Row as mongoose.Model<Row>) ??
    connection.model(
      'Row',
      new Schema({ name: String, email: String, is_read: Boolean, created_at: Date }, { collection: 'rows' }),
    );

  beforeAll(async () => {
    connection = await openTestDatabase('kit_lists');
    await Row().insertMany(
      Array.from({ length: 45 }, (_, i) => ({
        name: i % 2 ? `أحمد ${i}` : `Sara (${i})`,
        email: `user${i}@example.com`,
        is_read: i % 3 === 0,
        created_at: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
  });
  afterAll(async () => {
    await connection?.dropDatabase();
    await connection?.close();
  });

  it('pages without overlap or gaps and counts every matching row', async () => {
    const seen: string[] = [];
    for (const page of ['1', '2', '3']) {
      const query = parseListQuery(spec, { page });
      const { rows, total } = await findPage(Row(), {}, query);
      expect(total).toBe(45);
      seen.push(...rows.map((row) => row.email));
    }
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    expect(seen[0]).toBe('user44@example.com');
  });

  it('filters by search, date range and field, and counts only the matches', async () => {
    const query = parseListQuery(spec, { q: 'احمد', from: '2026-01-10', to: '2026-01-20' });
    const filter = allOf<Row>(
      searchFilter(query.q, spec.searchFields),
      dateRangeFilter('created_at', query.from, query.to),
    );
    const { rows, total } = await findPage(Row(), filter, query);
    // Days 10..20 are i = 9..19; the odd ones are named أحمد.
    expect(total).toBe(6);
    expect(rows.every((row) => row.name.startsWith('أحمد'))).toBe(true);
    const literal = parseListQuery(spec, { q: '(1' });
    const found = await findPage(Row(), searchFilter(literal.q, spec.searchFields), literal);
    expect(found.rows.map((row) => row.name).sort()).toEqual([
      'Sara (10)',
      'Sara (12)',
      'Sara (14)',
      'Sara (16)',
      'Sara (18)',
    ]);
  });

  it('answers with the list key and the page', () => {
    expect(pageReply('messages', [1, 2], 42, { page: 2, page_size: 2 })).toEqual({
      success: true,
      messages: [1, 2],
      total: 42,
      page: 2,
      page_size: 2,
    });
  });
});

describe('bulk body', () => {
  const schema = bulkSchema(['mark_read', 'delete']);
  it('takes 1 to 100 distinct record ids', () => {
    const id = 'a'.repeat(24);
    expect(schema.parse({ action: 'delete', ids: [id, id.toUpperCase()] }).ids).toEqual([id]);
    expect(() => schema.parse({ action: 'delete', ids: [] })).toThrow('Select at least one record');
    expect(() =>
      schema.parse({ action: 'delete', ids: Array.from({ length: 101 }, (_, i) => i.toString(16).padStart(24, '0')) }),
    ).toThrow('At most 100 records at once');
    expect(() => schema.parse({ action: 'archive', ids: [id] })).toThrow('action must be one of: mark_read, delete');
    expect(() => schema.parse({ action: 'delete', ids: ['x'] })).toThrow('ids must be record ids');
  });
});

describe('CSV export', () => {
  it('streams UTF-8 with a BOM, Arabic headers and formula cells escaped', async () => {
    const app = new Koa();
    app.use(errorHandler());
    const router = new Router();
    router.get('/export', (ctx) => {
      async function* rows() {
        yield { name: 'أحمد', note: '=HYPERLINK("http://x")', at: new Date('2026-01-02T03:04:05Z') };
        yield { name: 'Sara, "S"', note: 'line\nbreak', at: null };
      }
      streamCsv(ctx, {
        filename: csvFilename('messages', new Date('2026-11-24T10:00:00Z')),
        columns: [
          { header: 'الاسم', value: (row) => row.name },
          { header: 'ملاحظة', value: (row) => row.note },
          { header: 'التاريخ', value: (row) => row.at },
        ],
        rows: rows(),
      });
    });
    app.use(router.routes());
    const server = await serve(app);
    try {
      const response = await fetch(`${server.url}/export`);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="messages-2026-11-24.csv"');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString('utf8');
      expect(text.split('\n')[0]).toBe('الاسم,ملاحظة,التاريخ');
      expect(text).toContain(`أحمد,"'=HYPERLINK(""http://x"")",2026-01-02T03:04:05.000Z`);
      expect(text).toContain('"Sara, ""S""","line\nbreak",');
    } finally {
      await server.close();
    }
  });
});

describe('activity feed', () => {
  let connection: Connection;
  const admin = (email: string): AuthUser => ({
    id: email,
    role: 'admin',
    email,
    name: 'A',
    jti: 'j',
    exp: 0,
    iat: 0,
    sid: 's',
    restriction: null,
  });
  beforeAll(async () => {
    connection = await openTestDatabase('kit_feed');
    auditModel(connection);
    await modelsReady(connection);
    for (let i = 0; i < 7; i += 1) {
      await recordAudit(connection, {
        actor: admin(i % 2 ? 'one@example.com' : 'two@example.com'),
        entity: i < 5 ? 'news_item' : 'sector',
        entity_id: `r${i}`,
        action: 'update',
        before: { n: i },
        after: { n: i + 1 },
      });
    }
  });
  afterAll(async () => {
    await connection?.dropDatabase();
    await connection?.close();
  });

  it('lists all changes newest first and walks older pages by cursor without repeats', async () => {
    const entities = ['news_item', 'sector'];
    const first = await auditFeed(connection, entities, { page_size: '3' });
    expect(first.total).toBe(7);
    expect(first.audit.map((entry) => entry.entity_id)).toEqual(['r6', 'r5', 'r4']);
    const second = await auditFeed(connection, entities, { page_size: '3', before: first.next_before! });
    const third = await auditFeed(connection, entities, { page_size: '3', before: second.next_before! });
    expect([...second.audit, ...third.audit].map((entry) => entry.entity_id)).toEqual(['r3', 'r2', 'r1', 'r0']);
    expect(third.next_before).toBeNull();
  });

  it('filters by admin and kind of record, and refuses kinds the service does not audit', async () => {
    const entities = ['news_item', 'sector'];
    const byAdmin = await auditFeed(connection, entities, { actor: 'ONE@example.com' });
    expect(byAdmin.audit.map((entry) => entry.entity_id)).toEqual(['r5', 'r3', 'r1']);
    const sectors = await auditFeed(connection, entities, { entity: 'sector' });
    expect(sectors.total).toBe(2);
    await expect(auditFeed(connection, entities, { entity: 'user' })).rejects.toThrow(
      'entity must be one of: news_item, sector',
    );
    await expect(auditFeed(connection, entities, { before: 'yesterday' })).rejects.toThrow('before must be a cursor');
  });

  it.each([
    '2026-01-01T:Z_0123456789abcdef01234567',
    '2026-13-45T99:99:99Z_0123456789abcdef01234567',
    '2026-01-01T10:00:00.000Z_0123456789ABCDEF0123456',
    '2026-01-01T10:00:00.000Z_zz23456789abcdef01234567',
    '2026-01-01T10:00:00.000Z',
  ])('answers a malformed cursor %j with a 400, never a server error', async (before) => {
    await expect(auditFeed(connection, ['news_item', 'sector'], { before })).rejects.toMatchObject({
      status: 400,
      message: 'before must be a cursor from next_before',
    });
  });
});
