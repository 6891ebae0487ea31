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
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider direction="rtl" locale={arEG}>
      <div
        dir="rtl"
        lang="ar"
        className="admin-root"
        style={{ minHeight: '100vh', background: '#f5f7fa' }}
        data-testid="admin-root"
      >
        {children}
      </div>
    </ConfigProvider>
  );
}
