import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mfe-public',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@consulting/platform/test-support/jsdom', './src/test-setup.ts'],
  },
});
