import type { ReactNode } from 'react';
import { Typography } from 'antd';

/**
 * The heading row of a content page (news, messages, catalogues): the h1 `title`, then `children`
 * (its actions), beside it while both fit, else on a row below. A title longer than the screen is
 * wide wraps (WCAG 1.4.10 at 320 px: the hero slides' and statistics' titles did not).
 */
export function PageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 24 }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 26, flex: '1 1 auto' }}>
        {title}
      </Typography.Title>
      {children}
    </div>
  );
}
