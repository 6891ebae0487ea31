/**
 * The pages that show editor content render on the server (the prerender) with the
 * snapshot in the store, synchronously and without any browser API, in both languages.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_SITE_CONTENT, type SiteContent } from '@consulting/contracts';
import type { Language } from '@consulting/platform';

type Modules = Awaited<ReturnType<typeof load>>;

const BUILT_IN_PARTS = ['settings', 'team', 'partners', 'bank_accounts', 'hero_slides', 'statistics', 'goals'] as const;

/**
 * The platform and the pages as the prerender has them: a server render reads a zustand store's
 * initial state, so (as the prerender loads its bundle once per language with that language
 * stored) they are loaded afresh with `language` stored.
 */
async function load(language: Language) {
  vi.resetModules();
  localStorage.setItem('language', language);
  const platform = await import('@consulting/platform');
  (await import('./translations.ts')).registerPublicTranslations();
  // The built-in lists are lazy chunks (site-content/built-in.ts); the prerender waits for them
  // (renderStatic), renderToString does not, so this copy loads them first.
  const { builtInSiteContent } = await import('./site-content/built-in.ts');
  await Promise.all(BUILT_IN_PARTS.map((part) => builtInSiteContent(part)));
  return {
    platform,
    HomePage: (await import('./features/home/HomePage.tsx')).HomePage,
    AboutPage: (await import('./features/about/AboutPage.tsx')).AboutPage,
    TeamPage: (await import('./features/about/TeamPage.tsx')).TeamPage,
    PartnersPage: (await import('./features/about/PartnersPage.tsx')).PartnersPage,
    GoalsPage: (await import('./features/about/GoalsPage.tsx')).GoalsPage,
    BankAccountsPage: (await import('./features/banking/BankAccountsPage.tsx')).BankAccountsPage,
    ContactPage: (await import('./features/contact/ContactPage.tsx')).ContactPage,
    ContactMessagePage: (await import('./features/contact-message/ContactMessagePage.tsx')).ContactMessagePage,
  };
}

const bundles = {} as Record<Language, Modules>;
beforeAll(async () => {
  bundles.en = await load('en');
  bundles.ar = await load('ar');
});

/** Renders `page` with `content` in the store as the prerender does: no window, document, navigator or storage. */
function serverRender(language: Language, page: (modules: Modules) => ReactElement, content: SiteContent | null) {
  const modules = bundles[language];
  modules.platform.setSiteContent(content);
  for (const name of ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'fetch']) {
    vi.stubGlobal(name, undefined);
  }
  try {
    return renderToString(
      <MemoryRouter>
        <modules.platform.QueryRoot>{page(modules)}</modules.platform.QueryRoot>
      </MemoryRouter>,
    );
  } finally {
    vi.unstubAllGlobals();
  }
}

const photo = {
  id: 'm1',
  kind: 'image' as const,
  mime: 'image/jpeg',
  url: '/media/m1/original.jpg',
  width: 1200,
  height: 800,
  alt_ar: 'صورة',
  alt_en: 'Picture',
  variants: [{ url: '/media/m1/w640.webp', width: 640, height: 427, mime: 'image/webp' }],
};

const [slide] = DEFAULT_SITE_CONTENT.hero_slides;
const [member] = DEFAULT_SITE_CONTENT.team;
const [partner] = DEFAULT_SITE_CONTENT.partners;
const [account] = DEFAULT_SITE_CONTENT.bank_accounts;
const [statistic] = DEFAULT_SITE_CONTENT.statistics;
const [goal] = DEFAULT_SITE_CONTENT.goals;

/** A snapshot whose every text is recognisable: `{EN|AR} {type}`. */
const snapshot: SiteContent = {
  ...DEFAULT_SITE_CONTENT,
  version: 'v-ssr',
  settings: {
    ...DEFAULT_SITE_CONTENT.settings,
    phone: '+966 55 555 5555',
    working_hours_en: 'EN hours',
    working_hours_ar: 'AR hours',
  },
  hero_slides: [{ ...slide, title_en: 'EN slide', title_ar: 'AR slide', image: photo }],
  statistics: [{ ...statistic, title_en: 'EN statistic', title_ar: 'AR statistic' }],
  team: [{ ...member, name_en: 'EN member', name_ar: 'AR member', image: photo }],
  partners: [{ ...partner, name_en: 'EN partner', name_ar: 'AR partner' }],
  bank_accounts: [{ ...account, bank_name_en: 'EN bank', bank_name_ar: 'AR bank' }],
  goals: [{ ...goal, title_en: 'EN goal', title_ar: 'AR goal' }],
};

afterEach(() => {
  bundles.en.platform.setSiteContent(null);
  bundles.ar.platform.setSiteContent(null);
});

describe('editor content on the server (prerender)', () => {
  const cases: [string, (modules: Modules) => ReactElement, string][] = [
    ['home', ({ HomePage }) => <HomePage />, 'slide'],
    ['home statistics', ({ HomePage }) => <HomePage />, 'statistic'],
    ['about', ({ AboutPage }) => <AboutPage />, 'member'],
    ['team', ({ TeamPage }) => <TeamPage />, 'member'],
    ['partners', ({ PartnersPage }) => <PartnersPage />, 'partner'],
    ['goals', ({ GoalsPage }) => <GoalsPage />, 'goal'],
    ['contact', ({ ContactPage }) => <ContactPage />, 'hours'],
  ];

  it.each(cases)("%s renders the snapshot's texts in English and Arabic", (_, page, word) => {
    expect(serverRender('en', page, snapshot)).toContain(`EN ${word}`);
    expect(serverRender('ar', page, snapshot)).toContain(`AR ${word}`);
  });

  it('pages with a local language render in Arabic first (bank accounts, contact message)', () => {
    expect(serverRender('en', ({ BankAccountsPage }) => <BankAccountsPage />, snapshot)).toContain('AR bank');
    expect(serverRender('en', ({ ContactMessagePage }) => <ContactMessagePage />, snapshot)).toContain('AR hours');
  });

  it('draws images with srcset, sizes and their reserved size; the hero image first in priority', () => {
    const html = serverRender('en', ({ HomePage }) => <HomePage />, snapshot);
    const page = new DOMParser().parseFromString(html, 'text/html');
    const img = page.querySelector('.hero__slide img')!;
    expect(img.getAttribute('alt')).toBe('Picture');
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('800');
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(page.querySelector('.hero__slide source')?.getAttribute('srcset')).toBe('/media/m1/w640.webp 640w');
  });

  it('renders the built-in texts when the snapshot is unknown', () => {
    const [slide] = DEFAULT_SITE_CONTENT.hero_slides;
    expect(serverRender('en', ({ HomePage }) => <HomePage />, null)).toContain(slide.title_en);
    expect(serverRender('ar', ({ HomePage }) => <HomePage />, null)).toContain(slide.title_ar);
    expect(serverRender('ar', ({ TeamPage }) => <TeamPage />, null)).toContain(DEFAULT_SITE_CONTENT.team[0].name_ar);
    expect(serverRender('en', ({ BankAccountsPage }) => <BankAccountsPage />, null)).toContain(
      DEFAULT_SITE_CONTENT.bank_accounts[0].iban,
    );
  });
});
