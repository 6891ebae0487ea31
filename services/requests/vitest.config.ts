import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'requests', globalSetup: ['../../scripts/test-db.ts'], environment: 'node' },
});
