/**
 * The gateway's routing table: which service owns each public path (spec §7 and the paths we
 * add). Paths are matched by prefix at a segment boundary, first rule wins; the services get
 * the path unchanged. `/internal/...` is never routed, so browsers cannot reach it.
 */
export type Upstream = 'identity' | 'content' | 'requests';

export interface RouteRule {
  /** A path prefix ('/api/user/login' matches itself and '/api/user/login/...'), or an exact path. */
  path: string;
  exact?: boolean;
  upstream: Upstream;
}

export const ROUTING_TABLE: readonly RouteRule[] = [
  // identity: accounts, sign-in, tokens
  { path: '/api/user/login', upstream: 'identity' },
  { path: '/api/user/register', upstream: 'identity' },
  { path: '/api/user/send-password', upstream: 'identity' },
  { path: '/api/user/logout', upstream: 'identity' },
  { path: '/api/admin/login', upstream: 'identity' },
  { path: '/api/admin/verify', upstream: 'identity' },
  { path: '/api/admin/logout', upstream: 'identity' },
  // passwords (issue 14 part 1): change, forgot, reset
  { path: '/api/user/password', upstream: 'identity' },
  { path: '/api/admin/password', upstream: 'identity' },
  { path: '/api/password', upstream: 'identity' },
  { path: '/api/admin/users', upstream: 'identity' },
  // staff, two-factor sign-in, the caller's own sessions (issue 14 part 2); /api/admin/login covers /login/2fa
  { path: '/api/admin/staff', upstream: 'identity' },
  { path: '/api/admin/2fa', upstream: 'identity' },
  { path: '/api/user/sessions', upstream: 'identity' },
  // issue 14 part 3: a client's mail choices (status-change mails on or off)
  { path: '/api/user/preferences', upstream: 'identity' },
  { path: '/api/admin/audit/identity', upstream: 'identity' },
  // the admin's personal-data export and erasure (issue 13 part 7): identity orchestrates them
  { path: '/api/admin/privacy', upstream: 'identity' },
  // the mail outbox: list and resend (issue 14 part 4)
  { path: '/api/admin/outbox', upstream: 'identity' },
  // requests: service and track requests, join applications, attachments, notifications
  { path: '/api/user/requests', upstream: 'requests' },
  { path: '/api/service-requests', upstream: 'requests' },
  { path: '/api/track-requests', upstream: 'requests' },
  { path: '/api/requests/confirm', upstream: 'requests' },
  { path: '/api/admin/service-requests', upstream: 'requests' },
  { path: '/api/admin/track-requests', upstream: 'requests' },
  { path: '/api/admin/requests', upstream: 'requests' },
  { path: '/api/admin/add-request', upstream: 'requests' },
  { path: '/api/admin/add-track-request', upstream: 'requests' },
  { path: '/api/admin/join-applications', upstream: 'requests' },
  { path: '/api/admin/audit/requests', upstream: 'requests' },
  { path: '/api/admin/counts', upstream: 'requests' },
  { path: '/api/join-applications', upstream: 'requests' },
  { path: '/api/endpoints/join-applications.php', upstream: 'requests' },
  { path: '/api/endpoints/notifications.php', upstream: 'requests' },
  { path: '/api/notifications', upstream: 'requests' },
  { path: '/uploads', upstream: 'requests' },
  // content: services, sectors, news, statistics, settings, contact messages
  { path: '/api/services', upstream: 'content' },
  { path: '/api/sectors', upstream: 'content' },
  { path: '/api/news', upstream: 'content' },
  { path: '/api/statistics', upstream: 'content' },
  { path: '/api/settings', upstream: 'content' },
  { path: '/api/home', upstream: 'content' },
  { path: '/api/contact', upstream: 'content' },
  { path: '/api/newsletter', upstream: 'content' },
  // the signed form token every public form carries (issue 13, `GET /api/forms/token`)
  { path: '/api/forms', upstream: 'content' },
  { path: '/api/admin/services', upstream: 'content' },
  { path: '/api/admin/sectors', upstream: 'content' },
  { path: '/api/admin/news', upstream: 'content' },
  { path: '/api/admin/messages', upstream: 'content' },
  { path: '/api/admin/audit/content', upstream: 'content' },
  // editor-owned site content and the media library (issue 15; packages/contracts site-content.ts)
  { path: '/api/site-content', upstream: 'content' },
  { path: '/api/admin/site-content', upstream: 'content' },
  { path: '/api/admin/media', upstream: 'content' },
  { path: '/media', upstream: 'content' },
  { path: '/api', exact: true, upstream: 'content' },
  { path: '/api/', exact: true, upstream: 'content' },
];

/** The service that owns `pathname`, or null when no rule matches (the gateway answers 404). */
export function resolveUpstream(pathname: string, table: readonly RouteRule[] = ROUTING_TABLE): Upstream | null {
  return matchRule(pathname, table)?.upstream ?? null;
}

/**
 * The rule that owns `pathname` (first match, as {@link resolveUpstream}), or null. Its `path`
 * is the gateway's metrics label for the request, so raw ids never become series.
 */
export function matchRule(pathname: string, table: readonly RouteRule[] = ROUTING_TABLE): RouteRule | null {
  for (const rule of table) {
    if (rule.exact ? pathname === rule.path : pathname === rule.path || pathname.startsWith(`${rule.path}/`)) {
      return rule;
    }
  }
  return null;
}
