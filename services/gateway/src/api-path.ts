/**
 * One spelling per API path, for the gateway's rate limits: no spelling of a path escapes a
 * limit. The services' @koa/router matches a path whatever its case and with or without a
 * trailing slash, so `/api/user/login/` reaches the sign-in route too; the other variants below
 * are folded as well, so a limit does not depend on what a router happens to accept.
 */

/** `%XX` of an ASCII character (00 to 7F): always valid on its own, whatever follows it. */
const ASCII_ESCAPE = /%([0-7][0-9a-f])/gi;

/** Decodes `%XX` escapes of ASCII characters until none is left (so `%2563` → `%63` → `c`). */
function decodeAsciiEscapes(path: string): string {
  let current = path;
  for (;;) {
    const decoded = current.replace(ASCII_ESCAPE, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    // Each pass that changes something makes the text shorter, so this ends.
    if (decoded === current) return current;
    current = decoded;
  }
}

/**
 * The limit key of a request path (`ctx.path`, without the query): `%XX` escapes of ASCII
 * characters decoded (repeatedly, so a double encoding does not escape either), lower-cased,
 * repeated slashes collapsed, `.` segments dropped and `..` segments resolved (never above the
 * root), no trailing slash; always starts with `/`. E.g. `//API/User/%6Cogin/` and
 * `/api/user/login%2F` → `/api/user/login`.
 *
 * Never throws: a malformed escape (`%`, `%zz`) and escapes of non-ASCII bytes (`%C3%A9`, which
 * no limited path contains) are kept as written, lower-cased. A `;param` suffix is kept: the
 * services' @koa/router 15 does not match `/api/contact;x` (a 404), so it reaches no write.
 * Idempotent: `normalizeApiPath(normalizeApiPath(p)) === normalizeApiPath(p)`.
 */
export function normalizeApiPath(path: string): string {
  const segments: string[] = [];
  for (const segment of decodeAsciiEscapes(path).toLowerCase().split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}
