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

let running: RunningDatabase | undefined;
let users = 0;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // One server for all projects of a run: the first setup starts it, later ones reuse it.
  running ??= await startDatabase({ dataDir: null, log: () => {} });
  users += 1;
  project.provide('mongoUri', running.uri);
  return async () => {
    users -= 1;
    if (users === 0 && running) {
      await running.stop();
      running = undefined;
    }
  };
}
