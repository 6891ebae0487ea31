/**
 * The checks every service's API passes, registered by `describeServiceApi` inside a service's
 * `describe`: the site contract (`API_ROUTES` in `@consulting/contracts`) routes each of its
 * public routes to it, `/healthz` names its build, another method answers 405 with `Allow`, and
 * `GET /openapi.json` documents exactly the routes its routers register.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type Koa from 'koa';
import type mongoose from 'mongoose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_ROUTES, apiRouteOf, type ApiService } from '@consulting/contracts';
import { appRouters, documentedRoutes, routerRoutes, type RouteKey } from '../src/openapi.ts';
import { startServiceUnderTest, type ServiceUnderTest } from './service-under-test.ts';
import { pathsNotRefusingMethod } from './other-methods.ts';

/** A service served for its API checks, with its `GET /openapi.json` document. */
export interface ServedApi<D> {
  app: Koa;
  url: string;
  document: D;
  /** The `/api` and `/uploads` routes its routers register, sorted as `documented` is. */
  registered: RouteKey[];
  /** The operations the document lists. */
  documented: RouteKey[];
}

/**
 * Starts the service `build` makes (on a fresh database `{service}_openapi`) before the
 * enclosing `describe`'s tests, registers the shared checks (more than `minRoutes` routes
 * documented; `serviceDir` holds its `package.json`), and returns a getter of the served API
 * for the service's own tests.
 */
export function describeServiceApi<D extends { openapi: string; paths?: Record<string, object | undefined> }>(
  service: ApiService,
  options: { serviceDir: string; minRoutes: number; build: (connection: mongoose.Connection) => Koa },
): () => ServedApi<D> {
  let under: ServiceUnderTest | undefined;
  let served: ServedApi<D>;
  beforeAll(async () => {
    under = await startServiceUnderTest(`${service}_openapi`, options.build);
    const res = await fetch(`${under.url}/openapi.json`);
    expect(res.status).toBe(200);
    const document = (await res.json()) as D;
    const registered = routerRoutes(appRouters(under.app)).filter((route) => /^\/(api|uploads)(\/|$)/.test(route.path));
    served = { app: under.app, url: under.url, document, registered, documented: documentedRoutes(document) };
  });
  afterAll(() => under?.close());

  it(`registers only public routes the site contract sends to ${service}`, () => {
    const outside = routerRoutes(appRouters(served.app)).filter(
      (route) =>
        /^\/(api|uploads|media)(\/|$)/.test(route.path) && apiRouteOf(route.path, API_ROUTES)?.service !== service,
    );
    expect(served.registered.length).toBeGreaterThan(0);
    expect(outside).toEqual([]);
  });

  it('answers /healthz with its version and commit', async () => {
    const pkg = await readFile(path.join(options.serviceDir, 'package.json'), 'utf8');
    const { version } = JSON.parse(pkg) as { version: string };
    expect(await (await fetch(`${served.url}/healthz`)).json()).toEqual({
      status: 'ok',
      version,
      commit: expect.stringMatching(/^([0-9a-f]{4,40}|unknown)$/),
    });
  });

  it('answers another method on every route path with 405 and Allow, never a 500', async () => {
    expect(await pathsNotRefusingMethod(served.url, served.registered)).toEqual([]);
    expect(await pathsNotRefusingMethod(served.url, served.registered, 'PROPFIND')).toEqual([]);
  });

  it('documents exactly the /api and /uploads routes the routers register', () => {
    expect(served.document.openapi).toMatch(/^3\./);
    expect(served.registered.length).toBeGreaterThan(options.minRoutes);
    expect(served.documented).toEqual(served.registered);
  });

  return () => served;
}
