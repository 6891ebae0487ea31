/**
 * The browser platform shared by the shell and every remote as a module-federation singleton:
 * one language store, one session store, one site-content store, one i18next instance and one API
 * client in the page.
 */
export * from './language.ts';
export * from './session.ts';
export * from './i18n.ts';
export * from './api.ts';
export * from './site-content.ts';
export * from './query.tsx';
export * from './lazy-page.tsx';
