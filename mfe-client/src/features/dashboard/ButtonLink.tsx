import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { Button } from 'antd';

/**
 * A router link drawn as a primary antd button: one `<a href>` (not a button inside a link),
 * navigating inside the app on a plain click and opening normally with a modifier key.
 */
export function ButtonLink({ to, children }: { to: string; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      type="primary"
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => onClick(event as MouseEvent<HTMLAnchorElement>)}
    >
      {children}
    </Button>
  );
}
