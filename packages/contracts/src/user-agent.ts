/**
 * A short name for a User-Agent in session lists ("Chrome · Windows"). Order matters: Edge and
 * Opera also say "Chrome", Chrome also "Safari". Here, not in the platform every page downloads.
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
