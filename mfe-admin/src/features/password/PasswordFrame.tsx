import type { ReactNode } from 'react';
import { Card, SITE_FONTS } from '@consulting/ui';

/**
 * The right-to-left Arabic frame of the panel's pages outside the signed-in layout (forgot,
 * reset, first sign-in): light like the sign-in page, no antd.
 */
export function PasswordFrame({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <div
      dir="rtl"
      lang="ar"
      className="admin-root"
      style={{ minHeight: '100vh', background: '#f5f7fa', fontFamily: SITE_FONTS.ar }}
    >
      <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100vh', padding: 16 }}>
        <Card style={{ width: '100%', maxWidth: 460 }} data-testid={testId}>
          <h2 style={{ textAlign: 'center', margin: '0 0 16px', fontSize: 26, fontWeight: 600 }}>{title}</h2>
          {children}
        </Card>
      </div>
    </div>
  );
}
