import type { ReactNode } from 'react';

/**
 * A loading indicator (`role=status`) with an accessible label and an optional visible tip.
 * Its own module, without the other display pieces nor `classNames`: a
 * remote's route table shows it while a page's chunk loads, so whatever this module imports is
 * downloaded on every page of that remote.
 */
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
    <div className={`ui-spin ui-spin-${size}`} role="status" aria-label={label}>
      <span className={size === 'small' ? 'ui-spin-dot ui-spin-dot-small' : 'ui-spin-dot'} aria-hidden />
      {tip && <div className="ui-spin-tip">{tip}</div>}
    </div>
  );
}
