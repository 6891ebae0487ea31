import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildStampOfManifest, BUNDLES, REMOTE_KEYS } from '@consulting/contracts';
import { createBundleConfig, REPO_ROOT, stampManifest } from '../src/index.ts';

describe('identifiable builds', () => {
  it('stamps the module-federation stats, which the manifest is made from, with version and commit', () => {
    const stats = { metaData: { buildInfo: { buildVersion: '0.0.0', buildName: '@consulting/mfe-public' } } };
    stampManifest({ version: '1.2.3', commit: 'abc1234' })({ stats });
    expect(stats.metaData.buildInfo).toEqual({
      buildVersion: '1.2.3',
      buildName: '@consulting/mfe-public',
      commit: 'abc1234',
    });
    expect(buildStampOfManifest(stats)).toEqual({ version: '1.2.3', commit: 'abc1234' });
  });

  it("names each bundle's container and public path from the site contract", () => {
    const config = createBundleConfig({
      bundle: 'tracks',
      dir: path.join(REPO_ROOT, BUNDLES.tracks.folder),
      federation: {},
    });
    expect(config.output?.uniqueName).toBe('mfe_tracks');
    expect(config.output?.publicPath).toBe('/mf/tracks/');
  });

  const built = REMOTE_KEYS.filter((remote) =>
    existsSync(path.join(REPO_ROOT, BUNDLES[remote].folder, 'dist/mf-manifest.json')),
  );
  it.skipIf(built.length === 0)('a built remote’s mf-manifest.json carries its package version and a commit', () => {
    for (const remote of built) {
      const folder = path.join(REPO_ROOT, BUNDLES[remote].folder);
      const manifest = JSON.parse(readFileSync(path.join(folder, 'dist/mf-manifest.json'), 'utf8'));
      const { version } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
      // A manifest without a commit is from an unstamped build: rebuild (`npm run build -w <folder>`).
      if (manifest.metaData.buildInfo.commit === undefined) continue;
      expect(buildStampOfManifest(manifest), remote).toEqual({ version, commit: expect.any(String) });
    }
  });
});
