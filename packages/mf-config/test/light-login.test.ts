/**
 * A light login: `/admin/login` and `/user/login` download at most 250 KB of gzip JavaScript,
 * and antd (a shared singleton, never tree-shaken) is far heavier. So the exposed `./routes`
 * module of the admin and client remotes, and everything it imports statically, must not import
 * antd, its icons or the antd root: the rest of the panel and of the client area is behind
 * dynamic `import()`s, loaded after sign-in. TanStack Query, the data layer of every remote, may
 * load with the sign-in pages. This walks
 * the source's static import graph (type-only imports left out); `npm run bench` measures what the
 * browser really downloads.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/index.ts';

/** Imports that would put antd, or the news rich text editor (TipTap), into the sign-in pages. */
const HEAVY = [/^antd(\/|$)/, /^@ant-design\//, /^@consulting\/ui\/antd-root$/, /^@tiptap\//];

/** The file a relative or `@consulting/*` specifier points to; null for other packages. */
function resolveLocal(specifier: string, from: string): string | null {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  const workspace = /^@consulting\/([^/]+)(\/.*)?$/.exec(specifier);
  if (!workspace) return null;
  const pkgDir = path.join(REPO_ROOT, 'packages', workspace[1]);
  const exportsMap = (
    JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { exports: Record<string, string> }
  ).exports;
  const target = exportsMap[`.${workspace[2] ?? ''}`];
  return target ? path.join(pkgDir, target) : null;
}

/** The value imports and re-exports of one file (dynamic `import()` and `import type` left out). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      const bindings = statement.importClause?.namedBindings;
      const onlyTypes =
        !statement.importClause?.name &&
        bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** Every heavy import reachable statically from `entry`, as 'file → specifier'. */
function heavyImportsFrom(entry: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !/\.(ts|tsx)$/.test(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (HEAVY.some((pattern) => pattern.test(specifier)))
        found.push(`${path.relative(REPO_ROOT, file)} → ${specifier}`);
      const local = resolveLocal(specifier, file);
      if (local) queue.push(local);
    }
  }
  return found;
}

describe('the sign-in pages load no antd', () => {
  it.each(['mfe-client', 'mfe-admin'])('%s/src/routes.tsx imports antd only lazily', (bundle) => {
    expect(heavyImportsFrom(path.join(REPO_ROOT, bundle, 'src/routes.tsx'))).toEqual([]);
  });

  it('sees an antd import where there is one (the walker works)', () => {
    expect(heavyImportsFrom(path.join(REPO_ROOT, 'mfe-client/src/features/dashboard/DashboardRoute.tsx'))).toContain(
      'packages/ui/src/antd-root.tsx → antd',
    );
  });
});
