import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_ENV, SERVICE_NODE_FLAGS } from '../stack.ts';

const root = path.resolve(import.meta.dirname, '../..');
const services = readdirSync(path.join(root, 'services')).filter((d) =>
  existsSync(path.join(root, 'services', d, 'package.json')),
);
const flags = SERVICE_NODE_FLAGS.join(' ');
const envAssignments = Object.entries(SERVICE_ENV).map(([name, value]) => `${name}=${value}`);
// From services/<name>, the cache scripts/stack.ts uses (SERVICE_COMPILE_CACHE_DIR).
const compileCache = 'NODE_COMPILE_CACHE=../../node_modules/.cache/node-compile-cache';

// The V8 heap flags that keep each service under 200 MiB resident are only
// worth something if every way of starting a service passes them.
describe('the services start with the same V8 heap flags and environment everywhere', () => {
  it("each service's npm start passes SERVICE_NODE_FLAGS", () => {
    for (const service of services) {
      const pkg = JSON.parse(readFileSync(path.join(root, 'services', service, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      };
      expect(pkg.scripts.start, service).toBe(
        `${[...envAssignments, compileCache].join(' ')} node ${flags} src/main.ts`,
      );
    }
  });

  // The service target of docker/Dockerfile: its entry point and environment.
  const dockerfile = readFileSync(path.join(root, 'docker', 'Dockerfile'), 'utf8');
  const serviceStage = dockerfile.slice(dockerfile.indexOf(' AS service\n'), dockerfile.indexOf(' AS previous'));

  it("the service image's entry point passes SERVICE_NODE_FLAGS", () => {
    const entrypoint = serviceStage.split('\n').find((line) => line.startsWith('ENTRYPOINT '));
    expect(JSON.parse(entrypoint!.slice('ENTRYPOINT '.length))).toEqual([
      '/usr/local/bin/node',
      ...SERVICE_NODE_FLAGS,
      'src/main.ts',
    ]);
  });

  it('the service image sets SERVICE_ENV and a compile cache', () => {
    const env = serviceStage.slice(serviceStage.indexOf('\nENV '), serviceStage.indexOf('\nUSER '));
    for (const assignment of envAssignments) expect(env).toContain(assignment);
    expect(env).toMatch(/ NODE_COMPILE_CACHE=\S+/);
  });

  it('Node accepts the flags and they bound the heap', () => {
    const limit = Number(
      execFileSync(
        process.execPath,
        [
          ...SERVICE_NODE_FLAGS,
          '-e',
          'process.stdout.write(String(require("v8").getHeapStatistics().heap_size_limit))',
        ],
        { encoding: 'utf8' },
      ),
    );
    // 512 MiB of old generation plus the young generation (3 × 8 MiB semi-space in V8's count).
    expect(limit / 2 ** 20).toBeGreaterThan(512);
    expect(limit / 2 ** 20).toBeLessThan(600);
  });
});
