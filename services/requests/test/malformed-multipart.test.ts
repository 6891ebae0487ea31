/**
 * A multipart route answers a body it cannot take with 400, 413 or 415, never a
 * 5xx, and stores nothing. Bodies are written by hand and posted raw with fetch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN as admin,
  APPLICANT_FIELDS,
  bearer,
  GUEST_FIELDS,
  personFields,
  startHarness,
  type Harness,
} from './support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('requests_malformed');
});
afterAll(() => h?.close());

const BOUNDARY = '----issue13boundary';

/** The multipart routes, each with a field set it would accept and the name of its file field. */
const ROUTES = [
  { path: '/api/service-requests', fields: GUEST_FIELDS, file: 'attachment', headers: {} },
  { path: '/api/track-requests', fields: GUEST_FIELDS, file: 'attachment', headers: {} },
  { path: '/api/join-applications', fields: APPLICANT_FIELDS, file: 'cv_file', headers: {} },
  { path: '/api/endpoints/join-applications.php', fields: APPLICANT_FIELDS, file: 'profile_image', headers: {} },
  {
    path: '/api/admin/add-request',
    fields: { service_name: 'consulting', user_name: 'Hind', user_email: 'hind@example.sa' },
    file: 'attachment',
    headers: bearer(admin),
  },
] as const;

/** One text part. */
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
/** One file part. */
const filePart = (name: string, filename: string, bytes: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n${bytes}\r\n`;
const end = `--${BOUNDARY}--\r\n`;
const fieldsOf = (fields: Record<string, string>) =>
  Object.entries({ ...personFields(), ...fields })
    .map(([name, value]) => field(name, value))
    .join('');

async function send(
  route: (typeof ROUTES)[number],
  body: string | Uint8Array,
  contentType = `multipart/form-data; boundary=${BOUNDARY}`,
) {
  const res = await fetch(`${h.url}${route.path}`, {
    method: 'POST',
    headers: { ...route.headers, 'content-type': contentType },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as { success: boolean; error: string }) : null };
}

describe('malformed multipart bodies', () => {
  it('accepts the hand-written well-formed body (the cases below differ from it in one way)', async () => {
    const before = await h.counts();
    const res = await send(ROUTES[0], fieldsOf(ROUTES[0].fields) + end);
    expect(res.status).toBe(201);
    expect((await h.counts()).service).toBe(before.service + 1);
  });

  it('answers every bad body with 400, 413 or 415 on every multipart route, storing nothing', async () => {
    const before = await h.counts();
    for (const route of ROUTES) {
      const good = fieldsOf(route.fields);
      const many = Array.from({ length: 2000 }, (_, i) => field(`f${i}`, 'x')).join('');
      const cases: [string, string | Uint8Array, string | undefined, number, RegExp][] = [
        ['truncated in a part', good.slice(0, good.length - 40), undefined, 400, /Malformed multipart body/],
        ['truncated before the closing boundary', good, undefined, 400, /Malformed multipart body/],
        [
          'truncated inside a file',
          good + filePart(route.file, 'a.pdf', '%PDF-1.4 abc').slice(0, -8),
          undefined,
          400,
          /Malformed/,
        ],
        ['no boundary parameter', good + end, 'multipart/form-data', 400, /Malformed multipart body/],
        ['another boundary than the body’s', good + end, 'multipart/form-data; boundary=other', 400, /Malformed/],
        [
          'a broken part header',
          `--${BOUNDARY}\r\nContent-Disposition form-data\r\n\r\nx\r\n${end}`,
          undefined,
          400,
          /./,
        ],
        ['binary noise', new Uint8Array(4096).map((_, i) => (i * 7919) % 256), undefined, 400, /Malformed/],
        ['JSON', JSON.stringify(route.fields), 'application/json', 415, /multipart\/form-data/],
        [
          'urlencoded',
          new URLSearchParams(route.fields).toString(),
          'application/x-www-form-urlencoded',
          415,
          /multipart/,
        ],
        ['plain text', 'hello', 'text/plain', 415, /multipart/],
        ['multipart/mixed', good + end, `multipart/mixed; boundary=${BOUNDARY}`, 415, /multipart/],
        ['2000 fields', good + many + end, undefined, 413, /LIMIT_(FIELD|PART)_COUNT/],
        [
          'a field of 100 KiB',
          good + field('message', 'x'.repeat(100 * 1024)) + end,
          undefined,
          413,
          /LIMIT_FIELD_VALUE/,
        ],
        ['a long field name', good + field('n'.repeat(300), 'x') + end, undefined, 413, /LIMIT_FIELD_KEY/],
        [
          'a file under another name',
          good + filePart('upload', 'a.pdf', '%PDF-1.4') + end,
          undefined,
          400,
          /LIMIT_UNEXPECTED_FILE/,
        ],
        [
          'two files in a one-file field',
          good + filePart(route.file, 'a.pdf', '%PDF-1.4') + filePart(route.file, 'b.pdf', '%PDF-1.4') + end,
          undefined,
          400,
          /LIMIT_(UNEXPECTED_FILE|FILE_COUNT)/,
        ],
        [
          'a huge array index',
          good + field('user_name[99999999]', 'x') + end,
          undefined,
          400,
          /LIMIT_FIELD_ARRAY_INDEX/,
        ],
        ['deeply nested names', good + field('a[b][c][d][e][f]', 'x') + end, undefined, 400, /LIMIT_FIELD_NESTING/],
      ];
      for (const [name, body, type, status, error] of cases) {
        const res = await send(route, body, type);
        expect({ route: route.path, name, status: res.status }).toEqual({ route: route.path, name, status });
        expect(res.body?.success).toBe(false);
        expect(res.body?.error).toMatch(error);
      }
    }
    expect(await h.counts()).toEqual(before);
    // The service is still up and takes a good body afterwards.
    expect((await send(ROUTES[1], fieldsOf(ROUTES[1].fields) + end)).status).toBe(201);
  });

  it('answers a POST without a body or content type with 415, and an empty multipart form with 400', async () => {
    for (const route of ROUTES) {
      const bare = await fetch(`${h.url}${route.path}`, { method: 'POST', headers: route.headers });
      expect(bare.status).toBe(415);
      const empty = await send(route, end);
      expect(empty.status).toBe(400);
    }
  });
});
