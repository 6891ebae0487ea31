/**
 * Light UI pieces for pages that must paint without antd (a public route downloads at
 * most 200 KB of gzip JavaScript, and antd alone is more than that). They take the antd props the
 * public pages used, so a page swaps `from 'antd'` for `from '@consulting/ui'`; their look comes
 * from `ui.css` (import it once per bundle), with logical CSS properties so RTL needs nothing.
 * Areas that really use antd (forms, admin, client) wrap themselves in `AntdRoot` from
 * `@consulting/ui/antd-root` and load lazily. Forms use `TextField` / `SelectField` / `FormField`
 * (native controls) and `ToastProvider` + `useToast` in place of antd's `notification`. The
 * sign-in pages of the client area and admin use these too (a light login).
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
