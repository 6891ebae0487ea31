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
  assertFuzzedWrites,
  collectionCounts,
  FUZZ_MULTIPART_TYPE,
  fuzzId,
  fuzzMultipart,
  type FuzzBody,
  type FuzzedWrite,
  type FuzzPart,
} from '@consulting/service-kit/test-support';
import {
  ADMIN as admin,
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

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', 'true', 'on', 'a@b.sa', 'not-an-email', 'launch', 'approved', 'x'.repeat(300)),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

const part: fc.Arbitrary<FuzzPart> = fc.oneof(
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
const validParts = (fields: Record<string, string>): FuzzPart[] =>
  Object.entries({ ...personFields(), ...fields }).map(([name, value]) => ({ name, value }));

const CONTENT_TYPES = [
  FUZZ_MULTIPART_TYPE,
  'multipart/form-data',
  'multipart/form-data; boundary=other',
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/octet-stream',
];

const body: fc.Arbitrary<FuzzBody> = fc.oneof(
  // JSON, valid or not.
  fc.json({ maxDepth: 3 }).map((json) => ({ type: 'application/json', bytes: Buffer.from(json) })),
  fc.string({ maxLength: 60 }).map((raw) => ({ type: 'application/json', bytes: Buffer.from(raw) })),
  // urlencoded fields.
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), text, { maxKeys: 8 }).map((fields) => ({
    type: 'application/x-www-form-urlencoded',
    bytes: Buffer.from(new URLSearchParams(fields).toString()),
  })),
  // Multipart with random fields and files.
  fc.array(part, { maxLength: 12 }).map((parts) => ({ type: FUZZ_MULTIPART_TYPE, bytes: fuzzMultipart(parts) })),
  // Noise under any type, or none.
  fc
    .record({
      bytes: fc.uint8Array({ maxLength: 400 }),
      type: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }),
    })
    .map(({ bytes, type }) => ({ type, bytes: Buffer.from(bytes) })),
);

const id = fuzzId(() => realIds);

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
const mutatedForm: fc.Arbitrary<[Call, FuzzBody]> = fc
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
  .map(({ form, extra, mutation }): [Call, FuzzBody] => {
    const bytes = fuzzMultipart([...validParts(form.fields), ...extra]);
    if (mutation.kind === 'cut')
      return [form.call, { type: FUZZ_MULTIPART_TYPE, bytes: bytes.subarray(0, mutation.at % bytes.length) }];
    if (mutation.kind === 'flip') for (const [at, value] of mutation.flips) bytes[at % bytes.length] = value;
    return [form.call, { type: mutation.kind === 'type' ? mutation.type : FUZZ_MULTIPART_TYPE, bytes }];
  });

describe('fuzzing every write route', () => {
  it('never answers 5xx, and a refused body stores nothing', { timeout: 60_000 }, async () => {
    const writes = fc
      .oneof(fc.tuple(calls, body), mutatedForm)
      .map(([call, sent]): FuzzedWrite<Who> => ({ ...call, body: sent }));
    const seen = await assertFuzzedWrites(h.url, writes, {
      numRuns: 180,
      headers: (who) => (who === 'admin' ? bearer(admin) : who === 'client' ? bearer(client) : {}),
      snapshot: () => collectionCounts({ requests: h.connection }),
      errorShape: false,
    });
    expect(seen.get(201)).toBeGreaterThan(0);
    expect((await fetch(`${h.url}/readyz`)).status).toBe(200);
  });
});
