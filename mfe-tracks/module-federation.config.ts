import type { FederationConfig } from '@consulting/mf-config';

/**
 * The public API of the `mfe_tracks` remote (docs/architecture.md "Front end"): the shell imports
 * only what is listed here. Shared singletons, file name and manifest come from `createBundleConfig`.
 */
export default {
  exposes: { './routes': './src/routes.tsx' },
} satisfies FederationConfig;
