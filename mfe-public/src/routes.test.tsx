import { describe, expect, it } from 'vitest';
import { i18n } from '@consulting/platform';
import routes from './routes.tsx';

describe('mfe_public/routes (the remote contract)', () => {
  it('default-exports route objects with absolute paths for / and /services', () => {
    expect(routes.map((route) => route.path)).toEqual(['/', '/services']);
    for (const route of routes) expect(route.element).toBeTruthy();
  });

  it('registers the public namespace in both languages', () => {
    expect(i18n.t('common.contactUs', { ns: 'public', lng: 'ar' })).toBe('تواصل معنا');
    expect(i18n.t('common.contactUs', { ns: 'public', lng: 'en' })).toBe('Contact Us');
  });
});
