import { useState, type FormEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FORM_MIN_FILL_MS, PUBLIC_FORM_ERRORS } from '@consulting/contracts';
import type { Language } from '@consulting/platform';
import { PublicFormGuard, rateLimitedText, retryAfterSeconds, usePublicForm } from '../src/index.ts';

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** A small public form as the pages build one: its own field, the guard, and its own status line. */
function Harness({
  language = 'en',
  multipart = false,
  fetchOn,
}: {
  language?: Language;
  multipart?: boolean;
  fetchOn?: 'mount' | 'focus';
}) {
  const form = usePublicForm({ language, retention: 'message', fetchOn, testIdPrefix: 'harness' });
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState('');
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.checkConsent()) return;
    const body = multipart ? new FormData() : { email };
    if (body instanceof FormData) body.append('email', email);
    try {
      await form.send('/contact', body);
      setStatus('sent');
    } catch (error) {
      setStatus(form.errorText(error) ?? 'other error');
    }
  }
  return (
    <form onSubmit={onSubmit} noValidate {...form.formProps} data-testid="harness">
      <label>
        Email
        <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <PublicFormGuard {...form.guard} />
      <button type="submit">Send</button>
      <p data-testid="status">{status}</p>
    </form>
  );
}

let fetchSpy: ReturnType<typeof vi.fn>;
let tokens: number;
let postReply: () => Response;

const tokenCalls = () => fetchSpy.mock.calls.filter(([url]) => url === '/api/forms/token');
const postCalls = () => fetchSpy.mock.calls.filter(([url]) => url === '/api/contact') as [string, RequestInit][];
/** Lets the form's token arrive, then moves the clock past the minimum fill time, as a person filling the form would. */
async function passFillTime() {
  await waitFor(() => expect(tokenCalls().length).toBeGreaterThan(0));
  await act(async () => {});
  vi.setSystemTime(Date.now() + FORM_MIN_FILL_MS + 1000);
}
const tick = () => fireEvent.click(screen.getByTestId('harness-consent'));
const sendForm = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  tokens = 0;
  postReply = () => json(201, { success: true });
  fetchSpy = vi.fn(async (url: string) => {
    if (url === '/api/forms/token') {
      tokens += 1;
      return json(200, { success: true, token: `token-${tokens}`, issued_at: Date.now(), policy_version: 'v' });
    }
    return postReply();
  });
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PublicFormGuard', () => {
  it('hides the honeypot from people without display:none and names the consent box by its visible label', () => {
    render(<Harness />);
    const trap = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap.labels).toHaveLength(0);
    expect(trap.closest('[hidden]')).toBeNull();
    expect(trap.parentElement?.className).toBe('ui-public-form-trap');

    const box = screen.getByRole('checkbox', { name: /I have read the privacy policy .*and agree/ });
    expect(box.getAttribute('name')).toBe('privacy_consent');
    expect(box.getAttribute('aria-required')).toBe('true');
    const link = screen.getByRole('link', { name: 'privacy policy (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/about/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
    // The retention note describes the box.
    const note = screen.getByTestId('harness-retention');
    expect(note.textContent).toContain('We keep your contact details and your message');
    expect(box.getAttribute('aria-describedby')).toBe(note.id);
  });

  it('reads in Arabic on an Arabic form, join applications naming the 24-month file deletion', () => {
    function Join() {
      const form = usePublicForm({ language: 'ar', retention: 'application' });
      return <PublicFormGuard {...form.guard} testIdPrefix="join" />;
    }
    render(<Join />);
    expect(screen.getByRole('checkbox', { name: /قرأت سياسة الخصوصية/ })).toBeTruthy();
    expect(screen.getByTestId('join-retention').textContent).toContain('بعد 24 شهراً');
  });
});

describe('usePublicForm', () => {
  it('does not send without the tick and says so in English, then in Arabic', async () => {
    const { unmount } = render(<Harness />);
    await waitFor(() => expect(tokenCalls()).toHaveLength(1));
    await passFillTime();
    sendForm();
    const error = screen.getByTestId('harness-consent-error');
    expect(error.textContent).toBe('Please accept the privacy policy to send this form.');
    expect(error.getAttribute('role')).toBe('alert');
    const box = screen.getByTestId('harness-consent');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toContain(error.id);
    tick();
    expect(screen.queryByTestId('harness-consent-error')).toBeNull();
    unmount();

    render(<Harness language="ar" />);
    sendForm();
    expect(screen.getByTestId('harness-consent-error').textContent).toBe(
      'يرجى الموافقة على سياسة الخصوصية لإرسال هذا النموذج.',
    );
    await act(async () => undefined);
    expect(postCalls()).toHaveLength(0);
  });

  it('fetches the token at mount and sends it with the empty honeypot and the consent (JSON)', async () => {
    render(<Harness />);
    await waitFor(() => expect(tokenCalls()).toHaveLength(1));
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'a@example.com' } });
    tick();
    await passFillTime();
    sendForm();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('sent'));
    const [, init] = postCalls()[0];
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'a@example.com',
      form_token: 'token-1',
      website: '',
      privacy_consent: true,
      lang: 'en',
    });
    expect(tokenCalls()).toHaveLength(1);
    // Sent: the box is cleared for the next form.
    expect((screen.getByTestId('harness-consent') as HTMLInputElement).checked).toBe(false);
  });

  it('adds the guard fields to a multipart body, with what a bot typed into the honeypot', async () => {
    render(<Harness multipart />);
    fireEvent.change(document.querySelector('input[name="website"]') as HTMLInputElement, {
      target: { value: 'http://spam.example' },
    });
    tick();
    await passFillTime();
    sendForm();
    await waitFor(() => expect(postCalls()).toHaveLength(1));
    const body = postCalls()[0][1].body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      email: '',
      form_token: 'token-1',
      website: 'http://spam.example',
      privacy_consent: 'true',
      lang: 'en',
    });
  });

  it('waits until the token has been held for the minimum fill time before sending', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    render(<Harness />);
    tick();
    sendForm();
    await act(() => vi.advanceTimersByTimeAsync(FORM_MIN_FILL_MS - 100));
    expect(tokenCalls()).toHaveLength(1);
    expect(postCalls()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(postCalls()).toHaveLength(1);
  });

  it('with fetchOn focus, fetches nothing until the form is first focused', async () => {
    render(<Harness fetchOn="focus" />);
    await act(async () => undefined);
    expect(fetchSpy).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByRole('textbox', { name: 'Email' }));
    fireEvent.focus(screen.getByRole('textbox', { name: 'Email' }));
    await waitFor(() => expect(tokenCalls()).toHaveLength(1));
  });

  it('shows a 429 as the minutes to wait from Retry-After, in English and Arabic', async () => {
    postReply = () => json(429, { success: false, error: PUBLIC_FORM_ERRORS.rateLimited }, { 'Retry-After': '150' });
    const { unmount } = render(<Harness />);
    tick();
    await passFillTime();
    sendForm();
    await waitFor(() =>
      expect(screen.getByTestId('status').textContent).toBe('Too many attempts. Please try again in 3 minutes.'),
    );
    unmount();
    render(<Harness language="ar" />);
    tick();
    await passFillTime();
    sendForm();
    await waitFor(() =>
      expect(screen.getByTestId('status').textContent).toBe('محاولات كثيرة جداً. يرجى المحاولة مرة أخرى بعد 3 دقائق.'),
    );
  });

  it('on a refused token fetches a new one, asks to send again, and the next send carries the new token', async () => {
    let refused = false;
    postReply = () => {
      if (refused) return json(201, { success: true });
      refused = true;
      return json(400, { success: false, error: PUBLIC_FORM_ERRORS.tokenInvalid });
    };
    render(<Harness />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'a@example.com' } });
    tick();
    await passFillTime();
    sendForm();
    await waitFor(() =>
      expect(screen.getByTestId('status').textContent).toBe(
        'This form had expired, so we renewed it. Your text is still here: please send it again.',
      ),
    );
    expect(tokenCalls()).toHaveLength(2);
    // The visitor's text and tick are kept.
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('a@example.com');
    expect((screen.getByTestId('harness-consent') as HTMLInputElement).checked).toBe(true);
    await passFillTime();
    sendForm();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('sent'));
    expect(JSON.parse(String(postCalls()[1][1].body)).form_token).toBe('token-2');
  });

  it("shows the server's consent refusal at the box, in the form's language", async () => {
    postReply = () => json(400, { success: false, error: PUBLIC_FORM_ERRORS.consentRequired });
    render(<Harness language="ar" />);
    tick();
    await passFillTime();
    sendForm();
    await waitFor(() =>
      expect(screen.getByTestId('status').textContent).toBe('يرجى الموافقة على سياسة الخصوصية لإرسال هذا النموذج.'),
    );
    expect(screen.getByTestId('harness-consent-error')).toBeTruthy();
  });
});

describe('rateLimitedText and retryAfterSeconds', () => {
  it('rounds seconds up to whole minutes, at least one, with Arabic number forms', () => {
    expect(rateLimitedText('en', 1)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(rateLimitedText('en', 3600)).toBe('Too many attempts. Please try again in 60 minutes.');
    expect(rateLimitedText('en', null)).toBe('Too many attempts. Please try again later.');
    expect(rateLimitedText('ar', 0)).toContain('بعد دقيقة واحدة');
    expect(rateLimitedText('ar', 61)).toContain('بعد دقيقتين');
    expect(rateLimitedText('ar', 600)).toContain('بعد 10 دقائق');
    expect(rateLimitedText('ar', 900)).toContain('بعد 15 دقيقة');
  });

  it('reads delta-seconds and HTTP dates', () => {
    expect(retryAfterSeconds('120')).toBe(120);
    expect(retryAfterSeconds(new Date(Date.UTC(2030, 0, 1, 0, 2)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(120);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
  });
});
