import { App as AntApp, ConfigProvider } from 'antd';
import arEGImport from 'antd/es/locale/ar_EG.js';
import enUSImport from 'antd/es/locale/en_US.js';
import type { Locale } from 'antd/es/locale/index.js';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { i18n, useLanguage } from '@consulting/platform';
import { RemoteOutlet } from './federation/RemoteArea.tsx';
import type { RemoteLoader } from './federation/remote-loader.ts';
import { SiteLayout } from './layout/SiteLayout.tsx';

/**
 * antd's ESM locale files sit in a package without `"type": "module"`, so TypeScript (NodeNext)
 * types the default import as the CommonJS namespace; the bundler gives the locale itself.
 */
function localeOf(imported: unknown): Locale {
  const value = imported as Locale & { default?: Locale };
  return value.default ?? value;
}

const LOCALES = { ar: localeOf(arEGImport), en: localeOf(enUSImport) };

const FONTS = {
  ar: "'Cairo', 'Segoe UI', Tahoma, sans-serif",
  en: "'Inter', 'Segoe UI', Roboto, sans-serif",
} as const;

/**
 * The providers every remote renders inside: i18next, antd's ConfigProvider (direction, locale
 * and font from the platform language store, spec §1) and antd's `App`, so remotes call
 * `App.useApp()` for message / notification toasts; then the router, layout and remote outlet.
 */
export function ShellApp({ loader }: { loader: RemoteLoader }) {
  const language = useLanguage((state) => state.language);
  const direction = useLanguage((state) => state.dir);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider
        direction={direction}
        locale={LOCALES[language]}
        theme={{ token: { colorPrimary: '#0b4f6c', fontFamily: FONTS[language], borderRadius: 8 } }}
      >
        <AntApp
          notification={{ placement: direction === 'rtl' ? 'topLeft' : 'topRight', maxCount: 1 }}
          message={{ maxCount: 1 }}
        >
          <BrowserRouter>
            <SiteLayout loader={loader}>
              <RemoteOutlet loader={loader} />
            </SiteLayout>
          </BrowserRouter>
        </AntApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}
