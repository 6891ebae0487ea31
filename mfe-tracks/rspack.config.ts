/**
 * Production build of the `mfe_tracks` remote: `dist/remoteEntry.js` + `dist/mf-manifest.json`,
 * served by the gateway under `/mf/tracks/`, and the icon sprite as a hashed image (icon-sprite.ts).
 */
import { createBundleConfig } from '@consulting/mf-config';
import federation from './module-federation.config.ts';
import { withIconSprite } from './icon-sprite.ts';

export default withIconSprite(createBundleConfig({ bundle: 'tracks', dir: import.meta.dirname, federation }), {
  emit: true,
});
