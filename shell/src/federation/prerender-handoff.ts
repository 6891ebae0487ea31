/**
 * Hand-off from the gateway's prerendered first view to React (issue 6: LCP under 2 s).
 *
 * The gateway may put the page's layout and content into `#root`, wrapped in an element marked
 * `data-prerendered` (path), `data-lang`, `inert` and `aria-hidden`: it paints before any script
 * runs but is never interactive nor read out. The shell keeps it painted while React renders
 * the same page into a hidden container; once the remote's page has really rendered, it lays
 * that out behind the prerender for one frame, then swaps the two in one frame, so the visitor
 * sees no flash, no blank frame and no layout shift.
 */
import { startTransition, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** Longest time the prerender stays up if the page never reports rendered (ms). */
export const PRERENDER_TIMEOUT_MS = 8000;

/**
 * The prerender in `root` if it shows `pathname` in `language`, else null. Any prerender that
 * does not fit (another path, another language) is left for React's first render to replace.
 */
export function findPrerender(root: HTMLElement, pathname: string, language: string): HTMLElement | null {
  const prerender = root.querySelector<HTMLElement>(':scope > [data-prerendered]');
  if (!prerender) return null;
  return prerender.dataset.prerendered === pathname && prerender.dataset.lang === language ? prerender : null;
}

/**
 * Whether the React page in `container` is ready to be shown: the remote area's error fallback
 * is up (show it at once, with its retry), or the page's `<main>` holds its heading (every page
 * renders its single `<h1>`, see contracts pages.ts) and no loading spinner (a lazy page or a
 * remote still on its way shows `Spin`, class `ui-spin`).
 */
export function pageRendered(container: ParentNode): boolean {
  if (container.querySelector('.remote-fallback')) return true;
  const main = container.querySelector('main');
  return Boolean(main?.querySelector('h1') && !main.querySelector('.ui-spin'));
}

/**
 * How the rendered page waits for its reveal (issue 16 part 4, total blocking time): laid out
 * where it will be (over the prerender, from the top of the document) but not drawn, not hit by
 * the pointer, out of the tab order and out of the accessibility tree (`visibility: hidden`,
 * `inert`, `aria-hidden`), for one frame. That frame styles and lays out the page while the
 * prerender is still what the visitor sees, and the reveal's frame only moves laid-out boxes into
 * the flow and paints them. Revealed straight from `display: none`, the reveal's frame styled
 * and laid out the whole page (~400 layout objects): one task of 15 ms, 60 ms under Lighthouse's
 * 4× CPU. While the page is still loading, the container stays `hidden` (not laid out): the
 * layout's loading state would put the footer near the viewport and start what waits for that
 * (the newsletter form's chunk).
 */
const LAID_OUT_BEHIND = 'position:absolute;top:0;left:0;right:0;visibility:hidden';

/** The container, rendered but not laid out: the page is still loading. */
function hideUnrendered(container: HTMLElement): void {
  container.hidden = true;
  container.inert = true;
  container.setAttribute('aria-hidden', 'true');
}

/** The container laid out behind the prerender, still hidden (`LAID_OUT_BEHIND`). */
function layOutBehind(container: HTMLElement): void {
  container.style.cssText = LAID_OUT_BEHIND;
  container.hidden = false;
}

/** The container in the page's flow, drawn and reachable: the reveal. */
function show(container: HTMLElement): void {
  container.removeAttribute('style');
  container.hidden = false;
  container.inert = false;
  container.removeAttribute('aria-hidden');
}

/**
 * Runs `next` in a task after the browser's next frame (its style and layout), or after
 * `fallbackMs` when no frame comes first (a background tab has none, jsdom no
 * `requestAnimationFrame`).
 */
function afterNextFrame(next: () => void, fallbackMs = 100): void {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    next();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, fallbackMs);
}

export interface HandoffOptions {
  /** Whether the visitor is still on the prerendered path and language (else reveal at once). */
  stillMatches: () => boolean;
  timeoutMs?: number;
}

/**
 * Creates the container React renders into, next to `prerender` inside `root`, hidden
 * (`hideUnrendered`), and reveals it when `pageRendered` says so (after one frame laid out
 * behind the prerender, `LAID_OUT_BEHIND`), or at once when `stillMatches` turns false (back
 * button, another language) or after `timeoutMs`. The reveal is one synchronous step: the
 * prerender is removed and the container shown, so both happen in the same frame. Checks run on
 * every DOM change in the container (a MutationObserver: the callback runs after React's commit,
 * before paint). Returns the container and a promise that resolves with why it was revealed.
 */
export function handOff(
  root: HTMLElement,
  prerender: HTMLElement,
  { stillMatches, timeoutMs = PRERENDER_TIMEOUT_MS }: HandoffOptions,
): { container: HTMLElement; revealed: Promise<'rendered' | 'changed' | 'timeout'> } {
  const container = document.createElement('div');
  hideUnrendered(container);
  root.append(container);
  let reveal: (why: 'rendered' | 'changed' | 'timeout') => void = () => undefined;
  const revealed = new Promise<'rendered' | 'changed' | 'timeout'>((resolve) => {
    let done = false;
    let rendered = false;
    const observer = new MutationObserver(check);
    const timer = setTimeout(() => reveal('timeout'), timeoutMs);
    const onPopState = () => check();
    reveal = (why) => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      window.removeEventListener('popstate', onPopState);
      prerender.remove();
      show(container);
      resolve(why);
    };
    function check() {
      if (!stillMatches()) reveal('changed');
      else if (!rendered && pageRendered(container)) {
        rendered = true;
        layOutBehind(container);
        afterNextFrame(() => reveal(stillMatches() ? 'rendered' : 'changed'));
      }
    }
    observer.observe(container, { childList: true, subtree: true });
    window.addEventListener('popstate', onPopState);
  });
  return { container, revealed };
}

/** What the visitor is looking at: the path and the site language. */
export interface Visit {
  pathname: string;
  language: string;
}

/**
 * Mounts the shell's React tree in `root`. With a prerender of the same path and language
 * (`findPrerender`), React renders into `handOff`'s container as a transition (nothing
 * waits for it, so React works in short slices and leaves the main thread free: issue 6, total
 * blocking time) and `revealed` settles when it took the prerender's place. Otherwise React
 * renders into `root` directly, its first commit replacing whatever is there, and `revealed`
 * is null. `current` is read on every check, so a change of path or language reveals at once.
 */
export function mountShell(
  root: HTMLElement,
  app: ReactElement,
  current: () => Visit,
  timeoutMs = PRERENDER_TIMEOUT_MS,
): { reactRoot: Root; revealed: Promise<'rendered' | 'changed' | 'timeout'> | null } {
  const start = current();
  const prerender = findPrerender(root, start.pathname, start.language);
  if (!prerender) {
    const reactRoot = createRoot(root);
    reactRoot.render(app);
    return { reactRoot, revealed: null };
  }
  const { container, revealed } = handOff(root, prerender, {
    stillMatches: () => {
      const now = current();
      return now.pathname === start.pathname && now.language === start.language;
    },
    timeoutMs,
  });
  const reactRoot = createRoot(container);
  startTransition(() => reactRoot.render(app));
  return { reactRoot, revealed };
}
