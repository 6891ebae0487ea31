import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'platform-scripts', environment: 'node', include: ['test/**/*.test.ts'] },
});
