/** One spelling per API path, so no variant a router accepts (case, slashes, escapes) escapes a rate limit. */

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
 * The limit key of `ctx.path`: ASCII `%XX` decoded repeatedly, lower-cased, slashes collapsed,
 * `.`/`..` resolved (never above `/`), no trailing slash (`//API/User/%6Cogin/` → `/api/user/login`).
 * Never throws; malformed and non-ASCII escapes and `;param` stay. Idempotent.
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
