/**
 * Random and mutated bodies (JSON, urlencoded, multipart with random fields and
 * files, truncated or bit-flipped forms, noise under any content type) posted to every write
 * route of the service: the public forms, the confirmation link, the client's bell and the
 * admin's writes (with an admin token). No answer may be a 5xx, and a refused body (4xx) must
 * leave every collection and GridFS bucket as it was. Bounded: 180 runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CONSENT_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@consulting/contracts';
import {
  APPLICANT_FIELDS,
  bearer,
  GUEST_FIELDS,
  joinForm,
  personFields,
  requestForm,
  startHarness,
  type Harness,
} from './support/harness.ts';

let h: Harness;
const admin = { id: 'admin-1', role: 'admin' as const, email: 'admin@example.sa', name: 'Admin' };
const client = { id: 'client-1', role: 'client' as const, email: 'client@example.sa', name: 'Client' };
/** Ids of records that exist, so some calls reach a real record. */
const realIds: string[] = [];

beforeAll(async () => {
  h = await startHarness('requests_fuzz');
  for (const [path, body] of [
    ['/api/service-requests', requestForm(GUEST_FIELDS)],
    ['/api/track-requests', requestForm({ ...GUEST_FIELDS, user_email: 'other@example.sa' })],
    ['/api/join-applications', joinForm(APPLICANT_FIELDS)],
  ] as const) {
    const res = await fetch(`${h.url}${path}`, { method: 'POST', body });
    expect(res.status).toBe(201);
    const reply = (await res.json()) as { request?: { id: string }; data?: { id: string } };
    realIds.push((reply.request ?? reply.data)!.id);
  }
});
afterAll(() => h?.close());

/** Every document of the service's collections and buckets, counted. */
async function snapshot(): Promise<Record<string, number>> {
  const db = h.connection.db!;
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((c) => c.name)
    .filter((name) => name !== 'rate_limits')
    .sort();
  const counts: Record<string, number> = {};
  for (const name of names) counts[name] = await db.collection(name).countDocuments();
  return counts;
}

const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';
const FIELD_NAMES = [
  ...Object.keys(GUEST_FIELDS),
  ...Object.keys(APPLICANT_FIELDS),
  'company',
  'status',
  'admin_notes',
  'id',
  'ids',
  'action',
  'notification_id',
  'additional_services',
  'additional_services[]',
  FORM_TOKEN_FIELD,
  CONSENT_FIELD,
  HONEYPOT_FIELD,
  '__proto__',
  'constructor',
  'a[0][b]',
];
const FILE_NAMES = ['attachment', 'profile_image', 'cv_file', 'file', 'attachment[]'];
/** Magic numbers, so some random files pass (or nearly pass) the content checks. */
const FILE_HEADS = ['', '%PDF-1.4\n', '\x89PNG\r\n\x1a\n', 'GIF89a', 'PK\x03\x04', 'MZ'];

interface Part {
  name: string;
  value: string | Uint8Array;
  filename?: string;
}

function multipart(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name.replace(/["\r\n]/g, '_')}"${
      part.filename === undefined ? '' : `; filename="${part.filename.replace(/["\r\n]/g, '_')}"`
    }`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n`));
    if (part.filename !== undefined) chunks.push(Buffer.from('Content-Type: application/octet-stream\r\n'));
    chunks.push(Buffer.from('\r\n'), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', 'true', 'on', 'a@b.sa', 'not-an-email', 'launch', 'approved', 'x'.repeat(300)),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

const part: fc.Arbitrary<Part> = fc.oneof(
  fc.record({ name: fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 })), value: text }),
  fc.record({
    name: fc.constantFrom(...FILE_NAMES),
    value: fc
      .tuple(fc.constantFrom(...FILE_HEADS), fc.uint8Array({ maxLength: 600 }))
      .map(([head, bytes]) => Buffer.concat([Buffer.from(head, 'latin1'), bytes])),
    filename: fc.string({ maxLength: 16 }),
  }),
);

/** A person's complete form for `fields`, so mutations start from something that would pass. */
const validParts = (fields: Record<string, string>): Part[] =>
  Object.entries({ ...personFields(), ...fields }).map(([name, value]) => ({ name, value }));

const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const CONTENT_TYPES = [
  MULTIPART_TYPE,
  'multipart/form-data',
  'multipart/form-data; boundary=other',
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/octet-stream',
];

interface Body {
  type?: string;
  bytes: Buffer;
}

const body: fc.Arbitrary<Body> = fc.oneof(
  // JSON, valid or not.
  fc.json({ maxDepth: 3 }).map((json) => ({ type: 'application/json', bytes: Buffer.from(json) })),
  fc.string({ maxLength: 60 }).map((raw) => ({ type: 'application/json', bytes: Buffer.from(raw) })),
  // urlencoded fields.
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), text, { maxKeys: 8 }).map((fields) => ({
    type: 'application/x-www-form-urlencoded',
    bytes: Buffer.from(new URLSearchParams(fields).toString()),
  })),
  // Multipart with random fields and files.
  fc.array(part, { maxLength: 12 }).map((parts) => ({ type: MULTIPART_TYPE, bytes: multipart(parts) })),
  // Noise under any type, or none.
  fc
    .record({
      bytes: fc.uint8Array({ maxLength: 400 }),
      type: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }),
    })
    .map(({ bytes, type }) => ({ type, bytes: Buffer.from(bytes) })),
);

const id = fc.oneof(
  // Read when a run is generated, after beforeAll stored the records.
  fc.integer({ min: 0, max: 2 }).map((i) => realIds[i]),
  fc.stringMatching(/^[0-9a-f]{24}$/),
  fc.string({ maxLength: 30 }),
);

type Who = 'none' | 'client' | 'admin';
interface Call {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  who: Who;
}

const calls: fc.Arbitrary<Call> = fc.oneof(
  fc
    .constantFrom(
      '/api/service-requests',
      '/api/track-requests',
      '/api/join-applications',
      '/api/endpoints/join-applications.php',
    )
    .chain((path) =>
      fc.constantFrom<Call>({ method: 'POST', path, who: 'none' }, { method: 'POST', path, who: 'client' }),
    ),
  fc.string({ maxLength: 50 }).map((token): Call => ({
    method: 'POST',
    path: `/api/requests/confirm?token=${encodeURIComponent(token)}`,
    who: 'none',
  })),
  fc.constantFrom<Call>(
    { method: 'POST', path: '/api/admin/add-request', who: 'admin' },
    { method: 'POST', path: '/api/admin/add-track-request', who: 'admin' },
    { method: 'POST', path: '/api/admin/service-requests/bulk', who: 'admin' },
    { method: 'POST', path: '/api/admin/track-requests/bulk', who: 'admin' },
    { method: 'POST', path: '/api/admin/requests/bulk', who: 'admin' },
    { method: 'POST', path: '/api/admin/join-applications/bulk', who: 'admin' },
    { method: 'PUT', path: '/api/join-applications', who: 'admin' },
    { method: 'PUT', path: '/api/endpoints/notifications.php', who: 'client' },
  ),
  fc
    .tuple(
      fc.constantFrom(
        'PUT /api/admin/service-requests/',
        'PUT /api/admin/track-requests/',
        'PUT /api/admin/requests/',
        'PUT /api/admin/join-applications/',
        'DELETE /api/admin/join-applications/',
        'DELETE /api/join-applications?id=',
        'PUT /api/notifications/',
      ),
      id,
    )
    .map(([route, target]): Call => {
      const [method, path] = route.split(' ') as ['PUT' | 'DELETE', string];
      return {
        method,
        path: `${path}${encodeURIComponent(target)}`,
        who: path.includes('notifications') ? 'client' : 'admin',
      };
    }),
);

/** The multipart routes with the fields they would accept and who may call them. */
const FORMS: { call: Call; fields: Record<string, string> }[] = [
  { call: { method: 'POST', path: '/api/service-requests', who: 'none' }, fields: GUEST_FIELDS },
  { call: { method: 'POST', path: '/api/track-requests', who: 'client' }, fields: GUEST_FIELDS },
  { call: { method: 'POST', path: '/api/join-applications', who: 'none' }, fields: APPLICANT_FIELDS },
  { call: { method: 'POST', path: '/api/endpoints/join-applications.php', who: 'client' }, fields: APPLICANT_FIELDS },
  {
    call: { method: 'POST', path: '/api/admin/add-request', who: 'admin' },
    fields: { service_name: 'consulting', user_name: 'Hind', user_email: 'hind@example.sa' },
  },
];

/**
 * A person's form for one of the multipart routes, with random extra parts, then left whole
 * (often accepted), truncated, bit-flipped, or sent under another content type.
 */
const mutatedForm: fc.Arbitrary<[Call, Body]> = fc
  .record({
    form: fc.constantFrom(...FORMS),
    extra: fc.array(part, { maxLength: 3 }),
    mutation: fc.oneof(
      fc.constant({ kind: 'none' as const }),
      fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
      fc.record({
        kind: fc.constant('flip' as const),
        flips: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 4 }),
      }),
      fc.record({ kind: fc.constant('type' as const), type: fc.constantFrom(...CONTENT_TYPES) }),
    ),
  })
  .map(({ form, extra, mutation }): [Call, Body] => {
    const bytes = multipart([...validParts(form.fields), ...extra]);
    if (mutation.kind === 'cut')
      return [form.call, { type: MULTIPART_TYPE, bytes: bytes.subarray(0, mutation.at % bytes.length) }];
    if (mutation.kind === 'flip') for (const [at, value] of mutation.flips) bytes[at % bytes.length] = value;
    return [form.call, { type: mutation.kind === 'type' ? mutation.type : MULTIPART_TYPE, bytes }];
  });

describe('fuzzing every write route', () => {
  it('never answers 5xx, and a refused body stores nothing', { timeout: 60_000 }, async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.tuple(calls, body), mutatedForm), async ([call, sent]) => {
        const before = await snapshot();
        const headers: Record<string, string> = {
          ...(sent.type ? { 'content-type': sent.type } : {}),
          ...(call.who === 'admin' ? bearer(admin) : call.who === 'client' ? bearer(client) : {}),
        };
        const res = await fetch(`${h.url}${call.path}`, {
          method: call.method,
          headers,
          body: new Uint8Array(sent.bytes),
          redirect: 'manual',
        });
        await res.arrayBuffer();
        seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
        expect(res.status, `${call.method} ${call.path}`).toBeLessThan(500);
        if (res.status >= 400) expect(await snapshot()).toEqual(before);
      }),
      { numRuns: 180, endOnFailure: true },
    );
    // The runs reached past the parsers: some were stored, some refused by the routes' own checks.
    expect(seen.get(201)).toBeGreaterThan(0);
    expect([...seen.keys()].filter((status) => status >= 400).length).toBeGreaterThan(2);
    expect((await fetch(`${h.url}/readyz`)).status).toBe(200);
  });
});
