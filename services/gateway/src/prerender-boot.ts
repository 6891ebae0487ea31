/**
 * The boot script of a prerendered page (issue 6: LCP): the shell's entry starts only after the
 * prerender's first contentful paint, so the app's start-up work does not hold the paint back.
 * Written into the page itself (issue 16 part 4): as a file it was one more request before the
 * first paint (a deferred script runs before it), which the mobile LCP counts. The CSP allows
 * exactly this text by its hash (`PRERENDER_BOOT_CSP_SOURCE`, app.ts), not inline scripts.
 */
import { createHash } from 'node:crypto';
import { BOOT_REMOTES_JSON_GLOBAL, PRERENDER_FIRST_FRAME_CLASS } from '@consulting/contracts/prerender-boot';

/**
 * The tag that starts `entry` (the shell's script URL, attribute-safe) through the boot script,
 * which also asks for `remotes` (the site contract's `/remotes.json`) beside it.
 */
export function bootScriptTag(entry: string, remotes: string): string {
  return `<script data-entry="${entry}" data-remotes="${remotes}">${PRERENDER_BOOT_SCRIPT}</script>`;
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
 * The prerender itself is laid out in the first frame, with its paint (`PRERENDER_FIRST_FRAME_CLASS`
 * until then): when the parser ended before the first frame, Chromium laid the whole page out in
 * the task that ends parsing (25–65 ms here, 100–260 ms under Lighthouse's 4× CPU), apart from the
 * paint, and Lighthouse's estimate of the first paint leaves such a task out, so it counted as
 * blocking time in about half the runs (issue 16 part 4). In the frame, that work is part of the
 * first paint; without JavaScript the class is never set.
 * Then, while the entry downloads, it reads `localStorage` once and asks for `/remotes.json`
 * (handed over as `window.__bootRemotesJson`). Both first uses are slow (the page's first storage
 * read opens the storage area, 2–5 ms measured here; its first `fetch` 1–8 ms), and both fell
 * inside the entry's evaluation (the federation runtime's debug check reads `localStorage`, the
 * entry asked for `/remotes.json`), one of the longest tasks after the paint (issue 16 part 4,
 * total blocking time). The shell reads the same storage key (`language`) when it starts.
 */
export const PRERENDER_BOOT_SCRIPT = `(() => {
  const data = document.currentScript ? document.currentScript.dataset : {};
  const entry = data.entry;
  if (!entry) return;
  const root = document.documentElement;
  root.classList.add('${PRERENDER_FIRST_FRAME_CLASS}');
  const showPrerender = () => root.classList.remove('${PRERENDER_FIRST_FRAME_CLASS}');
  requestAnimationFrame(showPrerender);
  setTimeout(showPrerender, 1000);
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
    try {
      localStorage.getItem('language');
      if (data.remotes) {
        const remotes = fetch(data.remotes, { cache: 'no-cache' });
        remotes.catch(() => {});
        window.${BOOT_REMOTES_JSON_GLOBAL} = remotes;
      }
    } catch {}
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
