import type { ReactNode } from 'react';
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import arEGImport from 'antd/es/locale/ar_EG.js';

type Locale = NonNullable<ConfigProviderProps['locale']>;
// TypeScript (NodeNext) reads antd's locale files as CommonJS, so the default import is typed as
// the module object; the bundler gives the locale itself. Accept either.
const arEG = ((arEGImport as unknown as { default?: Locale }).default ?? arEGImport) as unknown as Locale;

/**
 * The right-to-left Arabic frame of every admin page, whatever the global language (spec §1:
 * the admin panel is Arabic only).
 */
const ARABIC_FONT = "'Cairo', 'Segoe UI', Tahoma, sans-serif";

export function AdminFrame({ children }: { children: ReactNode }) {
  // The Arabic font too, even when the visitor's site language (and so the shell's font) is English.
  return (
    <ConfigProvider direction="rtl" locale={arEG} theme={{ token: { fontFamily: ARABIC_FONT } }}>
      <div
        dir="rtl"
        lang="ar"
        className="admin-root"
        style={{ minHeight: '100vh', background: '#f5f7fa', fontFamily: ARABIC_FONT }}
        data-testid="admin-root"
      >
        {children}
      </div>
    </ConfigProvider>
  );
}
