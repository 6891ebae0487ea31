/**
 * Checks a service's routes against the site contract (issue 16): every public route a service
 * registers must be one the gateway sends to that service (`API_ROUTES` in
 * `@consulting/contracts`), or no visitor can reach it (or another service answers it).
 */
import type Koa from 'koa';
import { API_ROUTES, apiRouteOf, type ApiService } from '@consulting/contracts';
import { appRouters, routerRoutes, type RouteKey } from '../src/openapi.ts';

/**
 * The routes of `app` under `/api`, `/uploads` and `/media` (method and path, parameters as
 * `{id}`) whose path the contract does not route to `service`. Empty when they agree; routes
 * elsewhere (`/internal/...`) are the services' own and are not looked at.
 */
export function routesOutsideContract(app: Koa, service: ApiService): RouteKey[] {
  return routerRoutes(appRouters(app)).filter(
    (route) =>
      /^\/(api|uploads|media)(\/|$)/.test(route.path) && apiRouteOf(route.path, API_ROUTES)?.service !== service,
  );
}
