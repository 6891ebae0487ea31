import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { classNames } from './button.tsx';

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

/** A loading indicator (`role=status`) with an accessible label and an optional visible tip. */
export function Spin({
  size = 'default',
  tip,
  label = 'Loading',
}: {
  size?: 'small' | 'default' | 'large';
  tip?: ReactNode;
  label?: string;
}) {
  return (
    <div className={classNames('ui-spin', `ui-spin-${size}`)} role="status" aria-label={label}>
      <span className={classNames('ui-spin-dot', size === 'small' && 'ui-spin-dot-small')} aria-hidden />
      {tip && <div className="ui-spin-tip">{tip}</div>}
    </div>
  );
}

/** A centred outcome block like antd's Result: a status mark, a title, a subtitle and actions. */
export function Result({
  status = 'info',
  title,
  subTitle,
  extra,
  icon,
}: {
  status?: 'success' | 'error' | 'info' | 'warning' | '404' | '403' | '500';
  title?: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  icon?: ReactNode;
}) {
  const marks: Record<typeof status, string> = {
    success: '✓',
    error: '✕',
    info: 'i',
    warning: '!',
    '404': '404',
    '403': '403',
    '500': '500',
  };
  const mark = icon ?? marks[status];
  return (
    <div className={classNames('ui-result', `ui-result-${status}`)}>
      <div className="ui-result-icon" aria-hidden>
        {mark}
      </div>
      {title && <div className="ui-result-title">{title}</div>}
      {subTitle && <div className="ui-result-subtitle">{subTitle}</div>}
      {extra && <div className="ui-result-extra">{extra}</div>}
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

/**
 * A message box like antd's Alert (with `showIcon`): a status mark, a title and an optional
 * description, `role=alert` as antd's. `type` picks the colours.
 */
export function Alert({
  type = 'info',
  title,
  description,
  className,
  ...rest
}: Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  type?: 'success' | 'info' | 'warning' | 'error';
  title: ReactNode;
  description?: ReactNode;
}) {
  const marks = { success: '✓', info: 'i', warning: '!', error: '✕' } as const;
  return (
    <div role="alert" className={classNames('ui-alert', `ui-alert-${type}`, className)} {...rest}>
      <span className="ui-alert-icon" aria-hidden="true">
        {marks[type]}
      </span>
      <div>
        <div className="ui-alert-title">{title}</div>
        {description && <div className="ui-alert-description">{description}</div>}
      </div>
    </div>
  );
}
