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
import { INTERNAL_TOKEN_HEADER } from '@consulting/service-kit';
import {
  assertFuzzedWrites,
  collectionCounts,
  FUZZ_UNKNOWN_ID,
  fuzzId,
  fuzzRouteWrites,
  fuzzValue,
  signTestToken,
  TEST_INTERNAL_TOKEN,
  type FuzzWriteRoute,
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

/** Who calls: nobody, the route's admin or service, or a leaving client's session token. */
type Who = 'none' | 'admin' | 'internal' | 'leaver' | 'forged' | 'garbage';

/** One write route: where it is, who calls it, the fields it reads and a body it would accept. */
type Route = FuzzWriteRoute<Who>;

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
const value = fuzzValue(
  ADMIN.email,
  CLIENT.email,
  CLIENT.password,
  'short',
  'admin',
  'x'.repeat(255),
  'x'.repeat(1025),
  'x'.repeat(100_001),
);

const writes = fuzzRouteWrites(ROUTES, {
  // A stored user (never the acting admin), a well-formed unknown id, or anything.
  id: (route) => (route.path.includes(':id') ? fuzzId(() => userIds) : undefined),
  // Mostly the route's own caller; now and then nobody, a client, a forged or a garbage token.
  who: (route) =>
    fc.oneof(
      { arbitrary: fc.constant(route.who), weight: 6 },
      fc.constantFrom<Who>('none', 'leaver', 'forged', 'garbage', route.who === 'internal' ? 'admin' : 'internal'),
    ),
  extraFields: EXTRA_FIELDS,
  value,
  blindField: 'text',
});

function headersOf(who: Who): Record<string, string> {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  return {
    ...(who === 'admin' ? bearer(adminToken) : {}),
    ...(who === 'leaver' ? bearer(leaverTokens[serial % leaverTokens.length]!) : {}),
    // Well signed, but for a user and session identity never issued.
    ...(who === 'forged' ? bearer(signTestToken({ ...ADMIN, id: FUZZ_UNKNOWN_ID })) : {}),
    ...(who === 'garbage' ? bearer('not.a.token') : {}),
    ...(who === 'internal' ? { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN } : {}),
  };
}

describe('fuzzing every identity write route', () => {
  it('never answers 5xx, and a refused body has the error shape and stores nothing', { timeout: 60_000 }, async () => {
    await assertFuzzedWrites(stack.identity.url, writes, {
      numRuns: 150,
      headers: headersOf,
      snapshot: () =>
        collectionCounts({
          identity: stack.identityConnection,
          content: stack.content.connection,
          requests: stack.requests.connection,
        }),
      accepted: refreshUserIds,
      // A refused credential (401) counts toward the sign-in lockout on purpose (docs/security.md).
      mayChange: (status) => (status === 401 ? ['identity.sign_in_failures'] : []),
    });
    // The acting admin's session survived the run: nothing a body did ended it.
    const verify = await fetch(`${stack.identity.url}/api/admin/verify`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(await verify.json()).toMatchObject({ valid: true });
  });
});
