/**
 * The bundles share `react-router-dom` (src/react-router-dom.ts, issue 6) and `react-i18next`
 * (src/react-i18next.ts, issue 16 part 4) as subsets. A name a bundle imports but the subset does
 * not export would be `undefined` in the browser while every unit test (which uses the whole
 * package) still passes, so this test walks each bundle's real module graph, from its entry and
 * exposed modules, and checks what it takes from those packages.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, SHARED_SUBSETS } from '../src/index.ts';
import * as subset from '../src/react-router-dom.ts';

const BUNDLES = ['shell', 'mfe-public', 'mfe-tracks', 'mfe-client', 'mfe-admin'];

/** What one source file takes from a router package. */
interface RouterUse {
  file: string;
  from: string;
  /** Named value imports or re-exports; '*' for a namespace, default or dynamic import. */
  names: string[];
}

function entriesOf(bundle: string): string[] {
  const dir = path.join(REPO_ROOT, bundle);
  const config = readFileSync(path.join(dir, 'module-federation.config.ts'), 'utf8');
  const exposed = [...config.matchAll(/:\s*'(\.\/src\/[^']+)'/g)].map((match) => path.join(dir, match[1]));
  return [path.join(dir, 'src/index.ts'), ...exposed];
}

/** The file a relative or `@consulting/*` specifier points to; null for other packages. */
function resolveLocal(specifier: string, from: string): string | null {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  const workspace = /^@consulting\/([^/]+)(\/.*)?$/.exec(specifier);
  if (!workspace) return null;
  const pkgDir = path.join(REPO_ROOT, 'packages', workspace[1]);
  const exportsMap = (
    JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    }
  ).exports;
  const target = exportsMap[`.${workspace[2] ?? ''}`];
  return target ? path.join(pkgDir, target) : null;
}

/** Every use of a package matching `packagePattern` reachable from the bundle's entry and exposed modules. */
function routerUses(bundle: string, packagePattern = /^react-router(-dom)?(\/|$)/): RouterUse[] {
  const uses: RouterUse[] = [];
  const seen = new Set<string>();
  const queue = entriesOf(bundle);
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !/\.(ts|tsx)$/.test(file) || !existsSync(file)) continue;
    seen.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      let specifier: string | undefined;
      let names: string[] = ['*'];
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
        specifier = (node.moduleSpecifier as ts.StringLiteral).text;
        if (ts.isImportDeclaration(node)) {
          const clause = node.importClause;
          if (!clause || clause.isTypeOnly) names = clause ? [] : ['*'];
          else if (clause.name || (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings))) names = ['*'];
          else if (clause.namedBindings)
            names = clause.namedBindings.elements
              .filter((e) => !e.isTypeOnly)
              .map((e) => (e.propertyName ?? e.name).text);
        } else if (node.isTypeOnly) names = [];
        else if (node.exportClause && ts.isNamedExports(node.exportClause))
          names = node.exportClause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        specifier = node.arguments[0].text;
      }
      if (specifier) {
        if (packagePattern.test(specifier)) {
          if (names.length) uses.push({ file: path.relative(REPO_ROOT, file), from: specifier, names });
        } else {
          const local = resolveLocal(specifier, file);
          if (local) queue.push(local);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return uses;
}

describe('react-router-dom shared as a subset', () => {
  it('is the shared module of react-router-dom, and react-router itself is not shared', () => {
    expect(SHARED_SUBSETS['react-router-dom']).toBe(path.join(REPO_ROOT, 'packages/mf-config/src/react-router-dom.ts'));
    expect(typeof subset.BrowserRouter).toBe('function');
  });

  it.each(BUNDLES)('%s takes from the router only names the subset exports', (bundle) => {
    const uses = routerUses(bundle);
    expect(uses.length).toBeGreaterThan(0);
    const problems = uses.flatMap(({ file, from, names }) => {
      if (from !== 'react-router-dom') return [`${file}: imports '${from}' (use 'react-router-dom')`];
      return names
        .filter((name) => name === '*' || !(name in subset))
        .map((name) =>
          name === '*'
            ? `${file}: namespace, default or dynamic import of react-router-dom`
            : `${file}: '${name}' is not in packages/mf-config/src/react-router-dom.ts`,
        );
    });
    expect(problems).toEqual([]);
  });
});

/**
 * The names src/react-i18next.ts exports, read from its source: it re-exports from the alias
 * `react-i18next-es-build`, which only the bundler resolves.
 */
const i18nSubset: Record<string, true> = Object.fromEntries(
  [
    ...readFileSync(path.join(REPO_ROOT, 'packages/mf-config/src/react-i18next.ts'), 'utf8').matchAll(
      /export \{([^}]*)\}/g,
    ),
  ]
    .flatMap((match) => match[1].split(','))
    .map((name) => [name.trim(), true]),
);

describe('react-i18next shared as a subset', () => {
  it('is the shared module of react-i18next', () => {
    expect(SHARED_SUBSETS['react-i18next']).toBe(path.join(REPO_ROOT, 'packages/mf-config/src/react-i18next.ts'));
    expect(Object.keys(i18nSubset)).toContain('useTranslation');
  });

  it.each(BUNDLES)('%s takes from react-i18next only names the subset exports', (bundle) => {
    const problems = routerUses(bundle, /^react-i18next(\/|$)/).flatMap(({ file, from, names }) => {
      if (from !== 'react-i18next') return [`${file}: imports '${from}' (use 'react-i18next')`];
      return names
        .filter((name) => name === '*' || !(name in i18nSubset))
        .map((name) =>
          name === '*'
            ? `${file}: namespace, default or dynamic import of react-i18next`
            : `${file}: '${name}' is not in packages/mf-config/src/react-i18next.ts`,
        );
    });
    expect(problems).toEqual([]);
  });
});
