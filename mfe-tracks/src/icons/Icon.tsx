import type { CSSProperties } from 'react';
import './icon.css';

/**
 * One antd icon as plain data: the `<path d>` strings of `@ant-design/icons-svg` (the files in
 * `./svg/`, one per icon, so a chunk carries only the icons it uses; issue 6).
 */
export interface IconDefinition {
  /** antd's icon name ('rocket', 'check-circle'); the `aria-label` and `anticon-<name>` class. */
  name: string;
  /** The SVG viewBox when it is not antd's usual '64 64 896 896'. */
  viewBox?: string;
  fillRule?: 'evenodd' | 'nonzero';
  paths: readonly string[];
}

export interface IconProps {
  icon: IconDefinition;
  /** On the outer `<span>`, as on antd's icons: `fontSize` sets the size (the svg is 1em), `color` the fill. */
  style?: CSSProperties;
  className?: string;
}

/**
 * Draws `icon` with the markup of antd's `<XxxOutlined />` (`@ant-design/icons`), without its
 * runtime: `<span role="img" aria-label class="anticon anticon-<name>">` around an svg of 1em × 1em
 * in `currentColor`, `aria-hidden` and `focusable="false"`. The `.anticon` styles are in icon.css.
 */
export function Icon({ icon, style, className }: IconProps) {
  return (
    <span
      role="img"
      aria-label={icon.name}
      className={`anticon anticon-${icon.name}${className ? ` ${className}` : ''}`}
      style={style}
    >
      <svg
        viewBox={icon.viewBox ?? '64 64 896 896'}
        fillRule={icon.fillRule}
        focusable="false"
        data-icon={icon.name}
        width="1em"
        height="1em"
        fill="currentColor"
        aria-hidden="true"
      >
        {icon.paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  );
}
