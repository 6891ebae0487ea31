import { App as AntApp, ConfigProvider } from 'antd';
import arEGImport from 'antd/es/locale/ar_EG.js';
import enUSImport from 'antd/es/locale/en_US.js';
import type { Locale } from 'antd/es/locale/index.js';
import { useEffect, type ReactNode } from 'react';
import { useLanguage, type Language } from '@consulting/platform';
import { SITE_FONTS } from './fonts.ts';
import { wrapTabInAntdModals } from './focus-wrap.ts';

export { SITE_FONTS };

/**
 * antd's ESM locale files sit in a package without `"type": "module"`, so TypeScript (NodeNext)
 * types the default import as the CommonJS namespace; the bundler gives the locale itself.
 */
function localeOf(imported: unknown): Locale {
  const value = imported as Locale & { default?: Locale };
  return value.default ?? value;
}

const LOCALES: Record<Language, Locale> = { ar: localeOf(arEGImport), en: localeOf(enUSImport) };

/**
 * The site's antd theme tokens for `language`: primary colour, radius, font, and (WCAG
 * 1.4.3) text colours that read at 4.5:1 on white where antd's defaults do not: secondary and
 * description text (antd 45% black, 2.9:1), placeholders and the avatar behind white initials
 * (25%), and danger text (#ff4d4f, 3.3:1).
 */
export function siteTheme(language: Language) {
  return {
    token: {
      colorPrimary: '#0b4f6c',
      fontFamily: SITE_FONTS[language],
      borderRadius: 8,
      colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
      colorTextDescription: 'rgba(0, 0, 0, 0.6)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      colorError: '#cf1322',
    },
  };
}

/**
 * The antd providers for an area that uses antd (the client area, admin): ConfigProvider with
 * direction, locale and font from the language store (spec §1) or a fixed `language` (admin is
 * Arabic), and antd's `App` (for `App.useApp()` toasts) rendered as `component` (`div`; `span` for
 * a widget inside a line, such as the notifications bell). Tab wraps inside an open antd modal.
 */
export function AntdRoot({
  children,
  language: fixed,
  component = 'div',
}: {
  children: ReactNode;
  language?: Language;
  component?: 'div' | 'span';
}) {
  const siteLanguage = useLanguage((state) => state.language);
  const language = fixed ?? siteLanguage;
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  useEffect(() => wrapTabInAntdModals(), []);
  return (
    <ConfigProvider direction={direction} locale={LOCALES[language]} theme={siteTheme(language)}>
      <AntApp
        component={component}
        notification={{ placement: direction === 'rtl' ? 'topLeft' : 'topRight', maxCount: 1 }}
        message={{ maxCount: 1 }}
      >
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
