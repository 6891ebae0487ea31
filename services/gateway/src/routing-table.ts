/** The gateway's routing table: the site contract's `API_ROUTES` less the gateway's own paths. */
import { API_ROUTES, apiRouteOf, type ApiRoute, type ApiService } from '@consulting/contracts';

/** A service the gateway proxies to. */
export type Upstream = ApiService;

/** One rule of the table: a path prefix (or exact path) and the service that owns it. */
export type RouteRule = ApiRoute & { service: Upstream };

export const ROUTING_TABLE: readonly RouteRule[] = API_ROUTES.filter(
  (rule): rule is RouteRule => rule.service !== 'gateway',
);

/** The service that owns `pathname`, or null when no rule matches (the gateway answers 404). */
export function resolveUpstream(pathname: string, table: readonly RouteRule[] = ROUTING_TABLE): Upstream | null {
  return matchRule(pathname, table)?.service ?? null;
}

/**
 * The rule that owns `pathname` (first match, as {@link resolveUpstream}), or null. Its `path`
 * is the gateway's metrics label for the request, so raw ids never become series.
 */
export function matchRule(pathname: string, table: readonly RouteRule[] = ROUTING_TABLE): RouteRule | null {
  return apiRouteOf(pathname, table);
}
