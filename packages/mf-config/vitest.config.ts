import path from 'node:path';
import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);
const bundlerRuntimeDist = path.dirname(require.resolve('@module-federation/webpack-bundler-runtime'));

export default defineProject({
  // The alias createBundleConfig gives the remotes' builds (remote-bundler-runtime.ts).
  resolve: {
    alias: {
      'federation-bundler-runtime-init-container-entry': path.join(bundlerRuntimeDist, 'initContainerEntry.js'),
    },
  },
  test: { name: 'mf-config', environment: 'node', include: ['test/**/*.test.{ts,tsx}'] },
});
