import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A box that scrolls sideways when its content (a wide table) is wider than the screen. While
 * it does, it is in the tab order as a named region, so a keyboard user can reach and scroll it
 * even when nothing inside takes focus (WCAG 2.1.1; axe "scrollable-region-focusable"): an empty
 * activity list, the staff table of a lone first admin. Tables scroll here rather than with
 * antd's `scroll.x`, whose hidden measuring row copies the column titles, a select-all box
 * included, into an `aria-hidden` row (axe "aria-hidden-focus"). `label` names the region.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} role="region" aria-label={label} tabIndex={scrolls ? 0 : undefined} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}
