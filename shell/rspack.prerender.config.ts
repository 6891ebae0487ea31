import { createPrerenderConfig } from '@consulting/mf-config/prerender';

/** Build-time prerender of the layout (src/prerender.tsx), run after the client build; see mf-config's prerender.ts. */
export default createPrerenderConfig({ bundle: 'shell', dir: import.meta.dirname });
