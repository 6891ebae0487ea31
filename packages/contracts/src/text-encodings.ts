/**
 * The encodings of the site's text files, made once (`precompress.ts`, `combined-stylesheet.ts`).
 * Node only: `@consulting/contracts/text-encodings`, never from the index browsers load.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** An HTTP content coding the site's text files are kept in (`Content-Encoding`). */
export type TextEncoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * `content` encoded as `br` (brotli quality 11, text mode) or `gzip` (level 9): the smallest each
 * makes, on Node's thread pool, for bytes that are compressed once and sent many times.
 */
export const TEXT_ENCODERS: Record<TextEncoding, (content: Buffer) => Promise<Buffer>> = {
  br: (content) =>
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  gzip: (content) => gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
};
