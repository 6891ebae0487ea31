/**
 * Vitest setup for every browser bundle's component tests (jsdom): the browser APIs antd needs
 * that jsdom lacks, and a clean DOM and localStorage after each test.
 * Use it as `setupFiles: ['@consulting/platform/test-support/jsdom']`.
 */
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { pageQueryClient } from '../src/query.tsx';

// antd's grid, inputs and notifications use matchMedia and ResizeObserver.
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
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
  // One test's cached reads must not answer the next test's.
  pageQueryClient().clear();
});
