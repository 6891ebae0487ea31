/**
 * The editor-owned site content in the browser: one snapshot
 * (`SiteContent`: settings, team, partners, bank accounts, hero slides, statistics, goals) that
 * the shell's layout and the public pages read through `useSiteContent()`.
 *
 * - It starts from the snapshot the gateway embedded in the page (`#site-content`, the one its
 *   prerendered first view was rendered with), so the live page shows exactly what the HTML
 *   showed, without a second request;
 * - without one (the content service was unreachable, or a page the gateway did not embed it
 *   in), the first reader fetches `GET /api/site-content` once;
 * - whenever the tab becomes visible again it asks once more with `If-None-Match` (a 304 when
 *   nothing changed), so a tab left open picks up an editor's save.
 *
 * `null` means the snapshot is unknown (not read yet, or the content service is down): pages
 * then show their built-in texts (`DEFAULT_SITE_CONTENT` of @consulting/contracts), never an
 * empty page. A failed refresh keeps the snapshot already held.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import {
  isSiteContent,
  SITE_CONTENT_ELEMENT_ID,
  siteContentEtag,
  type SiteContent,
  type SiteContentResponse,
} from '@consulting/contracts';
import { api } from './api.ts';

export type { SiteContent };

export interface SiteContentState {
  /** The snapshot the page shows, or null while unknown (built-in texts). */
  content: SiteContent | null;
}

/** The snapshot embedded by the gateway, if the page has a well-formed one. */
function readEmbeddedSiteContent(): SiteContent | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(SITE_CONTENT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return isSiteContent(value) ? value : null;
  } catch {
    return null;
  }
}

/** The store (a zustand hook); read it with `useSiteContent()`, write it with `setSiteContent()`. */
export const useSiteContentStore = create<SiteContentState>(() => ({ content: readEmbeddedSiteContent() }));

const currentContent = () => useSiteContentStore.getState().content;

/**
 * The site content snapshot, or null while it is unknown (then show the built-in texts).
 * Re-renders when it changes. The first call in the browser starts the loader
 * (`startSiteContentSync`). In a server render (the prerender) it answers what `setSiteContent`
 * stored last, not the store's initial state as zustand's own hook would.
 */
export function useSiteContent(): SiteContent | null {
  useEffect(startSiteContentSync, []);
  return useSyncExternalStore(useSiteContentStore.subscribe, currentContent, currentContent);
}

/**
 * Replaces the snapshot (null: unknown, built-in texts). The prerender calls it before each
 * render with the snapshot the gateway read; tests call it to show given content.
 */
export function setSiteContent(content: SiteContent | null): void {
  useSiteContentStore.setState({ content });
}

let started = false;
let refreshing: Promise<void> | null = null;

/**
 * Starts keeping the snapshot current, once per page (later calls do nothing; nothing happens
 * outside a browser): fetches it now unless the page embedded one, and again, conditionally,
 * each time the tab becomes visible.
 */
export function startSiteContentSync(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  if (!currentContent()) void refreshSiteContent();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refreshSiteContent();
  });
}

/**
 * Asks `GET /api/site-content` (no credentials; `If-None-Match` with the held version's ETag)
 * and stores a newer snapshot. A 304, a network error, an error status or a malformed answer
 * leave the store as it is. Calls made while one is under way share it. Never rejects.
 */
export function refreshSiteContent(): Promise<void> {
  refreshing ??= (async () => {
    const held = currentContent();
    try {
      const answer = await api<SiteContentResponse | null>('/site-content', {
        auth: 'none',
        // A request with If-None-Match bypasses the browser's cache, and fetch then adds
        // `Cache-Control: no-cache` unless one is given, which makes the server answer in full
        // (Koa's freshness check); `max-age=0` still asks the server and lets it answer 304.
        headers: held ? { 'If-None-Match': siteContentEtag(held.version), 'Cache-Control': 'max-age=0' } : {},
      });
      const content = answer?.content;
      if (isSiteContent(content) && content.version !== currentContent()?.version) setSiteContent(content);
    } catch {
      // 304 (unchanged), or unreachable: keep what the page has (null shows the built-in texts).
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}
