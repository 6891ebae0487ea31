import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_FONTS, coreFontFaces, unicodeRange } from './core-fonts.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

/** Where the site's own texts are: translations, built-in content, the services' seeds. */
const TEXT_FOLDERS = [
  'shell/src',
  'mfe-public/src',
  'mfe-tracks/src',
  'mfe-client/src',
  'mfe-admin/src',
  'packages/contracts/src',
  'packages/ui/src',
  'packages/platform/src',
  'services/content/src',
];

/** Every character of the .ts, .tsx and .json files below `folder` (tests left out). */
function charactersIn(folder: string): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(tsx?|json)$/.test(entry.name) || /\.test\./.test(entry.name)) continue;
    for (const char of readFileSync(path.join(entry.parentPath, entry.name), 'utf8')) found.add(char);
  }
  return found;
}

/** The code point ranges of a `unicode-range` value (`U+20-7E,U+A0,U+6??`). */
function parseRange(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return first.includes('?')
      ? [parseInt(first.replace(/\?/g, '0'), 16), parseInt(first.replace(/\?/g, 'F'), 16)]
      : [parseInt(first, 16), parseInt(last.replace(/^U\+/i, ''), 16)];
  });
}

/** The `unicode-range` @fontsource-variable declares for the file `source`. */
function sourceRange(source: string): [number, number][] {
  const [pkg, , file] = source.match(/^(@fontsource-variable\/[a-z]+)\/(files\/)?(.+)$/)!.slice(1);
  const css = readFileSync(require.resolve(`${pkg}/wght.css`), 'utf8');
  const face = css.split('@font-face').find((rule) => rule.includes(`/${file})`));
  return parseRange(face!.match(/unicode-range:\s*([^;]+);/)![1]);
}

describe('the core fonts', () => {
  it('writes a unicode-range of exactly its characters, runs of code points as one range', () => {
    expect(unicodeRange('cab e a')).toBe('U+20,U+61-63,U+65');
    expect(unicodeRange('،؛؟')).toBe('U+60C,U+61B,U+61F');
    for (const font of CORE_FONTS) {
      const covered = parseRange(unicodeRange(font.text));
      for (const char of font.text) {
        const point = char.codePointAt(0)!;
        expect(covered.some(([first, last]) => point >= first && point <= last)).toBe(true);
      }
    }
  });

  it('holds every character of the site texts that its full face would otherwise be downloaded for', () => {
    // The site's texts, and the dates it writes at run time (spec §1 "Dates": ar-SA and en-US,
    // long month; ar-SA writes Arabic-Indic digits).
    const dates = ['ar-SA', 'en-US'].flatMap((locale) =>
      Array.from({ length: 12 }, (_, month) =>
        new Intl.DateTimeFormat(locale, { calendar: 'gregory', dateStyle: 'long' }).format(
          new Date(Date.UTC(2025, month, 28)),
        ),
      ),
    );
    const siteText = new Set([...TEXT_FOLDERS.flatMap((folder) => [...charactersIn(folder)]), ...dates.join('')]);
    for (const family of new Set(CORE_FONTS.map((font) => font.family))) {
      const cores = CORE_FONTS.filter((font) => font.family === family);
      // The family's own full faces (a letter borrowed from another family, as the English
      // family's "ع" from Cairo, has none of them to spare).
      const own = `@fontsource-variable/${family.split(' ')[0].toLowerCase()}/`;
      const ranges = cores.filter((font) => font.source.startsWith(own)).flatMap((font) => sourceRange(font.source));
      const missing = [...siteText].filter((char) => {
        const point = char.codePointAt(0)!;
        const inSource = ranges.some(([first, last]) => point >= first && point <= last);
        return inSource && point >= 0x20 && !cores.some((font) => font.text.includes(char));
      });
      expect({ family, missing: missing.map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase()} ${c}`) }).toEqual(
        {
          family,
          missing: [],
        },
      );
    }
  });

  it('declares each core face for the full face family, weights 400-700, shown at once (swap)', () => {
    const css = coreFontFaces();
    for (const font of CORE_FONTS) {
      const rule = css.split('@font-face').find((r) => r.includes(`url(./${font.file}.woff2)`));
      expect(rule).toContain(`font-family: '${font.family}'`);
      expect(rule).toContain('font-weight: 400 700');
      expect(rule).toContain('font-display: swap');
      expect(rule).toContain(`unicode-range: ${unicodeRange(font.text)};`);
    }
  });
});
