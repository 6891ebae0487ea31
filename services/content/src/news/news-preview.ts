import { createHmac } from 'node:crypto';
import { signPath, verifySignedPath } from '@consulting/service-kit';

/**
 * Signed preview links of news drafts: staff get `/news/{id}?preview=<token>`,
 * and `GET /api/news/{id}?preview=<token>` shows the item whatever its publication state while
 * the token holds. The token is the kit's signed-path HMAC (`signPath`, SHA-256 over the path
 * `/news-preview/{id}` and the expiry) written as `<expires>.<sig>`: it names one item, cannot be
 * moved to another, and expires.
 */

/** How long a preview link works: one hour, in seconds. */
export const NEWS_PREVIEW_TTL_SECONDS = 60 * 60;

const previewPath = (id: string) => `/news-preview/${id}`;

/**
 * The secret preview tokens are signed with: `configured` (NEWS_PREVIEW_SECRET) when set, else
 * one derived from the JWT secret with its own label, so a preview token is never a valid
 * signature of anything else the service signs.
 */
export function newsPreviewSecret(jwtSecret: string, configured?: string): string {
  return configured || createHmac('sha256', jwtSecret).update('news-preview-links').digest('hex');
}

/** A preview token for item `id`, valid `ttlSeconds` from `now` (ms since the epoch). */
export function signNewsPreview(
  secret: string,
  id: string,
  now: number,
  ttlSeconds = NEWS_PREVIEW_TTL_SECONDS,
): string {
  const query = new URLSearchParams(signPath(secret, previewPath(id), ttlSeconds, now).split('?')[1]);
  return `${query.get('expires')}.${query.get('sig')}`;
}

/** True when `token` is a preview token of item `id` that has not expired at `now` (ms). */
export function verifyNewsPreview(secret: string, id: string, token: unknown, now: number): boolean {
  if (typeof token !== 'string') return false;
  const [expires, sig, extra] = token.split('.');
  return extra === undefined && verifySignedPath(secret, previewPath(id), expires, sig, now);
}
