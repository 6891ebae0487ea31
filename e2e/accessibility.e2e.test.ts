/**
 * WCAG 2.1 AA in Chromium against one running site:
 * - axe-core finds no serious or critical violation of the WCAG 2.0/2.1 level A and AA rules on
 *   any page of the site contract (public pages, client area, admin panel), in Arabic (rtl) and
 *   English (ltr), at 375 and 1280 px (the Arabic-only panel: every page under Arabic, its
 *   sign-in and dashboard under English too);
 * - no page scrolls sideways at 320 or 375 px (WCAG 1.4.10 Reflow): public pages and the client
 *   area signed out or in as a client, every admin page signed in as an admin and its sign-in,
 *   forgot and reset pages signed out; a wide table scrolls inside its own region instead, which
 *   the keyboard reaches and a screen reader names;
 * - the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape; arrows only inside a list box, as
 *   ARIA's combobox pattern has it) sends a track request with a PDF, signs in to the admin panel
 *   and changes a request's status, with a visible focus indicator at every stop and the focus
 *   kept inside an open dialog until Escape gives it back to the button that opened it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  SITE_PAGES,
  STORAGE_KEYS,
  TRACK_SLUGS,
  type NewsItemRecord,
  type RequestRecord,
  type UserRecord,
} from '@consulting/contracts';
import { launchBrowser } from './support/browser.ts';
import { withGuard } from './support/forms.ts';
import { CHOSEN_PASSWORD, setPasswordFromMail } from './support/passwords.ts';
import { startSite, type Site } from './support/site.ts';

const testdata = path.resolve(import.meta.dirname, '../../shared/testdata');
const LANGUAGES = ['ar', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
/** The widths axe checks at: a phone and a laptop (CSS pixels). */
const AXE_WIDTHS = [375, 1280] as const;
/** The narrowest screens the site must fit without sideways scrolling (WCAG 1.4.10 asks 320). */
const PHONE_WIDTHS = [320, 375] as const;
/** The rule sets of WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/** Pages audited at once in one browser context (the machine has 2 cores; most time is waiting). */
const CONCURRENT_PAGES = 3;

type StorageState = Exclude<NonNullable<Parameters<Browser['newContext']>[0]>['storageState'], string | undefined>;

let site: Site;
let browser: Browser;
/** Browser storage of a signed-in client, of one on first sign-in (asked for a new password), of admins likewise. */
let client: StorageState;
let clientFirstSignIn: StorageState;
let admin: StorageState;
let adminFirstSignIn: StorageState;
/** The pages to audit, by who opens them (`routesOf`). */
let routes: Routes;

/** Who opens a page: a guest, a signed-in client or admin, or one on their first sign-in. */
type Visitor = 'guest' | 'client' | 'clientFirstSignIn' | 'admin' | 'adminFirstSignIn';
type Routes = Record<'public' | 'client' | 'admin', { visitor: Visitor; route: string }[]>;

/** The pages of the client area and the panel that need a session (SITE_PAGES does not say which). */
const SESSION_PAGES: Record<string, Visitor> = {
  '/user/dashboard': 'client',
  '/user/account': 'client',
  '/user/new-password': 'clientFirstSignIn',
  '/admin/new-password': 'adminFirstSignIn',
};
/** The panel's pages open to a guest; every other admin page needs an admin. */
const ADMIN_GUEST_PAGES = ['/admin/login', '/admin/forgot-password', '/admin/reset-password'];
/** Further views of one page: its tabs (spec §2), a password link's page with a (stale) token. */
const VIEWS: Record<string, string[]> = {
  '/user/dashboard': ['?tab=opportunities', '?tab=join-applications'],
  '/admin/dashboard': ['?tab=services', '?tab=opportunities', '?tab=users'],
};
const QUERIES: Record<string, string> = {
  '/user/reset-password': '?token=expired',
  '/admin/reset-password': '?token=expired',
};

/**
 * Every page of the site contract (SITE_PAGES) to audit, with who opens it: a `:track` page
 * for each track (its request form once: the six are one page), `:id` as `newsId`, one of the
 * three paths of the tracks overview, each view of a tabbed page, and a path no page has (the
 * 404 page). Left out: `/admin` and `/tracks/:track`, which only redirect, and the catch-alls.
 */
function routesOf(newsId: string): Routes {
  const found: Routes = { public: [], client: [], admin: [] };
  let overviewListed = false;
  for (const page of SITE_PAGES) {
    if (page.path.endsWith('/*') || page.path === '/admin' || page.path === '/tracks/:track') continue;
    if (page.head.kind === 'tracks-overview') {
      if (overviewListed) continue;
      overviewListed = true;
    }
    const paths = page.path.includes(':track')
      ? (page.head.kind === 'track' && page.head.request ? TRACK_SLUGS.slice(0, 1) : TRACK_SLUGS).map((slug) =>
          page.path.replace(':track', slug),
        )
      : [page.path.replace(':id', newsId)];
    const area = page.remote === 'client' || page.remote === 'admin' ? page.remote : 'public';
    const visitor: Visitor =
      SESSION_PAGES[page.path] ??
      (page.remote === 'admin' && !ADMIN_GUEST_PAGES.includes(page.path) ? 'admin' : 'guest');
    for (const path of paths)
      for (const view of ['', ...(VIEWS[path] ?? [])])
        found[area].push({ visitor, route: `${path}${view || (QUERIES[path] ?? '')}` });
  }
  found.public.push({ visitor: 'guest', route: '/no-such-page' });
  return found;
}

/** A browser storage state of the site holding `entries` in its localStorage. */
function storageWith(entries: Record<string, string>): StorageState {
  return {
    cookies: [],
    origins: [{ origin: site.url, localStorage: Object.entries(entries).map(([name, value]) => ({ name, value })) }],
  };
}

function postJson(url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** A password an admin sets for a client, who must then choose their own. */
const ADMIN_SET_PASSWORD = 'Granite-Willow-Parcel-58';

/**
 * A client with one track request, signed in through the API (spec §9 storage keys `user`,
 * `token`): `fresh` as they are after an admin set their password (asked to choose their own),
 * `chosen` after. The client first sets a password from the mailed link.
 */
async function signInClient(): Promise<{ fresh: StorageState; chosen: StorageState }> {
  const email = `a11y.${Date.now()}@example.com`;
  const form = new FormData();
  for (const [key, value] of Object.entries({
    service_name: 'innovation',
    user_name: 'Salma Haddad',
    user_email: email,
    message: 'An innovation programme for our clinics.',
  }))
    form.append(key, value);
  const sent = await fetch(`${site.url}/api/track-requests`, { method: 'POST', body: await withGuard(form, site.url) });
  expect(sent.status).toBe(201);
  await setPasswordFromMail(site.url, site.outbox, email, 'Harbour-Quince-Lantern-11');
  const own = (await (
    await postJson(`${site.url}/api/user/login`, { email, password: 'Harbour-Quince-Lantern-11' })
  ).json()) as {
    user: UserRecord;
  };
  const admin = await signInStaff(site.admin);
  const set = await fetch(`${site.url}/api/admin/users/${own.user.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ password: ADMIN_SET_PASSWORD }),
  });
  expect(set.status).toBe(200);
  const generated = ADMIN_SET_PASSWORD;
  const login = await postJson(`${site.url}/api/user/login`, { email, password: generated });
  const first = (await login.json()) as { user: UserRecord; token: string };
  const changed = await postJson(
    `${site.url}/api/user/password`,
    { current_password: generated, new_password: CHOSEN_PASSWORD },
    first.token,
  );
  expect(changed.status).toBe(200);
  const { user } = (await changed.json()) as { user: UserRecord };
  return {
    fresh: storageWith({ [STORAGE_KEYS.user]: JSON.stringify(first.user), [STORAGE_KEYS.token]: first.token }),
    chosen: storageWith({ [STORAGE_KEYS.user]: JSON.stringify(user), [STORAGE_KEYS.token]: first.token }),
  };
}

/** A staff member signed in through the API (spec §9 keys `admin_user`, `admin_token`), and their token. */
async function signInStaff(credentials: { email: string; password: string }) {
  const reply = (await (await postJson(`${site.url}/api/admin/login`, credentials)).json()) as {
    user: UserRecord;
    token: string;
  };
  const storage = storageWith({
    [STORAGE_KEYS.adminUser]: JSON.stringify(reply.user),
    [STORAGE_KEYS.adminToken]: reply.token,
  });
  return { storage, token: reply.token, user: reply.user };
}

/**
 * The first admin signed in, and an editor they add, signed in with the password set from the
 * mailed link, as the panel holds a session that must choose a new password (the first admin's
 * when its password was generated at the first start).
 */
async function signInAdmins(): Promise<{ admin: StorageState; firstSignIn: StorageState }> {
  const first = await signInStaff(site.admin);
  const email = `editor.${Date.now()}@example.com`;
  const added = await postJson(
    `${site.url}/api/admin/staff`,
    { name: 'سارة المحررة', email, role: 'editor' },
    first.token,
  );
  expect(added.status).toBe(201);
  const editor = await signInStaff({ email, password: await setPasswordFromMail(site.url, site.outbox, email) });
  const owed = storageWith({
    [STORAGE_KEYS.adminUser]: JSON.stringify({ ...editor.user, must_change_password: true }),
    [STORAGE_KEYS.adminToken]: editor.token,
  });
  return { admin: first.storage, firstSignIn: owed };
}

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  const news = (await (await fetch(`${site.url}/api/news`)).json()) as { news: NewsItemRecord[] };
  routes = routesOf(news.news[0].id);
  const [clients, admins] = await Promise.all([signInClient(), signInAdmins()]);
  ({ fresh: clientFirstSignIn, chosen: client } = clients);
  ({ admin, firstSignIn: adminFirstSignIn } = admins);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A context of its own at `width` × 800 CSS pixels, with `storage` (a session) when given. */
function newContext(width: number, storage?: StorageState): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height: 800 }, ...(storage ? { storageState: storage } : {}) });
}

/** `route` with `?lang=` (the site language for that visit, as a search engine's link sets it). */
function withLanguage(route: string, language: Language): string {
  return `${site.url}${route}${route.includes('?') ? '&' : '?'}lang=${language}`;
}

/**
 * Waits until the page has drawn its content: a heading shows (the admin dashboard's title is its
 * header's h4), no remote, chunk or data is still
 * loading, the web fonts are in and finite animations have ended (so colours are final for axe).
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      // The page is live (hydrated, or rendered on the client): its controls answer keys.
      document.documentElement.hasAttribute('data-live') &&
      document.querySelector('h1, h2, h3, h4') !== null &&
      document.querySelector('.remote-loading, .ui-spin, .ant-spin-spinning, .ant-skeleton-active') === null,
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * The site's frame around the pages: the navbar and footer of the public site and client area,
 * the admin panel's sidebar and header. It is the same on every page of an area, so `audit`
 * checks it on the first page each visitor opens and leaves it out on the others, which keeps a
 * run short.
 */
const FRAME = ['header.navbar', 'footer.footer', '[data-testid="admin-sidebar"]', '.ant-layout-header'];

/**
 * Serious and critical WCAG 2.1 A/AA violations on the page (without the `FRAME` unless
 * `withFrame`), one line per element: rule, impact, selector, why.
 */
async function blockingViolations(page: Page, withFrame: boolean): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] });
  if (!withFrame) for (const selector of FRAME) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const why = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
        return `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${why}`;
      }),
    );
}

/** How far the document is wider than the screen, in CSS pixels (0: no sideways scrolling). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/**
 * The elements that make the page scroll sideways: those reaching past the screen's left or right
 * edge whose parent does not (where the overflow starts), outside any box that scrolls or clips
 * them; at most three, each as `tag.class[test id] left..right` in CSS pixels.
 */
function widestElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const outside = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (box.width > 0 || box.height > 0) && (box.left < -0.5 || box.right > width + 0.5);
    };
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => outside(element) && !(element.parentElement && outside(element.parentElement)))
      .filter((element) => !clipped(element))
      .slice(0, 3)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const classes = [...element.classList].filter((name) => !name.startsWith('css-')).slice(0, 2);
        const testId = element.getAttribute('data-testid');
        return `${element.tagName.toLowerCase()}${classes.map((name) => `.${name}`).join('')}${testId ? `[${testId}]` : ''} ${Math.round(box.left)}..${Math.round(box.right)}`;
      });
  });
}

/**
 * The boxes on the page that scroll sideways (a wide table in a phone's width) but are not a
 * region the keyboard reaches and a screen reader names (`ScrollRegion`: role region, a label,
 * tabindex 0), as `tag.class[test id]`. Text fields, which scroll their own text, are left out.
 */
function unnamedScrollBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => !element.matches('input, textarea, [contenteditable="true"]'))
      .filter((element) => /auto|scroll/.test(getComputedStyle(element).overflowX))
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
      .filter(
        (element) =>
          !(element.matches('[role="region"][aria-label]') && element.tabIndex === 0) ||
          !element.getAttribute('aria-label')?.trim(),
      )
      .map((element) => {
        const classes = [...element.classList].filter((name) => !name.startsWith('css-')).slice(0, 2);
        const testId = element.getAttribute('data-testid');
        return `${element.tagName.toLowerCase()}${classes.map((name) => `.${name}`).join('')}${testId ? `[${testId}]` : ''}`;
      }),
  );
}

/** Runs `task` over `items`, `CONCURRENT_PAGES` at a time; resolves the results in order. */
async function inPool<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_PAGES, items.length) }, worker));
  return results;
}

/** One browser context per visitor at `width`, made on first use (one session each), closed by `close`. */
function contextsAt(width: number) {
  const made = new Map<Visitor, Promise<BrowserContext>>();
  const storage: Record<Visitor, StorageState | undefined> = {
    guest: undefined,
    client,
    clientFirstSignIn,
    admin,
    adminFirstSignIn,
  };
  return {
    width,
    of(visitor: Visitor): Promise<BrowserContext> {
      const context = made.get(visitor) ?? newContext(width, storage[visitor]);
      made.set(visitor, context);
      return context;
    },
    async close(): Promise<void> {
      await Promise.all([...made.values()].map(async (context) => (await context).close()));
    },
  };
}

/**
 * Opens each route in `language` as its visitor and reports, one line each naming route,
 * visitor, language and width: axe's blocking violations (the frame checked on each visitor's
 * first page only), a page that never finished loading, and on a phone-sized screen sideways
 * overflow (with the elements that cause it) and boxes that scroll sideways without being a
 * named, focusable region, measured again after narrowing the same page to each of `narrower`
 * (320 px: WCAG 1.4.10's width).
 */
async function audit(
  contexts: ReturnType<typeof contextsAt>,
  items: readonly { visitor: Visitor; route: string }[],
  language: Language,
  narrower: readonly number[],
): Promise<string[]> {
  const { width } = contexts;
  const firstOfVisitor = new Set(items.map((item) => items.findIndex((other) => other.visitor === item.visitor)));
  const findings = await inPool([...items.keys()], async (index) => {
    const { visitor, route } = items[index];
    const where = (at: number) => `${route} [${visitor}, ${language}, ${at} px]`;
    const page = await (await contexts.of(visitor)).newPage();
    try {
      await page.goto(withLanguage(route, language));
      await settle(page);
      const lines = (await blockingViolations(page, firstOfVisitor.has(index))).map(
        (line) => `${where(width)} ${line}`,
      );
      if (width < 900) {
        for (const at of [width, ...narrower.filter((smaller) => smaller < width)]) {
          if (at !== width) {
            await page.setViewportSize({ width: at, height: 800 });
            // What follows a resize (a ScrollRegion's resize observer making it focusable) is drawn.
            await page.evaluate(
              () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
            );
          }
          const overflow = await sidewaysOverflow(page);
          if (overflow > 0)
            lines.push(
              `${where(at)} the page is ${overflow} px wider than the screen (${(await widestElements(page)).join(', ')})`,
            );
          for (const box of await unnamedScrollBoxes(page))
            lines.push(`${where(at)} ${box} scrolls sideways but is not a named, focusable region`);
        }
      }
      return lines;
    } catch (error) {
      return [`${where(width)} did not load: ${(error as Error).message.split('\n')[0]}`];
    } finally {
      await page.close();
    }
  });
  return findings.flat();
}

/**
 * The admin panel is Arabic only (spec §1): whatever the site language it renders the same RTL
 * Arabic, only `<html lang dir>` follows the site. So every admin page is audited under Arabic,
 * and under English the sign-in page and the dashboard, which check that frame.
 */
const ADMIN_UNDER_ENGLISH = ['/admin/login', '/admin/dashboard'];

describe.each(AXE_WIDTHS)('axe at %i px', (width) => {
  let contexts: ReturnType<typeof contextsAt>;
  beforeAll(() => {
    contexts = contextsAt(width);
  });
  afterAll(() => contexts.close());

  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(['public', 'client', 'admin'] as const)(
      `finds no serious or critical WCAG 2.1 AA violation on the %s pages${width < 900 ? ', none wider than the screen' : ''}`,
      async (area) => {
        const items =
          area === 'admin' && language === 'en'
            ? routes.admin.filter(({ route }) => ADMIN_UNDER_ENGLISH.includes(route))
            : routes[area];
        // Every page fits 320 px too (WCAG 1.4.10), the panel's included: its tables scroll in
        // their own region (ScrollRegion), its toolbars and forms wrap.
        expect(await audit(contexts, items, language, PHONE_WIDTHS)).toEqual([]);
      },
    );
  });
});

describe.each(PHONE_WIDTHS)('at %i px', (width) => {
  it.each(LANGUAGES)(
    "a signed-in client's navbar fits in %s: bell, menu and language toggle on the screen",
    async (language) => {
      const context = await newContext(width, client);
      try {
        const page = await context.newPage();
        await page.goto(withLanguage('/', language));
        await settle(page);
        await page.getByTestId('notification-bell').waitFor();
        for (const control of ['[data-testid="notification-bell"]', '.navbar__menu-button', '.language-toggle']) {
          const box = await page.locator(control).boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= width, `${control} at ${JSON.stringify(box)}`).toBe(true);
        }
        expect(await sidewaysOverflow(page)).toBe(0);
        // The menu it opens still lists every page and the client area.
        await page.locator('.navbar__menu-button').click();
        await expect.poll(() => page.locator('#mobile-menu a[href="/user/login"]').count()).toBe(1);
        expect(await sidewaysOverflow(page)).toBe(0);
      } finally {
        await context.close();
      }
    },
  );
});

/** What has the keyboard focus, as a user would see it. */
interface FocusState {
  /** Tag, test id and name, for messages. */
  description: string;
  /** The focused element matches the selector asked about (or sits inside what it matches). */
  matches: boolean;
  /** It, or the wrapper antd draws an input's or a select's focus on, shows an outline or a shadow. */
  visible: boolean;
  /** It sits inside an open dialog (`[role=dialog]` or a modal `<dialog>`). */
  inDialog: boolean;
}

/**
 * The focus state on `page` once focus styles have finished their transitions; `selector`
 * decides `matches`.
 */
function focusState(page: Page, selector = ':focus'): Promise<FocusState> {
  return page.evaluate(async (wanted) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return { description: 'nothing (the page itself)', matches: false, visible: false, inDialog: false };
    }
    // antd draws an input's or a select's focus ring on its wrapper (`…-focused`).
    const wrapper = element.parentElement?.closest<HTMLElement>('[class*="-focused"]') ?? null;
    const styled = [element, ...(wrapper ? [wrapper] : [])];
    await Promise.all(
      styled.flatMap((node) => node.getAnimations().map((animation) => animation.finished.catch(() => null))),
    );
    const transparent = /^(rgba\(\d+, \d+, \d+, 0\)|transparent)$/;
    const drawn = (node: HTMLElement) => {
      const style = getComputedStyle(node);
      const outline =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent.test(style.outlineColor);
      const shadow = style.boxShadow !== 'none' && !style.boxShadow.startsWith('rgba(0, 0, 0, 0) 0px 0px 0px 0px');
      return outline || shadow;
    };
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
    return {
      description: `<${element.tagName.toLowerCase()}${testId ? ` in [data-testid=${testId}]` : ''}> "${name}"`,
      matches: element.matches(wanted) || element.closest(wanted) !== null,
      visible: styled.some(drawn),
      inDialog: element.closest('[role="dialog"], dialog[open]') !== null,
    };
  }, selector);
}

/**
 * Keyboard moves on one page that record every stop whose focus is not visible (`unseen`), so
 * a test can assert at the end that the user always saw where they were.
 */
function keyboard(page: Page) {
  const unseen: string[] = [];
  const note = (state: FocusState) => {
    if (!state.visible) unseen.push(`${page.url()}: ${state.description}`);
    return state;
  };
  return {
    unseen,
    /** Presses `key` and resolves the focus after it (noted when not visible). */
    async press(key: string, selector?: string): Promise<FocusState> {
      await page.keyboard.press(key);
      return note(await focusState(page, selector));
    },
    /** Presses Tab (Shift+Tab with `back`) until the focus matches `selector`; fails after `max` presses. */
    async tabTo(selector: string, { back = false, max = 90 } = {}): Promise<FocusState> {
      const path: string[] = [];
      for (let presses = 0; presses < max; presses++) {
        const state = await this.press(back ? 'Shift+Tab' : 'Tab', selector);
        if (state.matches) return state;
        path.push(state.description);
      }
      throw new Error(`${max} × ${back ? 'Shift+Tab' : 'Tab'} never reached ${selector}; passed ${path.join(', ')}`);
    },
  };
}

describe('with the keyboard alone', () => {
  const pdf = path.join(testdata, 'project-brief.pdf');
  const guest = { name: 'Huda Al-Qahtani', email: `keyboard.${Date.now()}@example.com` };

  it('a visitor goes from a track page to its request form and sends it with a PDF', async () => {
    const context = await newContext(1280);
    const page = await context.newPage();
    const keys = keyboard(page);
    try {
      await page.goto(withLanguage('/services/innovation', 'en'));
      await settle(page);
      await keys.tabTo('[data-testid="start-track"]');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/services\/innovation\/request$/);
      await page.getByTestId('track-request-page').waitFor();
      await settle(page);
      await keys.tabTo('input[name="name"]');
      await page.keyboard.type(guest.name);
      await keys.tabTo('input[name="email"]');
      await page.keyboard.type(guest.email);
      await keys.tabTo('textarea[name="message"]');
      await page.keyboard.type('A design-thinking programme for our logistics teams.');
      // Enter on "Choose PDF file" opens the system's file picker (what is picked there is the
      // system's part); Playwright catches it only once it listens, so it listens from here on.
      const picker = page.waitForEvent('filechooser');
      await keys.tabTo('[data-testid="attachment-choose"]');
      await page.keyboard.press('Enter');
      await (await picker).setFiles(pdf);
      await expect.poll(() => page.getByTestId('attachment-name').textContent()).toBe('project-brief.pdf');
      // The button used is replaced by Change / Remove: the focus moves to Change, not to the page.
      expect(await focusState(page, '[data-testid="attachment-change"]')).toMatchObject({
        matches: true,
        visible: true,
      });
      await keys.tabTo('[data-testid="track-request-consent"]');
      await page.keyboard.press('Space');
      expect(await page.getByTestId('track-request-consent').isChecked()).toBe(true);
      await keys.tabTo('[data-testid="submit-request"]');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/services\/innovation$/);
      expect(keys.unseen).toEqual([]);
    } finally {
      await context.close();
    }
    // The request arrived with its PDF: the admins' lists have it (a service request, the default type).
    const token = ((await (await postJson(`${site.url}/api/admin/login`, site.admin)).json()) as { token: string })
      .token;
    const listed = await Promise.all(
      ['service-requests', 'track-requests'].map(async (list) => {
        const res = await fetch(`${site.url}/api/admin/${list}`, { headers: { authorization: `Bearer ${token}` } });
        return ((await res.json()) as { requests: RequestRecord[] }).requests;
      }),
    );
    const sent = listed.flat().filter((request) => request.user_email === guest.email);
    expect(sent.map((request) => request.attachment_name)).toEqual(['project-brief.pdf']);
  });

  it('an admin signs in, changes a request status, and a dialog keeps the focus until Escape', async () => {
    const context = await newContext(1280);
    const page = await context.newPage();
    const keys = keyboard(page);
    try {
      await page.goto(`${site.url}/admin/login`);
      await settle(page);
      await keys.tabTo('input[name="email"]');
      await page.keyboard.type(site.admin.email);
      await keys.tabTo('input[name="password"]');
      await page.keyboard.type(site.admin.password);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${site.url}/admin/dashboard`);
      await page.goto(`${site.url}/admin/dashboard?tab=opportunities`);
      const card = page.getByTestId('request-card').first();
      await card.waitFor();
      const before = await card.getAttribute('data-status');

      // The first card's status select: Enter opens its list, an arrow moves to the next status
      // (ARIA's list box pattern), Enter chooses it.
      await keys.tabTo('[data-testid="request-card"] [data-testid="status-select"]');
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => card.getAttribute('data-status')).not.toBe(before);
      // The focus stays on the select while and after the change is saved.
      expect(await focusState(page, '[data-testid="status-select"]')).toMatchObject({ matches: true, visible: true });

      // The add-request dialog: the focus goes in, Tab and Shift+Tab stay in, Escape gives it back.
      const opener = await keys.tabTo('[data-testid="add-request-open"]', { back: true });
      expect(opener.matches).toBe(true);
      await page.keyboard.press('Enter');
      await page.getByTestId('add-request-dialog').waitFor();
      await expect.poll(async () => (await focusState(page)).inDialog).toBe(true);
      for (const key of [...Array<string>(16).fill('Tab'), ...Array<string>(8).fill('Shift+Tab')]) {
        const state = await keys.press(key);
        expect(state.inDialog, `${key} left the dialog for ${state.description}`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await page.getByTestId('add-request-dialog').waitFor({ state: 'hidden' });
      await expect.poll(async () => (await focusState(page, '[data-testid="add-request-open"]')).matches).toBe(true);
      expect(keys.unseen).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a visitor opens a news item dialog, stays in it with Tab and leaves it with Escape', async () => {
    const context = await newContext(375);
    const page = await context.newPage();
    const keys = keyboard(page);
    try {
      await page.goto(withLanguage('/news', 'ar'));
      await settle(page);
      await keys.tabTo('[data-testid="news-read-more"]');
      await page.keyboard.press('Enter');
      await page.locator('dialog[open]').waitFor();
      for (const key of [...Array<string>(6).fill('Tab'), ...Array<string>(6).fill('Shift+Tab')]) {
        const state = await keys.press(key);
        expect(state.inDialog, `${key} left the dialog for ${state.description}`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await page.locator('dialog[open]').waitFor({ state: 'detached' });
      expect((await focusState(page, '[data-testid="news-read-more"]')).matches).toBe(true);
      expect(keys.unseen).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
