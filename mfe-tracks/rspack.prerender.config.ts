import { createPrerenderConfig } from '@consulting/mf-config/prerender';

/** Build-time prerender of the six track pages (src/prerender.tsx), run after the client build; see mf-config's prerender.ts. */
export default createPrerenderConfig({ bundle: 'tracks', dir: import.meta.dirname });
