/**
 * The shared libraries are declared once (`sharedLibraries`) and every bundle asks for the same
 * versions, so the shell and the remotes cannot drift apart (docs/architecture.md "Front end").
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLE_KEYS, BUNDLES } from '@consulting/contracts';
import * as routerDom from 'react-router-dom';
import { REPO_ROOT, SHARED_LIBRARIES, sharedLibraries } from '../src/index.ts';
import { SHARED_ROUTER_API } from '../src/router-api.ts';

const bundles = BUNDLE_KEYS.map((key) => ({ key, dir: path.join(REPO_ROOT, BUNDLES[key].folder) }));

describe('sharedLibraries', () => {
  it('shares every library as a lazy singleton in every bundle', () => {
    for (const { dir } of bundles) {
      const shared = sharedLibraries(dir);
      expect(Object.keys(shared).sort()).toEqual([...SHARED_LIBRARIES].sort());
      for (const entry of Object.values(shared)) expect(entry).toMatchObject({ singleton: true, eager: false });
    }
  });

  it('asks, in every bundle, for the same version range of each library', () => {
    for (const name of SHARED_LIBRARIES) {
      const ranges = new Set(bundles.map(({ dir }) => sharedLibraries(dir)[name].requiredVersion));
      expect([...ranges], name).toHaveLength(1);
    }
  });

  it("takes the range from the bundle's package.json", async () => {
    const shell = bundles.find(({ key }) => key === 'shell')!;
    const pkg = (await import(path.join(shell.dir, 'package.json'), { with: { type: 'json' } })).default as {
      dependencies: Record<string, string>;
    };
    expect(sharedLibraries(shell.dir)['react-router-dom'].requiredVersion).toBe(pkg.dependencies['react-router-dom']);
    expect(sharedLibraries(shell.dir)['react/jsx-runtime'].requiredVersion).toBe(pkg.dependencies.react);
  });

  it('tree-shakes only the router, to the same existing exports in every bundle', () => {
    for (const { dir } of bundles) {
      const shared = sharedLibraries(dir);
      const shaken = Object.entries(shared).filter(([, entry]) => entry.treeShaking);
      expect(shaken.map(([name]) => name)).toEqual(['react-router-dom']);
      expect(shared['react-router-dom'].treeShaking).toEqual({ mode: 'runtime-infer', usedExports: SHARED_ROUTER_API });
    }
    for (const name of SHARED_ROUTER_API) expect(routerDom, name).toHaveProperty(name);
  });
});
