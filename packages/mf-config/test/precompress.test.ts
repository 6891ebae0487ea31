/**
 * The build's precompressed siblings (src/precompress.ts): rspack runs on a small
 * project with the plugin, and what it writes is what the gateway would serve.
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Compiler } from '@rspack/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRspack } from './support/run-rspack.ts';
import { PRECOMPRESS_MIN_BYTES, PrecompressPlugin, precompress } from '../src/precompress.ts';

describe('PrecompressPlugin', () => {
  let dir: string;
  let files: string[];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    // A big entry (text that compresses), a lazy chunk under the size floor, and a JSON asset.
    const words = Array.from({ length: 400 }, (_, i) => `"word ${i % 37} of the track request"`).join(',');
    await writeFile(path.join(dir, 'index.js'), `globalThis.words = [${words}]; import('./small.js');`);
    await writeFile(path.join(dir, 'small.js'), 'globalThis.small = 1;');
    const stats = await runRspack({
      mode: 'production',
      context: dir,
      entry: './index.js',
      output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: 'small.js', clean: true },
      plugins: [
        {
          apply(compiler: Compiler) {
            compiler.hooks.thisCompilation.tap('data', (compilation) =>
              compilation.hooks.processAssets.tap({ name: 'data', stage: 0 }, () =>
                compilation.emitAsset('data.json', new compiler.webpack.sources.RawSource(`[${words}]`)),
              ),
            );
          },
        },
        new PrecompressPlugin(),
      ],
    });
    expect(stats.hasErrors()).toBe(false);
    files = (await readdir(path.join(dir, 'dist'))).sort();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes a brotli and a gzip sibling of each text file, each decoding to the file, and smaller', async () => {
    for (const name of ['main.js', 'data.json']) {
      const file = await readFile(path.join(dir, 'dist', name));
      const br = await readFile(path.join(dir, 'dist', `${name}.br`));
      const gz = await readFile(path.join(dir, 'dist', `${name}.gz`));
      expect(brotliDecompressSync(br).equals(file), name).toBe(true);
      expect(gunzipSync(gz).equals(file), name).toBe(true);
      expect(br.length, name).toBeLessThan(file.length / 4);
      expect(gz.length, name).toBeLessThan(file.length / 4);
    }
  });

  it('leaves a file under the size floor alone', () => {
    expect(files).toContain('small.js');
    expect(files.filter((name) => name.startsWith('small.js.'))).toEqual([]);
  });
});

describe('precompress', () => {
  it('keeps no encoding that is not smaller than the content', async () => {
    // Random bytes do not compress.
    const noise = Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256)));
    expect(await precompress(noise)).toEqual({ br: null, gz: null });
    expect(await precompress(Buffer.alloc(PRECOMPRESS_MIN_BYTES - 1, 'a'))).toEqual({ br: null, gz: null });
    const text = await precompress(Buffer.alloc(PRECOMPRESS_MIN_BYTES, 'a'));
    expect(text.br && brotliDecompressSync(text.br).toString()).toBe('a'.repeat(PRECOMPRESS_MIN_BYTES));
    expect(text.gz && gunzipSync(text.gz).toString()).toBe('a'.repeat(PRECOMPRESS_MIN_BYTES));
  });
});
