import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@consulting/platform';
import type { OutboxMailRecord } from '@consulting/contracts';
import {
  callUrl,
  json,
  pagedReply,
  renderAdminPage,
  shownParams,
  stubFetch,
  TEST_ADMIN,
} from '../../shared/test-support.tsx';
import OutboxPage from './OutboxPage.tsx';

function mail(id: string, extra: Partial<OutboxMailRecord> = {}): OutboxMailRecord {
  return {
    id,
    to: `${id}@example.com`,
    subject: `موضوع ${id}`,
    kind: null,
    status: 'sent',
    attempts: 1,
    last_error: null,
    created_at: '2026-03-01T10:00:00Z',
    next_attempt_at: null,
    sent_at: '2026-03-01T10:00:01Z',
    ...extra,
  };
}

/** A fake identity for /admin/outbox: the paged list (stateful) and resend. */
function fakeApi(options: { resendStatus?: number } = {}) {
  let mails = [
    mail('m1', {
      status: 'failed',
      kind: 'credentials',
      attempts: 8,
      last_error: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:25',
      sent_at: null,
    }),
    mail('m2', { status: 'retrying', attempts: 2, next_attempt_at: '2026-03-01T10:05:00Z', sent_at: null }),
    mail('m3'),
    mail('m4', { status: 'queued', attempts: 0, sent_at: null }),
  ];
  return stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    const { path } = callUrl(url);
    if (path === '/api/admin/verify') return json(200, { valid: true });
    if (method === 'GET' && path === '/api/admin/outbox') return pagedReply(url, 'mails', mails, ['to', 'subject']);
    const resend = /^\/api\/admin\/outbox\/([^/]+)\/resend$/.exec(path);
    if (method === 'POST' && resend) {
      if (options.resendStatus)
        return json(options.resendStatus, {
          success: false,
          error: 'لا يمكن إعادة إرسال رسالة إلا إذا فشلت أو أُرسلت',
        });
      mails = mails.map((m) =>
        m.id === resend[1] ? { ...m, status: 'queued', attempts: 0, last_error: null, sent_at: null } : m,
      );
      return json(200, { success: true, mail: mails.find((m) => m.id === resend[1]) });
    }
    return json(404, { success: false, error: 'not found' });
  });
}

const renderPage = (entry = '/admin/outbox') => renderAdminPage('/admin/outbox', <OutboxPage />, entry);
const rows = () => screen.getAllByTestId('outbox-row');
const row = (id: string) => rows().find((r) => r.getAttribute('data-id') === id)!;

beforeEach(() => useSession.getState().signInAdmin(TEST_ADMIN, 'adm-1'));
afterEach(() => vi.unstubAllGlobals());

describe('OutboxPage', () => {
  it('is the "البريد الصادر" page of the sidebar, listing recipient, subject, kind, status, attempts and last error', async () => {
    fakeApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('صندوق البريد الصادر');
    const link = screen.getByTestId('sidebar-outbox');
    expect(link.getAttribute('href')).toBe('/admin/outbox');
    expect(link.textContent).toBe('البريد الصادر');
    await waitFor(() => expect(rows()).toHaveLength(4));
    const failed = row('m1');
    expect(failed.textContent).toContain('m1@example.com');
    expect(failed.textContent).toContain('بيانات الدخول');
    expect(within(failed).getByTestId('outbox-status').textContent).toBe('فشلت');
    expect(within(failed).getByTestId('outbox-error').textContent).toBe(
      'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:25',
    );
    expect(within(row('m2')).getByTestId('outbox-status').textContent).toBe('إعادة المحاولة');
    expect(row('m2').textContent).toContain('المحاولة التالية');
    expect(within(row('m3')).getByTestId('outbox-status').textContent).toBe('أُرسلت');
    expect(within(row('m4')).getByTestId('outbox-status').textContent).toBe('في الانتظار');
    // Only a failed or sent mail can be resent.
    expect(within(row('m1')).queryByTestId('outbox-resend')).not.toBeNull();
    expect(within(row('m3')).queryByTestId('outbox-resend')).not.toBeNull();
    expect(within(row('m2')).queryByTestId('outbox-resend')).toBeNull();
    expect(within(row('m4')).queryByTestId('outbox-resend')).toBeNull();
  });

  it('asks the server for the status and search in the URL', async () => {
    const { spy } = fakeApi();
    renderPage('/admin/outbox?status=failed&q=m1');
    await waitFor(() => expect(rows()).toHaveLength(1));
    const listCall = spy.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/api/admin/outbox?'))!;
    expect(callUrl(listCall).params.get('status')).toBe('failed');
    expect(callUrl(listCall).params.get('q')).toBe('m1');
    expect(shownParams().get('status')).toBe('failed');
  });

  it('resends a failed mail after confirmation, toasts, and shows it queued', async () => {
    const { calls } = fakeApi();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(4));
    fireEvent.click(within(row('m1')).getByTestId('outbox-resend'));
    expect(calls('POST')).toHaveLength(0);
    expect(await screen.findByText('إعادة إرسال هذه الرسالة إلى m1@example.com؟')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'إعادة الإرسال' }));
    await waitFor(() => expect(calls('POST').map(([url]) => url)).toEqual(['/api/admin/outbox/m1/resend']));
    expect(await screen.findByText('أُعيدت الرسالة إلى قائمة الإرسال')).toBeTruthy();
    await waitFor(() => expect(within(row('m1')).getByTestId('outbox-status').textContent).toBe('في الانتظار'));
    expect(within(row('m1')).queryByTestId('outbox-resend')).toBeNull();
  });

  it("shows the server's reason when a resend is refused", async () => {
    fakeApi({ resendStatus: 409 });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(4));
    fireEvent.click(within(row('m3')).getByTestId('outbox-resend'));
    fireEvent.click(await screen.findByRole('button', { name: 'إعادة الإرسال' }));
    expect(await screen.findByText('فشل في إعادة الإرسال')).toBeTruthy();
    expect(await screen.findByText('لا يمكن إعادة إرسال رسالة إلا إذا فشلت أو أُرسلت')).toBeTruthy();
    expect(within(row('m3')).getByTestId('outbox-status').textContent).toBe('أُرسلت');
  });
});
