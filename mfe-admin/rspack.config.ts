/**
 * Production build of the `mfe_admin` remote: `dist/remoteEntry.js` + `dist/mf-manifest.json`,
 * served by the gateway under `/mf/admin/`.
 */
import { createBundleConfig } from '@consulting/mf-config';
import federation from './module-federation.config.ts';

export default createBundleConfig({ bundle: 'admin', dir: import.meta.dirname, federation });
