/**
 * Vitest global setup for every project that needs MongoDB: starts one real database server
 * through scripts/db.ts (in memory) for the whole run, or reuses MONGODB_URI, and hands its
 * URI to tests as `inject('mongoUri')`. Tests never mock mongoose.
 */
import type { TestProject } from 'vitest/node';
import { startDatabase, type RunningDatabase } from './db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
  }
}

// Each project loads this file as its own module, so the shared server lives on globalThis:
// the first project's setup starts it, the last teardown stops it.
const shared = globalThis as typeof globalThis & { __testDatabase?: { db: Promise<RunningDatabase>; users: number } };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.__testDatabase ??= { db: startDatabase({ dataDir: null, log: () => {} }), users: 0 };
  const state = shared.__testDatabase;
  state.users += 1;
  project.provide('mongoUri', (await state.db).uri);
  return async () => {
    state.users -= 1;
    if (state.users === 0) {
      shared.__testDatabase = undefined;
      await (await state.db).stop();
    }
  };
}
