/**
 * Light UI pieces for pages that must paint without antd (a public route downloads at most 200 KB
 * of gzip JavaScript; antd alone is more). They take antd's props; their look comes from `ui.css`
 * (import it once per bundle), in logical CSS properties so RTL needs nothing. Areas that use
 * antd wrap themselves in `AntdRoot` from `@consulting/ui/antd-root` and load lazily.
 */
export * from './button.tsx';
export * from './display.tsx';
export * from './fonts.ts';
export * from './form.tsx';
export * from './toast.tsx';
export * from './public-form/index.ts';
export * from './new-password.tsx';
export * from './change-password.tsx';
export * from './ResponsiveImage.tsx';
export * from './focus-wrap.ts';
export * from './file-check.ts';
export * from './form-fields.ts';
