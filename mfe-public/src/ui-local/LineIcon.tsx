import type { CSSProperties } from 'react';

/**
 * A line icon drawn inline from the stroke path `d` of a 24×24 box (a circle when `d` is missing),
 * `size` px, inside a `className` badge hidden from assistive technology.
 */
export function LineIcon({
  d,
  size,
  className,
  style,
}: {
  d?: string;
  size: number;
  className: string;
  style?: CSSProperties;
}) {
  return (
    <span className={className} style={style} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {d ? <path d={d} /> : <circle cx="12" cy="12" r="8" />}
      </svg>
    </span>
  );
}
