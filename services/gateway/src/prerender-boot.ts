/**
 * The boot script of a prerendered page (issue 6: LCP): the shell's entry starts only after the
 * prerender's first contentful paint, so the app's start-up work does not hold the paint back.
 * Written into the page itself (issue 16 part 4): as a file it was one more request before the
 * first paint (a deferred script runs before it), which the mobile LCP counts. The CSP allows
 * exactly this text by its hash (`PRERENDER_BOOT_CSP_SOURCE`, app.ts), not inline scripts.
 */
import { createHash } from 'node:crypto';

/** The tag that starts `entry` (the shell's script URL, attribute-safe) through the boot script. */
export function bootScriptTag(entry: string): string {
  return `<script data-entry="${entry}">${PRERENDER_BOOT_SCRIPT}</script>`;
}

/**
 * Started instead of the shell's entry on a prerendered page: the entry is fetched and run one
 * frame after the browser reports the prerender's first contentful paint, and never before the
 * document is parsed (it runs from `<head>`; the shell reads `#root` and the content snapshot at
 * the end of `<body>`). It is not preloaded either (issue 16 part 4): Lighthouse's mobile LCP
 * counts every request begun before the paint it measures, and that paint's timestamp can come a
 * frame after the observer fires, hence the extra frame. A hidden page paints nothing and a
 * browser without paint timing waits two frames; in any case the entry starts within a second of
 * parsing. At the same moment it gives each deferred SVG reference (`<use data-href>`, the
 * tracks' icons from their sprite, see mfe-tracks `Icon`) its `href`, so the sprite is fetched
 * after the first paint, beside the entry, and the icons show long before the app takes over.
 */
export const PRERENDER_BOOT_SCRIPT = `(() => {
  const entry = document.currentScript && document.currentScript.dataset.entry;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', start, { once: true });
      return;
    }
    started = true;
    for (const use of document.querySelectorAll('use[data-href]')) use.setAttribute('href', use.getAttribute('data-href'));
    const script = document.createElement('script');
    script.src = entry;
    document.head.append(script);
  };
  setTimeout(start, 1000);
  if (document.visibilityState === 'hidden') return start();
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(start, 0));
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  }
})();
`;

/** The CSP source that allows the boot script and nothing else inline: `'sha256-…'` of its text. */
export const PRERENDER_BOOT_CSP_SOURCE = `'sha256-${createHash('sha256').update(PRERENDER_BOOT_SCRIPT).digest('base64')}'`;
