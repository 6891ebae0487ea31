/**
 * The editor-owned `SiteContent` snapshot in the browser, read through `useSiteContent()`. It
 * starts from the page's embedded `#site-content` (what the HTML showed), else the first reader
 * fetches it; a tab becoming visible asks again with `If-None-Match`. `null` is unknown: pages
 * show built-in texts. A failed refresh keeps the snapshot held.
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
 * The snapshot, or null while unknown (show the built-in texts); the first browser call starts
 * the loader. A server render answers what `setSiteContent` stored last.
 */
export function useSiteContent(): SiteContent | null {
  useEffect(startSiteContentSync, []);
  return useSyncExternalStore(useSiteContentStore.subscribe, currentContent, currentContent);
}

/** Replaces the snapshot (null: unknown); the prerender calls it before each render. */
export function setSiteContent(content: SiteContent | null): void {
  useSiteContentStore.setState({ content });
}

let started = false;
let refreshing: Promise<void> | null = null;

/** Keeps the snapshot current, once per browser page: fetched unless embedded, and on each tab visit. */
export function startSiteContentSync(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  if (!currentContent()) void refreshSiteContent();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refreshSiteContent();
  });
}

/**
 * Asks `GET /api/site-content` (`If-None-Match`) and stores a newer snapshot; any other answer
 * leaves the store. Concurrent calls share one request. Never rejects.
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
