/**
 * The part of subset-font 2's API the font build uses (the package ships no types). See
 * node_modules/subset-font/README.md.
 */
declare module 'subset-font' {
  export interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** The OpenType features (four-letter tags) to keep; every feature when left out. */
    keepFeatures?: string[];
    /** Axis tag → a pinned value, or the range to keep. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  /** `font` cut to the glyphs of `text` (and those its layout needs), in `targetFormat`. */
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
