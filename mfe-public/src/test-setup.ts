import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { registerPublicTranslations } from './translations.ts';

// antd's responsive helpers need matchMedia, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

registerPublicTranslations();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
