import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './button.tsx';

/**
 * A message box like antd's Alert (with `showIcon`): a status mark, a title and an optional
 * description, `role=alert` as antd's. `type` picks the colours. Its own module: the public forms show it, and a page that imports it should not download the other
 * display pieces.
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
