import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** The antd Button props the public pages use. */
export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Visual kind, as antd's `type` (default `default`). */
  type?: 'primary' | 'default' | 'dashed' | 'text' | 'link';
  /** The element's `type` attribute, as antd's `htmlType` (default `button`). */
  htmlType?: 'button' | 'submit' | 'reset';
  size?: 'small' | 'middle' | 'large';
  shape?: 'default' | 'circle' | 'round';
  /** Transparent background for use on a dark hero. */
  ghost?: boolean;
  /** Full width of its container. */
  block?: boolean;
  danger?: boolean;
  /** Shows a spinner and disables the button. */
  loading?: boolean;
  icon?: ReactNode;
}

/** Joins class names, skipping empty ones. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** The look of a Button: the props that choose its `ui-btn` classes. */
export type ButtonLook = Pick<ButtonProps, 'type' | 'size' | 'shape' | 'ghost' | 'block' | 'danger'>;

/**
 * The `ui-btn` classes of a Button that looks like `look`, then `extra` class names, for a link
 * drawn as a button (a `<button>` inside a link would be two controls and two tab stops).
 */
export function buttonClassName(
  { type = 'default', size = 'middle', shape = 'default', ghost, block, danger }: ButtonLook,
  ...extra: (string | false | null | undefined)[]
): string {
  return classNames(
    'ui-btn',
    `ui-btn-${type}`,
    size !== 'middle' && `ui-btn-${size}`,
    shape !== 'default' && `ui-btn-${shape}`,
    ghost && 'ui-btn-ghost',
    block && 'ui-btn-block',
    danger && 'ui-btn-danger',
    ...extra,
  );
}

/** A button that looks like antd's, without antd: a native `<button>` with `ui-btn` classes. */
export function Button({
  type = 'default',
  htmlType = 'button',
  size = 'middle',
  shape = 'default',
  ghost,
  block,
  danger,
  loading,
  icon,
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={htmlType}
      className={buttonClassName(
        { type, size, shape, ghost, block, danger },
        loading && 'ui-btn-loading',
        !children && Boolean(icon) && 'ui-btn-icon-only',
        className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className="ui-spin-dot ui-spin-dot-small" aria-hidden /> : icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </button>
  );
}
