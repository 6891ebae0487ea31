import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { BUNDLE_KEYS, BUNDLES } from '@consulting/contracts';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const ROOT = import.meta.dirname;
const SOURCE = '**/*.{ts,tsx,js,mjs}';
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The folders below `dir` (relative to the repo root), none when it does not exist. */
function folders(dir) {
  try {
    return readdirSync(path.join(ROOT, dir)).filter((name) => statSync(path.join(ROOT, dir, name)).isDirectory());
  } catch {
    return [];
  }
}

/**
 * Import boundaries (issue 16, as bulletproof-react's ESLint configuration draws them):
 * 1. no bundle imports another: a remote neither another remote nor the shell, the shell no
 *    remote, and no package or service any of them (the site contract's `BUNDLES`; remotes meet
 *    only at run time, through module federation), with the built-in `no-restricted-imports`;
 * 2. a feature (`mfe-x/src/features/<name>/`) does not reach into another feature's files: it
 *    imports the other's `index.ts`, or what both need moves down to a shared folder. Tests may
 *    compose features. `import-x/no-restricted-paths`, one zone per feature;
 * and `import-x/no-cycle` forbids import cycles (type-only imports aside).
 */
function boundaries() {
  const bundleFolders = BUNDLE_KEYS.map((bundle) => BUNDLES[bundle].folder);
  const otherBundles = (own) => {
    const names = bundleFolders
      .filter((folder) => folder !== own)
      .map(escape)
      .join('|');
    return {
      regex: `^(?:@consulting/(?:${names})(?:/|$)|(?:\\.\\./)+(?:${names})(?:/|$))`,
      message:
        'A bundle does not import another bundle (issue 16): remotes meet only at run time through module federation; share code through packages/.',
    };
  };
  const rule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  const blocks = [
    { files: [`{packages,services}/${SOURCE}`], rules: rule([otherBundles(null)]) },
    ...bundleFolders.map((folder) => ({ files: [`${folder}/${SOURCE}`], rules: rule([otherBundles(folder)]) })),
  ];
  const zones = [];
  for (const folder of bundleFolders) {
    const featuresDir = `./${folder}/src/features`;
    const features = folders(featuresDir);
    for (const feature of features) {
      const others = features.filter((name) => name !== feature);
      if (others.length === 0) continue;
      zones.push({
        target: `${featuresDir}/${feature}`,
        from: featuresDir,
        except: [`./${feature}`, ...others.flatMap((other) => [`./${other}/index.ts`, `./${other}/index.tsx`])],
        message:
          "A feature does not reach into another feature's files (issue 16): import that feature's index.ts, or move what both use to a shared folder.",
      });
    }
  }
  blocks.push({
    files: ['**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }] },
  });
  return blocks;
}

/**
 * Files that reached into another feature before the rule existed, in folders being reworked at
 * the time: warned about, not failed, until they import the other feature's index.ts or the
 * shared piece moves (MediaPicker to shared/, the users tab, the admin track labels, the contact
 * pages' stylesheet).
 */
const FEATURE_REACHES_TO_FIX = [
  'mfe-public/src/features/contact-message/ContactMessagePage.tsx',
  'mfe-admin/src/features/requests/AdminDashboardPage.tsx',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.tools/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...boundaries(),
  { files: FEATURE_REACHES_TO_FIX, rules: { 'import-x/no-restricted-paths': 'warn' } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript preset's parsers and extensions, so the rules read the .ts files an import
      // leads to; Node's resolution (the imports name their files, extensions included).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // MongoDB's set-up scripts run in mongosh, which has CommonJS `require`, `process` and `db`.
    files: ['docker/mongo/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { db: 'readonly', process: 'readonly', require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
