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
    // A page waits on real services that a test may just have restarted, on 2 busy cores:
    // vitest's 1 s default for expect.poll failed a correct page (flow: a card read 1 s after
    // a reload with the requests service freshly restarted). Every poll still has to come true.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
