import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'platform',
    environment: 'jsdom',
    // A component test renders antd and lazy routes in jsdom; with every project's files
    // running at once on a small machine, vitest's default 5 s is too short for a correct test.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
