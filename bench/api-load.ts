/**
 * "What the API holds": autocannon on loopback against one endpoint, either at full
 * speed (throughput) or at a fixed rate (latency; autocannon corrects for coordinated omission).
 */
import autocannon from 'autocannon';
import { guardFields } from '../e2e/support/forms.ts';

/** One endpoint as autocannon sends it. */
export interface Endpoint {
  /** 'GET /api/services', ... */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /**
   * A public form: builds the body with the form's guard fields (a form token and the
   * consent). `withFormFields` fills `body` from it before a run; the bench's stack runs with
   * `FORM_MIN_FILL_MS=0` and `RATE_LIMITS=off`, so a token is good at once and every call counts.
   */
  formBody?: (guard: Record<string, string>) => string | Buffer;
}

/** Where a run goes: through the gateway or straight to the service that owns the path. */
export type Via = 'gateway' | 'direct';

export interface LoadResult {
  endpoint: string;
  via: Via;
  /** 'throughput' (as fast as `connections` allow) or 'latency' (fixed `targetRate`). */
  mode: 'throughput' | 'latency';
  connections: number;
  durationSeconds: number;
  /** Requests per second asked for in latency mode; null in throughput mode. */
  targetRate: number | null;
  /** Mean answered requests per second. */
  requestsPerSecond: number;
  /** Latency in milliseconds. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers with a status other than 2xx. */
  non2xx: number;
  /** Connection errors and timeouts. */
  socketErrors: number;
  /** non2xx + socket errors: what the "zero errors" target counts. */
  errors: number;
  statusCodes: Record<string, number>;
}

/** A valid contact message (services/content/src/routes/contact.ts) with the form's guard fields, answered 201. */
export const contactBody = (guard: Record<string, string>): string =>
  JSON.stringify({
    name: 'Bench Visitor',
    email: 'bench@example.com',
    phone: '+966500000000',
    company: 'Bench Co',
    subject: 'Load test',
    message: 'A message sent by npm run bench.',
    ...guard,
  });

export const ENDPOINTS: Endpoint[] = [
  { name: 'GET /api/services', method: 'GET', path: '/api/services' },
  {
    name: 'POST /api/contact',
    method: 'POST',
    path: '/api/contact',
    headers: { 'content-type': 'application/json' },
    formBody: contactBody,
  },
];

/**
 * `endpoint` ready to send: a public form gets its body with a form token from
 * `GET {gatewayOrigin}/api/forms/token` and the consent; any other endpoint is returned as is.
 * Throws when the token cannot be had.
 */
export async function withFormFields(endpoint: Endpoint, gatewayOrigin: string): Promise<Endpoint> {
  if (!endpoint.formBody) return endpoint;
  return { ...endpoint, body: endpoint.formBody(await guardFields(gatewayOrigin, { fresh: true })) };
}

/**
 * `POST /api/track-requests` as a guest sends it from the form (spec §3 "Track request payload"):
 * multipart with `pdf` as the attachment. Every call uses the same guest email, so the first
 * creates the account and the others find it (the cost measured is the request and its file).
 */
export function trackRequestEndpoint(pdf: Buffer): Endpoint {
  const boundary = '----bench-track-request';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return {
    name: 'POST /api/track-requests',
    method: 'POST',
    path: '/api/track-requests',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    formBody: (guard) =>
      Buffer.concat([
        Buffer.from(
          field('service_name', 'events') +
            field('user_name', 'Bench Guest') +
            field('user_email', 'bench.guest@example.com') +
            field('message', 'A track request sent by npm run bench.') +
            Object.entries(guard)
              .map(([name, value]) => field(name, value))
              .join('') +
            `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="brief.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
  };
}

/**
 * Sends `endpoint` to `origin` (e.g. `http://127.0.0.1:4002`) for `durationSeconds` over
 * `connections` connections, at `rate` requests per second in total when given. Throws when
 * autocannon cannot start (bad URL); refused connections show up as socket errors instead.
 */
export async function load(
  origin: string,
  endpoint: Endpoint,
  via: Via,
  options: { connections: number; durationSeconds: number; rate?: number },
): Promise<LoadResult> {
  const result = await autocannon({
    url: origin + endpoint.path,
    method: endpoint.method,
    headers: endpoint.headers,
    body: endpoint.body,
    connections: options.connections,
    duration: options.durationSeconds,
    overallRate: options.rate,
    timeout: 10,
  });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
  );
  return {
    endpoint: endpoint.name,
    via,
    mode: options.rate ? 'latency' : 'throughput',
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    targetRate: options.rate ?? null,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    socketErrors: result.errors,
    errors: result.non2xx + result.errors,
    statusCodes,
  };
}
