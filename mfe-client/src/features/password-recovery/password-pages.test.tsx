/**
 * The client area's password pages: forgot, reset, the first-sign-in page,
 * and the change-password section of /user/account, against a stubbed `fetch`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { client, json, render } from '../../test/fixtures.tsx';
import { MemoryRouter, Route, Routes, useRoutes } from 'react-router-dom';
import { useLanguage, useSession } from '@consulting/platform';
import { MIN_PASSWORD_LENGTH } from '@consulting/contracts';
import '../../translations.ts';
import routes from '../../routes.tsx';
import LoginPage from '../login/LoginPage.tsx';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';
import ResetPasswordPage from './ResetPasswordPage.tsx';
import UnlockPage from './UnlockPage.tsx';
import MustChangePasswordPage from '../account/MustChangePasswordPage.tsx';

/** The remote's route table as the shell renders it. */
function ClientRoutes() {
  return useRoutes(routes);
}

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  useLanguage.getState().setLanguage('en');
  useSession.getState().signOutClient();
  fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

function type(name: string, value: string) {
  fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });
}

function sentBody(call = 0): Record<string, unknown> {
  return JSON.parse(String((fetchSpy.mock.calls[call]![1] as RequestInit).body)) as Record<string, unknown>;
}

describe('forgot password', () => {
  it('is linked from the login page', () => {
    render(
      <MemoryRouter initialEntries={['/user/login']}>
        <LoginPage />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('forgot-password-link').getAttribute('href')).toBe('/user/forgot-password');
  });

  it('sends the email with the page language and says the same whatever the answer', async () => {
    useLanguage.getState().setLanguage('ar');
    fetchSpy.mockResolvedValue(json(202, { success: true, message: 'x' }));
    render(
      <MemoryRouter>
        <ForgotPasswordPage />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByText('يرجى إدخال البريد الإلكتروني')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    type('email', ' sara@example.com ');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect((await screen.findByTestId('forgot-sent')).textContent).toContain('إن كان هذا البريد لحساب لدينا');
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/password/forgot');
    expect(sentBody()).toEqual({ email: 'sara@example.com', lang: 'ar', area: 'client' });
  });

  it("shows the server's refusal (too many attempts)", async () => {
    fetchSpy.mockResolvedValue(json(429, { success: false, error: 'Too many attempts, please try again later' }));
    render(
      <MemoryRouter>
        <ForgotPasswordPage />
      </MemoryRouter>,
    );
    type('email', 'sara@example.com');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect((await screen.findByTestId('forgot-error')).textContent).toContain('Too many attempts');
  });
});

describe('reset password', () => {
  function renderReset(search: string) {
    return render(
      <MemoryRouter initialEntries={[`/user/reset-password${search}`]}>
        <Routes>
          <Route path="/user/reset-password" element={<ResetPasswordPage />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('checks length and match locally, then sends the token and shows the server text', async () => {
    fetchSpy.mockResolvedValueOnce(
      json(400, { success: false, error: 'This link has expired or was already used; ask for a new one' }),
    );
    renderReset('?token=abc123');
    type('new_password', 'short');
    type('confirm_password', 'short');
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect(
      await screen.findByText(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long`),
    ).toBeTruthy();
    type('new_password', 'Tamarind-Harbour-Lantern-84');
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    type('confirm_password', 'Tamarind-Harbour-Lantern-84');
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect((await screen.findByTestId('reset-error')).textContent).toContain('expired or was already used');
    expect(sentBody()).toEqual({ token: 'abc123', new_password: 'Tamarind-Harbour-Lantern-84', lang: 'en' });
    fetchSpy.mockResolvedValueOnce(json(200, { success: true, area: 'client' }));
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect((await screen.findByTestId('reset-done')).textContent).toContain('You can sign in with it now');
  });

  it('says a link without a token is incomplete, without a form', () => {
    renderReset('');
    expect(screen.getByTestId('reset-error').textContent).toContain('incomplete');
    expect(document.querySelector('form')).toBeNull();
  });
});

describe('unlock', () => {
  function renderUnlock(search: string) {
    return render(
      <MemoryRouter initialEntries={[`/user/unlock${search}`]}>
        <Routes>
          <Route path="/user/unlock" element={<UnlockPage />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('uses the link only when the owner presses the button, and shows a used link as the server says', async () => {
    renderUnlock('?token=tok-9');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockResolvedValueOnce(
      json(400, { success: false, error: 'This unlock link has expired or was already used' }),
    );
    fireEvent.click(screen.getByTestId('unlock-submit'));
    expect((await screen.findByTestId('unlock-error')).textContent).toContain('already used');
    expect(sentBody()).toEqual({ token: 'tok-9', lang: 'en' });
    fetchSpy.mockResolvedValueOnce(json(200, { success: true, area: 'client' }));
    fireEvent.click(screen.getByTestId('unlock-submit'));
    expect((await screen.findByTestId('unlock-done')).textContent).toContain('unlocked');
  });

  it('says a link without a token is incomplete, in Arabic too', () => {
    useLanguage.getState().setLanguage('ar');
    renderUnlock('');
    expect(screen.getByTestId('unlock-error').textContent).toContain('ناقص');
  });
});

describe('first sign-in with a generated password', () => {
  it('sends the client from the dashboard to the new-password page until they change it', async () => {
    useSession.getState().signInClient({ ...client, must_change_password: true }, 'token-1');
    render(
      <MemoryRouter initialEntries={['/user/dashboard']}>
        <ClientRoutes />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('client-must-change-password')).toBeTruthy();
    fetchSpy.mockResolvedValue(json(200, { success: true, user: client }));
    type('current_password', 'GeneratedPass16chars');
    type('new_password', 'Tamarind-Harbour-Lantern-84');
    type('confirm_password', 'Tamarind-Harbour-Lantern-84');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(useSession.getState().user?.must_change_password).toBeUndefined());
    expect(useSession.getState().userToken).toBe('token-1');
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/user/password');
    expect(sentBody()).toEqual({
      current_password: 'GeneratedPass16chars',
      new_password: 'Tamarind-Harbour-Lantern-84',
      lang: 'en',
    });
    expect(await screen.findByTestId('client-dashboard-loading', {}, { timeout: 5000 })).toBeTruthy();
  });

  it("shows the server's refusal and keeps the client on the page", async () => {
    useLanguage.getState().setLanguage('ar');
    useSession.getState().signInClient({ ...client, must_change_password: true }, 'token-1');
    fetchSpy.mockResolvedValue(json(400, { success: false, error: 'كلمة المرور الحالية غير صحيحة' }));
    render(
      <MemoryRouter>
        <MustChangePasswordPage />
      </MemoryRouter>,
    );
    type('current_password', 'wrong-one-here');
    type('new_password', 'Tamarind-Harbour-Lantern-84');
    type('confirm_password', 'Tamarind-Harbour-Lantern-84');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect((await screen.findByTestId('change-password-error')).textContent).toContain('كلمة المرور الحالية غير صحيحة');
    expect(useSession.getState().user?.must_change_password).toBe(true);
  });
});
