import { create } from 'zustand';
import { STORAGE_KEYS } from '@consulting/contracts';
import { storage } from './storage.ts';

export type Language = 'ar' | 'en';

export interface LanguageState {
  language: Language;
  /** 'rtl' for ar, 'ltr' for en (spec §1 "Language behaviour"). */
  dir: 'rtl' | 'ltr';
  setLanguage: (language: Language) => void;
  toggle: () => void;
}

/** The cookie that tells the gateway which language to send a page in (its prerender, its head). */
export const LANGUAGE_COOKIE = 'language';

/**
 * Remembers the language: localStorage `language` (spec §1) and the `language` cookie (path `/`,
 * one year, SameSite=Lax), which the gateway reads to send the first view in the same language
 * (issue 6, prerendered pages).
 */
function rememberLanguage(language: Language): void {
  storage.set(STORAGE_KEYS.language, language);
  writeLanguageCookie(language);
}

function writeLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
  } catch {
    /* cookies blocked: the server falls back to ?lang= or Arabic */
  }
}

/**
 * The language to start in: `?lang=ar|en` in the address (the links search engines list for
 * each language, see the gateway's hreflang alternates) wins and is remembered; otherwise the
 * stored choice; otherwise Arabic. The cookie is written in every case (`rememberLanguage`).
 */
function readInitialLanguage(): Language {
  const fromUrl = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('lang');
  if (fromUrl === 'ar' || fromUrl === 'en') {
    rememberLanguage(fromUrl);
    return fromUrl;
  }
  const language = storage.get(STORAGE_KEYS.language) === 'en' ? 'en' : 'ar';
  // Also for a stored choice, so a visitor from before the cookie existed gets it too.
  writeLanguageCookie(language);
  return language;
}

/**
 * Applies a language to the document: `<html lang dir>` and the body font class
 * (`lang-ar` → Cairo, `lang-en` → Inter; the shell's stylesheet maps the classes to fonts).
 */
export function applyLanguageToDocument(language: Language): void {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  html.lang = language;
  html.dir = language === 'ar' ? 'rtl' : 'ltr';
  html.classList.toggle('lang-ar', language === 'ar');
  html.classList.toggle('lang-en', language === 'en');
}

/**
 * The global language (spec §1): `ar` or `en`, default `ar`, kept in localStorage under
 * `language`. Changing it updates the document; the shell's ConfigProvider and i18next follow it.
 */
export const useLanguage = create<LanguageState>((set, get) => {
  const initial = readInitialLanguage();
  applyLanguageToDocument(initial);
  return {
    language: initial,
    dir: initial === 'ar' ? 'rtl' : 'ltr',
    setLanguage: (language) => {
      rememberLanguage(language);
      applyLanguageToDocument(language);
      set({ language, dir: language === 'ar' ? 'rtl' : 'ltr' });
    },
    toggle: () => get().setLanguage(get().language === 'ar' ? 'en' : 'ar'),
  };
});

/** Picks the text for the current language from an `{ar, en}` pair. */
export function pick<T>(pair: { ar: T; en: T }, language: Language): T {
  return pair[language];
}
