import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@consulting/platform';
import {
  blobText,
  callUrl,
  captureDownloads,
  json,
  renderAdminPage,
  stubFetch,
  TEST_ADMIN,
} from '../../shared/test-support.tsx';
import PrivacyPage from './PrivacyPage.tsx';

const ERASED = {
  identity: 1,
  content: { contact_messages: 2, newsletter_subscriptions: 1, audit_entries: 1 },
  requests: {
    service_requests: 1,
    track_requests: 0,
    join_applications: 1,
    files: 3,
    notifications: 2,
    audit_entries: 4,
  },
};

/** A fake identity for /admin/privacy: the export's zip or an error, the erasure's counts or an error. */
function fakeApi(options: { exportStatus?: number; eraseStatus?: number } = {}) {
  return stubFetch(async (url, init) => {
    const { path } = callUrl(url);
    if (path === '/api/admin/verify') return json(200, { valid: true });
    if (path === '/api/admin/privacy/export') {
      if (options.exportStatus)
        return json(options.exportStatus, { success: false, error: 'The requests service could not export the data' });
      return new Response('PK-zip-bytes', {
        status: 200,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="personal-data-2025-03-05.zip"',
        },
      });
    }
    if (path === '/api/admin/privacy/erase' && init?.method === 'POST') {
      if (options.eraseStatus)
        return json(options.eraseStatus, {
          success: false,
          error: 'The content service could not erase the data; please try again',
        });
      return json(200, { success: true, erased: ERASED });
    }
    return json(404, { success: false, error: 'not found' });
  });
}

const renderPage = () => renderAdminPage('/admin/privacy', <PrivacyPage />);
const typeEmail = (value: string) => fireEvent.change(screen.getByTestId('privacy-email'), { target: { value } });
const privacyCalls = (spy: ReturnType<typeof fakeApi>['spy']) =>
  spy.mock.calls.filter(([url]) => String(url).startsWith('/api/admin/privacy'));

beforeEach(() => useSession.getState().signInAdmin(TEST_ADMIN, 'adm-1'));
afterEach(() => vi.unstubAllGlobals());

describe('PrivacyPage (Saudi PDPL)', () => {
  it('is the "البيانات الشخصية" page of the sidebar, in Arabic and right to left', async () => {
    fakeApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('البيانات الشخصية');
    const link = screen.getByTestId('sidebar-privacy');
    expect(link.getAttribute('href')).toBe('/admin/privacy');
    expect(link.textContent).toBe('البيانات الشخصية');
    expect(document.querySelector('.ant-menu-item-selected')?.textContent).toBe('البيانات الشخصية');
    expect(screen.getByTestId('admin-privacy').closest('[dir="rtl"]')).not.toBeNull();
  });

  it('asks for a valid email before calling the server', async () => {
    const { spy } = fakeApi();
    renderPage();
    fireEvent.click(screen.getByTestId('privacy-export'));
    expect(screen.getByTestId('privacy-email-error').textContent).toBe('يرجى إدخال البريد الإلكتروني');
    typeEmail('not-an-email');
    fireEvent.click(screen.getByTestId('privacy-erase'));
    expect(screen.getByTestId('privacy-email-error').textContent).toBe('البريد الإلكتروني غير صحيح');
    expect(screen.queryByTestId('privacy-confirm-dialog')).toBeNull();
    expect(privacyCalls(spy)).toHaveLength(0);
  });

  it('"تصدير" downloads the zip with the admin token, under the server\'s file name', async () => {
    const { spy } = fakeApi();
    const downloads = captureDownloads();
    try {
      renderPage();
      typeEmail(' Huda@Example.sa ');
      fireEvent.click(screen.getByTestId('privacy-export'));
      await waitFor(() => expect(downloads.saved).toHaveLength(1));
      expect(downloads.saved[0].name).toBe('personal-data-2025-03-05.zip');
      expect(await blobText(downloads.saved[0].blob)).toBe('PK-zip-bytes');
      const [[url, init]] = privacyCalls(spy);
      expect(callUrl(String(url))).toEqual({
        path: '/api/admin/privacy/export',
        params: new URLSearchParams({ email: 'Huda@Example.sa' }),
      });
      expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer adm-1');
      expect(await screen.findByText('تم تنزيل الملف personal-data-2025-03-05.zip')).toBeTruthy();
    } finally {
      downloads.restore();
    }
  });

  it("shows the server's error when the export fails, and downloads nothing", async () => {
    fakeApi({ exportStatus: 502 });
    const downloads = captureDownloads();
    try {
      renderPage();
      typeEmail('huda@example.sa');
      fireEvent.click(screen.getByTestId('privacy-export'));
      expect(await screen.findByText('فشل في تصدير البيانات')).toBeTruthy();
      expect(screen.getByText('The requests service could not export the data')).toBeTruthy();
      expect(downloads.saved).toHaveLength(0);
    } finally {
      downloads.restore();
    }
  });

  it('"حذف نهائي" erases only once the email is typed again, then shows what each service erased', async () => {
    const { spy } = fakeApi();
    renderPage();
    typeEmail('huda@example.sa');
    fireEvent.click(screen.getByTestId('privacy-erase'));
    const dialog = await screen.findByTestId('privacy-confirm-dialog');
    expect(within(dialog).getByText(/سيُحذف كل ما يحفظه الموقع عن huda@example\.sa/)).toBeTruthy();
    const confirm = within(dialog).getByTestId('privacy-erase-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);

    const retype = within(dialog).getByTestId('privacy-confirm-email');
    fireEvent.change(retype, { target: { value: 'huda@example.com' } });
    expect(within(dialog).getByTestId('privacy-confirm-mismatch').textContent).toBe('البريد الإلكتروني غير مطابق');
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm);
    expect(privacyCalls(spy)).toHaveLength(0);

    fireEvent.change(retype, { target: { value: 'HUDA@example.sa' } });
    expect(within(dialog).queryByTestId('privacy-confirm-mismatch')).toBeNull();
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);

    const result = await screen.findByTestId('privacy-result');
    const [[url, init]] = privacyCalls(spy);
    expect(url).toBe('/api/admin/privacy/erase');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'huda@example.sa', confirm_email: 'HUDA@example.sa' });
    expect(within(result).getByText('تم حذف بيانات huda@example.sa')).toBeTruthy();
    const count = (id: string) => within(result).getByTestId(`privacy-count-${id}`).textContent;
    expect(count('identity-account')).toBe('1');
    expect(count('content-contact_messages')).toBe('2');
    expect(count('requests-files')).toBe('3');
    expect(count('requests-audit_entries')).toBe('4');
    expect(within(result).getAllByText('سجلات تدقيق بالاسم المستعار')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByTestId('privacy-confirm-dialog')).toBeNull());
  });

  it('keeps the dialog open and says a retry is safe when a service fails', async () => {
    fakeApi({ eraseStatus: 502 });
    renderPage();
    typeEmail('huda@example.sa');
    fireEvent.click(screen.getByTestId('privacy-erase'));
    const dialog = await screen.findByTestId('privacy-confirm-dialog');
    fireEvent.change(within(dialog).getByTestId('privacy-confirm-email'), { target: { value: 'huda@example.sa' } });
    fireEvent.click(within(dialog).getByTestId('privacy-erase-confirm'));
    expect(await screen.findByText('فشل الحذف')).toBeTruthy();
    expect(
      screen.getByText(
        'The content service could not erase the data; please try again يمكنك إعادة المحاولة: إعادة الحذف آمنة وتكمل ما تبقى.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('privacy-confirm-dialog')).toBeTruthy();
    expect(screen.queryByTestId('privacy-result')).toBeNull();
  });
});
