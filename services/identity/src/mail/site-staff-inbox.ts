/**
 * The staff inbox as editors set it in the site settings: content owns the
 * settings, so identity asks content's `GET /internal/site-settings/staff-inbox` (the same
 * service-to-service client as the personal-data calls, `privacy-peers.ts`) rather than read
 * its database.
 */
import { createPrivacyPeer } from '../privacy-peers.ts';

export interface SiteStaffInboxOptions {
  /** Base URLs of content's instances (CONTENT_URL), tried in order while one cannot be reached. */
  contentUrls: readonly string[];
  internalToken: string;
  /** Longest wait for content's answer (ms); default 2000. A lead alert waits at most this long. */
  timeoutMs?: number;
  /** How long an answer (or a failure) is reused (ms); default 30 000. */
  ttlMs?: number;
  /** The clock (ms since the epoch); tests move it. */
  now?: () => number;
}

/**
 * A reader of the site settings' staff inbox: resolves the address set there, or undefined when
 * it is '' (unset) or content cannot say (down, too slow, an error or an unexpected answer), so
 * the caller falls back to the STAFF_INBOX env. The outcome is reused for `ttlMs`, so a burst
 * of lead alerts asks content once, and an editor's change applies within `ttlMs`. Never rejects.
 */
export function siteStaffInbox(options: SiteStaffInboxOptions): () => Promise<string | undefined> {
  const content = createPrivacyPeer('content', {
    urls: options.contentUrls,
    internalToken: options.internalToken,
    timeoutMs: options.timeoutMs ?? 2000,
  });
  const ttlMs = options.ttlMs ?? 30_000;
  const now = options.now ?? Date.now;
  let cached: { at: number; inbox: Promise<string | undefined> } | null = null;

  const ask = async (): Promise<string | undefined> => {
    try {
      const answer = (await content.getJson('/internal/site-settings/staff-inbox')) as { staff_inbox?: unknown } | null;
      const inbox = answer?.staff_inbox;
      return typeof inbox === 'string' && inbox.includes('@') ? inbox : undefined;
    } catch {
      return undefined;
    }
  };

  return () => {
    if (!cached || now() - cached.at >= ttlMs) cached = { at: now(), inbox: ask() };
    return cached.inbox;
  };
}
