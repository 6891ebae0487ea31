import type { ReactNode } from 'react';
import { SITE_FONTS } from '@consulting/ui/antd-root';

/**
 * The right-to-left Arabic frame of every admin page, whatever the global language (spec §1:
 * the admin panel is Arabic only). antd's direction, locale and toasts come from AdminRoot, the
 * root route of the admin area.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  // The Arabic font too, even when the visitor's site language (and so the page's font) is English.
  return (
    <div
      dir="rtl"
      lang="ar"
      className="admin-root"
      style={{ minHeight: '100vh', background: '#f5f7fa', fontFamily: SITE_FONTS.ar }}
      data-testid="admin-root"
    >
      {children}
    </div>
  );
}
