import type { AnchorHTMLAttributes } from 'react';
import { classNames } from '@consulting/ui';

/**
 * An outside link (mailto:, another site) that looks like a `@consulting/ui` Button, as antd's
 * `<Button href>` rendered an `<a class="ant-btn">`: same role (link), same classes as the button
 * kinds (`type` default, primary; `size` large; `ghost` on a dark band).
 */
export function ButtonLink({
  type = 'default',
  size = 'middle',
  ghost,
  className,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & {
  type?: 'primary' | 'default';
  size?: 'middle' | 'large';
  ghost?: boolean;
}) {
  return (
    <a
      className={classNames(
        'ui-btn',
        `ui-btn-${type}`,
        size === 'large' && 'ui-btn-large',
        ghost && 'ui-btn-ghost',
        className,
      )}
      {...rest}
    >
      <span>{children}</span>
    </a>
  );
}
