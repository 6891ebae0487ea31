/**
 * Production build of the `mfe_client` remote: `dist/remoteEntry.js` + `dist/mf-manifest.json`,
 * served by the gateway under `/mf/client/`.
 */
import { createBundleConfig } from '@consulting/mf-config';
import federation from './module-federation.config.ts';

export default createBundleConfig({ bundle: 'client', dir: import.meta.dirname, federation });
