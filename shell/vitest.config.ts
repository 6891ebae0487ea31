import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shell',
    environment: 'jsdom',
    // A component test renders antd and lazy routes in jsdom; with every project's files
    // running at once on 2 cores, 5 s (the default) timed out a correct test.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}', 'fonts/**/*.test.ts'],
    setupFiles: ['@consulting/platform/test-support/jsdom'],
  },
});
