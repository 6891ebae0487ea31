/**
 * The services' fuzz tests, on fast-check: bodies that know nothing of a route, bodies of a
 * route's own field names with any values in any encoding, mutations of a route's valid body, and
 * the run that sends them (`assertFuzzedWrites`). Each service's `test/fuzz.test.ts` names its
 * routes, fields, values and callers.
 */
import fc from 'fast-check';
import type { Connection } from 'mongoose';
import { expect } from 'vitest';

/** One body as sent: its `Content-Type` (none when absent) and its bytes. */
export interface FuzzBody {
  type?: string;
  bytes: Buffer;
}

/** What the generators need to know of a route. */
export interface FuzzRoute {
  /** The route's own field names. */
  fields: readonly string[];
  /** A fresh valid body of the route (some mutated bodies are sent whole and accepted). */
  valid: () => Record<string, unknown>;
}

/** `value` as a JSON body. */
export const jsonFuzzBody = (value: unknown): FuzzBody => ({
  type: 'application/json',
  bytes: Buffer.from(JSON.stringify(value)),
});

const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';
/** The content type of `fuzzMultipart`'s bodies. */
export const FUZZ_MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
/** Content types a body is sent under: the right ones, near misses and wrong ones. */
export const FUZZ_CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'application/x-www-form-urlencoded',
  FUZZ_MULTIPART_TYPE,
  'multipart/form-data',
  'text/plain',
  'text/html',
  'application/octet-stream',
  'application/xml',
];

/** One part of a multipart body: a text field, or a file when it has a `filename`. */
export interface FuzzPart {
  name: string;
  value: string | Uint8Array;
  filename?: string;
}

/** A multipart body of `parts` (quotes and line breaks in names become `_`), `FUZZ_MULTIPART_TYPE`. */
export function fuzzMultipart(parts: readonly FuzzPart[]): Buffer {
  const chunks: Buffer[] = [];
  const quoted = (text: string) => `"${text.replace(/["\r\n]/g, '_')}"`;
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename=${quoted(part.filename)}`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name=${quoted(part.name)}${file}\r\n`));
    if (part.filename !== undefined) chunks.push(Buffer.from('Content-Type: application/octet-stream\r\n'));
    chunks.push(Buffer.from('\r\n'), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/**
 * Bodies that know nothing of the route: random JSON, malformed JSON, nesting 50-5,000 deep, a
 * body past the 1 MB JSON limit (one `field` of 1.1 MB), and noise under any content type.
 */
export function blindFuzzBody(field = 'text'): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map(jsonFuzzBody),
    fc.string({ maxLength: 60 }).map((raw) => ({ type: 'application/json', bytes: Buffer.from(raw) })),
    fc
      .tuple(fc.integer({ min: 50, max: 5000 }), fc.boolean())
      .map(([depth, array]) =>
        array
          ? { type: 'application/json', bytes: Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`) }
          : { type: 'application/json', bytes: Buffer.from(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`) },
      ),
    fc.constant({ type: 'application/json', bytes: Buffer.from(`{"${field}":"${'x'.repeat(1_100_000)}"}`) }),
    fc
      .record({
        bytes: fc.uint8Array({ maxLength: 400 }),
        type: fc.option(fc.oneof(fc.constantFrom(...FUZZ_CONTENT_TYPES), fc.string({ maxLength: 30 })), {
          nil: undefined,
        }),
      })
      .map(({ bytes, type }) => ({ type, bytes: Buffer.from(bytes) })),
  );
}

/**
 * Objects of the route's own fields and `extraFields` with `value`s, sent as JSON (twice as
 * often), urlencoded or multipart.
 */
export function fieldsFuzzBody(
  route: FuzzRoute,
  extraFields: readonly string[],
  value: fc.Arbitrary<unknown>,
): fc.Arbitrary<FuzzBody> {
  return fc
    .record({
      fields: fc.dictionary(fc.constantFrom(...route.fields, ...extraFields), value, { maxKeys: 8 }),
      encoding: fc.constantFrom('json', 'json', 'urlencoded', 'multipart'),
    })
    .map(({ fields, encoding }): FuzzBody => {
      if (encoding === 'json') return jsonFuzzBody(fields);
      const pairs = Object.entries(fields).map(([name, v]): [string, string] => [name, asText(v)]);
      return encoding === 'urlencoded'
        ? { type: 'application/x-www-form-urlencoded', bytes: Buffer.from(new URLSearchParams(pairs).toString()) }
        : { type: FUZZ_MULTIPART_TYPE, bytes: fuzzMultipart(pairs.map(([name, value]) => ({ name, value }))) };
    });
}

/**
 * The route's valid body with fields dropped, replaced or added (`extraFields`, `value`), then
 * sent whole (often accepted), truncated, bit-flipped, or under another content type.
 */
export function mutatedFuzzBody(
  route: FuzzRoute,
  extraFields: readonly string[],
  value: fc.Arbitrary<unknown>,
): fc.Arbitrary<FuzzBody> {
  return fc
    .record({
      drop: fc.subarray([...route.fields]),
      set: fc.dictionary(fc.constantFrom(...route.fields, ...extraFields), value, { maxKeys: 2 }),
      mutation: fc.oneof(
        { arbitrary: fc.constant({ kind: 'none' as const }), weight: 3 },
        fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
        fc.record({
          kind: fc.constant('flip' as const),
          flips: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 4 }),
        }),
        fc.record({ kind: fc.constant('type' as const), type: fc.constantFrom(...FUZZ_CONTENT_TYPES) }),
      ),
      keepValid: fc.boolean(),
    })
    .map(({ drop, set, mutation, keepValid }): FuzzBody => {
      const body: Record<string, unknown> = route.valid();
      if (!keepValid) {
        for (const name of drop) delete body[name];
        Object.assign(body, set);
      }
      const bytes = Buffer.from(JSON.stringify(body));
      if (mutation.kind === 'cut')
        return { type: 'application/json', bytes: bytes.subarray(0, mutation.at % bytes.length) };
      if (mutation.kind === 'flip') for (const [at, byte] of mutation.flips) bytes[at % bytes.length] = byte;
      return { type: mutation.kind === 'type' ? mutation.type : 'application/json', bytes };
    });
}

/** A well-formed id no record has. */
export const FUZZ_UNKNOWN_ID = '0123456789abcdef01234567';

/** A record id: one of `stored()` (read as each run is generated), a well-formed unknown one, or anything. */
export const fuzzId = (stored: () => readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.nat().map((i) => stored()[i % stored().length] ?? FUZZ_UNKNOWN_ID), weight: 3 },
    fc.stringMatching(/^[0-9a-f]{24}$/),
    fc.string({ maxLength: 30 }),
  );

/** Field values: any JSON, any text, edge values every route meets, and the route's own `values`. */
export const fuzzValue = (...values: unknown[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constantFrom('', ' ', '1', 0, 1, -1, 1e308, true, false, null, [], {}, 'a@b.sa', 'not-an-email', ...values),
  );

/** One fuzzed call: who makes it (`headers` maps it to credentials) and what it sends. */
export interface FuzzedWrite<Who extends string = string> {
  method: string;
  path: string;
  who: Who;
  body: FuzzBody;
}

/** A write route as the fuzz tests know it: where it is (`:id` for a record id) and its own caller. */
export type FuzzWriteRoute<Who extends string> = FuzzRoute & Omit<FuzzedWrite<Who>, 'body'>;

/**
 * Calls of `routes`: a route, its `:id` from `id(route)` (when given), a caller from
 * `who(route)`, and a blind body (`blindField` the one huge field), one of the route's fields
 * (`extraFields` too, with `value`s) or, twice as often, a mutation of its valid body.
 */
export function fuzzRouteWrites<Who extends string, R extends FuzzWriteRoute<Who>>(
  routes: readonly R[],
  options: {
    who: (route: R) => fc.Arbitrary<Who>;
    id?: (route: R) => fc.Arbitrary<string> | undefined;
    extraFields: readonly string[];
    value: fc.Arbitrary<unknown>;
    blindField: string;
  },
): fc.Arbitrary<FuzzedWrite<Who>> {
  const blind = blindFuzzBody(options.blindField);
  return fc.constantFrom(...routes).chain((route) =>
    fc
      .record({
        id: options.id?.(route) ?? fc.constant(''),
        who: options.who(route),
        body: fc.oneof(blind, fieldsFuzzBody(route, options.extraFields, options.value), {
          arbitrary: mutatedFuzzBody(route, options.extraFields, options.value),
          weight: 2,
        }),
      })
      .map(({ id, who, body }) => ({
        method: route.method,
        path: route.path.replace(':id', encodeURIComponent(id)),
        who,
        body,
      })),
  );
}

/** Every document of each named database's collections, counted as `{name}.{collection}` (rate-limit counters aside). */
export async function collectionCounts(databases: Record<string, Connection>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [service, connection] of Object.entries(databases)) {
    const db = connection.db!;
    const names = (await db.listCollections({}, { nameOnly: true }).toArray())
      .map((c) => c.name)
      .filter((name) => name !== 'rate_limits')
      .sort();
    for (const name of names) counts[`${service}.${name}`] = await db.collection(name).countDocuments();
  }
  return counts;
}

/**
 * Sends `numRuns` of `writes` to the service at `url` (`headers(who)` the caller's credentials)
 * and asserts: no answer is a 5xx; a refused one (4xx) has the JSON error shape (unless
 * `errorShape` is false) and leaves `snapshot()` as it was, but for the counts
 * `mayChange(status)` names; `accepted()` runs after each answer under 400. Then asserts the
 * runs reached past the parsers (some answered under 300, more than two refusal statuses) and
 * resolves how often each status came.
 */
export async function assertFuzzedWrites<Who extends string>(
  url: string,
  writes: fc.Arbitrary<FuzzedWrite<Who>>,
  options: {
    numRuns: number;
    headers: (who: Who) => Record<string, string>;
    snapshot: () => Promise<Record<string, number>>;
    accepted?: () => Promise<void>;
    mayChange?: (status: number) => readonly string[];
    errorShape?: false;
  },
): Promise<Map<number, number>> {
  const seen = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(writes, async ({ method, path, who, body }) => {
      const before = await options.snapshot();
      const res = await fetch(`${url}${path}`, {
        method,
        headers: { ...(body.type ? { 'content-type': body.type } : {}), ...options.headers(who) },
        body: new Uint8Array(body.bytes),
        redirect: 'manual',
      });
      const text = await res.text();
      seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
      const where = `${method} ${path} (${who}): ${res.status} ${text.slice(0, 200)}`;
      expect(res.status, where).toBeLessThan(500);
      if (res.status < 400) return options.accepted?.();
      if (options.errorShape !== false) {
        expect(res.headers.get('content-type'), where).toMatch(/^application\/json/);
        expect(JSON.parse(text), where).toEqual({ success: false, error: expect.stringMatching(/\S/) });
      }
      const after = await options.snapshot();
      for (const name of options.mayChange?.(res.status) ?? [])
        for (const counts of [before, after]) delete counts[name];
      expect(after, where).toEqual(before);
    }),
    { numRuns: options.numRuns, endOnFailure: true },
  );
  expect([...seen.keys()].filter((status) => status < 300).length).toBeGreaterThan(0);
  expect([...seen.keys()].filter((status) => status >= 400).length).toBeGreaterThan(2);
  return seen;
}
