import { createPrerenderConfig } from '@consulting/mf-config/prerender';

/** Build-time prerender of `/` (src/prerender.tsx), run after the client build; see mf-config's prerender.ts. */
export default createPrerenderConfig({ bundle: 'public', dir: import.meta.dirname });
