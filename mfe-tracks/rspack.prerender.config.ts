import { createPrerenderConfig } from '@consulting/mf-config/prerender';
import { withIconSprite } from './icon-sprite.ts';

/**
 * Build-time prerender of the six track pages (src/prerender.tsx), run after the client build; see
 * mf-config's prerender.ts. The icon sprite resolves to the client build's URL (icon-sprite.ts).
 */
export default withIconSprite(createPrerenderConfig({ bundle: 'tracks', dir: import.meta.dirname }), { emit: false });
