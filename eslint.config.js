import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { API_ROUTES, BUNDLE_KEYS, BUNDLES } from '@consulting/contracts';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { SHARED_ROUTER_API } from './packages/mf-config/src/router-api.ts';

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
 * Import boundaries (as bulletproof-react's ESLint configuration draws them):
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
        'A bundle does not import another bundle: remotes meet only at run time through module federation; share code through packages/.',
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
          "A feature does not reach into another feature's files: import that feature's index.ts, or move what both use to a shared folder.",
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
 * The site contract (`packages/contracts/src/site-contract.ts`) is the one declaration of who
 * serves a URL. In the code that builds on it (the gateway, the shell's federation code, the
 * build config, the contracts' other modules, the stack scripts, the end-to-end support, the
 * bench, each bundle's configs and prerender entry), `no-restricted-syntax` refuses string and
 * template literals naming a remote (`mfe_public`), a bundle folder (`mfe-public`) or a mount
 * (`/mf/...`), an `/api`, `/uploads` or `/media` path no `API_ROUTES` prefix covers, arrays
 * listing two or more bundle keys, and table rows (`service: 'content'`, `upstream: ...`,
 * `remote: ...`, `prefix: '/...'`). Selectors cannot hold a `/`: `\x2F` stands for it.
 */
function siteContractOnly() {
  const slash = (text) => text.replaceAll('/', '\\x2F');
  const keys = BUNDLE_KEYS.join('|');
  const covered = API_ROUTES.map((rule) => slash(escape(rule.path)) + (rule.exact ? '(\\?|$)' : '(\\x2F|\\?|$)')).join(
    '|',
  );
  const api = `/^\\x2F(api|uploads|media)(\\x2F[\\w.:\\x2F-]*)?(\\?|$)/`;
  const text = (pattern, message) => [
    { selector: `Literal[value=${pattern}]`, message },
    { selector: `TemplateElement[value.raw=${pattern}]`, message },
  ];
  const bundleFolders = BUNDLE_KEYS.map((bundle) => BUNDLES[bundle].folder);
  const where = 'belongs in the site contract (packages/contracts/src/site-contract.ts)';
  return {
    files: [
      `services/gateway/src/${SOURCE}`,
      `shell/src/federation/${SOURCE}`,
      `packages/mf-config/src/${SOURCE}`,
      `packages/contracts/src/${SOURCE}`,
      'scripts/*.{ts,mjs,js}',
      `e2e/support/${SOURCE}`,
      'bench/*.{ts,mjs,js}',
      ...bundleFolders.flatMap((folder) => [`${folder}/*.{ts,mjs,js}`, `${folder}/src/prerender.tsx`]),
    ],
    ignores: [...TESTS, 'packages/contracts/src/site-contract.ts', '*/vitest.config.ts', '**/*.d.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...text('/\\bmfe_[a-z]+/', `A remote's runtime name ${where}: use BUNDLES[key].name.`),
        ...text('/\\bmfe-[a-z]+/', `A bundle folder ${where}: use BUNDLES[key].folder.`),
        ...text('/\\x2Fmf\\x2F/', `A bundle mount ${where}: use BUNDLES[key].mount.`),
        {
          selector: `Literal[value=${api}]:not([value=/^(${covered})/])`,
          message: `An API path no API_ROUTES prefix covers: add its prefix to the site contract.`,
        },
        {
          selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${api}]:not([value.raw=/^(${covered})/])`,
          message: `An API path no API_ROUTES prefix covers: add its prefix to the site contract.`,
        },
        {
          selector: `ArrayExpression:has(> Literal[value=/^(${keys})$/] ~ Literal[value=/^(${keys})$/])`,
          message: `A list of bundles ${where}: use BUNDLE_KEYS or REMOTE_KEYS.`,
        },
        {
          selector: `Property[key.name=/^(service|upstream)$/][value.value=/^(identity|content|requests|gateway)$/]`,
          message: `A route to a service ${where}: use API_ROUTES.`,
        },
        {
          selector: `Property[key.name='remote'][value.type='Literal'], Property[key.name='prefix'][value.value=/^\\x2F/]`,
          message: `A route owner ${where}: use SITE_PAGES or REMOTE_AREAS.`,
        },
      ],
    },
  };
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

/**
 * Bundles import from `react-router-dom` only the API every bundle's shared copy of the router
 * holds (`packages/mf-config/src/router-api.ts`); types and tests are free.
 */
const sharedRouterOnly = {
  files: [SOURCE],
  ignores: TESTS,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'react-router-dom',
            allowImportNames: SHARED_ROUTER_API,
            allowTypeImports: true,
            message: 'Only the shared router API (packages/mf-config/src/router-api.ts): add the export there first.',
          },
        ],
      },
    ],
  },
};

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
  siteContractOnly(),
  sharedRouterOnly,
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
