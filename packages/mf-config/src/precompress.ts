/**
 * Build-time compression of each bundle's text files, so the gateway spends no CPU on compressing
 * them while a page loads. Every emitted `.js`, `.css`, `.json` and `.svg` of at least `PRECOMPRESS_MIN_BYTES`
 * gets a brotli (`{name}.br`, quality 11) and a gzip (`{name}.gz`, level 9) sibling, each kept
 * only when smaller than the file. The gateway's static serving (koa-static → koa-send) answers
 * with the sibling the browser accepts, `Content-Encoding` set, so no bundle file is compressed
 * again on each request; compose's nginx does the same for `.gz` (`gzip_static`).
 *
 * Before, koa-compress brotli-compressed every file of every page load (quality 5): ~50–80 ms of
 * the gateway's CPU per page on a cold cache, on the same two cores as the browser it served.
 *
 * Our own plugin, not webpack-contrib's compression-webpack-plugin (which rspack lists as
 * compatible): that one declares webpack itself as a required peer dependency, so npm would
 * install all of webpack beside rspack for one `processAssets` hook. The compression is Node's
 * zlib, on its thread pool, with the settings the gateway uses too (contracts `TEXT_ENCODERS`).
 */
import type { Compiler } from '@rspack/core';
import { TEXT_ENCODERS } from '@consulting/contracts/text-encodings';

/** The emitted files that get compressed siblings. */
export const PRECOMPRESSED_FILE = /\.(js|css|json|svg)$/;

/** Files smaller than this (bytes) are left alone: one TCP packet either way. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * `{ br, gz }` for `content`: brotli at quality 11 (text mode) and gzip at level 9, each null
 * when it is not smaller than `content` or `content` is under `PRECOMPRESS_MIN_BYTES`.
 */
export async function precompress(content: Buffer): Promise<{ br: Buffer | null; gz: Buffer | null }> {
  if (content.length < PRECOMPRESS_MIN_BYTES) return { br: null, gz: null };
  const [br, gz] = await Promise.all([TEXT_ENCODERS.br(content), TEXT_ENCODERS.gzip(content)]);
  return { br: br.length < content.length ? br : null, gz: gz.length < content.length ? gz : null };
}

/**
 * Emits `{name}.br` and `{name}.gz` beside every `PRECOMPRESSED_FILE` asset (`precompress`), at
 * the "optimize transfer" stage, after minification and after every other asset is final.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const assets = compilation.getAssets().filter((asset) => PRECOMPRESSED_FILE.test(asset.name));
          await Promise.all(
            assets.map(async (asset) => {
              const { br, gz } = await precompress(asset.source.buffer());
              if (br) compilation.emitAsset(`${asset.name}.br`, new sources.RawSource(br));
              if (gz) compilation.emitAsset(`${asset.name}.gz`, new sources.RawSource(gz));
            }),
          );
        },
      );
    });
  }
}
