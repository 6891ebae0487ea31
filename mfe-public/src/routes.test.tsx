import { describe, expect, it } from 'vitest';
import { i18n } from '@consulting/platform';
import routes from './routes.tsx';

describe('mfe_public/routes (the remote contract)', () => {
  it('default-exports route objects with absolute paths: the visitor pages, then the company pages', () => {
    const paths = routes.map((route) => route.path);
    expect(paths.slice(0, 7)).toEqual([
      '/',
      '/news',
      '/news/:id',
      '/contact',
      '/contact/message',
      '/join-us',
      '/service-request',
    ]);
    expect(paths).toContain('/services');
    for (const route of routes) {
      expect(route.path?.startsWith('/')).toBe(true);
      expect(route.element).toBeTruthy();
    }
  });

  it('registers the public namespace in both languages', () => {
    expect(i18n.t('common.contactUs', { ns: 'public', lng: 'ar' })).toBe('تواصل معنا');
    expect(i18n.t('common.contactUs', { ns: 'public', lng: 'en' })).toBe('Contact Us');
  });
});
