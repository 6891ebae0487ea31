/**
 * The browser side of the public forms' guards: form token, honeypot, consent box,
 * retention note, and the 429 / expired-token / consent texts in the page's language. Native
 * elements only, no antd (the public pages' JavaScript budget).
 */
export * from './PublicFormGuard.tsx';
export * from './public-form-api.ts';
export * from './public-form-texts.ts';
export * from './usePublicForm.ts';
