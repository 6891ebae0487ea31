import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'identity', globalSetup: ['../../scripts/test-db.ts'], environment: 'node' },
});
