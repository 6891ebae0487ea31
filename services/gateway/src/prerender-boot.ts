/**
 * The boot script of a prerendered page (issue 6: LCP): the shell's entry starts only after the
 * prerender's first contentful paint, so the app's start-up work does not hold the paint back.
 */
import type { Middleware } from 'koa';

/** Where the gateway serves `PRERENDER_BOOT_SCRIPT`. */
export const PRERENDER_BOOT_PATH = '/prerender-boot.js';

/** The tag that starts `entry` (the shell's script URL) through the boot script. */
export function bootScriptTag(entry: string): string {
  return `<script defer src="${PRERENDER_BOOT_PATH}" data-entry="${entry}"></script>`;
}

/**
 * Started instead of the shell's entry on a prerendered page: the entry (already being fetched,
 * see the low-priority preload) runs once the browser reports the prerender's first contentful
 * paint. A hidden page paints nothing and a browser without paint timing waits two frames; in
 * any case the entry starts within a second.
 */
export const PRERENDER_BOOT_SCRIPT = `(() => {
  const entry = document.currentScript && document.currentScript.dataset.entry;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
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
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  }
})();
`;

/** Answers `GET /prerender-boot.js` with `PRERENDER_BOOT_SCRIPT`, revalidated on each use. */
export function prerenderBootFile(): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== PRERENDER_BOOT_PATH) return next();
    ctx.type = 'application/javascript';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = PRERENDER_BOOT_SCRIPT;
  };
}
