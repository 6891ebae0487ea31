import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mfe-client',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@consulting/platform/test-support/jsdom'],
  },
});
