/**
 * Identity's calls to the `/internal/privacy` routes of content and requests:
 * the admin's personal-data export and erasure span the three services, and identity
 * orchestrates them. Each service keeps its own data (architecture "Data ownership"), so
 * identity asks, never reads their databases.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { INTERNAL_TOKEN_HEADER } from '@consulting/service-kit';

/** The services identity asks. */
export type PeerName = 'content' | 'requests';

/** A peer did not answer, or answered an error: `peer` names it, `status` is its HTTP status (0: no answer). */
export class PeerFailure extends Error {
  readonly peer: PeerName;
  readonly status: number;
  /** What went wrong, without the peer's name, e.g. 'answered 500 (Internal server error)'. */
  readonly detail: string;
  constructor(peer: PeerName, status: number, detail: string) {
    super(`${peer}: ${detail}`);
    this.name = 'PeerFailure';
    this.peer = peer;
    this.status = status;
    this.detail = detail;
  }
}

/** Connection failures before anything was sent: the next instance may be asked. */
const NOTHING_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function causeOf(error: unknown): (Error & { code?: string }) | undefined {
  if (!(error instanceof Error)) return undefined;
  return (error.cause instanceof Error ? error.cause : error) as Error & { code?: string };
}

function nothingSent(error: unknown): boolean {
  const code = causeOf(error)?.code;
  return code !== undefined && NOTHING_SENT_CODES.has(code);
}

function reasonOf(error: unknown): string {
  return causeOf(error)?.message ?? String(error);
}

/** One peer service, behind one or more instance URLs. */
export interface PrivacyPeer {
  name: PeerName;
  /** `GET path` → the parsed JSON answer. Rejects with {@link PeerFailure}. */
  getJson(path: string): Promise<unknown>;
  /** `POST path` with `body` as JSON → the parsed JSON answer. Rejects with {@link PeerFailure}. */
  postJson(path: string, body: unknown): Promise<unknown>;
  /**
   * `GET path` → the answer's body as a stream, once its headers have come. Rejects with
   * {@link PeerFailure} when no instance answers, or on an error status.
   */
  stream(path: string): Promise<Readable>;
}

export interface PrivacyPeerOptions {
  /** Base URLs of the instances, tried in order while one cannot be reached (e.g. stopped). */
  urls: readonly string[];
  internalToken: string;
  /** Longest wait for a JSON answer, body included (ms); default 30 000. */
  timeoutMs?: number;
  /** Longest wait for a file's response headers (ms); its body may then take as long as it needs. Default 15 000. */
  headersTimeoutMs?: number;
}

/**
 * The client of one peer. A call goes to the first instance; when that one cannot be reached at
 * all (connection refused, unknown host: nothing was sent) the next is tried, so a stopped
 * instance of a scaled-out service does not fail the call. Any other failure (a timeout, a
 * reset, an error status) is final and rejects with {@link PeerFailure}.
 */
export function createPrivacyPeer(name: PeerName, options: PrivacyPeerOptions): PrivacyPeer {
  const urls = options.urls.map((url) => url.replace(/\/+$/, ''));
  if (urls.length === 0) throw new Error(`no URL for ${name}`);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const headersTimeoutMs = options.headersTimeoutMs ?? 15_000;

  /**
   * Sends `path` to the first instance that can be reached and resolves `read(response)` of its
   * successful answer, all within `limitMs`. Only a connection that could not be made moves on
   * to the next instance.
   */
  async function attempt<T>(
    path: string,
    init: RequestInit,
    limitMs: number,
    read: (response: Response) => Promise<T> | T,
  ): Promise<T> {
    let lastError: unknown;
    for (const base of urls) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error(`no answer within ${limitMs} ms`)), limitMs);
      try {
        const response = await fetch(`${base}${path}`, {
          ...init,
          headers: { ...init.headers, [INTERNAL_TOKEN_HEADER]: options.internalToken },
          signal: controller.signal,
        });
        if (!response.ok) {
          const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
          const detail = typeof body?.error === 'string' ? body.error : `HTTP ${response.status}`;
          throw new PeerFailure(name, response.status, `answered ${response.status} (${detail})`);
        }
        return await read(response);
      } catch (error) {
        if (error instanceof PeerFailure) throw error;
        if (!nothingSent(error)) throw new PeerFailure(name, 0, `did not answer (${reasonOf(error)})`);
        lastError = error;
      } finally {
        clearTimeout(timer);
      }
    }
    throw new PeerFailure(name, 0, `did not answer (${reasonOf(lastError)})`);
  }

  async function json(path: string, init: RequestInit): Promise<unknown> {
    return attempt(path, { ...init, headers: { ...init.headers, accept: 'application/json' } }, timeoutMs, (response) =>
      response.json().catch(() => {
        throw new PeerFailure(name, response.status, 'answered something other than JSON');
      }),
    );
  }

  return {
    name,
    getJson: (path) => json(path, {}),
    postJson: (path, body) =>
      json(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    // Only the headers are timed: once they come, the timer goes and the body streams on.
    stream: (path) =>
      attempt(path, {}, headersTimeoutMs, (response) => {
        if (!response.body) throw new PeerFailure(name, response.status, 'answered without a body');
        return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
      }),
  };
}
