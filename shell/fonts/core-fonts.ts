/**
 * The shell's core fonts: subsets of variable Cairo and Inter (weights 400–700) holding the
 * characters of the site's own texts, made at build time by `subset-fonts.ts` and preloaded per
 * language, small enough for TCP's first congestion window. The full @fontsource-variable faces
 * stay declared (bootstrap.tsx), so any other character downloads the full face.
 */

/** A core subset: made from `source` (a file of @fontsource-variable), holding `text`. */
export interface CoreFont {
  /** The CSS family, the same as @fontsource-variable's, so both are one family. */
  family: 'Cairo Variable' | 'Inter Variable';
  /** The @fontsource-variable file it is cut from (`node_modules/{source}`). */
  source: string;
  /** The output file name (`fonts/{file}.{hash}.woff2` once emitted). */
  file: string;
  /** Every character the subset holds; its `unicode-range` is exactly these. */
  text: string;
  /** The OpenType features it keeps (with the glyphs they reach); see CORE_FEATURES. */
  features: readonly string[];
}

/** Every character from `first` to `last` (code points, inclusive). */
function span(first: number, last: number): string {
  return String.fromCodePoint(...Array.from({ length: last - first + 1 }, (_, i) => first + i));
}

/** Printable ASCII, the no-break space, the typographic marks the site writes, é, direction marks. */
export const LATIN_CORE_TEXT = span(0x20, 0x7e) + '\u00a0§«»×·©®°é–—‘’“”•…€™−≤≥←→\u200e\u200f';

/**
 * Arabic punctuation, letters, harakat, superscript alef, Arabic-Indic digits (ar-SA dates, spec
 * §1) and joiners/direction marks; Persian letters come from the full face.
 */
export const ARABIC_CORE_TEXT =
  '،؛؟' + span(0x621, 0x63a) + span(0x640, 0x652) + span(0x660, 0x66d) + '\u0670' + span(0x200c, 0x200f);

/**
 * The OpenType features browsers apply by default to Latin and Arabic; the rest (stylistic sets,
 * fractions, figure styles) are dropped with their glyphs: the site's CSS asks for none.
 */
export const CORE_FEATURES = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'rclt',
  'rvrn',
  'curs',
  'isol',
  'init',
  'medi',
  'fina',
  'med2',
  'fin2',
  'fin3',
] as const;

/** The weights the site's CSS uses (body 400, labels 600, headings 700): the kept `wght` range. */
export const CORE_WEIGHTS = { min: 400, max: 700 } as const;

export const CORE_FONTS: readonly CoreFont[] = [
  {
    family: 'Cairo Variable',
    source: '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2',
    file: 'cairo-arabic-core',
    text: ARABIC_CORE_TEXT,
    features: CORE_FEATURES,
  },
  {
    family: 'Cairo Variable',
    source: '@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2',
    file: 'cairo-latin-core',
    text: LATIN_CORE_TEXT,
    // Without kerning: Cairo's Latin only sets short runs (an email, "EN") on an Arabic page.
    features: CORE_FEATURES.filter((feature) => feature !== 'kern'),
  },
  {
    // The English page's one Arabic letter, the toggle's "ع": Cairo's, so no system font is sought.
    family: 'Inter Variable',
    source: '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2',
    file: 'cairo-toggle-core',
    text: 'ع',
    features: CORE_FEATURES,
  },
  {
    family: 'Inter Variable',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    file: 'inter-latin-core',
    text: LATIN_CORE_TEXT,
    // Without Inter's contextual alternates (raised hyphens and colons, `->` arrows); kerning stays.
    features: CORE_FEATURES.filter((feature) => feature !== 'calt'),
  },
];

/** The CSS `unicode-range` of exactly `text`'s characters, runs merged (`U+20-7E,U+A0,U+AB`). */
export function unicodeRange(text: string): string {
  const points = [...new Set(Array.from(text, (char) => char.codePointAt(0)!))].sort((a, b) => a - b);
  const ranges: string[] = [];
  const hex = (point: number) => point.toString(16).toUpperCase();
  for (let i = 0; i < points.length;) {
    let end = i;
    while (end + 1 < points.length && points[end + 1] === points[end] + 1) end += 1;
    ranges.push(end === i ? `U+${hex(points[i])}` : `U+${hex(points[i])}-${hex(points[end])}`);
    i = end + 1;
  }
  return ranges.join(',');
}

/** The `@font-face` rules of the core fonts, each `src` a file beside the stylesheet. */
export function coreFontFaces(fonts: readonly CoreFont[] = CORE_FONTS): string {
  return fonts
    .map(
      (font) =>
        `@font-face {\n  font-family: '${font.family}';\n  font-style: normal;\n  font-display: swap;\n` +
        `  font-weight: ${CORE_WEIGHTS.min} ${CORE_WEIGHTS.max};\n` +
        `  src: url(./${font.file}.woff2) format('woff2-variations');\n` +
        `  unicode-range: ${unicodeRange(font.text)};\n}\n`,
    )
    .join('\n');
}
