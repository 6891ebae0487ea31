import type { FederationConfig } from '@consulting/mf-config';

/**
 * The public API of this remote: exactly `./routes` (the shell's route table sends `/`, `/services`
 * and every public path here). Nothing else is imported across the boundary.
 */
export default {
  exposes: { './routes': './src/routes.tsx' },
} satisfies FederationConfig;
