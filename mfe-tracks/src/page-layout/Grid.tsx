import type { CSSProperties, HTMLAttributes } from 'react';

/** Columns per breakpoint, as antd's Col spans: xs < 576 px ≤ sm < 768 ≤ md < 992 ≤ lg < 1200 ≤ xl. */
export interface GridColumns {
  sm?: number;
  md?: number;
  lg?: number;
  xl?: number;
}

/**
 * A responsive CSS grid replacing antd's Row/Col on the track pages (no antd on their first
 * paint): one column below 576 px, then `cols.sm`/`md`/`lg`/`xl` columns from antd's
 * breakpoints on (a missing breakpoint keeps the previous count). `gap` is in CSS pixels.
 * Children are the cells; they stretch to the row's height.
 */
export function Grid({
  cols,
  gap = 20,
  className,
  style,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { cols: GridColumns; gap?: number }) {
  const variables: Record<string, number | string> = { '--tracks-grid-gap': `${gap}px` };
  for (const [breakpoint, count] of Object.entries(cols)) variables[`--tracks-grid-${breakpoint}`] = count;
  return (
    <div
      className={className ? `tracks-grid ${className}` : 'tracks-grid'}
      style={{ ...(variables as CSSProperties), ...style }}
      {...rest}
    />
  );
}
