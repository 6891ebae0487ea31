import { createStore, useStore, type StoreApi, type UseBoundStore } from 'zustand';
import { STORAGE_KEYS } from '@consulting/contracts';
import { readServerPageData } from '@consulting/contracts/prerender-boot';
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

/** Remembers the language in localStorage `language` (spec §1) and the cookie (path `/`, a year, Lax). */
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
 * The language to start in: the server render's (hydration must match), else `?lang=ar|en`, else
 * the stored choice, else Arabic. One from the page or address is remembered; the cookie always.
 */
function readInitialLanguage(): Language {
  const rendered = readServerPageData()?.language;
  if (rendered) {
    rememberLanguage(rendered);
    return rendered;
  }
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

/** Applies a language to `<html lang dir>` and the body font class (`lang-ar` Cairo, `lang-en` Inter). */
export function applyLanguageToDocument(language: Language): void {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  html.lang = language;
  html.dir = language === 'ar' ? 'rtl' : 'ltr';
  html.classList.toggle('lang-ar', language === 'ar');
  html.classList.toggle('lang-en', language === 'en');
}

const languageStore = createStore<LanguageState>((set, get) => {
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

/** The store as React reads it: `getInitialState` is the current language, so SSR and hydration agree. */
const renderedStore: StoreApi<LanguageState> = { ...languageStore, getInitialState: languageStore.getState };

function useLanguageState(): LanguageState;
function useLanguageState<T>(selector: (state: LanguageState) => T): T;
function useLanguageState<T>(selector?: (state: LanguageState) => T): T | LanguageState {
  return useStore<StoreApi<LanguageState>, T | LanguageState>(renderedStore, selector ?? ((state) => state));
}

/** The global language (spec §1), default `ar`; changing it updates the document, antd and i18next. */
export const useLanguage: UseBoundStore<StoreApi<LanguageState>> = Object.assign(useLanguageState, languageStore);

/** Picks the text for the current language from an `{ar, en}` pair. */
export function pick<T>(pair: { ar: T; en: T }, language: Language): T {
  return pair[language];
}
