/**
 * Request bodies for the services' fuzz tests, on fast-check: bodies that know
 * nothing of a route, bodies of a route's own field names with any values in any encoding, and
 * mutations of a route's valid body. Each service's `test/fuzz.test.ts` names its routes, fields
 * and values and asserts what its answers must be.
 */
import fc from 'fast-check';

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

/** A multipart body of text fields. */
export function fuzzMultipart(fields: [string, string][]): Buffer {
  const parts = fields.map(
    ([name, text]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '_')}"\r\n\r\n${text}\r\n`,
  );
  return Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`);
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
        : { type: FUZZ_MULTIPART_TYPE, bytes: fuzzMultipart(pairs) };
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
