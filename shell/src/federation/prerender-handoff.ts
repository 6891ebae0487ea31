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
 * where it will be (over the prerender, from the top of the document) but not drawn
 * (`opacity: 0`), out of the pointer's and the keyboard's reach (`inert`) and out of the
 * accessibility tree (`aria-hidden`). Those frames style and lay out the page while the
 * prerender is still what the visitor sees, and the reveal's frame only moves laid-out boxes into
 * the flow and paints them. Revealed straight from `display: none`, the reveal's frame styled
 * and laid out the whole page (~400 layout objects): one task of 15 ms, 60 ms under Lighthouse's
 * 4× CPU. `opacity`, unlike `visibility`, is not inherited, so showing the page does not style
 * every element again. While the page is still loading, the container stays `hidden` (not laid
 * out): the layout's loading state would put the footer near the viewport and start what waits
 * for that (the newsletter form's chunk).
 */
const LAID_OUT_BEHIND = 'position:absolute;top:0;left:0;right:0;opacity:0';

/**
 * Marks a part of the page that waits for its frame of layout (`display: none` by the shell's
 * global.css while the attribute is set; see `layoutStages`).
 */
export const LAYOUT_PENDING = 'data-layout-pending';

/**
 * Most elements one frame of the staged layout styles and lays out (`layoutStages`). Measured on
 * `/` (ar): its ~260 elements (~400 layout objects) took 15–34 ms to style and lay out in one
 * frame of a Lighthouse run, 60–136 ms under its 4× CPU, so about 90 elements stay near 10 ms
 * (under 50 ms of blocking at 4×).
 */
export const LAYOUT_STAGE_ELEMENTS = 90;

/** Elements in `element`'s subtree, itself included. */
function subtreeSize(element: Element): number {
  return element.getElementsByTagName('*').length + 1;
}

/**
 * The page in `container`, cut into groups of whole subtrees of at most `budget` elements each
 * (a subtree bigger than that is cut into its children, a leaf is kept whole), in document
 * order: what each frame of the staged layout adds. The first group is laid out with the
 * container, each next one a frame later (issue 16 part 4: no frame of the hand-off is a long
 * task). Returns [] for an empty container.
 */
export function layoutStages(container: Element, budget = LAYOUT_STAGE_ELEMENTS): Element[][] {
  const parts: { element: Element; size: number }[] = [];
  const cut = (element: Element) => {
    const size = subtreeSize(element);
    if (size <= budget || element.childElementCount === 0) parts.push({ element, size });
    else for (const child of element.children) cut(child);
  };
  for (const child of container.children) cut(child);
  const stages: Element[][] = [];
  let load = Infinity;
  for (const { element, size } of parts) {
    if (load + size > budget) {
      stages.push([]);
      load = 0;
    }
    stages.at(-1)!.push(element);
    load += size;
  }
  return stages;
}

/** The container, rendered but not laid out: the page is still loading. */
function hideUnrendered(container: HTMLElement): void {
  container.hidden = true;
  container.inert = true;
  container.setAttribute('aria-hidden', 'true');
}

/** The container laid out behind the prerender, still not drawn (`LAID_OUT_BEHIND`). */
function layOutBehind(container: HTMLElement): void {
  container.style.cssText = LAID_OUT_BEHIND;
  container.hidden = false;
}

/** The container in the page's flow, drawn and reachable: the reveal. */
function show(container: HTMLElement): void {
  for (const pending of container.querySelectorAll(`[${LAYOUT_PENDING}]`)) pending.removeAttribute(LAYOUT_PENDING);
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
  /** Most elements per frame of the staged layout (`LAYOUT_STAGE_ELEMENTS`). */
  stageElements?: number;
}

/**
 * Creates the container React renders into, next to `prerender` inside `root`, hidden
 * (`hideUnrendered`), and reveals it when `pageRendered` says so, or at once when
 * `stillMatches` turns false (back
 * button, another language) or after `timeoutMs`. The reveal is one synchronous step: the
 * prerender is removed and the container shown, so both happen in the same frame. Checks run on
 * every DOM change in the container (a MutationObserver: the callback runs after React's commit,
 * before paint). Before a 'rendered' reveal, the page is laid out behind the prerender
 * (`LAID_OUT_BEHIND`) a group of `layoutStages` per frame, then one frame makes it reachable
 * (`inert` off, still not drawn), and the frame after that reveals it. Returns the container and
 * a promise that resolves with why it was revealed.
 */
export function handOff(
  root: HTMLElement,
  prerender: HTMLElement,
  { stillMatches, timeoutMs = PRERENDER_TIMEOUT_MS, stageElements = LAYOUT_STAGE_ELEMENTS }: HandoffOptions,
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
        // One group of the page more each frame (`layoutStages`), then a frame for the styles
        // `inert` sets on every element, then the reveal.
        const [, ...later] = layoutStages(container, stageElements);
        for (const element of later.flat()) element.setAttribute(LAYOUT_PENDING, '');
        layOutBehind(container);
        const step = () => {
          if (done) return;
          const group = later.shift();
          if (group) for (const element of group) element.removeAttribute(LAYOUT_PENDING);
          else if (container.inert) container.inert = false;
          else return reveal(stillMatches() ? 'rendered' : 'changed');
          afterNextFrame(step);
        };
        afterNextFrame(step);
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
