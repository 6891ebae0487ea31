/**
 * Issue 16 part 1: who serves a URL is declared once, in the site contract
 * (`packages/contracts/src/site-contract.ts`). This test reads the code that used to hold its own
 * copy of a table (the gateway, the shell's federation code and prerender, the build config, the
 * stack scripts, the end-to-end support, the bench, each bundle's configs and prerender entry)
 * and fails when one of them declares a bundle, a remote, a route owner or an API prefix itself.
 * Each remote's `routes.test.tsx` checks its route table against the contract's pages, and each
 * service's `openapi.test.ts` its routes against the contract's API prefixes.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { API_ROUTES, apiRouteOf, BUNDLE_KEYS, BUNDLES } from '@consulting/contracts';

const root = path.resolve(import.meta.dirname, '../..');
const CONTRACT = 'packages/contracts/src/site-contract.ts';

/** Source files (not tests) under `dir`, relative to the repo root. */
function sources(dir: string, recursive = true): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(path.join(root, file)).isDirectory()) return recursive && name !== 'node_modules' ? sources(file) : [];
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The files that held a table of their own before issue 16. */
function scannedFiles(): string[] {
  const bundleFiles = BUNDLE_KEYS.flatMap((bundle) => {
    const folder = BUNDLES[bundle].folder;
    // Its rspack and module-federation configs and its prerender entry (vitest.config.ts names the test project).
    return [...sources(folder, false), `${folder}/src/prerender.tsx`].filter(
      (file) => existsSync(path.join(root, file)) && !file.endsWith('vitest.config.ts'),
    );
  });
  return [
    ...sources('services/gateway/src'),
    ...sources('shell/src/federation'),
    ...sources('packages/mf-config/src'),
    ...sources('packages/contracts/src').filter((file) => file !== CONTRACT),
    ...sources('scripts', false),
    ...sources('e2e/support'),
    ...sources('bench', false),
    ...bundleFiles,
  ];
}

const SERVICE_NAMES = /^(identity|content|requests|gateway)$/;
const API_PATH = /^\/(api|uploads|media)(\/[\w.:/-]*)?$/;

/**
 * What `text` (the source of `file`) declares that belongs in the site contract: string and
 * template literals naming a remote (`mfe_public`), a bundle folder (`mfe-public`) or a mount
 * (`/mf/...`), an `/api`, `/uploads` or `/media` path no `API_ROUTES` prefix covers, lists of
 * bundle keys (`['public', 'tracks']`), and table rows (`service: 'content'`,
 * `upstream: 'requests'`, `remote: ...`, `prefix: '/...'`).
 * Comments are not read.
 */
export function declarationsOutsideContract(file: string, text: string): string[] {
  const found: string[] = [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const literal = (node: ts.Node, value: string) => {
    if (/\bmfe_[a-z]+/.test(value)) found.push(`${where(node)} names a remote: '${value}'`);
    if (/\bmfe-[a-z]+/.test(value)) found.push(`${where(node)} names a bundle folder: '${value}'`);
    if (value.includes('/mf/')) found.push(`${where(node)} names a bundle mount: '${value}'`);
    const apiPath = value.split('?')[0];
    if (API_PATH.test(apiPath) && !apiRouteOf(apiPath, API_ROUTES)) {
      found.push(`${where(node)} names an API path no API_ROUTES prefix covers: '${value}'`);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literal(node, node.text);
    else if (ts.isTemplateExpression(node)) {
      literal(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('${}'));
    }
    if (ts.isArrayLiteralExpression(node)) {
      const keys = node.elements.filter(
        (element) => ts.isStringLiteralLike(element) && (BUNDLE_KEYS as string[]).includes(element.text),
      );
      if (keys.length >= 2) found.push(`${where(node)} lists bundles: ${node.getText(source)}`);
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && ts.isStringLiteralLike(node.initializer)) {
      const key = node.name.text;
      const value = node.initializer.text;
      if ((key === 'service' || key === 'upstream') && SERVICE_NAMES.test(value)) {
        found.push(`${where(node)} routes to a service: ${key}: '${value}'`);
      }
      if (key === 'remote' || (key === 'prefix' && value.startsWith('/'))) {
        found.push(`${where(node)} declares a route owner: ${key}: '${value}'`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the site contract is the only declaration of bundles, routes and API prefixes (issue 16)', () => {
  const files = scannedFiles();

  it('reads the places that used to hold a table', () => {
    for (const file of [
      'services/gateway/src/routing-table.ts',
      'services/gateway/src/frontends.ts',
      'services/gateway/src/prerender-files.ts',
      'shell/src/federation/route-table.ts',
      'packages/mf-config/src/index.ts',
      'packages/contracts/src/pages.ts',
      'scripts/stack.ts',
      'scripts/serve-dist.ts',
      'e2e/support/bundle-servers.ts',
      'mfe-public/module-federation.config.ts',
      'mfe-public/src/prerender.tsx',
    ]) {
      expect(files, file).toContain(file);
    }
  });

  it('finds no bundle, remote, mount, route owner or API prefix declared outside the contract', () => {
    const found = files.flatMap((file) =>
      declarationsOutsideContract(file, readFileSync(path.join(root, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('would find each kind of declaration (the contract itself is full of them)', () => {
    const found = declarationsOutsideContract(CONTRACT, readFileSync(path.join(root, CONTRACT), 'utf8')).join('\n');
    for (const kind of ['names a remote', 'names a bundle folder', 'names a bundle mount', 'routes to a service']) {
      expect(found).toContain(kind);
    }
    const sample = [
      "const table = [{ prefix: '/user', remote: 'mfe_client' }];",
      "fetch('/api/new-thing'); const url = `/api/news?lang=${language}`;",
      '// a comment naming mfe-admin and /api/nowhere is not a declaration',
      "const remotes = ['public', 'tracks', 'client', 'admin'];",
    ].join('\n');
    expect(declarationsOutsideContract('sample.ts', sample)).toEqual([
      "sample.ts:1 declares a route owner: prefix: '/user'",
      "sample.ts:1 declares a route owner: remote: 'mfe_client'",
      "sample.ts:1 names a remote: 'mfe_client'",
      "sample.ts:2 names an API path no API_ROUTES prefix covers: '/api/new-thing'",
      "sample.ts:4 lists bundles: ['public', 'tracks', 'client', 'admin']",
    ]);
  });
});
