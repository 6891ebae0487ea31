/**
 * Random and mutated bodies posted to every write route of the content service:
 * the public forms (`POST /api/contact`, `POST /api/newsletter`, with and without valid guard
 * fields), the admin writes of services, sectors, news and messages (with an admin token, some
 * without one), and the internal erasure (`POST /internal/privacy/erase`, with the internal
 * token). Bodies are random JSON values, objects of the route's own fields with random values,
 * huge strings, deep nesting, malformed JSON, mutations of a valid body (fields dropped, replaced
 * or added, then truncated, bit-flipped or sent under another type), urlencoded and multipart
 * forms, and noise under any content type. No answer may be a 5xx; a 4xx answer has the JSON
 * error shape and leaves every collection (content's and identity's outbox) as it was.
 * Identity is the real one, so a reply is really mailed. Bounded: 150 runs.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { CONSENT_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@consulting/contracts';
import { INTERNAL_TOKEN_HEADER, personFormFields } from '@consulting/service-kit';
import {
  assertFuzzedWrites,
  collectionCounts,
  fuzzId,
  fuzzRouteWrites,
  fuzzValue,
  TEST_INTERNAL_TOKEN,
  TEST_SECRET,
  type FuzzWriteRoute,
} from '@consulting/service-kit/test-support';
// Test-only reach into the identity workspace: replies are mailed through the real service.
import { startIdentity, type IdentityUnderTest } from '../../identity/test/identity-app.ts';
import { clientToken, startContent, type ContentUnderTest } from './support/content-harness.ts';

const ADMIN = { name: 'Admin', email: 'admin@fuzz.sa', password: 'admin-pass-123', role: 'admin' as const };
const VISITOR = { name: 'Visitor', email: 'visitor@fuzz.sa', phone: '0500000000' };

let identity: IdentityUnderTest;
let content: ContentUnderTest;
let adminToken: string;
/** Ids of stored records by kind, so some calls reach a real record (read when runs are generated). */
const realIds: Record<IdKind, string[]> = { services: [], sectors: [], news: [], messages: [] };
type IdKind = 'services' | 'sectors' | 'news' | 'messages';

beforeAll(async () => {
  identity = await startIdentity('content_fuzz_identity');
  await identity.addUser(ADMIN);
  const login = await identity.post('/api/admin/login', { email: ADMIN.email, password: ADMIN.password });
  expect(login.status).toBe(200);
  adminToken = ((await login.json()) as { token: string }).token;
  content = await startContent('content_fuzz', { identityUrl: identity.url });
  for (const subject of ['First', 'Second', 'Third']) {
    const sent = await content.call('POST', '/api/contact', {
      body: { ...VISITOR, subject, message: 'Hello', ...personFormFields(TEST_SECRET) },
    });
    expect(sent.status).toBe(201);
  }
  await refreshIds();
  for (const kind of Object.keys(realIds) as IdKind[]) expect(realIds[kind].length).toBeGreaterThan(0);
});
afterAll(async () => {
  await content?.close();
  await identity?.close();
});

/** Reads the stored ids again (after a call that may have created or deleted records). */
async function refreshIds(): Promise<void> {
  const { Service, Sector, NewsItem, ContactMessage } = content.models;
  for (const [kind, model] of [
    ['services', Service],
    ['sectors', Sector],
    ['news', NewsItem],
    ['messages', ContactMessage],
  ] as const) {
    const rows = await model.collection.find({}, { projection: { _id: 1 } }).toArray();
    realIds[kind] = rows.map((row) => String(row._id));
  }
}

type Who = 'none' | 'client' | 'admin' | 'internal';

/** One write route: where it is, who calls it, the fields it reads and a body it would accept. */
interface Route extends FuzzWriteRoute<Who> {
  idKind?: IdKind;
}

const SERVICE = { title_ar: 'خدمة', title_en: 'Fuzz service', description_ar: 'وصف', description_en: 'About' };
const SECTOR = { name_ar: 'قطاع', name_en: 'Fuzz sector', description_ar: 'وصف', description_en: 'About' };
const NEWS = { title_ar: 'خبر', title_en: 'Fuzz news', content_ar: 'نص', content_en: 'Text' };
let senders = 0;
const GUARD_FIELDS = [FORM_TOKEN_FIELD, CONSENT_FIELD, HONEYPOT_FIELD];

const ROUTES: Route[] = [
  {
    method: 'POST',
    path: '/api/contact',
    who: 'none',
    fields: ['name', 'email', 'phone', 'company', 'subject', 'message', ...GUARD_FIELDS],
    // A new sender each time, so the per-email limit leaves some messages through.
    valid: () => ({
      ...VISITOR,
      email: `visitor${(senders += 1)}@fuzz.sa`,
      company: 'Co',
      subject: 'Fuzz',
      message: 'Hi',
      ...personFormFields(TEST_SECRET),
    }),
  },
  {
    method: 'POST',
    path: '/api/newsletter',
    who: 'none',
    fields: ['email', ...GUARD_FIELDS],
    valid: () => ({ email: 'reader@fuzz.sa', ...personFormFields(TEST_SECRET) }),
  },
  ...(
    [
      ['services', SERVICE, ['icon', 'slug', 'path', 'is_active', 'sort_order']],
      ['sectors', SECTOR, ['title_ar', 'title_en', 'icon', 'is_active', 'sort_order']],
      ['news', NEWS, ['excerpt_ar', 'excerpt_en', 'image_url', 'is_published', 'category', 'featured', 'author']],
    ] as const
  ).flatMap(([kind, valid, optional]): Route[] => {
    const fields = [...Object.keys(valid), ...optional];
    const base = `/api/admin/${kind}`;
    return [
      { method: 'POST', path: base, who: 'admin', fields, valid: () => ({ ...valid }) },
      { method: 'PUT', path: `${base}/:id`, who: 'admin', idKind: kind, fields, valid: () => ({ ...valid }) },
      { method: 'DELETE', path: `${base}/:id`, who: 'admin', idKind: kind, fields, valid: () => ({}) },
    ];
  }),
  {
    method: 'PUT',
    path: '/api/admin/messages/:id',
    who: 'admin',
    idKind: 'messages',
    fields: ['is_read'],
    valid: () => ({ is_read: true }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/messages/:id',
    who: 'admin',
    idKind: 'messages',
    fields: [],
    valid: () => ({}),
  },
  {
    method: 'POST',
    path: '/api/admin/messages/bulk',
    who: 'admin',
    fields: ['action', 'ids'],
    valid: () => ({ action: 'mark_read', ids: realIds.messages.slice(0, 2) }),
  },
  {
    method: 'POST',
    path: '/api/admin/messages/:id/reply',
    who: 'admin',
    idKind: 'messages',
    fields: ['reply'],
    valid: () => ({ reply: 'Thank you' }),
  },
  {
    method: 'POST',
    path: '/internal/privacy/erase',
    who: 'internal',
    fields: ['email', 'pseudonym'],
    valid: () => ({ email: 'erased@fuzz.sa', pseudonym: 'erased:0123456789abcdef' }),
  },
];

const EXTRA_FIELDS = ['id', '_id', '__proto__', 'constructor', 'created_at', 'replies', 'consent', 'a[0][b]'];

/** Values of any JSON type, texts near the fields' limits, huge strings, and lists of ids. */
const value: fc.Arbitrary<unknown> = fc.oneof(
  fuzzValue(
    'true',
    'on',
    'javascript:alert(1)',
    'erased:0123456789abcdef',
    'mark_read',
    'delete',
    '/images/a.jpg',
    'x'.repeat(301),
    'x'.repeat(10_001),
    'x'.repeat(60_000),
  ),
  fc.array(fc.stringMatching(/^[0-9a-f]{24}$/), { maxLength: 3 }),
);

const writes = fuzzRouteWrites(ROUTES, {
  id: (route) => (route.idKind ? fuzzId(() => realIds[route.idKind!]) : undefined),
  // Mostly the route's own caller; now and then nobody, a client or the wrong token.
  who: (route) =>
    fc.oneof(
      { arbitrary: fc.constant(route.who), weight: 8 },
      fc.constantFrom<Who>('none', 'client', route.who === 'internal' ? 'admin' : 'internal'),
    ),
  extraFields: EXTRA_FIELDS,
  value,
  blindField: 'message',
});

const headersOf = (who: Who): Record<string, string> => ({
  ...(who === 'admin' ? { authorization: `Bearer ${adminToken}` } : {}),
  ...(who === 'client' ? { authorization: `Bearer ${clientToken()}` } : {}),
  ...(who === 'internal' ? { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN } : {}),
});

describe('fuzzing every content write route', () => {
  it('never answers 5xx, and a refused body has the error shape and stores nothing', { timeout: 60_000 }, async () => {
    await assertFuzzedWrites(content.url, writes, {
      numRuns: 150,
      headers: headersOf,
      snapshot: () => collectionCounts({ content: content.connection, identity: identity.connection }),
      // An accepted contact message mails identity after its answer; let that land before the
      // next run's snapshot, so it is not taken for a refused body's write.
      accepted: async () => {
        const owing = { pending_mails: { $in: ['alert', 'confirmation'] } };
        await vi.waitFor(async () => expect(await content.models.ContactMessage.countDocuments(owing)).toBe(0), {
          timeout: 5000,
        });
        await refreshIds();
      },
    });
    expect((await fetch(`${content.url}/readyz`)).status).toBe(200);
  });
});
