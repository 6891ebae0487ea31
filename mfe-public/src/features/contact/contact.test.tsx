import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render as renderUi, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_SITE_CONTENT, FORM_MIN_FILL_MS, PUBLIC_FORM_ERRORS } from '@consulting/contracts';
import { setSiteContent, useLanguage, QueryRoot } from '@consulting/platform';
import { ContactMessagePage } from '../contact-message/ContactMessagePage.tsx';
import { CONTACT_STATUS_MS } from './ContactForm.tsx';
import { ContactPage } from './ContactPage.tsx';

/** Renders `ui` inside the query cache the route table gives every page. */
const render = (ui: ReactElement) => renderUi(ui, { wrapper: QueryRoot });

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

function fillValid() {
  type('name', ' Sara ');
  type('email', 'sara@example.com');
  type('phone', '0500000000');
  type('subject', 'Trademark');
  type('message', 'We need help with a trademark.');
}

/** Ticks the privacy-consent box. */
const consent = () => fireEvent.click(screen.getByTestId('contact-consent'));

/** Calls of the spied fetch to POST /api/contact (the page fetches other things too: its form token, the site content). */
const contactCalls = (spy: ReturnType<typeof vi.fn>) =>
  spy.mock.calls.filter(([url]) => url === '/api/contact') as [string, RequestInit][];
const tokenCalls = () => fetchSpy.mock.calls.filter(([url]) => url === '/api/forms/token');

/** Lets the form's token arrive, then moves the clock past the minimum fill time, as a person filling the form would. */
async function passFillTime() {
  await waitFor(() => expect(tokenCalls().length).toBeGreaterThan(0));
  await act(async () => {});
  vi.setSystemTime(Date.now() + FORM_MIN_FILL_MS + 1000);
}

let fetchSpy: ReturnType<typeof vi.fn>;
let contactReply: () => Promise<Response>;
let tokens: number;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  useLanguage.getState().setLanguage('en');
  tokens = 0;
  contactReply = async () => json(201, { success: true, message: 'Message received' });
  fetchSpy = vi.fn(async (url: string) => {
    if (url === '/api/contact') return contactReply();
    if (url === '/api/forms/token') {
      tokens += 1;
      return json(200, { success: true, token: `token-${tokens}`, issued_at: Date.now(), policy_version: 'v' });
    }
    return json(503, { success: false });
  });
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setSiteContent(null);
});

function renderPage(element = <ContactPage />) {
  return render(<MemoryRouter>{element}</MemoryRouter>);
}

describe('ContactPage (spec §2 "Contact page")', () => {
  it('shows its h1, the four info cards from the built-in settings without a snapshot and the consultation link', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Contact Us']);
    expect(screen.getByTestId('contact-info-phone').textContent).toContain('+966 11 000 0000');
    expect(screen.getByTestId('contact-info-hours').textContent).toContain('Sunday to Thursday, 9:00 AM to 6:00 PM');
    expect(screen.getByTestId('contact-consultation').querySelector('a')?.getAttribute('href')).toBe(
      '/contact/message',
    );
  });

  it("shows the editors' phone, email, address, hours and company from the snapshot, in English and Arabic", () => {
    setSiteContent({
      ...DEFAULT_SITE_CONTENT,
      version: 'v2',
      settings: {
        ...DEFAULT_SITE_CONTENT.settings,
        phone: '+966 12 345 6789',
        email: 'hello@consult.example',
        address_en: 'Jeddah, Saudi Arabia',
        address_ar: 'جدة، المملكة العربية السعودية',
        working_hours_en: 'Sunday to Thursday, 8:00 AM to 5:00 PM',
        working_hours_ar: 'الأحد - الخميس، 8:00 ص - 5:00 م',
        company_name_en: 'Consult Co.',
        company_name_ar: 'شركة الاستشارات',
      },
    });
    const { unmount } = renderPage();
    const phone = screen.getByTestId('contact-info-phone').querySelector('a')!;
    expect(phone.textContent).toBe('+966 12 345 6789');
    expect(phone.getAttribute('href')).toBe('tel:+966123456789');
    expect(screen.getByTestId('contact-info-email').querySelector('a')?.getAttribute('href')).toBe(
      'mailto:hello@consult.example',
    );
    expect(screen.getByTestId('contact-info-address').textContent).toContain('Jeddah, Saudi Arabia');
    expect(screen.getByTestId('contact-info-hours').textContent).toContain('8:00 AM to 5:00 PM');
    expect(screen.getByTestId('contact-company').textContent).toContain('Consult Co.');
    unmount();

    useLanguage.getState().setLanguage('ar');
    renderPage();
    expect(screen.getByTestId('contact-info-address').textContent).toContain('جدة، المملكة العربية السعودية');
    expect(screen.getByTestId('contact-company').textContent).toContain('شركة الاستشارات');
  });

  it('sends nothing while required fields are empty or the email is invalid', async () => {
    renderPage();
    fireEvent.click(screen.getByTestId('contact-submit'));
    for (const key of ['name', 'email', 'phone', 'subject', 'message']) {
      expect(screen.getByTestId(`contact-error-${key}`).textContent).toBe('This field is required');
    }
    expect(screen.queryByTestId('contact-error-company')).toBeNull();
    expect(screen.getByTestId('contact-consent-error').textContent).toBe(
      'Please accept the privacy policy to send this form.',
    );
    fillValid();
    expect(screen.queryByTestId('contact-error-name')).toBeNull();
    type('email', 'sara@example');
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect(screen.getByTestId('contact-error-email').textContent).toBe('Invalid email address');
    // The label names the field; the error is an alert that describes it.
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(screen.getByTestId('contact-error-email').id);
    expect(screen.getByTestId('contact-error-email').getAttribute('role')).toBe('alert');
    await act(async () => undefined);
    expect(contactCalls(fetchSpy)).toHaveLength(0);
  });

  it('posts the six fields with the form token, empty honeypot and consent, shows Sending..., then the success message for 5 s with the form cleared', async () => {
    let release: (response: Response) => void = () => undefined;
    contactReply = () => new Promise((resolve) => (release = resolve));
    renderPage();
    fillValid();
    type('company', 'Acme');
    consent();
    await passFillTime();
    fireEvent.click(screen.getByTestId('contact-submit'));
    const button = screen.getByTestId('contact-submit') as HTMLButtonElement;
    await waitFor(() => expect(button.textContent).toContain('Sending...'));
    expect(button.disabled).toBe(true);

    await waitFor(() => expect(contactCalls(fetchSpy)).toHaveLength(1));
    const [, init] = contactCalls(fetchSpy)[0];
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Sara',
      email: 'sara@example.com',
      phone: '0500000000',
      company: 'Acme',
      subject: 'Trademark',
      message: 'We need help with a trademark.',
      form_token: 'token-1',
      website: '',
      privacy_consent: true,
      lang: 'en',
    });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => release(json(201, { success: true, message: 'ok' })));
    const status = await screen.findByTestId('contact-status');
    expect(status.getAttribute('data-status')).toBe('success');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toContain('Your message has been sent successfully!');
    expect(input('name').value).toBe('');
    expect(input('message').value).toBe('');
    act(() => vi.advanceTimersByTime(CONTACT_STATUS_MS));
    expect(screen.queryByTestId('contact-status')).toBeNull();
  });

  it('shows the error message (with the server reason of a 400) and keeps the data', async () => {
    contactReply = async () => json(400, { success: false, error: 'email: Invalid email' });
    renderPage();
    fillValid();
    consent();
    await passFillTime();
    fireEvent.click(screen.getByTestId('contact-submit'));
    const status = await screen.findByTestId('contact-status');
    expect(status.getAttribute('data-status')).toBe('error');
    expect(status.getAttribute('role')).toBe('alert');
    expect(status.textContent).toContain('An error occurred, please try again');
    expect(status.textContent).toContain('email: Invalid email');
    expect(input('name').value).toBe(' Sara ');
  });

  it('shows the Arabic error text on a network failure in Arabic', async () => {
    useLanguage.getState().setLanguage('ar');
    contactReply = async () => {
      throw new TypeError('Failed to fetch');
    };
    renderPage();
    fillValid();
    consent();
    await passFillTime();
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect((await screen.findByTestId('contact-status')).textContent).toContain('حدث خطأ، يرجى المحاولة مرة أخرى');
  });
});

describe('ContactMessagePage (spec §1 local language, §4)', () => {
  it("shows the editors' contact information in the page's own language, the built-in one without a snapshot", () => {
    const { unmount } = renderPage(<ContactMessagePage />);
    expect(screen.getByTestId('contact-info-hours').textContent).toContain('الأحد - الخميس، 9:00 ص - 6:00 م');
    unmount();
    setSiteContent({
      ...DEFAULT_SITE_CONTENT,
      version: 'v2',
      settings: {
        ...DEFAULT_SITE_CONTENT.settings,
        phone: '+966 12 345 6789',
        working_hours_en: 'Every day, 24 hours',
      },
    });
    renderPage(<ContactMessagePage />);
    expect(screen.getByTestId('contact-info-phone').textContent).toContain('+966 12 345 6789');
    fireEvent.click(screen.getByTestId('contact-message-language'));
    expect(screen.getByTestId('contact-info-hours').textContent).toContain('Every day, 24 hours');
  });

  it('starts in Arabic whatever the global language and switches with its own toggle', async () => {
    renderPage(<ContactMessagePage />);
    const page = screen.getByTestId('contact-message-page');
    expect(page.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('أرسل لنا رسالة');
    expect(screen.getByTestId('contact-response-policy').textContent).toContain('24');
    fireEvent.click(screen.getByTestId('contact-message-language'));
    expect(page.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Send Us a Message');
    fillValid();
    consent();
    await passFillTime();
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect((await screen.findByTestId('contact-status')).textContent).toContain(
      'Your message has been sent successfully!',
    );
    fireEvent.click(screen.getByTestId('contact-message-language'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('أرسل لنا رسالة');
    // The global language is untouched by the page's own toggle.
    expect(useLanguage.getState().language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('contact form guards', () => {
  it('does not send without the consent tick, saying so in Arabic on the message page and in English after its toggle', async () => {
    renderPage(<ContactMessagePage />);
    fillValid();
    await passFillTime();
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect(screen.getByTestId('contact-consent-error').textContent).toBe(
      'يرجى الموافقة على سياسة الخصوصية لإرسال هذا النموذج.',
    );
    expect(screen.getByTestId('contact-retention').textContent).toContain('نحتفظ ببيانات التواصل ورسالتك');
    fireEvent.click(screen.getByTestId('contact-message-language'));
    expect(screen.getByTestId('contact-consent-error').textContent).toBe(
      'Please accept the privacy policy to send this form.',
    );
    // The box is named by its visible label and links to the privacy page.
    const box = screen.getByRole('checkbox', { name: /I have read the privacy policy/ });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('link', { name: /privacy policy/ }).getAttribute('href')).toBe('/about/privacy');
    await act(async () => undefined);
    expect(contactCalls(fetchSpy)).toHaveLength(0);
  });

  it('shows a 429 as the minutes to wait, in English and in Arabic, and keeps the message', async () => {
    contactReply = async () =>
      json(429, { success: false, error: PUBLIC_FORM_ERRORS.rateLimited }, { 'Retry-After': '240' });
    const { unmount } = renderPage();
    fillValid();
    consent();
    await passFillTime();
    fireEvent.click(screen.getByTestId('contact-submit'));
    const status = await screen.findByTestId('contact-status');
    expect(status.getAttribute('data-status')).toBe('error');
    expect(status.textContent).toContain('Too many attempts. Please try again in 4 minutes.');
    expect(input('message').value).toBe('We need help with a trademark.');
    unmount();

    useLanguage.getState().setLanguage('ar');
    renderPage();
    fillValid();
    consent();
    await passFillTime();
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect((await screen.findByTestId('contact-status')).textContent).toContain(
      'محاولات كثيرة جداً. يرجى المحاولة مرة أخرى بعد 4 دقائق.',
    );
  });

  it('on a refused form token fetches a new one, asks to send again with the text kept, and the resend succeeds', async () => {
    let refusals = 1;
    contactReply = async () =>
      refusals-- > 0
        ? json(400, { success: false, error: PUBLIC_FORM_ERRORS.tokenInvalid })
        : json(201, { success: true, message: 'ok' });
    renderPage();
    fillValid();
    consent();
    await passFillTime();
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect((await screen.findByTestId('contact-status')).textContent).toContain(
      'This form had expired, so we renewed it. Your text is still here: please send it again.',
    );
    expect(tokenCalls()).toHaveLength(2);
    expect(input('message').value).toBe('We need help with a trademark.');
    await passFillTime();
    fireEvent.click(screen.getByTestId('contact-submit'));
    await waitFor(() => expect(screen.getByTestId('contact-status').getAttribute('data-status')).toBe('success'));
    const bodies = contactCalls(fetchSpy).map(([, init]) => JSON.parse(String(init.body)).form_token);
    expect(bodies).toEqual(['token-1', 'token-2']);
  });
});
