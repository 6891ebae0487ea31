/**
 * Build-time compression, so serving a bundle costs no CPU: each emitted `.js`, `.css`, `.json`,
 * `.svg` gets `.br` and `.gz` siblings when smaller, served by koa-send and nginx `gzip_static`.
 * Our own plugin: compression-webpack-plugin would pull in webpack as a peer.
 */
import type { Compiler } from '@rspack/core';
import { TEXT_ENCODERS } from '@consulting/contracts/text-encodings';

/** The emitted files that get compressed siblings. */
export const PRECOMPRESSED_FILE = /\.(js|css|json|svg)$/;

/** Files smaller than this (bytes) are left alone: one TCP packet either way. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** `{ br, gz }` of `content` (brotli 11, gzip 9), each null unless smaller; both null under the minimum. */
export async function precompress(content: Buffer): Promise<{ br: Buffer | null; gz: Buffer | null }> {
  if (content.length < PRECOMPRESS_MIN_BYTES) return { br: null, gz: null };
  const [br, gz] = await Promise.all([TEXT_ENCODERS.br(content), TEXT_ENCODERS.gzip(content)]);
  return { br: br.length < content.length ? br : null, gz: gz.length < content.length ? gz : null };
}

/** Emits `.br` and `.gz` siblings of each `PRECOMPRESSED_FILE` asset once all assets are final. */
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
