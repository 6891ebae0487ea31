import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useLanguage } from '@consulting/platform';
import { registerShellTranslations } from '../i18n/shell-translations.ts';
import { Footer } from './Footer.tsx';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  registerShellTranslations();
  useLanguage.getState().setLanguage('en');
  fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
});
afterEach(() => vi.unstubAllGlobals());

const subscribe = (email: string) => {
  fireEvent.change(screen.getByTestId('newsletter-email'), { target: { value: email } });
  fireEvent.click(screen.getByTestId('newsletter-submit'));
};

describe('Footer newsletter box', () => {
  it('refuses an invalid email without sending', () => {
    subscribe('not-an-email');
    const result = screen.getByTestId('newsletter-result');
    expect(result.getAttribute('data-status')).toBe('invalid');
    expect(result.textContent).toBe('Please enter a valid email address');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('posts the email and shows the server confirmation', async () => {
    fetchSpy.mockResolvedValue(json(201, { success: true, message: 'Thank you for subscribing to our newsletter!' }));
    subscribe(' reader@example.com ');
    const result = await screen.findByTestId('newsletter-result');
    expect(result.textContent).toBe('Thank you for subscribing to our newsletter!');
    expect(result.getAttribute('data-status')).toBe('success');
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/newsletter');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'reader@example.com' });
    expect((screen.getByTestId('newsletter-email') as HTMLInputElement).value).toBe('');
  });

  it('shows the duplicate message of a 409', async () => {
    fetchSpy.mockResolvedValue(json(409, { success: false, error: 'This email is already subscribed' }));
    subscribe('reader@example.com');
    const result = await screen.findByTestId('newsletter-result');
    expect(result.textContent).toBe('This email is already subscribed');
    expect(result.getAttribute('data-status')).toBe('error');
  });

  it('shows the duplicate message in Arabic on an Arabic page', async () => {
    useLanguage.getState().setLanguage('ar');
    fetchSpy.mockResolvedValue(json(409, { success: false, error: 'This email is already subscribed' }));
    subscribe('reader@example.com');
    expect((await screen.findByTestId('newsletter-result')).textContent).toBe('هذا البريد الإلكتروني مشترك بالفعل');
  });
});
