/**
 * The client builds' CSS is minified for the browsers the scripts are built for (src/index.ts
 * `bundleMinimizers`): logical properties stay logical, with no `:lang()`
 * lists of right-to-left languages standing in for them.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRspack } from './support/run-rspack.ts';
import { bundleMinimizers } from '../src/index.ts';

describe('bundleMinimizers', () => {
  let dir: string;
  let css: string;
  let js: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'minimizers-'));
    await writeFile(
      path.join(dir, 'tag.css'),
      '.tag { margin-inline-end: 8px; padding-inline: 4px 12px; inset-inline-start: 0; text-align: start; }\n',
    );
    await writeFile(path.join(dir, 'index.js'), "import './tag.css';\nglobalThis.answer = [1, 2].at(-1) ?? 0;\n");
    const stats = await runRspack({
      mode: 'production',
      context: dir,
      entry: './index.js',
      module: { rules: [{ test: /\.css$/, type: 'css/auto' }] },
      output: { path: path.join(dir, 'dist'), filename: '[name].js', cssFilename: '[name].css' },
      optimization: { minimizer: bundleMinimizers() },
    });
    expect(stats.hasErrors()).toBe(false);
    const files = await readdir(path.join(dir, 'dist'));
    const cssFile = files.find((name) => name.endsWith('.css'))!;
    css = await readFile(path.join(dir, 'dist', cssFile), 'utf8');
    js = await readFile(path.join(dir, 'dist', 'main.js'), 'utf8');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps logical properties, minified, without per-direction :lang() copies', () => {
    expect(css).toContain('margin-inline-end:8px');
    expect(css).toContain('padding-inline:4px 12px');
    expect(css).toContain('inset-inline-start:0');
    expect(css).not.toContain(':lang(');
    expect(css).not.toMatch(/margin-(left|right)|padding-(left|right)/);
    expect(css).not.toContain('\n  ');
  });

  it('still minifies the scripts', () => {
    expect(js).not.toContain('globalThis.answer = ');
    expect(js).toMatch(/globalThis\.answer=/);
  });
});
