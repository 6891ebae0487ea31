import { defineConfig } from 'vitest/config';

/**
 * One vitest run over every workspace: each area is a project, so `npm test` at the root runs
 * all of them and `npm test -w services/requests` runs one. The e2e project drives Chromium
 * against the built site and runs last (`npm run test:e2e`).
 */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'services/*/vitest.config.ts', '*/vitest.config.ts'],
  },
});
