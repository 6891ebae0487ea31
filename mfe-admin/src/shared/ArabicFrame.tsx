import type { ReactNode } from 'react';
import { SITE_FONTS } from '@consulting/ui';

/**
 * The right-to-left Arabic frame of every admin page, in the Arabic font whatever the site
 * language (spec §1: the admin panel is Arabic only). It loads no antd: the sign-in and password
 * pages use it too; antd's direction, locale and toasts come from AdminRoot.
 */
export function ArabicFrame({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <div
      dir="rtl"
      lang="ar"
      className="admin-root"
      style={{ minHeight: '100vh', background: '#f5f7fa', fontFamily: SITE_FONTS.ar }}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
