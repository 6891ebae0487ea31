import { defineProject } from 'vitest/config';

// The rate-limit tests count in a real database: the run's mongo-java-server.
export default defineProject({
  test: { name: 'gateway', environment: 'node', globalSetup: ['../../scripts/test-db.ts'] },
});
