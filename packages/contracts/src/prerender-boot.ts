/**
 * What a prerendered page's boot script (the gateway's `prerender-boot.ts`, inline in the page)
 * and the shell agree on (issue 16 part 4). A module of its own, exported as
 * `@consulting/contracts/prerender-boot`, so the shell's entry chunk can import it without the
 * whole site contract (its page table and texts, ~3.6 KB gzip); `site-contract.ts` re-exports
 * `REMOTES_JSON_PATH` from here.
 */

/** Where the gateway answers which manifest each remote is loaded from (architecture property 2). */
export const REMOTES_JSON_PATH = '/remotes.json';

/**
 * The `window` property through which the boot script hands its request of `REMOTES_JSON_PATH`
 * (a `Promise<Response>`, started while the shell's entry downloads) to the shell, which takes it
 * once (shell `federation/remotes-json.ts`).
 */
export const BOOT_REMOTES_JSON_GLOBAL = '__bootRemotesJson';

/**
 * The class the boot script puts on `<html>` while the page is parsed and takes off in the first
 * animation frame (or after 1 s); the shell's global.css keeps `#root > [data-prerendered]` out of
 * layout while it is set, so the prerender is laid out in the frame that paints it.
 */
export const PRERENDER_FIRST_FRAME_CLASS = 'prerender-first-frame';
