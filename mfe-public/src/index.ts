/**
 * Build entry of the remote. The remote is only used through `remoteEntry.js` / `mf-manifest.json`
 * (see module-federation.config.ts); this file exists because rspack needs an entry.
 */
export {};
