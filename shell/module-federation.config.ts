import type { FederationConfig } from '@consulting/mf-config';

/**
 * The host. It exposes nothing and declares no static remotes: it learns the remotes' manifest
 * URLs at boot from `/remotes.json` and registers them at runtime (src/federation/runtime.ts).
 */
export default {} satisfies FederationConfig;
