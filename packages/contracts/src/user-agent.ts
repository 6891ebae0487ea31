/**
 * A short, readable name for a browser's User-Agent, for the staff's and clients' session
 * lists ("Chrome · Windows"). Only the common browsers and systems are named; the order matters
 * because Edge and Opera also say "Chrome", and Chrome also says "Safari". A pure function, so
 * it lives here rather than in the platform singleton, which every public page downloads
 * whole: only the client area and the admin carry it.
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * "Browser · System" for `userAgent` (either part left out when not recognised); `fallback`
 * when neither is recognised or no User-Agent was recorded.
 */
export function describeUserAgent(userAgent: string | undefined, fallback: string): string {
  if (!userAgent) return fallback;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const parts = [browser, system].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : fallback;
}
