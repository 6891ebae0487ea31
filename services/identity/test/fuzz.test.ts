/**
 * Random and mutated bodies posted to every write route of the identity
 * service: both sign-ins, register, send-password, both logouts, the admin's users and the
 * personal-data erasure (with an admin token, some without one), and the internal accounts and
 * mail routes (with the internal token). Bodies are random JSON values, objects of the route's
 * own fields with random values, huge strings, deep nesting, malformed JSON, mutations of a
 * valid body (fields dropped, replaced or added, then truncated, bit-flipped or sent under
 * another type), urlencoded and multipart forms, and noise under any content type. No answer
 * may be a 5xx; a 4xx answer has the JSON error shape and leaves every collection as it was
 * (users, sessions, revocations, outbox, audit; and content's and requests' data, which the
 * erasure reaches). Identity runs with the test config of `identity-app.ts` (limits off, so a
 * refusal is the body's fault, not a limit's), pointed at the real content and requests
 * services (`privacy-stack.ts`) so a well-formed erasure can succeed. Bounded: 150 runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Connection } from 'mongoose';
import { INTERNAL_TOKEN_HEADER } from '@consulting/service-kit';
import {
  blindFuzzBody,
  fieldsFuzzBody,
  mutatedFuzzBody,
  TEST_INTERNAL_TOKEN,
  type FuzzBody,
  signTestToken,
} from '@consulting/service-kit/test-support';
import { startPrivacyStack, type PrivacyStack } from './privacy-stack.ts';

const ADMIN = { name: 'Admin', email: 'admin@fuzz.sa', password: 'admin-pass-123', role: 'admin' as const };
const OTHER_ADMIN = { name: 'Other', email: 'other@fuzz.sa', password: 'other-pass-123', role: 'admin' as const };
const CLIENT = { name: 'Client', email: 'client@fuzz.sa', password: 'client-pass-123', role: 'client' as const };
/** Clients whose tokens the logouts end (two, reused: ending a session twice is fine). */
const LEAVERS = [1, 2].map((n) => ({
  name: `Leaver ${n}`,
  email: `leaver${n}@fuzz.sa`,
  password: 'leaver-pass-123',
  role: 'client' as const,
}));

let stack: PrivacyStack;
let adminToken: string;
let adminId: string;
const leaverTokens: string[] = [];
/** Ids of stored users other than the acting admin (whose own password change would end this test's session). */
let userIds: string[] = [];

async function signIn(user: { email: string; password: string }, path: string): Promise<string> {
  const res = await fetch(`${stack.identity.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Reads the stored user ids again (after a call that may have created or erased users). */
async function refreshUserIds(): Promise<void> {
  const rows = await stack.identityConnection
    .db!.collection('users')
    .find({}, { projection: { _id: 1 } })
    .toArray();
  userIds = rows.map((row) => String(row._id)).filter((id) => id !== adminId);
}

beforeAll(async () => {
  stack = await startPrivacyStack('identity_fuzz');
  adminId = await stack.addUser(ADMIN);
  for (const user of [OTHER_ADMIN, CLIENT, ...LEAVERS]) await stack.addUser(user);
  adminToken = await signIn(ADMIN, '/api/admin/login');
  for (const leaver of LEAVERS) leaverTokens.push(await signIn(leaver, '/api/user/login'));
  await refreshUserIds();
});
afterAll(() => stack?.close());

/** Every document of identity's collections, and of content's and requests', counted (rate-limit counters aside). */
async function snapshot(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [service, connection] of [
    ['identity', stack.identityConnection],
    ['content', stack.content.connection],
    ['requests', stack.requests.connection],
  ] as [string, Connection][]) {
    const db = connection.db!;
    const names = (await db.listCollections({}, { nameOnly: true }).toArray())
      .map((c) => c.name)
      .filter((name) => name !== 'rate_limits')
      .sort();
    for (const name of names) counts[`${service}.${name}`] = await db.collection(name).countDocuments();
  }
  return counts;
}

/** Who calls: nobody, the route's admin or service, or a leaving client's session token. */
type Who = 'none' | 'admin' | 'internal' | 'leaver' | 'forged' | 'garbage';

/** One write route: where it is, who calls it, the fields it reads and a body it would accept. */
interface Route {
  method: 'POST' | 'PUT';
  /** With `:id` where a user id goes. */
  path: string;
  who: Who;
  fields: string[];
  valid: () => Record<string, unknown>;
}

/** A new address each time, so valid bodies create new records rather than meet the old ones. */
let serial = 0;
const freshEmail = (kind: string) => `${kind}${(serial += 1)}@fuzz.sa`;

const ROUTES: Route[] = [
  {
    method: 'POST',
    path: '/api/user/login',
    who: 'none',
    fields: ['email', 'password'],
    valid: () => ({ email: CLIENT.email, password: CLIENT.password }),
  },
  {
    method: 'POST',
    path: '/api/admin/login',
    who: 'none',
    fields: ['email', 'password'],
    valid: () => ({ email: OTHER_ADMIN.email, password: OTHER_ADMIN.password }),
  },
  {
    method: 'POST',
    path: '/api/user/register',
    who: 'none',
    fields: ['name', 'email', 'phone', 'password', 'auto_created'],
    valid: () => ({ name: 'New', email: freshEmail('new'), phone: '0500000000' }),
  },
  {
    method: 'POST',
    path: '/api/user/send-password',
    who: 'none',
    fields: ['email', 'password', 'name'],
    valid: () => ({ email: CLIENT.email }),
  },
  { method: 'POST', path: '/api/user/logout', who: 'leaver', fields: ['token'], valid: () => ({}) },
  { method: 'POST', path: '/api/admin/logout', who: 'leaver', fields: ['token'], valid: () => ({}) },
  {
    method: 'POST',
    path: '/api/admin/users',
    who: 'admin',
    fields: ['name', 'email', 'password', 'phone', 'company'],
    valid: () => ({ name: 'Added', email: freshEmail('added'), password: 'added-pass-123', company: 'Co' }),
  },
  {
    method: 'PUT',
    path: '/api/admin/users/:id',
    who: 'admin',
    fields: ['is_active', 'password', 'name', 'phone', 'company'],
    valid: () => ({ name: 'Renamed', phone: '', company: null }),
  },
  {
    method: 'POST',
    path: '/api/admin/privacy/erase',
    who: 'admin',
    fields: ['email', 'confirm_email'],
    valid: () => ({ email: ' Gone@Fuzz.sa ', confirm_email: 'gone@fuzz.sa' }),
  },
  {
    method: 'POST',
    path: '/internal/accounts',
    who: 'internal',
    fields: ['name', 'email', 'phone'],
    valid: () => ({ name: 'Guest', email: freshEmail('guest'), phone: null }),
  },
  {
    method: 'POST',
    path: '/internal/mail',
    who: 'internal',
    fields: ['to', 'subject', 'text'],
    valid: () => ({ to: 'someone@fuzz.sa', subject: 'Hello', text: 'A line' }),
  },
];

const EXTRA_FIELDS = ['id', '_id', 'role', 'password_hash', 'sid', '__proto__', 'constructor', 'a[0][b]'];

/** Values of any JSON type, texts near the fields' limits, known accounts, and huge strings. */
const value: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '1',
    0,
    1,
    -1,
    1e308,
    true,
    false,
    null,
    [],
    {},
    'a@b.sa',
    'not-an-email',
    ADMIN.email,
    CLIENT.email,
    CLIENT.password,
    'short',
    'admin',
    'x'.repeat(255),
    'x'.repeat(1025),
    'x'.repeat(100_001),
  ),
);

type Body = FuzzBody;
const blindBody = blindFuzzBody('text');
const fieldsBody = (route: Route) => fieldsFuzzBody(route, EXTRA_FIELDS, value);
const mutatedBody = (route: Route) => mutatedFuzzBody(route, EXTRA_FIELDS, value);

const UNKNOWN_ID = '0123456789abcdef01234567';

/** A user id: a stored one (never the acting admin's), a well-formed unknown one, or anything. */
const userId: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.nat().map((i) => userIds[i % userIds.length] ?? UNKNOWN_ID), weight: 3 },
  fc.stringMatching(/^[0-9a-f]{24}$/),
  fc.string({ maxLength: 30 }),
);

interface Call {
  route: Route;
  path: string;
  who: Who;
  body: Body;
}

const call: fc.Arbitrary<Call> = fc.constantFrom(...ROUTES).chain((route) =>
  fc
    .record({
      id: route.path.includes(':id') ? userId : fc.constant(''),
      // Mostly the route's own caller; now and then nobody, a client, a forged or a garbage token.
      who: fc.oneof(
        { arbitrary: fc.constant(route.who), weight: 6 },
        fc.constantFrom<Who>('none', 'leaver', 'forged', 'garbage', route.who === 'internal' ? 'admin' : 'internal'),
      ),
      body: fc.oneof(blindBody, fieldsBody(route), { arbitrary: mutatedBody(route), weight: 2 }),
    })
    .map(({ id, who, body }) => ({ route, path: route.path.replace(':id', encodeURIComponent(id)), who, body })),
);

function headersOf(who: Who, body: Body): Record<string, string> {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  return {
    ...(body.type ? { 'content-type': body.type } : {}),
    ...(who === 'admin' ? bearer(adminToken) : {}),
    ...(who === 'leaver' ? bearer(leaverTokens[serial % leaverTokens.length]!) : {}),
    // Well signed, but for a user and session identity never issued.
    ...(who === 'forged' ? bearer(signTestToken({ ...ADMIN, id: UNKNOWN_ID })) : {}),
    ...(who === 'garbage' ? bearer('not.a.token') : {}),
    ...(who === 'internal' ? { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN } : {}),
  };
}

describe('fuzzing every identity write route', () => {
  it('never answers 5xx, and a refused body has the error shape and stores nothing', { timeout: 60_000 }, async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(call, async ({ route, path, who, body }) => {
        const before = await snapshot();
        const res = await fetch(`${stack.identity.url}${path}`, {
          method: route.method,
          headers: headersOf(who, body),
          body: new Uint8Array(body.bytes),
          redirect: 'manual',
        });
        const text = await res.text();
        seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
        const where = `${route.method} ${path} (${who}): ${res.status} ${text.slice(0, 200)}`;
        expect(res.status, where).toBeLessThan(500);
        if (res.status < 400) return refreshUserIds();
        expect(res.headers.get('content-type'), where).toMatch(/^application\/json/);
        expect(JSON.parse(text), where).toEqual({ success: false, error: expect.stringMatching(/\S/) });
        // A refused credential (401) counts toward the sign-in lockout on purpose (docs/security.md).
        const after = await snapshot();
        if (res.status === 401) for (const counts of [before, after]) delete counts['identity.sign_in_failures'];
        expect(after, where).toEqual(before);
      }),
      { numRuns: 150, endOnFailure: true },
    );
    // The runs reached past the parsers: some were accepted, some refused by the routes' own checks.
    expect([...seen.keys()].filter((status) => status < 300).length).toBeGreaterThan(0);
    expect([...seen.keys()].filter((status) => status >= 400).length).toBeGreaterThan(2);
    // The acting admin's session survived the run: nothing a body did ended it.
    const verify = await fetch(`${stack.identity.url}/api/admin/verify`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(await verify.json()).toMatchObject({ valid: true });
  });
});
