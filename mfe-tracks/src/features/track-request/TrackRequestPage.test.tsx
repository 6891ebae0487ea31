import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { useLanguage, useSession } from '@consulting/platform';
import '../../translations.ts';
import { ToastProvider } from '@consulting/ui';
import TrackRequestPage from './TrackRequestPage.tsx';

/** The page under the remote's layout route, as routes.tsx mounts it, so toasts outlive it. */
function renderPage(path = '/services/innovation/request') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          element={
            <ToastProvider>
              <Outlet />
            </ToastProvider>
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

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  useLanguage.getState().setLanguage('en');
  useSession.getState().signOutClient();
  fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
});

afterEach(() => {
  vi.unstubAllGlobals();
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
  });
});

describe('TrackRequestPage validation (spec §5)', () => {
  it('sends nothing and names all three fields when the form is empty', async () => {
    renderPage();
    submit();
    expect(await screen.findByText('Data Error')).toBeTruthy();
    expect(screen.getByText('Please fill in the following fields: Name, Email, Description')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('lists only the missing field and treats whitespace as missing', async () => {
    renderPage();
    type('name', 'Sara');
    type('email', 'sara@example.com');
    type('message', '   ');
    submit();
    expect(await screen.findByText('Please fill in the following fields: Description')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the Arabic toast on an Arabic page', async () => {
    useLanguage.getState().setLanguage('ar');
    renderPage();
    expect(screen.getByText('ابدأ مسارك معنا')).toBeTruthy();
    submit();
    expect(await screen.findByText('خطأ في البيانات')).toBeTruthy();
    expect(screen.getByText('يرجى ملء الحقول التالية: الاسم، البريد الإلكتروني، الوصف')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('TrackRequestPage attachment (spec §5)', () => {
  it('refuses a renamed EXE and keeps no file', async () => {
    renderPage();
    const file = new File([readFileSync('/work/shared/testdata/not-a-pdf.pdf')], 'not-a-pdf.pdf', {
      type: 'application/pdf',
    });
    fireEvent.change(screen.getByTestId('attachment-input'), { target: { files: [file] } });
    expect(await screen.findByText('Unsupported file type')).toBeTruthy();
    expect(screen.getByText('Please select PDF files only')).toBeTruthy();
    expect(screen.queryByTestId('attachment-name')).toBeNull();
  });

  it('keeps a real PDF and can remove it', async () => {
    renderPage();
    const file = new File([readFileSync('/work/shared/testdata/project-brief.pdf')], 'project-brief.pdf', {
      type: 'application/pdf',
    });
    fireEvent.change(screen.getByTestId('attachment-input'), { target: { files: [file] } });
    expect((await screen.findByTestId('attachment-name')).textContent).toBe('project-brief.pdf');
    fireEvent.click(screen.getByTestId('attachment-remove'));
    expect(screen.queryByTestId('attachment-name')).toBeNull();
  });
});

describe('TrackRequestPage submission (spec §7, §8)', () => {
  it('posts a service request as multipart and goes to the track page', async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse(201, { success: true, message: 'Thanks!', request: {}, account_created: true }),
    );
    renderPage();
    type('name', ' Sara ');
    type('email', 'sara@example.com');
    type('phone', '0500000000');
    type('message', 'We need a trademark');
    const pdf = new File([readFileSync('/work/shared/testdata/project-brief.pdf')], 'project-brief.pdf');
    fireEvent.change(screen.getByTestId('attachment-input'), { target: { files: [pdf] } });
    await screen.findByTestId('attachment-name');
    submit();
    expect(await screen.findByTestId('track-page-stub')).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
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
    });
    expect(await screen.findByText('Request Sent Successfully')).toBeTruthy();
    expect(screen.getByText('Thanks!')).toBeTruthy();
    expect(screen.getByText('New Account Created')).toBeTruthy();
    expect(screen.getByText('Password sent to your email')).toBeTruthy();
  });

  it('posts an opportunity to /api/track-requests and stays on the form with the data on failure', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(500, { success: false, error: 'boom' }));
    renderPage('/services/events/request');
    fireEvent.click(screen.getByLabelText('Provide Opportunity'));
    type('name', 'Sara');
    type('email', 'sara@example.com');
    type('message', 'A conference');
    submit();
    expect(await screen.findByText('Error Occurred')).toBeTruthy();
    expect(screen.getByText('An error occurred while sending the request. Please try again.')).toBeTruthy();
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/track-requests');
    expect((init.body as FormData).get('request_type')).toBe('opportunity');
    expect(screen.queryByTestId('track-page-stub')).toBeNull();
    expect(input('message').value).toBe('A conference');
  });

  it('opens with Provide Opportunity selected for ?type=opportunity and sends an opportunity', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(201, { success: true, message: '', request: {}, account_created: false }));
    renderPage('/services/investment/request?type=opportunity');
    expect((screen.getByLabelText('Provide Opportunity') as HTMLInputElement).checked).toBe(true);
    type('name', 'Sara');
    type('email', 'sara@example.com');
    type('message', 'A co-investment opportunity');
    submit();
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
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
    fetchSpy.mockResolvedValue(jsonResponse(201, { success: true, message: '', request: {}, account_created: false }));
    renderPage();
    expect(screen.getByText('Welcome back, Sara Client')).toBeTruthy();
    expect(input('name').readOnly).toBe(true);
    expect(input('email').value).toBe('sara@example.com');
    type('message', 'Hello');
    submit();
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
    expect(await screen.findByText('Your request has been sent successfully! We will contact you soon.')).toBeTruthy();
    expect(screen.queryByText('New Account Created')).toBeNull();
  });
});
