/**
 * `node fonts/subset-fonts.ts` (the first step of the shell's build): writes the core fonts of
 * `core-fonts.ts` and their stylesheet into `fonts/generated/` (not in git), which bootstrap.tsx
 * imports. Cutting is done by harfbuzz's subsetter (the `subset-font` package), which keeps the
 * Arabic joining forms and ligatures the kept characters need (layout closure), narrows the
 * weight axis and keeps each font's features. Exits 1 with the reason when a source font is
 * missing or cannot be cut.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { CORE_FONTS, CORE_WEIGHTS, coreFontFaces } from './core-fonts.ts';

const OUT_DIR = path.join(import.meta.dirname, 'generated');
const require = createRequire(import.meta.url);

await mkdir(OUT_DIR, { recursive: true });
for (const font of CORE_FONTS) {
  const source = await readFile(require.resolve(font.source));
  const cut = await subsetFont(source, font.text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { ...CORE_WEIGHTS } },
    keepFeatures: [...font.features],
  });
  await writeFile(path.join(OUT_DIR, `${font.file}.woff2`), cut);
  console.log(
    `fonts: ${font.file}.woff2 ${(cut.length / 1000).toFixed(1)} KB (from ${(source.length / 1000).toFixed(1)} KB)`,
  );
}
await writeFile(
  path.join(OUT_DIR, 'core-fonts.css'),
  `/* Made by fonts/subset-fonts.ts from fonts/core-fonts.ts: do not edit. */\n${coreFontFaces()}`,
);
