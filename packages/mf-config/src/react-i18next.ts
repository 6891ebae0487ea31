/**
 * What the bundles share as `react-i18next` (issue 16 part 4): only the hooks and providers the
 * site's bundles use, as react-router-dom.ts does for the router. The package's index pulls in
 * `Trans`, `IcuTrans`, the HOCs and the SSR helpers with their HTML parser (~7 KB gzip on every
 * page); none of them is used. Every bundle's `react-i18next` import resolves to this module
 * through the module-federation `shared` option (`sharedSingletons()`), one singleton per page.
 *
 * It imports the package's ES build under another name (`react-i18next-es-build`, an alias
 * `createBundleConfig` points at `dist/es/index.js`): imported as `react-i18next`, this module
 * would consume itself as the shared module. `test/react-router-subset.test.ts` fails when a bundle
 * imports from `react-i18next` a name that is not exported here: add the name to this list.
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-es-build';
