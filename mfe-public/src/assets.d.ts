/**
 * A file imported with `?url` is a hashed asset of the bundle and its import is its URL
 * (packages/mf-config module-rules.ts, e.g. the Intl warm-up worker; Vite, which runs the
 * tests, reads `?url` the same way).
 */
declare module '*?url' {
  const url: string;
  export default url;
}
