import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'service-kit', environment: 'node', globalSetup: ['../../scripts/test-db.ts'] },
});
