/**
 * Checks a service's routes against the site contract: every public route a service
 * registers must be one the gateway sends to that service (`API_ROUTES` in
 * `@consulting/contracts`), or no visitor can reach it (or another service answers it).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type Koa from 'koa';
import { expect } from 'vitest';
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

/**
 * What `GET {url}/healthz` answers and what it should answer: `{status:'ok',
 * version, commit}` with the version of the service's `package.json` (in `serviceDir`) and a
 * short git commit or `unknown`. Use as `expect(actual).toEqual(expected)`.
 */
export async function healthzStamp(url: string, serviceDir: string): Promise<{ actual: unknown; expected: unknown }> {
  const { version } = JSON.parse(await readFile(path.join(serviceDir, 'package.json'), 'utf8')) as { version: string };
  return {
    actual: await (await fetch(`${url}/healthz`)).json(),
    expected: { status: 'ok', version, commit: expect.stringMatching(/^([0-9a-f]{4,40}|unknown)$/) },
  };
}
