/**
 * Which remote renders a path (site contract `REMOTE_AREAS`), by runtime name; a remote's `./routes`
 * loads on its first path's visit, so public visitors never download client or admin code.
 */
import {
  BUNDLES,
  DEFAULT_REMOTE as DEFAULT_REMOTE_KEY,
  ownerOfPath,
  REMOTE_AREAS,
  REMOTE_KEYS,
  type RemoteName,
} from '@consulting/contracts';

export type { RemoteName };

/** `/remotes.json` key → runtime remote name (`public` → `mfe_public`), from the contract's `BUNDLES`. */
export const REMOTES_JSON_KEYS: Record<string, RemoteName> = Object.fromEntries(
  REMOTE_KEYS.map((key) => [key, BUNDLES[key].name]),
);

export interface RouteOwnership {
  /** Path prefix, matched on whole segments: `/tracks` owns `/tracks` and `/tracks/…`. */
  prefix: string;
  /** Only the prefix itself, not the paths below it. */
  exact?: boolean;
  remote: RemoteName;
}

/**
 * The contract's `REMOTE_AREAS` with runtime names: first match wins; a path no entry matches
 * belongs to `DEFAULT_REMOTE` (home, about, news, contact, …, and any unknown path, whose 404
 * the shell renders when the remote has no route for it). Spec §2 "Public routes".
 */
export const ROUTE_TABLE: readonly RouteOwnership[] = REMOTE_AREAS.map((area) => ({
  ...area,
  remote: BUNDLES[area.remote].name,
}));

export const DEFAULT_REMOTE: RemoteName = BUNDLES[DEFAULT_REMOTE_KEY].name;

/** The remote that owns `pathname` (a URL path without query or hash; a trailing slash is ignored). */
export function remoteForPath(pathname: string): RemoteName {
  return BUNDLES[ownerOfPath(pathname)].name;
}

/** True on the admin area, where the public navbar and footer are hidden (admin has its own). */
export function isAdminPath(pathname: string): boolean {
  return ownerOfPath(pathname) === 'admin';
}
