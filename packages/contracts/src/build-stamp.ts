/**
 * Reads a workspace's build stamp (`BuildStamp` in site-contract.ts) for the
 * builds (mf-config) and the services (service-kit). Node only: imported as
 * `@consulting/contracts/build-stamp`, never from the package's index, which browser bundles load.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UNKNOWN_COMMIT, type BuildStamp } from './site-contract.ts';

/**
 * The commit being built or run: `env.BUILD_COMMIT` when set (a Docker build has no git; pass it as
 * a build argument), else `git rev-parse --short HEAD` run in `dir`, else `unknown`. Never throws.
 */
export function buildCommit(dir: string, env: NodeJS.ProcessEnv = process.env): string {
  const given = env.BUILD_COMMIT?.trim();
  if (given) return given;
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5000,
    }).trim();
    return commit || UNKNOWN_COMMIT;
  } catch {
    return UNKNOWN_COMMIT;
  }
}

/**
 * The stamp of the workspace in `packageDir` (the folder holding its `package.json`): its
 * `version` (`0.0.0` when it has none) and `buildCommit(packageDir, env)`. Throws when the
 * `package.json` cannot be read or parsed.
 */
export function readBuildStamp(packageDir: string, env: NodeJS.ProcessEnv = process.env): BuildStamp {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version?: unknown };
  const version = typeof manifest.version === 'string' ? manifest.version : '0.0.0';
  return { version, commit: buildCommit(packageDir, env) };
}
