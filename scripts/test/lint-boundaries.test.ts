/**
 * The linter enforces the import boundaries (eslint.config.js): no bundle imports
 * another, a feature does not reach into another feature's files, and no import cycles
 * (eslint-plugin-import-x's no-restricted-paths and no-cycle). Each case lints one line as if it were in a real file.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The boundary rules `code` breaks, placed in `file` (relative to the repo root). */
async function broken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages
    .filter((message) => message.severity === 2 || message.fatal)
    .map((message) => message.ruleId ?? 'parse error')
    .filter((rule) => rule !== '@typescript-eslint/no-unused-vars');
}

describe('import boundaries', { timeout: 30_000 }, () => {
  it('keeps each bundle out of the others, whether by package name or by path', async () => {
    expect(await broken('mfe-public/src/groups/x.tsx', "import routes from '@consulting/mfe-admin';\n")).toContain(
      'no-restricted-imports',
    );
    expect(await broken('mfe-public/src/groups/x.tsx', "import '../../../mfe-tracks/src/routes.tsx';\n")).toContain(
      'no-restricted-imports',
    );
    expect(await broken('shell/src/federation/x.ts', "import '../../../mfe-client/src/routes.tsx';\n")).toContain(
      'no-restricted-imports',
    );
    expect(await broken('packages/ui/src/x.ts', "import '@consulting/shell';\n")).toContain('no-restricted-imports');
    expect(
      await broken('mfe-public/src/groups/x.tsx', "import { PUBLIC_PAGES } from '@consulting/contracts';\n"),
    ).toEqual([]);
  });

  it("lets a feature use another feature's index.ts, never its other files", async () => {
    const home = 'mfe-public/src/features/home/x.tsx';
    const reach = 'import-x/no-restricted-paths';
    expect(await broken(home, "import { NewsPage } from '../news/NewsPage.tsx';\n")).toContain(reach);
    expect(await broken(home, "import '../../features/news/NewsPage.tsx';\n")).toContain(reach);
    expect(await broken('mfe-public/src/features/home/deeper/x.tsx', "import '../../news/NewsPage.tsx';\n")).toContain(
      reach,
    );
    expect(await broken(home, "import { latestNews } from '../news/index.ts';\n")).toEqual([]);
    expect(await broken(home, "import { ButtonLink } from '../../ui-local/ButtonLink.tsx';\n")).toEqual([]);
    // Within its own feature, and in tests composing features, anything goes.
    expect(await broken(home, "import { HomePage } from './HomePage.tsx';\n")).toEqual([]);
    expect(await broken('mfe-public/src/features/home/x.test.tsx', "import '../news/NewsPage.tsx';\n")).toEqual([]);
  });

  it('refuses an import that leads back to the importing module, but not a type-only one', async () => {
    // mf-config's index.ts imports prerender.ts (ClientChunksPlugin), so the reverse import is a cycle.
    const prerender = 'packages/mf-config/src/prerender.ts';
    expect(
      await broken(prerender, "import { moduleRules } from './index.ts';\nexport const rules = moduleRules;\n"),
    ).toEqual(['import-x/no-cycle']);
    expect(
      await broken(prerender, "import { REPO_ROOT } from '@consulting/mf-config';\nexport const r = REPO_ROOT;\n"),
    ).toEqual(['import-x/no-cycle']);
    expect(
      await broken(
        prerender,
        "import type { FederationConfig } from './index.ts';\nexport type F = FederationConfig;\n",
      ),
    ).toEqual([]);
  });
});
