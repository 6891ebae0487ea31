/**
 * `npm start`: serves the whole site on http://localhost:8080 (PORT to change it) with the embedded
 * database and seeded content, data under .data/ (DATA_DIR to change it) kept across restarts.
 * Builds the bundles first if `npm run setup` has not. Supervises what it started: a database or
 * service that dies is started again with backoff. Prints which database it uses and what that
 * server promises about an acknowledged write. Ctrl-C stops everything.
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from './db.ts';
import { bundlesBuilt, dataDirectory, startStack } from './stack.ts';

const started = Date.now();
if (!bundlesBuilt()) {
  console.log('start: bundles not built yet, running `npm run build`');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// Handlers first: a Ctrl-C while the services are still starting must stop them too, not leave
// them running without their parent.
let stopping = false;
const starting = startStack({
  port: Number(process.env.PORT ?? 8080),
  dataDir: dataDirectory(),
  output: 'inherit',
  autoRestart: true,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('start: stopping');
    void starting
      .then((stack) => stack.stop())
      .catch(() => undefined)
      .then(() => process.exit(0));
  });
}
const stack = await starting;
if (!stopping) {
  console.log(`start: database ${stack.database.kind}, ${stack.database.durability}`);
  console.log(
    `start: site ready at ${stack.url} in ${((Date.now() - started) / 1000).toFixed(1)} s (database: ${stack.database.kind})`,
  );
}
