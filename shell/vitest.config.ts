import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shell',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@consulting/platform/test-support/jsdom'],
  },
});
