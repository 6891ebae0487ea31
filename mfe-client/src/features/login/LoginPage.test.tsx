import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render as renderUi, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryRoot, useLanguage, useSession } from '@consulting/platform';
import '../../translations.ts';
import LoginPage from './LoginPage.tsx';

/** Renders `ui` inside the query cache the route table gives every page. */
const render = (ui: ReactElement) => renderUi(ui, { wrapper: QueryRoot });

/** The page as the route table renders it: no antd providers around it (a light login). */
function renderLogin() {
  return render(
    <MemoryRouter initialEntries={['/user/login']}>
      <Routes>
        <Route path="/user/login" element={<LoginPage />} />
        <Route path="/user/dashboard" element={<div data-testid="dashboard-stub" />} />
      </Routes>
    </MemoryRouter>,
  );
}

function fillAndSubmit(email = 'sara@example.com', password = 'secret12') {
  fireEvent.change(document.querySelector('input[name="email"]')!, { target: { value: email } });
  fireEvent.change(document.querySelector('input[name="password"]')!, { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  useLanguage.getState().setLanguage('en');
  useSession.getState().signOutClient();
  fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

describe('client LoginPage (spec §2, §8)', () => {
  it('shows the server error text', async () => {
    fetchSpy.mockResolvedValue(json(401, { success: false, error: 'Invalid email or password' }));
    renderLogin();
    fillAndSubmit();
    expect((await screen.findByTestId('login-error')).textContent).toContain('Invalid email or password');
    expect(useSession.getState().user).toBeNull();
  });

  it('falls back to the Arabic login-failed text when the server gives none', async () => {
    useLanguage.getState().setLanguage('ar');
    fetchSpy.mockResolvedValue(json(500, {}));
    renderLogin();
    fillAndSubmit();
    expect((await screen.findByTestId('login-error')).textContent).toContain('فشل في تسجيل الدخول');
  });

  it('reports a network failure as a connection error', async () => {
    useLanguage.getState().setLanguage('ar');
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    renderLogin();
    fillAndSubmit();
    expect((await screen.findByTestId('login-error')).textContent).toContain('حدث خطأ في الاتصال');
  });

  it('requires email and password before calling the server', async () => {
    renderLogin();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter your email')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('counts an email of spaces as missing, and clears a message once the field is typed in', async () => {
    renderLogin();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret12' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter your email')).toBeTruthy();
    expect(screen.queryByText('Please enter your password')).toBeNull();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sara@example.com' } });
    expect(screen.queryByText('Please enter your email')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('labels its fields in Arabic on an Arabic page, and links to the contact page for an account', () => {
    useLanguage.getState().setLanguage('ar');
    renderLogin();
    expect(screen.getByLabelText('البريد الإلكتروني').getAttribute('name')).toBe('email');
    expect(screen.getByLabelText('كلمة المرور').getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'تواصل معنا للحصول على حساب' }).getAttribute('href')).toBe('/contact');
  });

  it('stores the session and goes to the dashboard on success', async () => {
    const user = {
      id: 'u1',
      name: 'Sara',
      full_name: 'Sara',
      email: 'sara@example.com',
      role: 'client',
      is_active: true,
      created_at: '2025-01-01T00:00:00Z',
    };
    fetchSpy.mockResolvedValue(json(200, { success: true, user, token: 'tok-1' }));
    renderLogin();
    fillAndSubmit();
    expect(await screen.findByTestId('dashboard-stub')).toBeTruthy();
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/user/login');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'sara@example.com', password: 'secret12' });
    await waitFor(() => expect(useSession.getState().userToken).toBe('tok-1'));
    expect(localStorage.getItem('token')).toBe('tok-1');
  });
});
