/**
 * Route ownership (architecture "Front end"): the one table that says which remote renders a path.
 * The shell loads a remote's `./routes` module only when one of its paths is first visited, so a
 * visitor of public pages never downloads client or admin code.
 */

/** Runtime names of the remotes, as registered from `/remotes.json`. */
export type RemoteName = 'mfe_public' | 'mfe_tracks' | 'mfe_client' | 'mfe_admin';

/** `/remotes.json` key → runtime remote name (`{"public": "/mf/public/mf-manifest.json", …}`). */
export const REMOTES_JSON_KEYS: Record<string, RemoteName> = {
  public: 'mfe_public',
  tracks: 'mfe_tracks',
  client: 'mfe_client',
  admin: 'mfe_admin',
};

export interface RouteOwnership {
  /** Path prefix, matched on whole segments: `/tracks` owns `/tracks` and `/tracks/…`. */
  prefix: string;
  /** Only the prefix itself, not the paths below it. */
  exact?: boolean;
  remote: RemoteName;
}

/**
 * First match wins; a path no entry matches belongs to `mfe_public` (home, about, news, contact,
 * join-us, service-request, sitemap, banking, creative-demo, and any unknown path, whose 404 the
 * shell renders when the remote has no route for it). Spec §2 "Public routes".
 */
export const ROUTE_TABLE: readonly RouteOwnership[] = [
  { prefix: '/services', exact: true, remote: 'mfe_public' },
  { prefix: '/services', remote: 'mfe_tracks' },
  { prefix: '/tracks', remote: 'mfe_tracks' },
  { prefix: '/user', remote: 'mfe_client' },
  { prefix: '/admin', remote: 'mfe_admin' },
];

export const DEFAULT_REMOTE: RemoteName = 'mfe_public';

/** Strips a trailing slash (but keeps `/`), so `/services/` is treated like `/services`. */
function normalise(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The remote that owns `pathname` (a URL path without query or hash), per `ROUTE_TABLE`. */
export function remoteForPath(pathname: string): RemoteName {
  const path = normalise(pathname);
  for (const entry of ROUTE_TABLE) {
    if (path === entry.prefix) return entry.remote;
    if (!entry.exact && path.startsWith(`${entry.prefix}/`)) return entry.remote;
  }
  return DEFAULT_REMOTE;
}

/** True on the admin area, where the public navbar and footer are hidden (admin has its own). */
export function isAdminPath(pathname: string): boolean {
  return remoteForPath(pathname) === 'mfe_admin';
}
