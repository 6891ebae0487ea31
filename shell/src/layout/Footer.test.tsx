import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_SITE_CONTENT, FORM_MIN_FILL_MS, PUBLIC_FORM_ERRORS, type MediaRef } from '@consulting/contracts';
import { setSiteContent, useLanguage } from '@consulting/platform';
import { registerShellTranslations } from '../i18n/shell-translations.ts';
import { Footer } from './Footer.tsx';

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

let fetchSpy: ReturnType<typeof vi.fn>;
/** The answer to POST /api/newsletter. */
let newsletterReply: () => Response;
let tokens: number;

const newsletterCalls = () =>
  fetchSpy.mock.calls.filter(([url]) => url === '/api/newsletter') as [string, RequestInit][];
const tokenCalls = () => fetchSpy.mock.calls.filter(([url]) => url === '/api/forms/token');

/** Lets the box's token arrive, then moves the clock past the minimum fill time, as a person typing would. */
async function passFillTime() {
  await waitFor(() => expect(tokenCalls().length).toBeGreaterThan(0));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  vi.setSystemTime(Date.now() + FORM_MIN_FILL_MS + 1000);
}

function renderFooter() {
  return render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  registerShellTranslations();
  useLanguage.getState().setLanguage('en');
  tokens = 0;
  newsletterReply = () => json(201, { success: true, message: 'Thank you for subscribing to our newsletter!' });
  fetchSpy = vi.fn(async (url: string) => {
    if (url !== '/api/forms/token') return newsletterReply();
    tokens += 1;
    return json(200, { success: true, token: `token-${tokens}`, issued_at: Date.now(), policy_version: 'v' });
  });
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setSiteContent(null);
});

const email = () => screen.getByTestId('newsletter-email') as HTMLInputElement;
/** Waits for the live form (its own chunk; jsdom has no IntersectionObserver, so it loads at once). */
const liveForm = () => screen.findByTestId('newsletter-consent');
const consent = () => fireEvent.click(screen.getByTestId('newsletter-consent'));
/** Types the address as a visitor does (focusing the box first), ticks the consent if asked, and subscribes. */
async function subscribe(address: string, { tick = true } = {}) {
  await liveForm();
  fireEvent.focus(email());
  fireEvent.change(email(), { target: { value: address } });
  if (tick) consent();
  await passFillTime();
  fireEvent.click(screen.getByTestId('newsletter-submit'));
}

describe('Footer newsletter box', () => {
  it('fetches no form token until the box is used', async () => {
    renderFooter();
    await liveForm();
    await act(async () => undefined);
    expect(tokenCalls()).toHaveLength(0);
    fireEvent.focus(email());
    await waitFor(() => expect(tokenCalls()).toHaveLength(1));
  });

  it('loads the live form only when the box nears the viewport or takes the focus, keeping what was typed', async () => {
    let reveal: (() => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          reveal = () => callback([{ isIntersecting: true }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    renderFooter();
    await act(async () => undefined);
    expect(screen.queryByTestId('newsletter-consent')).toBeNull();
    expect(reveal).toBeDefined();

    email().focus();
    fireEvent.change(email(), { target: { value: 'early@example.com' } });
    await liveForm();
    expect(email().value).toBe('early@example.com');
    expect(document.activeElement).toBe(email());
  });

  it('refuses an invalid email without sending', async () => {
    renderFooter();
    await subscribe('not-an-email');
    const result = screen.getByTestId('newsletter-result');
    expect(result.getAttribute('data-status')).toBe('invalid');
    expect(result.textContent).toBe('Please enter a valid email address');
    await act(async () => undefined);
    expect(newsletterCalls()).toHaveLength(0);
  });

  it('posts the email with the form token, empty honeypot and consent, and shows the server confirmation', async () => {
    renderFooter();
    await subscribe(' reader@example.com ');
    const result = await screen.findByTestId('newsletter-result');
    expect(result.textContent).toBe('Thank you for subscribing to our newsletter!');
    expect(result.getAttribute('data-status')).toBe('success');
    const [, init] = newsletterCalls()[0];
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'reader@example.com',
      form_token: 'token-1',
      website: '',
      privacy_consent: true,
      lang: 'en',
    });
    expect(email().value).toBe('');
  });

  it('does not subscribe without the consent tick, saying so in English and in Arabic', async () => {
    const { unmount } = renderFooter();
    await subscribe('reader@example.com', { tick: false });
    const error = screen.getByTestId('newsletter-consent-error');
    expect(error.textContent).toBe('Please accept the privacy policy to send this form.');
    const box = screen.getByRole('checkbox', { name: /I have read the privacy policy/ });
    expect(document.activeElement).toBe(box);
    expect(screen.getByTestId('newsletter-retention').textContent).toBe(
      'We keep your email address to send you the newsletter until you ask us to remove it.',
    );
    unmount();
    useLanguage.getState().setLanguage('ar');
    renderFooter();
    await subscribe('reader@example.com', { tick: false });
    expect(screen.getByTestId('newsletter-consent-error').textContent).toBe(
      'يرجى الموافقة على سياسة الخصوصية لإرسال هذا النموذج.',
    );
    await act(async () => undefined);
    expect(newsletterCalls()).toHaveLength(0);
  });

  it('shows a 429 as the minutes to wait, in English and in Arabic', async () => {
    newsletterReply = () =>
      json(429, { success: false, error: PUBLIC_FORM_ERRORS.rateLimited }, { 'Retry-After': '1800' });
    const { unmount } = renderFooter();
    await subscribe('reader@example.com');
    expect((await screen.findByTestId('newsletter-result')).textContent).toBe(
      'Too many attempts. Please try again in 30 minutes.',
    );
    expect(email().value).toBe('reader@example.com');
    unmount();
    useLanguage.getState().setLanguage('ar');
    renderFooter();
    await subscribe('reader@example.com');
    expect((await screen.findByTestId('newsletter-result')).textContent).toBe(
      'محاولات كثيرة جداً. يرجى المحاولة مرة أخرى بعد 30 دقيقة.',
    );
  });

  it('on a refused form token fetches a new one and asks to send again, keeping the address', async () => {
    newsletterReply = () => json(400, { success: false, error: PUBLIC_FORM_ERRORS.tokenInvalid });
    renderFooter();
    await subscribe('reader@example.com');
    const result = await screen.findByTestId('newsletter-result');
    expect(result.getAttribute('data-status')).toBe('error');
    expect(result.textContent).toBe(
      'This form had expired, so we renewed it. Your text is still here: please send it again.',
    );
    expect(tokenCalls()).toHaveLength(2);
    expect(email().value).toBe('reader@example.com');
  });

  it('shows the failure text in Arabic on an Arabic page', async () => {
    useLanguage.getState().setLanguage('ar');
    newsletterReply = () => json(500, { success: false, error: 'boom' });
    renderFooter();
    await subscribe('reader@example.com');
    expect((await screen.findByTestId('newsletter-result')).textContent).toBe('تعذر الاشتراك، يرجى المحاولة مرة أخرى');
  });
});

describe('Footer site settings', () => {
  const socialHrefs = () =>
    [...document.querySelectorAll('.footer__social a')].map((a) => [
      a.getAttribute('aria-label'),
      a.getAttribute('href'),
    ]);

  it('shows the built-in company, contact and six social links without a snapshot, and no profile link', () => {
    renderFooter();
    expect(document.querySelector('.footer__brand')?.textContent).toBe('Consulting Services');
    expect(screen.getByTestId('footer-phone').getAttribute('href')).toBe('tel:+966110000000');
    expect(screen.getByTestId('footer-email').textContent).toBe('info@example.com');
    expect(screen.getByTestId('footer-address').textContent).toBe('Head office: Riyadh, Saudi Arabia');
    // Each name starts with the mark the round button shows (WCAG 2.5.3 "Label in Name").
    expect(socialHrefs().map(([name]) => name)).toEqual([
      'X',
      'in – LinkedIn',
      'IG – Instagram',
      'f – Facebook',
      'TT – TikTok',
      'SC – Snapchat',
    ]);
    for (const link of document.querySelectorAll('.footer__social a'))
      expect(link.getAttribute('aria-label')?.startsWith(link.textContent ?? '')).toBe(true);
    expect(screen.queryByTestId('footer-profile')).toBeNull();
  });

  it("shows the editors' settings in English and Arabic, hiding the networks without a URL", () => {
    const profile: MediaRef = {
      id: 'pdf1',
      kind: 'pdf',
      mime: 'application/pdf',
      url: '/media/pdf1/original.pdf',
      width: 0,
      height: 0,
      alt_ar: 'الملف التعريفي',
      alt_en: 'Company profile',
      variants: [],
    };
    const settings = DEFAULT_SITE_CONTENT.settings;
    setSiteContent({
      ...DEFAULT_SITE_CONTENT,
      version: 'v2',
      settings: {
        ...settings,
        company_name_en: 'Consult Co.',
        company_name_ar: 'شركة الاستشارات',
        phone: '+966 12 345 6789',
        email: 'hello@consult.example',
        address_en: 'Jeddah, Saudi Arabia',
        address_ar: 'جدة، المملكة العربية السعودية',
        social_links: {
          ...settings.social_links,
          x: '',
          tiktok: '',
          snapchat: '',
          linkedin: 'https://linkedin.com/company/consult',
        },
        company_profile: profile,
      },
    });
    const { unmount } = renderFooter();
    expect(document.querySelector('.footer__brand')?.textContent).toBe('Consult Co.');
    expect(screen.getByTestId('footer-phone').textContent).toBe('+966 12 345 6789');
    expect(screen.getByTestId('footer-email').getAttribute('href')).toBe('mailto:hello@consult.example');
    expect(screen.getByTestId('footer-address').textContent).toBe('Head office: Jeddah, Saudi Arabia');
    expect(socialHrefs()).toEqual([
      ['in – LinkedIn', 'https://linkedin.com/company/consult'],
      ['IG – Instagram', 'https://www.instagram.com/'],
      ['f – Facebook', 'https://www.facebook.com/'],
    ]);
    expect(screen.getByTestId('footer-profile').getAttribute('href')).toBe('/media/pdf1/original.pdf');
    unmount();

    useLanguage.getState().setLanguage('ar');
    renderFooter();
    expect(document.querySelector('.footer__brand')?.textContent).toBe('شركة الاستشارات');
    expect(screen.getByTestId('footer-address').textContent).toBe('المقر الرئيسي: جدة، المملكة العربية السعودية');
  });

  it('has no social list at all when no network has a URL', () => {
    const settings = DEFAULT_SITE_CONTENT.settings;
    const none = Object.fromEntries(Object.keys(settings.social_links).map((network) => [network, '']));
    setSiteContent({
      ...DEFAULT_SITE_CONTENT,
      version: 'v3',
      settings: { ...settings, social_links: none as typeof settings.social_links },
    });
    renderFooter();
    expect(document.querySelector('.footer__social')).toBeNull();
  });
});
