/**
 * Who serves a URL is declared once, in the site contract
 * (`packages/contracts/src/site-contract.ts`); eslint.config.js's `siteContractOnly` refuses a
 * bundle, a remote, a route owner or an API prefix declared in the code built on it. Each case
 * lints sample lines as if they were in one of those files.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The lines of `code`, placed in `file` (relative to the repo root), that the site-contract rule refuses. */
async function refused(file: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.line);
}

const SAMPLE = [
  "export const table = [{ prefix: '/user', remote: 'mfe_client' }];",
  "export const a = fetch('/api/new-thing');",
  'export const b = (language: string) => `/api/news?lang=${language}`;',
  '// a comment naming mfe-admin and /api/nowhere is not a declaration',
  "export const remotes = ['public', 'tracks', 'client', 'admin'];",
  "export const folder = 'mfe-admin';",
  'export const mount = `/mf/${name}/`;',
  "export const rows = [{ path: '/api/x', service: 'content' }];",
  "export const known = ['/api/news/1', '/uploads/a.pdf', '/api', '/api/(label)', 'public'];",
].join('\n');

describe('the site contract is the only declaration of bundles, routes and API prefixes', { timeout: 30_000 }, () => {
  it('refuses each kind of declaration in the files built on the contract, and nothing else', async () => {
    for (const file of [
      'services/gateway/src/x.ts',
      'shell/src/federation/x.ts',
      'scripts/x.ts',
      'mfe-admin/x.config.ts',
    ]) {
      expect(await refused(file, SAMPLE), file).toEqual([1, 1, 1, 2, 5, 6, 7, 8, 8]);
    }
  });

  it('lets the contract itself, tests and the features declare what they use', async () => {
    expect(await refused('packages/contracts/src/site-contract.ts', SAMPLE)).toEqual([]);
    expect(await refused('services/gateway/test/x.test.ts', SAMPLE)).toEqual([]);
    expect(await refused('mfe-admin/src/features/x.ts', SAMPLE)).toEqual([]);
  });
});
