import { request } from 'node:http';
import type { RouteKey } from '../src/openapi.ts';

/** A path parameter's stand-in in a probe: a well-formed id no record has. */
const PROBE_ID = '0123456789abcdef01234567';

/** One raw HTTP call (fetch refuses TRACE and CONNECT): status, headers and body text. */
export function rawCall(
  url: string,
  method: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Sends `method` (default TRACE, which no route has) to every path of `routes` (a service's
 * `registered` routes; `{name}` filled with an id no record has) on the service at `url`, and
 * returns each path that did not answer 405 with an `Allow` naming all its routes' methods, as
 * `{path, status, allow}`: `[]` when every path answers as docs/api.md "Conventions" says.
 */
export async function pathsNotRefusingMethod(
  url: string,
  routes: readonly RouteKey[],
  method = 'TRACE',
): Promise<{ path: string; status: number; allow: string | undefined }[]> {
  const methods = new Map<string, Set<string>>();
  for (const route of routes) {
    const set = methods.get(route.path) ?? new Set<string>();
    set.add(route.method.toUpperCase());
    methods.set(route.path, set);
  }
  const wrong: { path: string; status: number; allow: string | undefined }[] = [];
  for (const [path, expected] of methods) {
    const { status, headers } = await rawCall(`${url}${path.replace(/\{[^}]+\}/g, PROBE_ID)}`, method);
    const allow = headers.allow as string | undefined;
    const allowed = new Set((allow ?? '').split(',').map((name) => name.trim()));
    if (status !== 405 || [...expected].some((name) => !allowed.has(name))) wrong.push({ path, status, allow });
  }
  return wrong;
}
