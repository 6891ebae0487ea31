import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The stores read storage when their module loads, so each test loads a fresh copy. */
async function loadLanguage() {
  vi.resetModules();
  return import('./language.ts');
}

describe('language store (spec §1 "Language behaviour")', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('dir');
    document.documentElement.className = '';
  });

  it('defaults to Arabic, right-to-left, when nothing is stored', async () => {
    const { useLanguage } = await loadLanguage();
    expect(useLanguage.getState().language).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.classList.contains('lang-ar')).toBe(true);
  });

  it('starts in the language of ?lang= and remembers it, over the stored one', async () => {
    localStorage.setItem('language', 'ar');
    window.history.replaceState(null, '', '/about?lang=en');
    try {
      const { useLanguage } = await loadLanguage();
      expect(useLanguage.getState().language).toBe('en');
      expect(document.documentElement.dir).toBe('ltr');
      expect(localStorage.getItem('language')).toBe('en');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('starts in the stored language', async () => {
    localStorage.setItem('language', 'en');
    const { useLanguage } = await loadLanguage();
    expect(useLanguage.getState()).toMatchObject({ language: 'en', dir: 'ltr' });
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('writes the language cookie the gateway reads, at start and on every change', async () => {
    const cookie = () => /(?:^|; )language=([^;]*)/.exec(document.cookie)?.[1];
    const written = vi.spyOn(document, 'cookie', 'set');
    localStorage.setItem('language', 'en');
    const { useLanguage } = await loadLanguage();
    expect(cookie()).toBe('en');
    useLanguage.getState().toggle();
    expect(cookie()).toBe('ar');
    expect(written).toHaveBeenLastCalledWith('language=ar; path=/; max-age=31536000; SameSite=Lax');
    written.mockRestore();
  });

  it('ignores an unknown stored value and uses Arabic', async () => {
    localStorage.setItem('language', 'fr');
    const { useLanguage } = await loadLanguage();
    expect(useLanguage.getState().language).toBe('ar');
  });

  it('toggle switches html lang, dir, font class and the stored value, and back', async () => {
    const { useLanguage } = await loadLanguage();
    useLanguage.getState().toggle();
    const html = document.documentElement;
    expect([html.lang, html.dir, localStorage.getItem('language')]).toEqual(['en', 'ltr', 'en']);
    expect(html.classList.contains('lang-en')).toBe(true);
    expect(html.classList.contains('lang-ar')).toBe(false);
    expect(useLanguage.getState().dir).toBe('ltr');

    useLanguage.getState().toggle();
    expect([html.lang, html.dir, localStorage.getItem('language')]).toEqual(['ar', 'rtl', 'ar']);
    expect(html.classList.contains('lang-ar')).toBe(true);
  });

  it('pick returns the text of the given language', async () => {
    const { pick } = await loadLanguage();
    expect(pick({ ar: 'مرحبا', en: 'Hello' }, 'en')).toBe('Hello');
    expect(pick({ ar: 'مرحبا', en: 'Hello' }, 'ar')).toBe('مرحبا');
  });
});
