import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'content', globalSetup: ['../../scripts/test-db.ts'], environment: 'node' },
});
