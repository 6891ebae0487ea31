import { describe, expect, it } from 'vitest';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildCommit, readBuildStamp } from '../src/build-stamp.ts';
import {
  API_ROUTES,
  apiRouteOf,
  BUNDLE_KEYS,
  BUNDLES,
  buildStampOfManifest,
  CLIENT_PAGE_HEADINGS,
  HASHED_FILE,
  defaultRemoteEntry,
  defaultRemoteManifest,
  remoteFiles,
  headingOfPath,
  ownerOfPath,
  pageHeading,
  prerenderedPaths,
  PUBLIC_PAGE_HEADINGS,
  PUBLIC_PAGES,
  redirectOf,
  REMOTE_AREAS,
  REMOTE_KEYS,
  remoteOfFilePath,
  REMOTES_MOUNT_ROOT,
  requestRenderedPages,
  resolvePage,
  SITE_PAGES,
  TRACK_SLUGS,
  type PublicPagePath,
} from '../src/index.ts';

/** A path the page pattern matches: parameters filled in with a valid value. */
function examplePath(pattern: string): string {
  return pattern.replace(':track', TRACK_SLUGS[0]).replace(':id', '65a000000000000000000001').replace('*', 'x');
}

describe('site contract: bundles', () => {
  it('gives every bundle its own runtime name, folder and mount; remotes under /mf/', () => {
    for (const field of ['name', 'folder', 'mount'] as const) {
      const values = BUNDLE_KEYS.map((key) => BUNDLES[key][field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
    expect(BUNDLES.shell.mount).toBe('/');
    for (const key of REMOTE_KEYS) {
      expect(BUNDLES[key].mount.startsWith(REMOTES_MOUNT_ROOT) && BUNDLES[key].mount.endsWith('/')).toBe(true);
    }
    expect(REMOTE_KEYS).toEqual(['public', 'tracks', 'client', 'admin']);
  });

  it('finds a remote by the path of one of its files', () => {
    expect(remoteOfFilePath('/mf/admin/__federation_expose_App.1a2b3c4d.js')).toBe('admin');
    expect(remoteOfFilePath('/mf/admin')).toBeNull();
    expect(remoteOfFilePath('/mf/other/x.js')).toBeNull();
    expect(remoteOfFilePath('/main.0123abcd.js')).toBeNull();
    expect(defaultRemoteEntry('public')).toBe('/mf/public/remoteEntry.js');
    expect(defaultRemoteManifest('public')).toBe('/mf/public/mf-manifest.json');
  });

  it('caches only content-hashed names for a year, with the same rule as compose’s nginx', async () => {
    expect(HASHED_FILE.test('/mf/public/330.2c73fe80.css')).toBe(true);
    expect(HASHED_FILE.test('/main.3f9a1c2b.js')).toBe(true);
    expect(HASHED_FILE.test('/remoteEntry.js')).toBe(false);
    expect(HASHED_FILE.test('/mf/public/mf-manifest.json')).toBe(false);
    const nginx = await readFile(new URL('../../../docker/bundle.nginx.conf', import.meta.url), 'utf8');
    const location = /location ~\* "([^"]+)"/.exec(nginx)?.[1];
    expect(location).toBe(HASHED_FILE.source.replaceAll('\\/', '/'));
  });

  it('finds a remote deployment’s entry and manifest from either file’s URL', () => {
    const cdn = {
      entry: 'https://cdn.example/admin/remoteEntry.js',
      manifest: 'https://cdn.example/admin/mf-manifest.json',
    };
    expect(remoteFiles('https://cdn.example/admin/mf-manifest.json')).toEqual(cdn);
    expect(remoteFiles('https://cdn.example/admin/remoteEntry.js')).toEqual(cdn);
    expect(remoteFiles('/mf/public/mf-manifest.json')).toEqual({
      entry: '/mf/public/remoteEntry.js',
      manifest: '/mf/public/mf-manifest.json',
    });
  });
});

describe('site contract: pages', () => {
  it('gives every page the heading resolvePage gives it, without the descriptions (headingOfPath)', () => {
    for (const page of SITE_PAGES) {
      const path = examplePath(page.path);
      const resolved = resolvePage(path);
      expect(headingOfPath(path), path).toEqual(
        resolved?.kind === 'news-item' ? undefined : resolved ? pageHeading(resolved) : null,
      );
    }
    expect(headingOfPath('/no/such/page')).toBeNull();
  });

  it('declares each path once, and every public and client page with its own texts', () => {
    const paths = SITE_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const [path, meta] of Object.entries(PUBLIC_PAGES)) {
      const page = SITE_PAGES.find((candidate) => candidate.path === path);
      expect(page, path).toMatchObject({ remote: 'public', head: { kind: 'public' } });
      // The same texts, not a copy.
      expect(page?.head.kind === 'public' && page.head.heading).toBe(meta.heading);
      expect(meta.heading).toBe(PUBLIC_PAGE_HEADINGS[path as PublicPagePath]);
    }
    for (const path of Object.keys(CLIENT_PAGE_HEADINGS)) {
      expect(SITE_PAGES.find((page) => page.path === path)?.remote, path).toBe('client');
    }
  });

  it('has the shell route each page to the remote that declares it', () => {
    for (const page of SITE_PAGES) expect(ownerOfPath(examplePath(page.path)), page.path).toBe(page.remote);
  });

  it('derives the shell route table of spec §2 from the pages', () => {
    expect(REMOTE_AREAS).toEqual([
      { prefix: '/services', exact: true, remote: 'public' },
      { prefix: '/services', remote: 'tracks' },
      { prefix: '/tracks', remote: 'tracks' },
      { prefix: '/user', remote: 'client' },
      { prefix: '/admin', remote: 'admin' },
    ]);
    expect(ownerOfPath('/services/')).toBe('public');
    expect(ownerOfPath('/servicesx')).toBe('public');
    expect(ownerOfPath('/nowhere/at/all')).toBe('public');
  });

  it('prerenders every public page: at build time, or at request time for the news', () => {
    for (const page of SITE_PAGES.filter(
      (candidate) => candidate.remote === 'public' || candidate.remote === 'tracks',
    )) {
      // A page that moved is a redirect, not a page of its own.
      if (page.redirect) expect(page.prerendered, page.path).toBe(false);
      else expect(['build', 'request'], page.path).toContain(page.prerendered);
    }
    for (const page of SITE_PAGES.filter(
      (candidate) => candidate.remote === 'client' || candidate.remote === 'admin',
    )) {
      expect(page.prerendered, page.path).toBe(false);
    }
  });

  it('lists the prerendered paths of each remote, parameters expanded', () => {
    const publicPaths = prerenderedPaths('public');
    expect(publicPaths).toEqual(Object.keys(PUBLIC_PAGES).filter((path) => path !== '/news'));
    expect(prerenderedPaths('tracks')).toEqual([
      '/services/overview',
      '/tracks',
      '/tracks/overview',
      ...TRACK_SLUGS.map((slug) => `/services/${slug}`),
      ...TRACK_SLUGS.map((slug) => `/services/${slug}/request`),
    ]);
    expect(prerenderedPaths('admin')).toEqual([]);
    expect(prerenderedPaths()).toEqual([...prerenderedPaths('public'), ...prerenderedPaths('tracks')]);
  });

  it('lists the pages rendered at request time by their pattern: the news list and a news item', () => {
    expect(requestRenderedPages()).toEqual(['/news', '/news/:id']);
    expect(requestRenderedPages('public')).toEqual(['/news', '/news/:id']);
    expect(requestRenderedPages('tracks')).toEqual([]);
  });

  it('sends /tracks/{slug} on to the track page, and nothing else', () => {
    for (const slug of TRACK_SLUGS) expect(redirectOf(`/tracks/${slug}`)).toBe(`/services/${slug}`);
    expect(redirectOf('/tracks/launch/')).toBe('/services/launch');
    expect(redirectOf('/tracks/nowhere')).toBeNull();
    expect(redirectOf('/tracks')).toBeNull();
    expect(redirectOf('/services/launch')).toBeNull();
  });

  it('resolves every declared page, and paths no page declares to null', () => {
    for (const page of SITE_PAGES) expect(resolvePage(examplePath(page.path)), page.path).not.toBeNull();
    expect(resolvePage('/admin/anything/below')).toEqual({ kind: 'private', heading: expect.any(Object) });
    expect(resolvePage('/user/unknown')).toBeNull();
    expect(resolvePage('/news')).toMatchObject({ kind: 'public', path: '/news' });
    expect(resolvePage('/news/a/b')).toBeNull();
    expect(resolvePage('//')).toBeNull();
  });
});

describe('site contract: API routes', () => {
  it('routes no /internal path, names each prefix once, and answers /api/docs in the gateway', () => {
    expect(API_ROUTES.some((rule) => rule.path.startsWith('/internal'))).toBe(false);
    const keys = API_ROUTES.map((rule) => `${rule.path} ${rule.exact ?? false}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(apiRouteOf('/api/docs/openapi.json', API_ROUTES)?.service).toBe('gateway');
    expect(apiRouteOf('/api/password/forgot', API_ROUTES)?.service).toBe('identity');
    expect(apiRouteOf('/media/abc/x.webp', API_ROUTES)?.service).toBe('content');
    expect(apiRouteOf('/api/user/loginx', API_ROUTES)).toBeNull();
  });
});

describe('site contract: build stamps', () => {
  it('reads the stamp of a manifest, and nothing from one without', () => {
    const stamped = { metaData: { buildInfo: { buildVersion: '1.2.0', buildName: 'x', commit: 'abc1234' } } };
    expect(buildStampOfManifest(stamped)).toEqual({ version: '1.2.0', commit: 'abc1234' });
    expect(buildStampOfManifest({ metaData: { buildInfo: { buildVersion: '1.2.0' } } })).toEqual({
      version: '1.2.0',
      commit: 'unknown',
    });
    expect(buildStampOfManifest({ name: 'mfe_public' })).toBeNull();
    expect(buildStampOfManifest(null)).toBeNull();
  });

  it('stamps a workspace with its package.json version and the commit: BUILD_COMMIT, else git, else unknown', async () => {
    const repoPackage = path.resolve(import.meta.dirname, '..');
    expect(readBuildStamp(repoPackage, { BUILD_COMMIT: 'f00dfeed' })).toEqual({ version: '1.0.0', commit: 'f00dfeed' });
    expect(buildCommit(repoPackage, {})).toMatch(/^[0-9a-f]{4,40}$/);
    const outside = await mkdtemp(path.join(os.tmpdir(), 'no-git-'));
    await writeFile(path.join(outside, 'package.json'), '{"version":"3.1.4"}');
    expect(readBuildStamp(outside, {})).toEqual({
      version: '3.1.4',
      commit: 'unknown',
    });
  });
});
