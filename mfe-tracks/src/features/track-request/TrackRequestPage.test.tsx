import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { PUBLIC_FORM_ERRORS } from '@consulting/contracts';
import { useLanguage, useSession, QueryRoot } from '@consulting/platform';
import '../../translations.ts';
import { ToastProvider } from '@consulting/ui';
import { json as jsonResponse, stubPublicFormFetch } from '@consulting/ui/test-support/public-form';
import TrackRequestPage from './TrackRequestPage.tsx';

const TESTDATA = path.resolve(import.meta.dirname, '../../../../../shared/testdata');

/** The page under the remote's layout route, as routes.tsx mounts it, so toasts outlive it. */
function renderPage(path = '/services/innovation/request') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          element={
            <QueryRoot>
              <ToastProvider>
                <Outlet />
              </ToastProvider>
            </QueryRoot>
          }
        >
          <Route path="/services/:track/request" element={<TrackRequestPage />} />
          <Route path="/services/:track" element={<div data-testid="track-page-stub">track page</div>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('submit-request'));
/** Ticks the privacy-consent box. */
const consent = () => fireEvent.click(screen.getByTestId('track-request-consent'));

/** The answer to the request's POST. */
let requestReply: () => Response;
const { calls, tokenCalls, passFillTime } = stubPublicFormFetch(() => requestReply());
/** The request POSTs (the page also fetches its form token, GET /api/forms/token). */
const requestCalls = () => calls().filter(([url]) => url !== '/api/forms/token');

beforeEach(() => {
  useLanguage.getState().setLanguage('en');
  useSession.getState().signOutClient();
  requestReply = () => jsonResponse(201, { success: true, message: 'Thanks!', request: {} });
});

describe('TrackRequestPage fields (spec §2 "Track request page", §4)', () => {
  it('names each control by its label and tells a guest, as an alert, that an account will be created', () => {
    renderPage();
    const control = (name: string) => screen.getByRole('textbox', { name });
    expect(control('Name').getAttribute('name')).toBe('name');
    expect(control('Email').getAttribute('type')).toBe('email');
    expect(control('Phone (optional)').getAttribute('type')).toBe('tel');
    expect(control('Description').tagName).toBe('TEXTAREA');
    expect(control('Description').getAttribute('name')).toBe('message');
    expect((control('Name') as HTMLInputElement).readOnly).toBe(false);
    expect(screen.getByRole('alert').getAttribute('data-testid')).toBe('guest-notice');
    expect(screen.getByRole('alert').textContent).toContain('An account will be created for you automatically');
    expect(screen.getByRole('alert').textContent).toContain(
      'a link to confirm the request if you already have an account',
    );
  });
});

describe('TrackRequestPage validation (spec §5)', () => {
  it('sends nothing and names all three fields when the form is empty', async () => {
    renderPage();
    submit();
    expect(await screen.findByText('Data Error')).toBeTruthy();
    expect(screen.getByText('Please fill in the following fields: Name, Email, Description')).toBeTruthy();
    expect(requestCalls()).toHaveLength(0);
  });

  it('lists only the missing field and treats whitespace as missing', async () => {
    renderPage();
    type('name', 'Sara');
    type('email', 'sara@example.com');
    type('message', '   ');
    submit();
    expect(await screen.findByText('Please fill in the following fields: Description')).toBeTruthy();
    expect(requestCalls()).toHaveLength(0);
  });

  it('shows the Arabic toast on an Arabic page', async () => {
    useLanguage.getState().setLanguage('ar');
    renderPage();
    expect(screen.getByText('ابدأ مسارك معنا')).toBeTruthy();
    submit();
    expect(await screen.findByText('خطأ في البيانات')).toBeTruthy();
    expect(screen.getByText('يرجى ملء الحقول التالية: الاسم، البريد الإلكتروني، الوصف')).toBeTruthy();
    expect(requestCalls()).toHaveLength(0);
  });
});

describe('TrackRequestPage attachment (spec §5)', () => {
  it('refuses a renamed EXE and keeps no file', async () => {
    renderPage();
    const file = new File([readFileSync(path.join(TESTDATA, 'not-a-pdf.pdf'))], 'not-a-pdf.pdf', {
      type: 'application/pdf',
    });
    fireEvent.change(screen.getByTestId('attachment-input'), { target: { files: [file] } });
    expect(await screen.findByText('Unsupported file type')).toBeTruthy();
    expect(screen.getByText('Please select PDF files only')).toBeTruthy();
    expect(screen.queryByTestId('attachment-name')).toBeNull();
  });

  it('keeps a real PDF and can remove it', async () => {
    renderPage();
    const file = new File([readFileSync(path.join(TESTDATA, 'project-brief.pdf'))], 'project-brief.pdf', {
      type: 'application/pdf',
    });
    screen.getByTestId('attachment-choose').focus();
    fireEvent.change(screen.getByTestId('attachment-input'), { target: { files: [file] } });
    expect((await screen.findByTestId('attachment-name')).textContent).toBe('project-brief.pdf');
    // The button used is gone: the keyboard focus moves to its replacement, not back to the page.
    expect(document.activeElement).toBe(screen.getByTestId('attachment-change'));
    fireEvent.click(screen.getByTestId('attachment-remove'));
    expect(screen.queryByTestId('attachment-name')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('attachment-choose'));
  });
});

describe('TrackRequestPage submission (spec §7, §8)', () => {
  it('posts a service request as multipart with the guard fields, goes to the track page and tells a guest one thing', async () => {
    renderPage();
    type('name', ' Sara ');
    type('email', 'sara@example.com');
    type('phone', '0500000000');
    type('message', 'We need a trademark');
    const pdf = new File([readFileSync(path.join(TESTDATA, 'project-brief.pdf'))], 'project-brief.pdf');
    fireEvent.change(screen.getByTestId('attachment-input'), { target: { files: [pdf] } });
    await screen.findByTestId('attachment-name');
    consent();
    await passFillTime();
    submit();
    expect(await screen.findByTestId('track-page-stub')).toBeTruthy();
    expect(requestCalls()).toHaveLength(1);
    const [url, init] = requestCalls()[0];
    expect(url).toBe('/api/service-requests');
    const body = init.body as FormData;
    expect((body.get('attachment') as File).name).toBe('project-brief.pdf');
    body.delete('attachment');
    expect(Object.fromEntries([...body.entries()].map(([k, v]) => [k, String(v)]))).toEqual({
      service_name: 'innovation',
      user_name: 'Sara',
      user_email: 'sara@example.com',
      user_phone: '0500000000',
      message: 'We need a trademark',
      request_type: 'service',
      form_token: 'token-1',
      website: '',
      privacy_consent: 'true',
      lang: 'en',
    });
    expect(await screen.findByText('Request Sent Successfully')).toBeTruthy();
    // The same text whether or not the email has an account.
    expect(
      screen.getByText(
        "Your request has been sent. We've emailed you at that address: if you are new to us, it holds a link to choose the password of your account; if you already have an account, it asks you to confirm the request.",
      ),
    ).toBeTruthy();
  });

  it('posts an opportunity to /api/track-requests and stays on the form with the data on failure', async () => {
    requestReply = () => jsonResponse(500, { success: false, error: 'boom' });
    renderPage('/services/events/request');
    fireEvent.click(screen.getByLabelText('Provide Opportunity'));
    type('name', 'Sara');
    type('email', 'sara@example.com');
    type('message', 'A conference');
    consent();
    await passFillTime();
    submit();
    expect(await screen.findByText('Error Occurred')).toBeTruthy();
    expect(screen.getByText('An error occurred while sending the request. Please try again.')).toBeTruthy();
    const [url, init] = requestCalls()[0];
    expect(url).toBe('/api/track-requests');
    expect((init.body as FormData).get('request_type')).toBe('opportunity');
    expect(screen.queryByTestId('track-page-stub')).toBeNull();
    expect(input('message').value).toBe('A conference');
  });

  it('opens with Provide Opportunity selected for ?type=opportunity and sends an opportunity', async () => {
    renderPage('/services/investment/request?type=opportunity');
    expect((screen.getByLabelText('Provide Opportunity') as HTMLInputElement).checked).toBe(true);
    type('name', 'Sara');
    type('email', 'sara@example.com');
    type('message', 'A co-investment opportunity');
    consent();
    await passFillTime();
    submit();
    await waitFor(() => expect(requestCalls()).toHaveLength(1));
    const [url, init] = requestCalls()[0];
    expect(url).toBe('/api/track-requests');
    expect((init.body as FormData).get('request_type')).toBe('opportunity');
    expect((init.body as FormData).get('service_name')).toBe('investment');
  });

  it('keeps the default Provide Service for any other ?type', () => {
    renderPage('/services/investment/request?type=bogus');
    expect((screen.getByLabelText('Provide Service') as HTMLInputElement).checked).toBe(true);
  });

  it('prefills a signed-in client read-only and sends the Bearer token', async () => {
    useSession.getState().signInClient(
      {
        id: 'u1',
        name: 'Sara Client',
        full_name: 'Sara Client',
        email: 'sara@example.com',
        role: 'client',
        is_active: true,
        created_at: '2025-01-01T00:00:00Z',
      },
      'tok-123',
    );
    renderPage();
    expect(screen.getByText('Welcome back, Sara Client')).toBeTruthy();
    expect(input('name').readOnly).toBe(true);
    expect(input('email').value).toBe('sara@example.com');
    type('message', 'Hello');
    consent();
    await passFillTime();
    submit();
    await waitFor(() => expect(requestCalls()).toHaveLength(1));
    const [, init] = requestCalls()[0];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
    expect(await screen.findByText('Your request has been sent successfully! We will contact you soon.')).toBeTruthy();
    expect(screen.queryByText(/We've emailed you/)).toBeNull();
  });
});

describe('TrackRequestPage guards', () => {
  function fillValid() {
    type('name', 'Sara');
    type('email', 'sara@example.com');
    type('message', 'We need a trademark');
  }

  it('does not send without the consent tick, with the error at the box in English and in Arabic', async () => {
    const { unmount } = renderPage();
    fillValid();
    await passFillTime();
    submit();
    expect(screen.getByTestId('track-request-consent-error').textContent).toBe(
      'Please accept the privacy policy to send this form.',
    );
    // The box is named by its visible label, and focus goes to it.
    const box = screen.getByRole('checkbox', { name: /I have read the privacy policy/ });
    expect(document.activeElement).toBe(box);
    unmount();
    useLanguage.getState().setLanguage('ar');
    renderPage();
    fillValid();
    submit();
    expect(screen.getByTestId('track-request-consent-error').textContent).toBe(
      'يرجى الموافقة على سياسة الخصوصية لإرسال هذا النموذج.',
    );
    expect(screen.getByTestId('track-request-retention').textContent).toContain('نحتفظ ببيانات التواصل وطلبك');
    await act(async () => undefined);
    expect(requestCalls()).toHaveLength(0);
  });

  it('shows a 429 as the minutes to wait in Arabic and stays on the form', async () => {
    useLanguage.getState().setLanguage('ar');
    requestReply = () =>
      jsonResponse(429, { success: false, error: PUBLIC_FORM_ERRORS.rateLimited }, { 'Retry-After': '120' });
    renderPage();
    fillValid();
    consent();
    await passFillTime();
    submit();
    const toast = await screen.findByTestId('ui-toast');
    expect(within(toast).getByText('محاولات كثيرة جداً. يرجى المحاولة مرة أخرى بعد دقيقتين.')).toBeTruthy();
    expect(input('message').value).toBe('We need a trademark');
    expect(screen.queryByTestId('track-page-stub')).toBeNull();
  });

  it('on a refused form token fetches a new one, asks to send again, and the resend carries it', async () => {
    let refusals = 1;
    requestReply = () =>
      refusals-- > 0
        ? jsonResponse(400, { success: false, error: PUBLIC_FORM_ERRORS.tokenInvalid })
        : jsonResponse(201, { success: true, message: '', request: {} });
    renderPage();
    fillValid();
    consent();
    await passFillTime();
    submit();
    expect(await screen.findByText(/This form had expired, so we renewed it/)).toBeTruthy();
    expect(tokenCalls()).toHaveLength(2);
    expect(input('message').value).toBe('We need a trademark');
    await passFillTime();
    submit();
    expect(await screen.findByTestId('track-page-stub')).toBeTruthy();
    expect(requestCalls().map(([, init]) => (init.body as FormData).get('form_token'))).toEqual(['token-1', 'token-2']);
  });
});
