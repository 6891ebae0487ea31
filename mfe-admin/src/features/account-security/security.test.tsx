import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession } from '@consulting/platform';
import { json, renderAdminPage, stubFetch, TEST_ADMIN } from '../../shared/test-support.tsx';
import SecurityPage from './SecurityPage.tsx';
import TwoFactorSetupPage from './TwoFactorSetupPage.tsx';

/** /admin/account/security against a fake identity. */
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
const PASSWORD = 'Admin-Pass-2211';

let enabled: boolean;
beforeEach(() => {
  enabled = false;
  useSession.getState().signInAdmin(TEST_ADMIN, 'adm-1');
});
afterEach(() => vi.unstubAllGlobals());

function fakeIdentity() {
  return stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/admin/verify') return json(200, { success: true, valid: true });
    if (url === '/api/admin/2fa') return json(200, { success: true, enabled, recovery_codes_left: enabled ? 10 : 0 });
    const body = init?.body ? (JSON.parse(String(init.body)) as { password?: string; code?: string }) : {};
    if (url.startsWith('/api/admin/2fa/') && body.password !== PASSWORD)
      return json(400, { success: false, error: 'كلمة المرور الحالية غير صحيحة' });
    if (url === '/api/admin/2fa/setup' && method === 'POST')
      return json(200, {
        success: true,
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauth_url: 'otpauth://totp/Consulting:admin%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        qr_data_url: 'data:image/png;base64,iVBORw0KGgo=',
      });
    if (url === '/api/admin/2fa/enable' && method === 'POST') {
      if (body.code !== '123456') return json(400, { success: false, error: 'رمز التحقق غير صحيح' });
      enabled = true;
      return json(200, { success: true, recovery_codes: CODES });
    }
    if (url === '/api/user/sessions')
      return json(200, {
        success: true,
        sessions: [
          {
            id: 's1',
            created_at: '2026-03-01T10:00:00Z',
            expires_at: '2026-03-01T18:00:00Z',
            user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
            current: true,
          },
        ],
      });
    if (url === '/api/user/sessions/revoke-all') return json(200, { success: true, revoked: 1 });
    return json(404, { success: false, error: 'not found' });
  });
}

describe('account security page', () => {
  it('enrols with the current password: QR code and key, a wrong code is refused, then the recovery codes show once', async () => {
    const fetch = fakeIdentity();
    renderAdminPage('/admin/account/security', <SecurityPage />);
    fireEvent.change(await screen.findByTestId('security-2fa-password'), { target: { value: 'not-mine' } });
    fireEvent.click(screen.getByTestId('security-2fa-start'));
    expect(await screen.findByText('كلمة المرور الحالية غير صحيحة')).toBeTruthy();
    fireEvent.change(screen.getByTestId('security-2fa-password'), { target: { value: PASSWORD } });
    fireEvent.click(screen.getByTestId('security-2fa-start'));
    expect((await screen.findByTestId('security-2fa-qr')).getAttribute('src')).toMatch(/^data:image\/png/);
    expect(screen.getByTestId('security-2fa-secret').textContent).toContain('JBSWY3DPEHPK3PXP');
    fireEvent.change(screen.getByTestId('security-2fa-code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('security-2fa-enable'));
    expect(await screen.findByText('رمز التحقق غير صحيح')).toBeTruthy();
    fireEvent.change(screen.getByTestId('security-2fa-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('security-2fa-enable'));
    const codes = await screen.findByTestId('security-recovery-codes');
    for (const code of CODES) expect(within(codes).getByText(code)).toBeTruthy();
    // The status shows it on, and the codes stay until dismissed.
    await waitFor(() => expect(screen.getByTestId('security-2fa-state').textContent).toBe('مفعّل'));
    expect(screen.getByTestId('security-recovery-codes')).toBeTruthy();
    expect(fetch.calls('POST').map(([url]) => url)).toEqual([
      '/api/admin/2fa/setup',
      '/api/admin/2fa/setup',
      '/api/admin/2fa/enable',
      '/api/admin/2fa/enable',
    ]);
  });

  it('lists this session and signs out everywhere, here too', async () => {
    fakeIdentity();
    renderAdminPage('/admin/account/security', <SecurityPage />);
    const sessions = await screen.findByTestId('security-sessions');
    expect(await within(sessions).findByText('هذه الجلسة')).toBeTruthy();
    expect(within(sessions).getByText('Chrome · Linux')).toBeTruthy();
    fireEvent.click(screen.getByTestId('security-sessions-end-all'));
    fireEvent.click(await screen.findByRole('button', { name: 'نعم' }));
    await screen.findByTestId('login-stub');
    expect(useSession.getState().admin).toBeNull();
  });

  it('holds an admin who owes enrolment on the set-up page until enabled, then lets them continue', async () => {
    fakeIdentity();
    useSession.getState().signInAdmin({ ...TEST_ADMIN, two_factor_enrolment_required: true }, 'adm-1');
    render(
      <MemoryRouter initialEntries={['/admin/two-factor-setup']}>
        <Routes>
          <Route path="/admin/two-factor-setup" element={<TwoFactorSetupPage />} />
          <Route path="/admin" element={<div data-testid="landing" />} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByTestId('admin-two-factor-setup');
    fireEvent.change(screen.getByTestId('security-2fa-password'), { target: { value: PASSWORD } });
    fireEvent.click(screen.getByTestId('security-2fa-start'));
    fireEvent.change(await screen.findByTestId('security-2fa-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('security-2fa-enable'));
    await screen.findByTestId('security-recovery-codes');
    expect(useSession.getState().admin?.two_factor_enrolment_required).toBeUndefined();
    fireEvent.click(screen.getByTestId('admin-two-factor-continue'));
    await screen.findByTestId('landing');
  });
});
