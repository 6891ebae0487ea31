/**
 * The marker the shell's layout prerender puts where the page goes; the gateway replaces it
 * with the remote's fragment (issue 6). Its own module, so a prerender entry can import it
 * without the build code of `prerender.ts` (rspack), which would end up in its server bundle.
 */
export const PRERENDER_SLOT = '<!--prerender-slot-->';
