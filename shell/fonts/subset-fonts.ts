/**
 * `node fonts/subset-fonts.ts` (first step of the shell's build): writes `core-fonts.ts`' fonts and
 * stylesheet into `fonts/generated/` with harfbuzz (`subset-font`). Exits 1 with the reason on failure.
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
