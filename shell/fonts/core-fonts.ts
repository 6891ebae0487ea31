/**
 * The shell's core fonts: small subsets of the variable Cairo and Inter builds holding the
 * characters the site's own texts use, in the weights the CSS uses (400–700), made at build time
 * by `subset-fonts.ts`. A page preloads only its language's core files: an Arabic page Cairo
 * Arabic and Cairo Latin, an English page Inter Latin and the toggle's "ع". A preloaded font is
 * on the path to the largest contentful paint, and one that passes TCP's first congestion window
 * costs a whole round trip more, so the preloaded files are kept that small.
 *
 * Nothing is lost by the cut: the full @fontsource-variable faces stay declared for the same
 * families and all their weights (bootstrap.tsx imports them first), and the browser checks the
 * faces declared last first (CSS Fonts 4, "unicode-range"), so a character outside a core subset
 * (an editor's news item in Persian, a name with an accent) downloads the full face that has it.
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

/**
 * The Latin and punctuation of both languages' texts: printable ASCII, the no-break space, the
 * typographic marks the site writes (§ « » × · © ® ° – — ‘ ’ “ ” • … € ™ − ≤ ≥ ← →), é and the
 * direction marks.
 */
export const LATIN_CORE_TEXT = span(0x20, 0x7e) + '\u00a0§«»×·©®°é–—‘’“”•…€™−≤≥←→\u200e\u200f';

/**
 * The Arabic of the Arabic texts: the comma, semicolon and question mark, the letters
 * (U+0621–U+064A with tatweel), the harakat (U+064B–U+0652) and superscript alef, the
 * Arabic-Indic digits and separators (dates in the ar-SA locale, spec §1 "Dates"), and the
 * joiners and direction marks (U+200C–U+200F). The site writes no Persian letters: پ چ ڤ گ ی
 * come from the full face when an editor uses them.
 */
export const ARABIC_CORE_TEXT =
  '،؛؟' + span(0x621, 0x63a) + span(0x640, 0x652) + span(0x660, 0x66d) + '\u0670' + span(0x200c, 0x200f);

/**
 * The OpenType features a browser applies by default (HarfBuzz's shaping of Latin and Arabic:
 * composition, localised forms, marks, kerning, ligatures, contextual alternates, required
 * ligatures, cursive attachment and the Arabic joining forms). Features a page would have to ask
 * for (stylistic sets, fractions, old-style or tabular figures) are dropped with their glyphs:
 * the site's CSS asks for none (Inter Latin 22.4 → 19.1 KB, Cairo Latin 16.3 → 15.2 KB).
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
    // Without kerning (15.2 → 11.1 KB): Cairo's Latin only sets the short Latin runs of an Arabic
    // page (an email address, a phone number, "EN"), and an English page is set in Inter, which
    // keeps its kerning. Two Cairo files of 15 KB were what kept an Arabic page's LCP over 1.2 s.
    features: CORE_FEATURES.filter((feature) => feature !== 'kern'),
  },
  {
    // The one Arabic letter of an English page, the language toggle's "ع" (LanguageToggle.tsx):
    // Cairo's, joined to the English family by its unicode-range. Inter has no Arabic, so it was
    // drawn from a system font, which the first layout asks the browser for family by family
    // and then per character.
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
    // Without Inter's contextual alternates (19.1 → 15.4 KB): its raised hyphens and colons
    // between capitals and digits and its `->` arrows; the kerning stays.
    features: CORE_FEATURES.filter((feature) => feature !== 'calt'),
  },
];

/**
 * The CSS `unicode-range` value that covers exactly the characters of `text`: sorted, with runs
 * of consecutive code points written as one range (`U+20-7E,U+A0,U+AB`).
 */
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
