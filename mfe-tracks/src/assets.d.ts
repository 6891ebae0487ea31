/**
 * An image imported by a module of this remote (`import url from './track-icons.svg'`): its
 * public URL, e.g. `/mf/tracks/images/track-icons.1a2b3c4d.svg` (an `asset/resource` module of
 * the rspack builds, see rspack.config.ts; vite's asset URL under vitest).
 */
declare module '*.svg' {
  const url: string;
  export default url;
}
