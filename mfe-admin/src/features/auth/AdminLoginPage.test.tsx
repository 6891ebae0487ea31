import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useLanguage, useSession } from '@consulting/platform';
import { json, TEST_ADMIN } from '../../shared/test-support.tsx';
import { AdminAreaRoot } from '../../routes.tsx';
import AdminLoginPage from './AdminLoginPage.tsx';

/** The page inside the admin area's root route, which gives its toasts (no antd). */
function renderLogin() {
  return render(
    <AdminAreaRoot>
      <MemoryRouter initialEntries={['/admin/login']}>
        <Routes>
          <Route path="/admin/login" element={<AdminLoginPage />} />
          <Route path="/admin/dashboard" element={<div data-testid="dashboard-stub" />} />
          <Route path="/admin/two-factor-setup" element={<div data-testid="enrol-stub" />} />
        </Routes>
      </MemoryRouter>
    </AdminAreaRoot>,
  );
}

const type = (name: string, value: string) =>
  fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // The admin panel is Arabic whatever the global language.
  useLanguage.getState().setLanguage('en');
  useSession.getState().signOutAdmin();
  fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

describe('AdminLoginPage (spec §2, §5, §8)', () => {
  it('is right-to-left Arabic even when the site is English', () => {
    renderLogin();
    expect(screen.getByTestId('admin-root').getAttribute('dir')).toBe('rtl');
    expect(screen.getByText('تسجيل دخول الإدارة')).toBeTruthy();
  });

  it('requires both fields and sends nothing', async () => {
    renderLogin();
    type('email', 'admin@example.com');
    fireEvent.click(screen.getByTestId('admin-login-submit'));
    expect(await screen.findByText('يرجى إدخال البريد الإلكتروني وكلمة المرور')).toBeTruthy();
    expect(document.querySelector('input[name="password"]')!.getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('input[name="email"]')!.getAttribute('aria-invalid')).toBe('false');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('labels its fields and closes its toasts in Arabic, without antd', async () => {
    renderLogin();
    expect(screen.getByLabelText('البريد الإلكتروني').getAttribute('name')).toBe('email');
    expect(screen.getByLabelText('كلمة المرور').getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByTestId('admin-login-submit'));
    expect(await screen.findByRole('button', { name: 'إغلاق' })).toBeTruthy();
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('toasts the server error with the fixed description', async () => {
    fetchSpy.mockResolvedValue(json(401, { success: false, error: 'بيانات الدخول غير صحيحة' }));
    renderLogin();
    type('email', 'admin@example.com');
    type('password', 'wrong');
    fireEvent.click(screen.getByTestId('admin-login-submit'));
    expect(await screen.findByText('بيانات الدخول غير صحيحة')).toBeTruthy();
    expect(screen.getByText('اسم المستخدم أو كلمة المرور غير صحيحة')).toBeTruthy();
    expect(useSession.getState().admin).toBeNull();
  });

  it('sends an admin who owes two-factor enrolment straight to the set-up page', async () => {
    fetchSpy.mockResolvedValue(
      json(200, { success: true, user: TEST_ADMIN, token: 'adm-9', restriction: 'two_factor_enrolment' }),
    );
    renderLogin();
    type('email', 'admin@example.com');
    type('password', 'Admin-Pass-2025!');
    fireEvent.click(screen.getByTestId('admin-login-submit'));
    await screen.findByTestId('enrol-stub');
    expect(useSession.getState().admin?.two_factor_enrolment_required).toBe(true);
  });

  it('goes back to the password after a wrong code: the challenge works once', async () => {
    fetchSpy.mockResolvedValueOnce(json(200, { success: true, two_factor_required: true, challenge: 'ch-1' }));
    renderLogin();
    type('email', 'admin@example.com');
    type('password', 'Admin-Pass-2025!');
    fireEvent.click(screen.getByTestId('admin-login-submit'));
    fireEvent.change(await screen.findByTestId('admin-2fa-code'), { target: { value: '000000' } });
    fetchSpy.mockResolvedValueOnce(json(401, { success: false, error: 'رمز التحقق غير صحيح' }));
    fireEvent.click(screen.getByTestId('admin-2fa-submit'));
    expect(await screen.findByText('رمز التحقق غير صحيح')).toBeTruthy();
    await screen.findByTestId('admin-login-submit');
    expect(screen.queryByTestId('admin-2fa-step')).toBeNull();
    expect(useSession.getState().admin).toBeNull();
  });

  it('falls back to the generic failure title when the server sends no error', async () => {
    fetchSpy.mockResolvedValue(json(500, {}));
    renderLogin();
    type('email', 'admin@example.com');
    type('password', 'x');
    fireEvent.click(screen.getByTestId('admin-login-submit'));
    expect(await screen.findByText('خطأ في تسجيل الدخول')).toBeTruthy();
  });

  it('stores the admin session, toasts success and opens the dashboard', async () => {
    fetchSpy.mockResolvedValue(json(200, { success: true, user: TEST_ADMIN, token: 'adm-1' }));
    renderLogin();
    type('email', 'admin@example.com');
    type('password', 'secret');
    fireEvent.click(screen.getByTestId('admin-login-submit'));
    expect(await screen.findByTestId('dashboard-stub')).toBeTruthy();
    expect(screen.getByText('تم تسجيل الدخول بنجاح')).toBeTruthy();
    expect(fetchSpy.mock.calls[0][0]).toBe('/api/admin/login');
    expect(localStorage.getItem('admin_token')).toBe('adm-1');
  });
});
