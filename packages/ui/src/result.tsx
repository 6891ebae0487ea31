import type { ReactNode } from 'react';
import { classNames } from './button.tsx';

/**
 * A centred outcome block like antd's Result: a status mark, a title, a subtitle and actions.
 * Its own module: the public forms show it on success, and a page that imports
 * it should not download the other display pieces.
 */
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
