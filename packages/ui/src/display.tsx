import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { classNames } from './button.tsx';

export { Alert } from './alert.tsx';
export { Result } from './result.tsx';
export { Spin } from './spin.tsx';

/** A label chip like antd's Tag; `color` is a preset name (`blue`, `green`, `gold`, ...) or a CSS colour. */
export function Tag({
  color,
  className,
  style,
  children,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { color?: string }) {
  const preset = color && /^[a-z]+$/.test(color) ? color : undefined;
  const custom: CSSProperties | undefined =
    color && !preset ? { backgroundColor: color, borderColor: color, color: '#fff' } : undefined;
  return (
    <span
      className={classNames('ui-tag', preset && `ui-tag-${preset}`, className)}
      style={{ ...custom, ...style }}
      {...rest}
    >
      {children}
    </span>
  );
}

/** A bordered box with an optional header (`title`, `extra`) like antd's Card. */
export function Card({
  title,
  extra,
  hoverable,
  cover,
  className,
  children,
  ...rest
}: Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  title?: ReactNode;
  extra?: ReactNode;
  hoverable?: boolean;
  cover?: ReactNode;
}) {
  return (
    <div className={classNames('ui-card', hoverable && 'ui-card-hoverable', className)} {...rest}>
      {cover && <div className="ui-card-cover">{cover}</div>}
      {(title || extra) && (
        <div className="ui-card-head">
          {title && <div className="ui-card-title">{title}</div>}
          {extra && <div className="ui-card-extra">{extra}</div>}
        </div>
      )}
      <div className="ui-card-body">{children}</div>
    </div>
  );
}

/** The "nothing here" block like antd's Empty. */
export function Empty({ description }: { description?: ReactNode }) {
  return (
    <div className="ui-empty">
      <div className="ui-empty-image" aria-hidden />
      <div className="ui-empty-description">{description}</div>
    </div>
  );
}

/**
 * A horizontal progress bar (`role=progressbar`) like antd's line Progress; `percent` 0–100
 * (clamped). `label` is its accessible name, e.g. 'Progress': a progress bar needs one (WCAG 4.1.2).
 */
export function Progress({
  percent,
  label,
  strokeColor,
  showInfo = true,
}: {
  percent: number;
  label: string;
  strokeColor?: string;
  showInfo?: boolean;
}) {
  const value = Math.max(0, Math.min(100, percent));
  return (
    <div
      className="ui-progress"
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className="ui-progress-track">
        <div className="ui-progress-bar" style={{ inlineSize: `${value}%`, background: strokeColor }} />
      </div>
      {showInfo && <span className="ui-progress-text">{value}%</span>}
    </div>
  );
}

/** A round picture or initials like antd's Avatar; `size` in CSS pixels. */
export function Avatar({
  src,
  alt = '',
  size = 40,
  children,
  style,
}: {
  src?: string;
  alt?: string;
  size?: number;
  children?: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <span className="ui-avatar" style={{ inlineSize: size, blockSize: size, lineHeight: `${size}px`, ...style }}>
      {src ? <img src={src} alt={alt} width={size} height={size} /> : children}
    </span>
  );
}
