/**
 * The role table ("roles are enforced on the server on every route, tested
 * across every admin endpoint"): who may call each `/api/admin` route of the three services.
 * Each service's roles test walks its own routers for the `/api/admin` routes and requires each
 * one to be classified here, so a new admin route nobody classified fails that test.
 */
import type Koa from 'koa';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appRouters, routerRoutes, type RouteKey } from '../src/index.ts';
import { signTestToken } from './token-signer.ts';

/**
 * - `admin`: admins only (an editor gets 403);
 * - `staff`: admins and editors;
 * - `public`: no token needed (the staff sign-in steps; logout answers 200 to anyone).
 */
export type AdminAccess = 'admin' | 'staff' | 'public';

/** Every `/api/admin` route of identity, content and requests, `"<method> <OpenAPI path>"`. */
export const ADMIN_ROLE_TABLE: Readonly<Record<string, AdminAccess>> = {
  // identity: sign-in and the caller's own account
  'post /api/admin/login': 'public',
  'post /api/admin/login/2fa': 'public',
  'get /api/admin/verify': 'public',
  'post /api/admin/logout': 'public',
  'get /api/admin/2fa': 'staff',
  'post /api/admin/2fa/setup': 'staff',
  'post /api/admin/2fa/enable': 'staff',
  'post /api/admin/2fa/disable': 'staff',
  'post /api/admin/password': 'staff',
  // identity: users, staff, privacy, activity, outbox (admins only)
  'get /api/admin/users': 'admin',
  'post /api/admin/users': 'admin',
  'get /api/admin/users/export': 'admin',
  'put /api/admin/users/{id}': 'admin',
  'post /api/admin/users/{id}/password-link': 'admin',
  'get /api/admin/users/{id}/audit': 'admin',
  'get /api/admin/audit/identity': 'admin',
  'get /api/admin/staff': 'admin',
  'post /api/admin/staff': 'admin',
  'patch /api/admin/staff/{id}': 'admin',
  'post /api/admin/staff/{id}/reset-password': 'admin',
  'get /api/admin/privacy/export': 'admin',
  'post /api/admin/privacy/erase': 'admin',
  'get /api/admin/outbox': 'admin',
  'post /api/admin/outbox/{id}/resend': 'admin',
  // content: what editors manage
  'get /api/admin/services': 'staff',
  'post /api/admin/services': 'staff',
  'put /api/admin/services/{id}': 'staff',
  'delete /api/admin/services/{id}': 'staff',
  'get /api/admin/services/{id}/audit': 'staff',
  'get /api/admin/sectors': 'staff',
  'post /api/admin/sectors': 'staff',
  'put /api/admin/sectors/{id}': 'staff',
  'delete /api/admin/sectors/{id}': 'staff',
  'get /api/admin/sectors/{id}/audit': 'staff',
  'get /api/admin/news': 'staff',
  'post /api/admin/news': 'staff',
  'put /api/admin/news/{id}': 'staff',
  'delete /api/admin/news/{id}': 'staff',
  'get /api/admin/news/{id}/audit': 'staff',
  'post /api/admin/news/{id}/preview': 'staff',
  // content: the media library
  'get /api/admin/media': 'staff',
  'post /api/admin/media': 'staff',
  'get /api/admin/media/{id}': 'staff',
  'put /api/admin/media/{id}': 'staff',
  'delete /api/admin/media/{id}': 'staff',
  'get /api/admin/media/{id}/audit': 'staff',
  // content: the editor-owned site content
  'get /api/admin/site-content/settings': 'staff',
  'put /api/admin/site-content/settings': 'staff',
  'get /api/admin/site-content/settings/audit': 'staff',
  'get /api/admin/site-content/team': 'staff',
  'post /api/admin/site-content/team': 'staff',
  'post /api/admin/site-content/team/order': 'staff',
  'put /api/admin/site-content/team/{id}': 'staff',
  'delete /api/admin/site-content/team/{id}': 'staff',
  'get /api/admin/site-content/team/{id}/audit': 'staff',
  'get /api/admin/site-content/partners': 'staff',
  'post /api/admin/site-content/partners': 'staff',
  'post /api/admin/site-content/partners/order': 'staff',
  'put /api/admin/site-content/partners/{id}': 'staff',
  'delete /api/admin/site-content/partners/{id}': 'staff',
  'get /api/admin/site-content/partners/{id}/audit': 'staff',
  'get /api/admin/site-content/bank-accounts': 'staff',
  'post /api/admin/site-content/bank-accounts': 'staff',
  'post /api/admin/site-content/bank-accounts/order': 'staff',
  'put /api/admin/site-content/bank-accounts/{id}': 'staff',
  'delete /api/admin/site-content/bank-accounts/{id}': 'staff',
  'get /api/admin/site-content/bank-accounts/{id}/audit': 'staff',
  'get /api/admin/site-content/hero-slides': 'staff',
  'post /api/admin/site-content/hero-slides': 'staff',
  'post /api/admin/site-content/hero-slides/order': 'staff',
  'put /api/admin/site-content/hero-slides/{id}': 'staff',
  'delete /api/admin/site-content/hero-slides/{id}': 'staff',
  'get /api/admin/site-content/hero-slides/{id}/audit': 'staff',
  'get /api/admin/site-content/statistics': 'staff',
  'post /api/admin/site-content/statistics': 'staff',
  'post /api/admin/site-content/statistics/order': 'staff',
  'put /api/admin/site-content/statistics/{id}': 'staff',
  'delete /api/admin/site-content/statistics/{id}': 'staff',
  'get /api/admin/site-content/statistics/{id}/audit': 'staff',
  'get /api/admin/site-content/goals': 'staff',
  'post /api/admin/site-content/goals': 'staff',
  'post /api/admin/site-content/goals/order': 'staff',
  'put /api/admin/site-content/goals/{id}': 'staff',
  'delete /api/admin/site-content/goals/{id}': 'staff',
  'get /api/admin/site-content/goals/{id}/audit': 'staff',
  'get /api/admin/messages': 'staff',
  'post /api/admin/messages/bulk': 'staff',
  'put /api/admin/messages/{id}': 'staff',
  'delete /api/admin/messages/{id}': 'staff',
  'post /api/admin/messages/{id}/reply': 'staff',
  'get /api/admin/messages/{id}/audit': 'staff',
  // content: no exports, no activity feed for editors
  'get /api/admin/messages/export': 'admin',
  'get /api/admin/audit/content': 'admin',
  // requests: everything is admin-only
  'get /api/admin/counts': 'admin',
  'get /api/admin/audit/requests': 'admin',
  'post /api/admin/add-request': 'admin',
  'post /api/admin/add-track-request': 'admin',
  'get /api/admin/requests': 'admin',
  'get /api/admin/requests/export': 'admin',
  'post /api/admin/requests/bulk': 'admin',
  'put /api/admin/requests/{id}': 'admin',
  'get /api/admin/service-requests': 'admin',
  'get /api/admin/service-requests/export': 'admin',
  'post /api/admin/service-requests/bulk': 'admin',
  'put /api/admin/service-requests/{id}': 'admin',
  'get /api/admin/service-requests/{id}/audit': 'admin',
  'get /api/admin/track-requests': 'admin',
  'get /api/admin/track-requests/export': 'admin',
  'post /api/admin/track-requests/bulk': 'admin',
  'put /api/admin/track-requests/{id}': 'admin',
  'get /api/admin/track-requests/{id}/audit': 'admin',
  'get /api/admin/join-applications': 'admin',
  'get /api/admin/join-applications/export': 'admin',
  'post /api/admin/join-applications/bulk': 'admin',
  'put /api/admin/join-applications/{id}': 'admin',
  'delete /api/admin/join-applications/{id}': 'admin',
  'get /api/admin/join-applications/{id}/audit': 'admin',
  // requests: the spec's admin routes outside /api/admin (§7 join applications)
  'get /api/join-applications': 'admin',
  'put /api/join-applications': 'admin',
  'delete /api/join-applications': 'admin',
};

/**
 * The admin routes an app's routers register (from the routers themselves): every `/api/admin`
 * route, and the routes outside it that the table names (the spec's `/api/join-applications`).
 */
export function adminRoutesOf(app: Koa): RouteKey[] {
  return routerRoutes(appRouters(app)).filter(
    (route) => /^\/api\/admin(\/|$)/.test(route.path) || `${route.method} ${route.path}` in ADMIN_ROLE_TABLE,
  );
}

/** Test tokens of each role (ES256 with the test key, each with its own session id). */
export function roleTokens(): Record<'admin' | 'editor' | 'client', string> {
  const token = (role: 'admin' | 'editor' | 'client') =>
    signTestToken({ id: '0123456789abcdef01234567', role, email: `${role}@roles.test`, name: role });
  return { admin: token('admin'), editor: token('editor'), client: token('client') };
}

/**
 * Calls `route` on `baseUrl` (path parameters filled with a well-formed id that names nothing)
 * with `token` (none when undefined) and an empty JSON body for writes; resolves the status.
 */
export async function callRoute(baseUrl: string, route: RouteKey, token?: string): Promise<number> {
  const id = '0123456789abcdef01234567';
  const filled = route.path.replace(/\{[^}]+\}/g, id);
  // The spec's `DELETE /api/join-applications` names its record in the query.
  const path = route.method === 'delete' && !route.path.includes('{') ? `${filled}?id=${id}` : filled;
  const write = route.method !== 'get' && route.method !== 'delete';
  const res = await fetch(`${baseUrl}${path}`, {
    method: route.method.toUpperCase(),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(write ? { 'content-type': 'application/json' } : {}),
    },
    body: write ? '{}' : undefined,
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * The role table checked over every `/api/admin` route of `app` served at `baseUrl`: resolves
 * one line per route that breaks the rules (empty when all hold):
 * - the route is not in {@link ADMIN_ROLE_TABLE};
 * - an `admin` or `staff` route answers without a token other than 401, or a client other than 403;
 * - an `admin` route answers an editor other than 403;
 * - a `staff` route answers an editor 401 or 403;
 * - an `admin` or `staff` route answers an admin 401 or 403.
 */
export async function adminRoleViolations(
  app: Koa,
  baseUrl: string,
  tokens: Record<'admin' | 'editor' | 'client', string> = roleTokens(),
): Promise<string[]> {
  const problems: string[] = [];
  for (const route of adminRoutesOf(app)) {
    const key = `${route.method} ${route.path}`;
    const access = ADMIN_ROLE_TABLE[key];
    if (!access) {
      problems.push(`${key}: not classified in ADMIN_ROLE_TABLE`);
      continue;
    }
    if (access === 'public') continue;
    const none = await callRoute(baseUrl, route);
    if (none !== 401) problems.push(`${key}: no token answered ${none}, expected 401`);
    const client = await callRoute(baseUrl, route, tokens.client);
    if (client !== 403) problems.push(`${key}: a client answered ${client}, expected 403`);
    const admin = await callRoute(baseUrl, route, tokens.admin);
    if (admin === 401 || admin === 403) problems.push(`${key}: an admin answered ${admin}, expected to be let in`);
    const editor = await callRoute(baseUrl, route, tokens.editor);
    if (access === 'admin' && editor !== 403) problems.push(`${key}: an editor answered ${editor}, expected 403`);
    if (access === 'staff' && (editor === 403 || editor === 401)) {
      problems.push(`${key}: an editor answered ${editor}, expected the editor to be let in`);
    }
  }
  return problems;
}

/**
 * Registers a service's role tests in the enclosing `describe`: `start` serves it before them
 * (closed after), its routers name each of `known` among their admin routes, and
 * {@link adminRoleViolations} finds none with the tokens `tokens` makes (default `roleTokens()`).
 */
export function describeAdminRoles<S extends { app: Koa; url: string; close: () => Promise<void> }>(
  start: () => Promise<S>,
  known: readonly string[],
  tokens: (service: S) => Promise<Record<'admin' | 'editor' | 'client', string>> = async () => roleTokens(),
): void {
  let service: S | undefined;
  beforeAll(async () => {
    service = await start();
  });
  afterAll(() => service?.close());

  it(`finds ${known.join(', ')} among its admin routes`, () => {
    const keys = adminRoutesOf(service!.app).map((route) => `${route.method} ${route.path}`);
    expect(keys).toEqual(expect.arrayContaining([...known]));
  });

  // Four calls per admin route: past vitest's default timeout on a loaded machine.
  it(
    'answers every admin route as the role table says, for each role and for no token',
    { timeout: 30_000 },
    async () => {
      expect(await adminRoleViolations(service!.app, service!.url, await tokens(service!))).toEqual([]);
    },
  );
}
