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

/**
 * Remembers the language: localStorage `language` (spec §1) and the `language` cookie (path `/`,
 * one year, SameSite=Lax), which the gateway reads to send the first view (its prerendered
 * page) in the same language.
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
 * The language to start in: on a page the gateway rendered, the language it rendered in (from
 * the request, serialised in the page: the first render must match the server's HTML);
 * otherwise `?lang=ar|en` in the address (the links search engines list for each language, see
 * the gateway's hreflang alternates); otherwise the stored choice; otherwise Arabic. A language
 * from the page or the address is remembered; the cookie is written in every case.
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

/**
 * The store as React reads it. zustand's hook renders a server render and a hydration from
 * `getInitialState`; here that is the current language: a server render sets it per request
 * (`setLanguage`), and a hydrating page starts in the language its HTML was rendered in
 * (`readInitialLanguage`), so both render the same.
 */
const renderedStore: StoreApi<LanguageState> = { ...languageStore, getInitialState: languageStore.getState };

function useLanguageState(): LanguageState;
function useLanguageState<T>(selector: (state: LanguageState) => T): T;
function useLanguageState<T>(selector?: (state: LanguageState) => T): T | LanguageState {
  return useStore<StoreApi<LanguageState>, T | LanguageState>(renderedStore, selector ?? ((state) => state));
}

/**
 * The global language (spec §1): `ar` or `en`, default `ar`, kept in localStorage under
 * `language`. Changing it updates the document; the shell's ConfigProvider and i18next follow it.
 */
export const useLanguage: UseBoundStore<StoreApi<LanguageState>> = Object.assign(useLanguageState, languageStore);

/** Picks the text for the current language from an `{ar, en}` pair. */
export function pick<T>(pair: { ar: T; en: T }, language: Language): T {
  return pair[language];
}
