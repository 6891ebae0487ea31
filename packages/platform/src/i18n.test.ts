import { describe, expect, it, vi } from 'vitest';

describe('i18n (spec §1)', () => {
  it('renders a missing key as the key, and follows the language store', async () => {
    localStorage.clear();
    vi.resetModules();
    const { i18n, addTranslations, useLanguage } = await import('./index.ts');
    addTranslations('demo', { ar: { greeting: 'مرحبا' }, en: { greeting: 'Hello' } });
    expect(i18n.t('greeting', { ns: 'demo' })).toBe('مرحبا');
    expect(i18n.t('nothing.here', { ns: 'demo' })).toBe('nothing.here');

    useLanguage.getState().setLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('greeting', { ns: 'demo' })).toBe('Hello');
  });

  it('addTranslations can be called again (a remote re-loaded after a retry)', async () => {
    vi.resetModules();
    const { i18n, addTranslations } = await import('./index.ts');
    addTranslations('demo', { ar: { a: '1' }, en: { a: '1' } });
    addTranslations('demo', { ar: { a: '2', b: '3' }, en: { a: '2', b: '3' } });
    expect(i18n.t('a', { ns: 'demo', lng: 'en' })).toBe('2');
    expect(i18n.t('b', { ns: 'demo', lng: 'en' })).toBe('3');
  });
});
