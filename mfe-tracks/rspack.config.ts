/**
 * Production build of the `mfe_tracks` remote: `dist/remoteEntry.js` + `dist/mf-manifest.json`,
 * served by the gateway under `/mf/tracks/`.
 */
import { createBundleConfig } from '@consulting/mf-config';
import federation from './module-federation.config.ts';

export default createBundleConfig({ bundle: 'tracks', dir: import.meta.dirname, federation });
