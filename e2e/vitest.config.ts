import { defineProject } from 'vitest/config';

/** Browser tests: one running stack per file, files one after another (2 cores). */
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
