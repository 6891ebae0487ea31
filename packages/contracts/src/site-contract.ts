/**
 * The site contract, who serves each URL: `BUNDLES`, `SITE_PAGES` (remote, module key, prerender
 * mode, head source), `API_ROUTES`, `/remotes.json` and the prerender manifest. The gateway's,
 * shell's and remotes' route tables, mf-config and the stack scripts derive from it; ESLint
 * (`siteContractOnly`) refuses a bundle, remote, route owner or API prefix declared elsewhere.
 * Browser bundles import it: no Node imports and no zod.
 */
import {
  ADMIN_HEADING,
  CLIENT_PAGE_HEADINGS,
  PUBLIC_PAGE_HEADINGS,
  PUBLIC_PAGES,
  TRACK_REQUEST_HEADING,
  TRACKS_OVERVIEW_HEADING,
  type ClientPagePath,
  type PublicPagePath,
  type ResolvedPage,
} from './pages.ts';
import { isTrackSlug, TRACK_SLUGS, TRACK_TITLES, type TrackSlug } from './tracks.ts';
import type { NewsItemRecord } from './wire.ts';

// Bundles

/** One front-end bundle: how the browser, the build and the servers name and find it. */
export interface BundleSpec {
  /** Module-federation container name; a remote is registered and loaded under it (`mfe_public/routes`). */
  name: string;
  /** Workspace folder under the repo root; its build is `{folder}/dist`, its compose container the same name. */
  folder: string;
  /** The URL path the bundle's files are served under (`/` for the shell, `/mf/{key}/` for a remote). */
  mount: string;
}

/** The shell (the host) and the four remotes it loads at run time (architecture property 2). */
export const BUNDLES = {
  shell: { name: 'shell', folder: 'shell', mount: '/' },
  public: { name: 'mfe_public', folder: 'mfe-public', mount: '/mf/public/' },
  tracks: { name: 'mfe_tracks', folder: 'mfe-tracks', mount: '/mf/tracks/' },
  client: { name: 'mfe_client', folder: 'mfe-client', mount: '/mf/client/' },
  admin: { name: 'mfe_admin', folder: 'mfe-admin', mount: '/mf/admin/' },
} as const satisfies Record<string, BundleSpec>;

/** `shell`, `public`, `tracks`, `client` or `admin`: the key of a bundle in `BUNDLES` and in `/remotes.json`. */
export type BundleKey = keyof typeof BUNDLES;
/** A bundle the shell loads at run time: every bundle but the shell. */
export type RemoteKey = Exclude<BundleKey, 'shell'>;
/** Runtime (container) name of a remote: `mfe_public`, `mfe_tracks`, `mfe_client`, `mfe_admin`. */
export type RemoteName = (typeof BUNDLES)[RemoteKey]['name'];

/** Every bundle key, the shell first. */
export const BUNDLE_KEYS = Object.keys(BUNDLES) as BundleKey[];
/** Every remote key, in `BUNDLES` order. */
export const REMOTE_KEYS = BUNDLE_KEYS.filter((key): key is RemoteKey => key !== 'shell');

/** Every remote's `mount` is under this path; nothing else is (a contract test checks). */
export const REMOTES_MOUNT_ROOT = '/mf/';

/** The remote whose file `pathname` is (`/mf/admin/x.js` → `admin`; `/mf/admin` → null), or null. */
export function remoteOfFilePath(pathname: string): RemoteKey | null {
  return REMOTE_KEYS.find((key) => pathname.startsWith(BUNDLES[key].mount)) ?? null;
}

/** The name every bundle's module-federation manifest is written under, in its `dist` folder. */
export const MF_MANIFEST_FILE = 'mf-manifest.json';

/** Every remote's container entry (mf-config's `filename`), in one folder with its manifest. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * A bundle file named by its content hash (`main.3f9a1c2b.js`): cached a year, `immutable`, by
 * every bundle server (gateway, e2e servers, `docker/bundle.nginx.conf`: a test compares them).
 */
export const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|woff2?|ttf|png|jpe?g|gif|svg|webp)$/;

// Identifiable builds

/**
 * Which build runs: the workspace's `package.json` version and short git commit (`BUILD_COMMIT`,
 * else `unknown`), carried by `mf-manifest.json` (`metaData.buildInfo`), `/remotes.json` and `/healthz`.
 */
export interface BuildStamp {
  version: string;
  commit: string;
}

/** The commit of a build made without git and without `BUILD_COMMIT`. */
export const UNKNOWN_COMMIT = 'unknown';

/**
 * The build stamp of a parsed `mf-manifest.json` (`metaData.buildInfo`), or null without one; a
 * version without a commit gives `commit: 'unknown'`.
 */
export function buildStampOfManifest(manifest: unknown): BuildStamp | null {
  const info = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown; commit?: unknown } } } | null)
    ?.metaData?.buildInfo;
  if (typeof info?.buildVersion !== 'string') return null;
  return { version: info.buildVersion, commit: typeof info.commit === 'string' ? info.commit : UNKNOWN_COMMIT };
}

// /remotes.json (architecture property 2)

export { REMOTES_JSON_PATH } from './prerender-boot.ts';

/**
 * `/remotes.json`: remote key → its `remoteEntry.js` URL (`{"public": "/mf/public/remoteEntry.js"}`),
 * plus `builds`: remote key → the stamp of the manifest beside it (null when unread or unstamped).
 * Entries, not manifests: one request fewer per remote and no snapshot code (`disableSnapshot`).
 */
export type RemotesJson = { [remote in RemoteKey]?: string } & {
  builds?: { [remote in RemoteKey]?: BuildStamp | null };
};

/** The manifest URL a remote's build is read from unless the gateway's `REMOTES_JSON` says otherwise. */
export function defaultRemoteManifest(remote: RemoteKey): string {
  return `${BUNDLES[remote].mount}${MF_MANIFEST_FILE}`;
}

/** The container entry a remote is loaded from unless the gateway's `REMOTES_JSON` says otherwise. */
export function defaultRemoteEntry(remote: RemoteKey): string {
  return `${BUNDLES[remote].mount}${REMOTE_ENTRY_FILE}`;
}

/**
 * A remote's entry and manifest (one folder) from a URL of either (`.../mf-manifest.json` or
 * `.../remoteEntry.js`); any other URL is the entry. Relative URLs stay relative.
 */
export function remoteFiles(url: string): { entry: string; manifest: string } {
  const folder = url.slice(0, url.lastIndexOf('/') + 1);
  if (url.endsWith(`/${MF_MANIFEST_FILE}`)) return { entry: `${folder}${REMOTE_ENTRY_FILE}`, manifest: url };
  return { entry: url, manifest: `${folder}${MF_MANIFEST_FILE}` };
}

// Pages

/**
 * Where a page's head comes from (`resolvePage` makes it a `ResolvedPage`): `public` its heading
 * (description from `PUBLIC_PAGES`); `track` the `:track` title (`request`: the form's heading);
 * `news-item` the item from content; `private` a fixed heading, never indexed.
 */
export type PageHeadSource =
  | { kind: 'public'; heading: { ar: string; en: string } }
  | { kind: 'track'; request: boolean }
  | { kind: 'tracks-overview' }
  | { kind: 'news-item' }
  | { kind: 'private'; heading: { ar: string; en: string } };

/**
 * How a page's first view is prerendered, in ar and en: `build` by each build with built-in texts
 * (re-rendered by the gateway with the editors' snapshot while content answers); `request` by the
 * gateway with content's data (`PrerenderPageData`), per content version, else an empty `#root`;
 * `false` never (private areas, redirects).
 */
export type PrerenderMode = 'build' | 'request' | false;

/** One page of the site. */
export interface SitePage {
  /** A React Router path: `:track` is a `TRACK_SLUGS` value, `:id` one segment; `/*` declares no route. */
  path: string;
  /** The remote whose `./routes` renders it. */
  remote: RemoteKey;
  /** The key of its lazily loaded module in the remote's page table (`PageModule`); absent on `/*`. */
  module?: string;
  /** The shell prerenders the layout and the remote's `src/prerender.tsx` the page. */
  prerendered: PrerenderMode;
  /** A page that moved: the gateway answers 301 to this path (`:name` filled in, query kept). */
  redirect?: string;
  head: PageHeadSource;
}

/** A page of `remote` whose module is `M`: what the helpers below return, literal types kept. */
type PageOf<R extends RemoteKey, M extends string | undefined> = SitePage & { remote: R; module: M };

function publicPage<M extends string>(
  path: PublicPagePath,
  module: M,
  options: { prerendered?: PrerenderMode } = {},
): PageOf<'public', M> {
  return {
    path,
    remote: 'public',
    module,
    prerendered: options.prerendered ?? 'build',
    // The heading only: `PUBLIC_PAGES` descriptions stay out of the browser bundles.
    head: { kind: 'public', heading: PUBLIC_PAGE_HEADINGS[path] },
  };
}

function tracksPage<M extends string>(
  path: string,
  module: M,
  head: PageHeadSource,
  options: { prerendered?: PrerenderMode; redirect?: string } = {},
): PageOf<'tracks', M> {
  return { path, remote: 'tracks', module, prerendered: options.prerendered ?? 'build', head, ...options };
}

function clientPage<M extends string>(path: ClientPagePath, module: M): PageOf<'client', M> {
  return {
    path,
    remote: 'client',
    module,
    prerendered: false,
    head: { kind: 'private', heading: CLIENT_PAGE_HEADINGS[path] },
  };
}

function adminPage<M extends string | undefined>(path: string, module: M): PageOf<'admin', M> {
  return { path, remote: 'admin', module, prerendered: false, head: { kind: 'private', heading: ADMIN_HEADING } };
}

const OVERVIEW: PageHeadSource = { kind: 'tracks-overview' };
const TRACK: PageHeadSource = { kind: 'track', request: false };

/** `SITE_PAGES` with each entry's literal remote and module, for `PageModule`. */
const PAGE_TABLE = [
  // mfe-public (texts: PUBLIC_PAGES); the news prerendered at request time
  publicPage('/', 'HomePage'),
  publicPage('/about', 'AboutPage'),
  publicPage('/about/overview', 'OverviewPage'),
  publicPage('/about/vision', 'VisionPage'),
  publicPage('/about/goals', 'GoalsPage'),
  publicPage('/about/team', 'TeamPage'),
  publicPage('/about/partners', 'PartnersPage'),
  publicPage('/about/privacy', 'PrivacyPage'),
  publicPage('/about/terms', 'TermsPage'),
  publicPage('/banking/accounts', 'BankAccountsPage'),
  publicPage('/contact', 'ContactPage'),
  publicPage('/contact/message', 'ContactMessagePage'),
  publicPage('/sitemap', 'SitemapPage'),
  publicPage('/services', 'ServicesListPage'),
  publicPage('/service-request', 'ServiceRequestPage'),
  publicPage('/join-us', 'JoinUsPage'),
  publicPage('/news', 'NewsPage', { prerendered: 'request' }),
  {
    path: '/news/:id',
    remote: 'public',
    module: 'NewsItemPage',
    prerendered: 'request',
    head: { kind: 'news-item' },
  } satisfies PageOf<'public', 'NewsItemPage'>,
  publicPage('/creative-demo', 'CreativeDemoPage'),
  // mfe-tracks: the six tracks, their request forms and the overview
  tracksPage('/services/overview', 'TrackOverviewPage', OVERVIEW),
  tracksPage('/tracks', 'TrackOverviewPage', OVERVIEW),
  tracksPage('/tracks/overview', 'TrackOverviewPage', OVERVIEW),
  // The site map links `/tracks/{slug}`; the track pages live at `/services/{slug}`.
  tracksPage('/tracks/:track', 'TrackAlias', TRACK, { prerendered: false, redirect: '/services/:track' }),
  tracksPage('/services/:track', 'TrackPage', TRACK),
  tracksPage('/services/:track/request', 'TrackRequestPage', { kind: 'track', request: true }),
  // mfe-client: the client area (headings: CLIENT_PAGE_HEADINGS)
  clientPage('/user/login', 'LoginPage'),
  clientPage('/user/dashboard', 'DashboardPage'),
  clientPage('/user/account', 'AccountPage'),
  clientPage('/user/new-password', 'MustChangePasswordPage'),
  clientPage('/user/forgot-password', 'ForgotPasswordPage'),
  clientPage('/user/reset-password', 'ResetPasswordPage'),
  clientPage('/user/unlock', 'UnlockPage'),
  // mfe-admin: the panel, Arabic only
  adminPage('/admin', 'StaffLanding'),
  adminPage('/admin/login', 'AdminLoginPage'),
  adminPage('/admin/forgot-password', 'AdminForgotPasswordPage'),
  adminPage('/admin/reset-password', 'AdminResetPasswordPage'),
  adminPage('/admin/unlock', 'AdminUnlockPage'),
  adminPage('/admin/two-factor-setup', 'TwoFactorSetupPage'),
  adminPage('/admin/new-password', 'AdminMustChangePasswordPage'),
  adminPage('/admin/dashboard', 'AdminDashboardPage'),
  adminPage('/admin/user-requests', 'UserRequestsPage'),
  adminPage('/admin/join-applications', 'JoinApplicationsPage'),
  adminPage('/admin/activity', 'ActivityPage'),
  adminPage('/admin/privacy', 'PrivacyPage'),
  adminPage('/admin/services', 'ServicesPage'),
  adminPage('/admin/sectors', 'SectorsPage'),
  adminPage('/admin/news', 'NewsPage'),
  adminPage('/admin/messages', 'MessagesPage'),
  adminPage('/admin/site-content/settings', 'SiteSettingsPage'),
  adminPage('/admin/site-content/team', 'TeamPage'),
  adminPage('/admin/site-content/partners', 'PartnersPage'),
  adminPage('/admin/site-content/bank-accounts', 'BankAccountsPage'),
  adminPage('/admin/site-content/hero-slides', 'HeroSlidesPage'),
  adminPage('/admin/site-content/statistics', 'StatisticsPage'),
  adminPage('/admin/site-content/goals', 'GoalsPage'),
  adminPage('/admin/media', 'MediaPage'),
  adminPage('/admin/account/password', 'AdminPasswordPage'),
  adminPage('/admin/account/security', 'SecurityPage'),
  adminPage('/admin/staff', 'StaffPage'),
  adminPage('/admin/outbox', 'OutboxPage'),
  // Any other admin path is still the panel's (a title and noindex), never the site's 404.
  adminPage('/admin/*', undefined),
] as const;

/** Every page of the site (spec §2), first match wins; a path none matches is a 404. */
export const SITE_PAGES: readonly SitePage[] = PAGE_TABLE;

/**
 * The module keys of `remote`'s pages (`'HomePage' | 'AboutPage' | …`): a remote's table typed
 * `Record<PageModule<remote>, …>` must name exactly the contract's pages.
 */
export type PageModule<R extends RemoteKey> = NonNullable<
  Extract<(typeof PAGE_TABLE)[number], { remote: R }>['module']
>;

/** A page of `remote` that a route of the remote renders: its path and its module's key. */
export interface RemotePage<R extends RemoteKey> {
  path: string;
  module: PageModule<R>;
}

/** The pages of `remote` in `SITE_PAGES` order, a `/*` catch-all left out: the remote's routes. */
export function pagesOf<R extends RemoteKey>(remote: R): RemotePage<R>[] {
  return SITE_PAGES.flatMap((page) =>
    page.remote === remote && page.module ? [{ path: page.path, module: page.module as PageModule<R> }] : [],
  );
}

/** The values a path parameter may take when a page is prerendered (a page per value). */
const PARAMETER_VALUES: Record<string, readonly string[]> = { track: TRACK_SLUGS };

/** Checks on path parameters: `:track` must be a track slug; any other parameter is one non-empty segment. */
const PARAMETER_CHECKS: Record<string, (value: string) => boolean> = { track: isTrackSlug };

/** A path without its trailing slashes (`/about/` → `/about`), `/` kept. */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The parameters of `pathname` (no trailing slash) under `pattern` (`/*`: one or more segments), or null. */
export function matchPagePath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = pathname.split('/');
  const splat = want.at(-1) === '*';
  if (splat ? have.length < want.length : have.length !== want.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i];
    if (splat && i === want.length - 1) break;
    if (segment.startsWith(':')) {
      const name = segment.slice(1);
      if (have[i] === '' || !(PARAMETER_CHECKS[name]?.(have[i]) ?? true)) return null;
      params[name] = have[i];
    } else if (segment !== have[i]) return null;
  }
  return params;
}

/** The page serving `pathname` (trailing slashes ignored) and its parameters, or null (a 404). */
export function sitePageOf(pathname: string): { page: SitePage; params: Record<string, string> } | null {
  const path = withoutTrailingSlash(pathname);
  for (const page of SITE_PAGES) {
    const params = matchPagePath(page.path, path);
    if (params) return { page, params };
  }
  return null;
}

/** The page serving `pathname` (spec §2), for titles, meta tags and status; null for a 404. */
export function resolvePage(pathname: string): ResolvedPage | null {
  const found = sitePageOf(pathname);
  if (!found) return null;
  const { page, params } = found;
  const head = page.head;
  switch (head.kind) {
    case 'public':
      return { kind: 'public', path: page.path as PublicPagePath, meta: PUBLIC_PAGES[page.path as PublicPagePath] };
    case 'track':
      // `:track` matched only a track slug (PARAMETER_CHECKS).
      return { kind: 'track', slug: params.track as TrackSlug, request: head.request };
    case 'tracks-overview':
      return { kind: 'tracks-overview' };
    case 'news-item':
      return { kind: 'news-item', id: params.id };
    case 'private':
      return { kind: 'private', heading: head.heading };
  }
}

/**
 * `pageHeading(resolvePage(pathname))` without `PUBLIC_PAGES`, for browser code: `undefined` for a
 * news item (its title is data), null for a 404.
 */
export function headingOfPath(pathname: string): { ar: string; en: string } | null | undefined {
  const found = sitePageOf(pathname);
  if (!found) return null;
  const { page, params } = found;
  const head = page.head;
  switch (head.kind) {
    case 'public':
    case 'private':
      return head.heading;
    case 'track':
      return head.request ? TRACK_REQUEST_HEADING : TRACK_TITLES[params.track as TrackSlug];
    case 'tracks-overview':
      return TRACKS_OVERVIEW_HEADING;
    case 'news-item':
      return undefined;
  }
}

/**
 * The concrete paths of `prerendered: 'build'` pages (`/services/:track` → six), of one remote or
 * all. Throws for a parameter without a list of values, or a `/*`.
 */
export function prerenderedPaths(remote?: RemoteKey): string[] {
  const paths: string[] = [];
  for (const page of SITE_PAGES) {
    if (page.prerendered !== 'build' || (remote && page.remote !== remote)) continue;
    let expanded = [''];
    for (const segment of page.path.split('/').slice(1)) {
      const name = segment.startsWith(':') ? segment.slice(1) : null;
      const values = name === null ? [segment] : PARAMETER_VALUES[name];
      if (!values || segment === '*') throw new Error(`site contract: ${page.path} cannot be prerendered`);
      expanded = expanded.flatMap((prefix) => values.map((value) => `${prefix}/${value}`));
    }
    paths.push(...expanded.map((path) => path || '/'));
  }
  return paths;
}

/** The patterns (`/news/:id`) of `prerendered: 'request'` pages, of one remote or all. */
export function requestRenderedPages(remote?: RemoteKey): string[] {
  return SITE_PAGES.filter((page) => page.prerendered === 'request' && (!remote || page.remote === remote)).map(
    (page) => page.path,
  );
}

/** Where a moved page sends `pathname` (`/tracks/launch` → `/services/launch`), or null. */
export function redirectOf(pathname: string): string | null {
  const found = sitePageOf(pathname);
  if (!found?.page.redirect) return null;
  const { params } = found;
  return found.page.redirect.replace(/:([a-z]+)/gi, (whole: string, name: string) => params[name] ?? whole);
}

// Which remote renders a path (the shell's route table)

/** One row of the shell's route table: a path prefix and the remote that renders it. */
export interface RemoteArea {
  /** Path prefix, matched on whole segments: `/tracks` owns `/tracks` and `/tracks/…`. */
  prefix: string;
  /** Only the prefix itself, not the paths below it. */
  exact?: boolean;
  remote: RemoteKey;
}

/** The remote that renders paths no page declares (it shows the shell's 404 page). */
export const DEFAULT_REMOTE: RemoteKey = 'public';

/**
 * The shell's route table: each first segment of a non-default remote's page is that remote's,
 * except an exact path another remote has a page at (`/services` is public, `/services/…` tracks).
 */
export const REMOTE_AREAS: readonly RemoteArea[] = SITE_PAGES.reduce<RemoteArea[]>((areas, page) => {
  if (page.remote === DEFAULT_REMOTE) return areas;
  const prefix = `/${page.path.split('/')[1]}`;
  if (areas.some((area) => area.prefix === prefix && !area.exact)) return areas;
  const exactOwner = SITE_PAGES.find((other) => other.path === prefix && other.remote !== page.remote);
  if (exactOwner) areas.push({ prefix, exact: true, remote: exactOwner.remote });
  areas.push({ prefix, remote: page.remote });
  return areas;
}, []);

/** The remote rendering `pathname` (trailing slash ignored) per `REMOTE_AREAS`, else `DEFAULT_REMOTE`. */
export function ownerOfPath(pathname: string): RemoteKey {
  const path = withoutTrailingSlash(pathname) || '/';
  for (const area of REMOTE_AREAS) {
    if (path === area.prefix) return area.remote;
    if (!area.exact && path.startsWith(`${area.prefix}/`)) return area.remote;
  }
  return DEFAULT_REMOTE;
}

// API routes (the gateway's routing table)

/** The services the gateway routes to; each owns its database (architecture "Services"). */
export const API_SERVICES = ['identity', 'content', 'requests'] as const;
export type ApiService = (typeof API_SERVICES)[number];

/** One path prefix of the API and who answers it. */
export interface ApiRoute {
  /** A path prefix (`/api/user/login` matches itself and `/api/user/login/...`), or an exact path. */
  path: string;
  exact?: boolean;
  /** The service the gateway sends it to, or `gateway` for what the gateway answers itself. */
  service: ApiService | 'gateway';
}

/**
 * Every path the gateway routes (spec §7), by prefix at a segment boundary, first rule wins, path
 * unchanged. `/internal/...` is never routed, so browsers cannot reach it.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  // the gateway itself: the API reference (Swagger UI and the merged OpenAPI document)
  { path: '/api/docs', service: 'gateway' },
  // identity: accounts, sign-in, tokens
  { path: '/api/user/login', service: 'identity' },
  { path: '/api/user/register', service: 'identity' },
  { path: '/api/user/send-password', service: 'identity' },
  { path: '/api/user/logout', service: 'identity' },
  { path: '/api/admin/login', service: 'identity' },
  { path: '/api/admin/verify', service: 'identity' },
  { path: '/api/admin/logout', service: 'identity' },
  // passwords: change, forgot, reset
  { path: '/api/user/password', service: 'identity' },
  { path: '/api/admin/password', service: 'identity' },
  { path: '/api/password', service: 'identity' },
  { path: '/api/admin/users', service: 'identity' },
  // staff, two-factor sign-in, the caller's own sessions; /api/admin/login covers /login/2fa
  { path: '/api/admin/staff', service: 'identity' },
  { path: '/api/admin/2fa', service: 'identity' },
  { path: '/api/user/sessions', service: 'identity' },
  // A client's mail choices (status-change mails on or off)
  { path: '/api/user/preferences', service: 'identity' },
  { path: '/api/admin/audit/identity', service: 'identity' },
  // the admin's personal-data export and erasure: identity orchestrates them
  { path: '/api/admin/privacy', service: 'identity' },
  // the mail outbox: list and resend
  { path: '/api/admin/outbox', service: 'identity' },
  // requests: service and track requests, join applications, attachments, notifications
  { path: '/api/user/requests', service: 'requests' },
  { path: '/api/service-requests', service: 'requests' },
  { path: '/api/track-requests', service: 'requests' },
  { path: '/api/requests/confirm', service: 'requests' },
  { path: '/api/admin/service-requests', service: 'requests' },
  { path: '/api/admin/track-requests', service: 'requests' },
  { path: '/api/admin/requests', service: 'requests' },
  { path: '/api/admin/add-request', service: 'requests' },
  { path: '/api/admin/add-track-request', service: 'requests' },
  { path: '/api/admin/join-applications', service: 'requests' },
  { path: '/api/admin/audit/requests', service: 'requests' },
  { path: '/api/admin/counts', service: 'requests' },
  { path: '/api/join-applications', service: 'requests' },
  { path: '/api/endpoints/join-applications.php', service: 'requests' },
  { path: '/api/endpoints/notifications.php', service: 'requests' },
  { path: '/api/notifications', service: 'requests' },
  { path: '/uploads', service: 'requests' },
  // content: services, sectors, news, statistics, settings, contact messages
  { path: '/api/services', service: 'content' },
  { path: '/api/sectors', service: 'content' },
  { path: '/api/news', service: 'content' },
  { path: '/api/statistics', service: 'content' },
  { path: '/api/settings', service: 'content' },
  { path: '/api/home', service: 'content' },
  { path: '/api/contact', service: 'content' },
  { path: '/api/newsletter', service: 'content' },
  // the signed form token every public form carries (`GET /api/forms/token`)
  { path: '/api/forms', service: 'content' },
  { path: '/api/admin/services', service: 'content' },
  { path: '/api/admin/sectors', service: 'content' },
  { path: '/api/admin/news', service: 'content' },
  { path: '/api/admin/messages', service: 'content' },
  { path: '/api/admin/audit/content', service: 'content' },
  // editor-owned site content and the media library (site-content.ts)
  { path: '/api/site-content', service: 'content' },
  { path: '/api/admin/site-content', service: 'content' },
  { path: '/api/admin/media', service: 'content' },
  { path: '/media', service: 'content' },
  { path: '/api', exact: true, service: 'content' },
  { path: '/api/', exact: true, service: 'content' },
];

/** The first rule of `table` matching `pathname` (exactly, or as a prefix at a segment boundary), or null. */
export function apiRouteOf<R extends ApiRoute>(pathname: string, table: readonly R[]): R | null {
  for (const rule of table) {
    if (rule.exact ? pathname === rule.path : pathname === rule.path || pathname.startsWith(`${rule.path}/`)) {
      return rule;
    }
  }
  return null;
}

// Prerendered first views: what each bundle's build writes and the gateway reads

/** The folder of a bundle's prerender files: `{folder}/dist/prerender/`, served at `{mount}prerender/`. */
export const PRERENDER_DIR = 'prerender';

/** The manifest in that folder. */
export const PRERENDER_MANIFEST_FILE = 'manifest.json';

/** Languages every page is prerendered in (spec §1: ar and en). */
export const PRERENDER_LANGUAGES = ['ar', 'en'] as const;
export type PrerenderLanguage = (typeof PRERENDER_LANGUAGES)[number];

/** One prerendered page in one language: its HTML file (in the prerender folder) and stylesheet URLs. */
export interface PrerenderedFile {
  html: string;
  css: string[];
}

/** A page the gateway renders at request time (`prerendered: 'request'`): the stylesheets it needs. */
export interface RequestRenderedPage {
  css: string[];
}

/**
 * The content data the gateway hands a request-rendered page's `render`: `news` (published in
 * the page's language, newest first); `news_item` (null when unpublished: HTTP 404).
 */
export interface PrerenderPageData {
  news?: NewsItemRecord[];
  news_item?: NewsItemRecord | null;
}

/** `dist/prerender/manifest.json`, written by `PrerenderWriterPlugin` and read by the gateway. */
export interface PrerenderManifest {
  version: 1;
  bundle: BundleKey;
  /** The pages show editor content (re-rendered per content version); absent counts as true. */
  site_content: boolean;
  pages: Record<string, Partial<Record<PrerenderLanguage, PrerenderedFile>>>;
  /** Pattern (`/news/:id`) → stylesheets of the request-rendered pages. */
  request_pages?: Record<string, RequestRenderedPage>;
}
