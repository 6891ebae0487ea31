/**
 * The panel's password pages as the remote's route table serves them: the
 * forgot link on the sign-in, forgot and reset pages (Arabic, right-to-left, no antd), the
 * first-sign-in page a flagged staff member cannot get past, against a stubbed `fetch`.
 */
import { MIN_PASSWORD_LENGTH } from '@consulting/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { useSession } from '@consulting/platform';
import routes from '../../routes.tsx';
import { json, TEST_ADMIN as ADMIN } from '../../shared/test-support.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Remote() {
  return (
    <>
      {useRoutes(routes)}
      <Where />
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Remote />
    </MemoryRouter>,
  );
}

function type(name: string, value: string) {
  fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });
}

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  useSession.getState().signOutAdmin();
  fetchSpy = vi.fn(async () => json(503, { success: false, error: 'down' }));
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

const bodyOf = (call: number) =>
  JSON.parse(String((fetchSpy.mock.calls[call]![1] as RequestInit).body)) as Record<string, unknown>;

describe('admin password pages', () => {
  it('links the sign-in to the forgot page, which asks in Arabic and answers the same for any email', async () => {
    renderAt('/admin/login');
    fireEvent.click(screen.getByTestId('admin-forgot-password-link'));
    const page = await screen.findByTestId('admin-forgot-password');
    expect(page.closest('[dir]')!.getAttribute('dir')).toBe('rtl');
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
    fireEvent.click(screen.getByTestId('admin-forgot-submit'));
    expect(await screen.findByText('يرجى إدخال البريد الإلكتروني')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockResolvedValueOnce(json(202, { success: true, message: '…' }));
    type('email', 'staff@example.com');
    fireEvent.click(screen.getByTestId('admin-forgot-submit'));
    expect((await screen.findByTestId('admin-forgot-sent')).textContent).toContain('إن كان هذا البريد لحساب لدينا');
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/password/forgot');
    expect(bodyOf(0)).toEqual({ email: 'staff@example.com', lang: 'ar', area: 'admin' });
  });

  it('unlocks with the mailed link only when the member presses the button, in Arabic', async () => {
    renderAt('/admin/unlock?token=tok-7');
    await screen.findByTestId('admin-unlock');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockResolvedValueOnce(json(400, { success: false, error: 'انتهت صلاحية رابط فك القفل أو سبق استخدامه' }));
    fireEvent.click(screen.getByTestId('admin-unlock-submit'));
    expect((await screen.findByTestId('admin-unlock-error')).textContent).toContain('سبق استخدامه');
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/password/unlock');
    expect(bodyOf(0)).toEqual({ token: 'tok-7', lang: 'ar' });
    fetchSpy.mockResolvedValueOnce(json(200, { success: true, area: 'admin' }));
    fireEvent.click(screen.getByTestId('admin-unlock-submit'));
    expect((await screen.findByTestId('admin-unlock-done')).textContent).toContain('فُك قفل حسابك');
  });

  it("resets with the link's token, showing the server's Arabic refusal, then a way to sign in", async () => {
    renderAt('/admin/reset-password?token=tok-1');
    await screen.findByTestId('admin-reset-password');
    type('new_password', 'قصيرة');
    type('confirm_password', 'قصيرة');
    fireEvent.click(screen.getByTestId('admin-reset-submit'));
    expect(await screen.findByText(`يجب ألا تقل كلمة المرور عن ${MIN_PASSWORD_LENGTH} حرفاً`)).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    type('new_password', 'Tamarind-Harbour-Lantern-84');
    type('confirm_password', 'Tamarind-Harbour-Lantern-84');
    fetchSpy.mockResolvedValueOnce(
      json(400, { success: false, error: 'انتهت صلاحية هذا الرابط أو سبق استخدامه؛ اطلب رابطاً جديداً' }),
    );
    fireEvent.click(screen.getByTestId('admin-reset-submit'));
    expect((await screen.findByTestId('admin-reset-error')).textContent).toContain('انتهت صلاحية هذا الرابط');
    expect(bodyOf(0)).toEqual({ token: 'tok-1', new_password: 'Tamarind-Harbour-Lantern-84', lang: 'ar' });
    fetchSpy.mockResolvedValueOnce(json(200, { success: true, area: 'admin' }));
    fireEvent.click(screen.getByTestId('admin-reset-submit'));
    expect((await screen.findByTestId('admin-reset-done')).textContent).toContain('يمكنك الدخول بها الآن');
  });

  it('keeps a staff member with a generated password on the new-password page until it is changed', async () => {
    useSession.getState().signInAdmin({ ...ADMIN, must_change_password: true }, 'adm-1');
    renderAt('/admin/user-requests');
    expect(await screen.findByTestId('admin-must-change-password')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/admin/new-password');
    fetchSpy.mockResolvedValueOnce(json(400, { success: false, error: 'كلمة المرور الحالية غير صحيحة' }));
    type('current_password', 'wrong-password-1');
    type('new_password', 'Tamarind-Harbour-Lantern-84');
    type('confirm_password', 'Tamarind-Harbour-Lantern-84');
    fireEvent.click(screen.getByTestId('admin-change-password-submit'));
    expect((await screen.findByTestId('admin-change-password-error')).textContent).toContain('غير صحيحة');
    expect(useSession.getState().admin?.must_change_password).toBe(true);
    fetchSpy.mockResolvedValueOnce(json(200, { success: true, user: ADMIN }));
    type('current_password', 'Generated-Pass-16');
    fireEvent.click(screen.getByTestId('admin-change-password-submit'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).not.toBe('/admin/new-password'));
    expect(useSession.getState().admin?.must_change_password).toBeUndefined();
    expect(useSession.getState().adminToken).toBe('adm-1');
    expect(fetchSpy.mock.calls[1]![0]).toBe('/api/admin/password');
  });
});
