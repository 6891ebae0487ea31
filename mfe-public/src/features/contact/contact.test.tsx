import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useLanguage } from '@consulting/platform';
import { ContactMessagePage } from '../contact-message/ContactMessagePage.tsx';
import { CONTACT_STATUS_MS } from './ContactForm.tsx';
import { ContactPage } from './ContactPage.tsx';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
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

/** Calls of the spied fetch to POST /api/contact (the page also reads /api/home for the settings). */
const contactCalls = (spy: ReturnType<typeof vi.fn>) =>
  spy.mock.calls.filter(([url]) => url === '/api/contact') as [string, RequestInit][];

let fetchSpy: ReturnType<typeof vi.fn>;
let contactReply: () => Promise<Response>;

beforeEach(() => {
  useLanguage.getState().setLanguage('en');
  contactReply = async () => json(201, { success: true, message: 'Message received' });
  fetchSpy = vi.fn(async (url: string) => (url === '/api/contact' ? contactReply() : json(503, { success: false })));
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPage(element = <ContactPage />) {
  return render(<MemoryRouter>{element}</MemoryRouter>);
}

describe('ContactPage (spec §2 "Contact page")', () => {
  it('shows its h1, the four info cards from the fallback settings and the consultation link', async () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Contact Us']);
    expect(screen.getByTestId('contact-info-phone').textContent).toContain('+966 11 000 0000');
    expect(screen.getByTestId('contact-info-hours').textContent).toContain('Sunday to Thursday, 9:00 AM to 6:00 PM');
    expect(screen.getByTestId('contact-consultation').querySelector('a')?.getAttribute('href')).toBe(
      '/contact/message',
    );
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledWith('/api/home', expect.anything()));
  });

  it('sends nothing while required fields are empty or the email is invalid', async () => {
    renderPage();
    fireEvent.click(screen.getByTestId('contact-submit'));
    for (const key of ['name', 'email', 'phone', 'subject', 'message']) {
      expect(screen.getByTestId(`contact-error-${key}`).textContent).toBe('This field is required');
    }
    expect(screen.queryByTestId('contact-error-company')).toBeNull();
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

  it('posts exactly the six fields, shows Sending..., then the success message for 5 s with the form cleared', async () => {
    let release: (response: Response) => void = () => undefined;
    contactReply = () => new Promise((resolve) => (release = resolve));
    renderPage();
    fillValid();
    type('company', 'Acme');
    fireEvent.click(screen.getByTestId('contact-submit'));
    const button = screen.getByTestId('contact-submit') as HTMLButtonElement;
    await waitFor(() => expect(button.textContent).toContain('Sending...'));
    expect(button.disabled).toBe(true);

    const calls = contactCalls(fetchSpy);
    expect(calls).toHaveLength(1);
    const [, init] = calls[0];
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Sara',
      email: 'sara@example.com',
      phone: '0500000000',
      company: 'Acme',
      subject: 'Trademark',
      message: 'We need help with a trademark.',
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
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect((await screen.findByTestId('contact-status')).textContent).toContain('حدث خطأ، يرجى المحاولة مرة أخرى');
  });
});

describe('ContactMessagePage (spec §1 local language, §4)', () => {
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
