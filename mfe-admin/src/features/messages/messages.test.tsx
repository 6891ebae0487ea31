import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@consulting/platform';
import {
  blobText,
  callUrl,
  captureDownloads,
  json,
  pagedReply,
  renderAdminPage,
  shownParams,
  TEST_ADMIN,
} from '../../shared/test-support.tsx';
import { arabicDateTime } from '../../shared/arabic-date.ts';
import MessagesPage from './MessagesPage.tsx';
import type { AdminContactMessage } from './api.ts';

function contactMessage(id: string, extra: Partial<AdminContactMessage> = {}): AdminContactMessage {
  return {
    id,
    name: `مرسل ${id}`,
    email: `${id}@example.com`,
    phone: '0500000000',
    company: '',
    subject: `موضوع ${id}`,
    message: `نص ${id}`,
    is_read: false,
    created_at: '2025-03-01T10:00:00Z',
    ...extra,
  };
}

/** A fake content service for messages: paged list, update, delete, reply, bulk and export (stateful). */
function fakeApi(options: { listStatus?: number; replyStatus?: number; bulkNotFound?: string[] } = {}) {
  let messages = [
    contactMessage('m1', {
      subject: 'استفسار عن التمويل',
      consent: { policy_version: '2026-11-24', given_at: '2026-12-01T09:30:00.000Z' },
    }),
    contactMessage('m2', {
      is_read: true,
      name: 'Omar',
      email: 'omar@corp.example',
      replies: [{ text: 'شكراً لتواصلك', sent_at: '2025-03-02T08:00:00Z', admin_email: 'admin@example.com' }],
    }),
    contactMessage('m3', { message: 'أرغب في حجز موعد' }),
  ];
  return vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const { path } = callUrl(url);
    if (url === '/api/admin/verify') return json(200, { valid: true });
    if (method === 'GET' && path === '/api/admin/messages') {
      if (options.listStatus) return json(options.listStatus, { success: false });
      return pagedReply(url, 'messages', messages, ['name', 'email', 'subject', 'message']);
    }
    if (method === 'GET' && path === '/api/admin/messages/export') {
      return new Response('\uFEFFالاسم,البريد\r\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="messages-2025-03-05.csv"; filename*=UTF-8''messages-2025-03-05.csv`,
        },
      });
    }
    const body = init?.body ? JSON.parse(init.body as string) : {};
    if (method === 'POST' && path === '/api/admin/messages/bulk') {
      const found = body.ids.filter((id: string) => !(options.bulkNotFound ?? []).includes(id));
      if (body.action === 'delete') messages = messages.filter((m) => !found.includes(m.id));
      else messages = messages.map((m) => (found.includes(m.id) ? { ...m, is_read: body.action === 'mark_read' } : m));
      return json(200, { success: true, done: found, not_found: options.bulkNotFound ?? [] });
    }
    if (method === 'POST' && url.endsWith('/reply')) {
      if (options.replyStatus) return json(options.replyStatus, { success: false, error: 'Mail server unavailable' });
      const found = messages.find((m) => url === `/api/admin/messages/${m.id}/reply`)!;
      const replies = [
        ...(found.replies ?? []),
        { text: body.reply, sent_at: '2025-03-05T08:00:00Z', admin_email: 'admin@example.com' },
      ];
      const updated = { ...found, replies };
      messages = messages.map((m) => (m.id === found.id ? updated : m));
      return json(200, { success: true, message: updated });
    }
    const found = messages.find((m) => m.id === url.split('/').pop())!;
    if (method === 'PUT') {
      const updated = { ...found, ...body };
      messages = messages.map((m) => (m.id === found.id ? updated : m));
      return json(200, { success: true, message: updated });
    }
    if (method === 'DELETE') {
      messages = messages.filter((m) => m.id !== found.id);
      return json(200, { success: true });
    }
    return json(404, { success: false, error: 'not found' });
  });
}

let fetchSpy: ReturnType<typeof fakeApi>;
function useFake(options?: Parameters<typeof fakeApi>[0]) {
  fetchSpy = fakeApi(options);
  vi.stubGlobal('fetch', fetchSpy);
}
const calls = (method: string) => fetchSpy.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
const ids = () => screen.queryAllByTestId('message-card').map((c) => c.getAttribute('data-id'));
/** The list reads sent so far (not the unread count), as their query parameters. */
const listReads = () =>
  calls('GET')
    .map(([url]) => callUrl(url))
    .filter(({ path, params }) => path === '/api/admin/messages' && params.get('page_size') !== '1')
    .map(({ params }) => params);
const cardOf = (id: string) => document.querySelector<HTMLElement>(`[data-testid="message-card"][data-id="${id}"]`)!;

const renderPage = (entry = '/admin/messages') => renderAdminPage('/admin/messages', <MessagesPage />, entry);

beforeEach(() => useSession.getState().signInAdmin(TEST_ADMIN, 'adm-1'));
afterEach(() => vi.unstubAllGlobals());

describe('MessagesPage (spec §2, §4, §5, §8)', () => {
  it('marks unread messages with a "جديد" badge and lists previous replies', async () => {
    useFake();
    renderPage();
    const cards = await screen.findAllByTestId('message-card');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('رسائل التواصل');
    expect(cards.map((c) => c.getAttribute('data-read'))).toEqual(['false', 'true', 'false']);
    expect(within(cards[0]).getByTestId('message-new-badge').textContent).toBe('جديد');
    expect(within(cards[1]).queryByTestId('message-new-badge')).toBeNull();
    expect(within(cards[1]).getByTestId('message-replies').textContent).toContain('شكراً لتواصلك');
  });

  it('shows the consent a message was sent with, or that none is recorded', async () => {
    useFake();
    renderPage();
    await waitFor(() => expect(ids()).toEqual(['m1', 'm2', 'm3']));
    expect(within(cardOf('m1')).getByTestId('consent-line').textContent).toBe(
      `الموافقة على سياسة الخصوصية: الإصدار 2026-11-24 — ${arabicDateTime('2026-12-01T09:30:00.000Z')}`,
    );
    expect(within(cardOf('m2')).getByTestId('consent-line').textContent).toBe('لا توجد موافقة مسجلة');
  });

  it('filters all / unread / read and searches on the server, with the unread count on the filter', async () => {
    useFake();
    renderPage();
    await screen.findAllByTestId('message-card');
    const filter = screen.getByTestId('message-filter');
    await waitFor(() => expect(within(filter).getByText('غير مقروءة (2)')).toBeTruthy());
    fireEvent.click(within(filter).getByText('مقروءة'));
    await waitFor(() => expect(ids()).toEqual(['m2']));
    expect(listReads().at(-1)!.get('is_read')).toBe('true');
    fireEvent.click(within(filter).getByText(/غير مقروءة/));
    await waitFor(() => expect(ids()).toEqual(['m1', 'm3']));
    expect(shownParams().get('is_read')).toBe('false');
    const search = screen.getByTestId('message-search');
    fireEvent.change(search, { target: { value: 'حجز' } });
    await waitFor(() => expect(ids()).toEqual(['m3']));
    expect(Object.fromEntries(listReads().at(-1)!)).toEqual({ page: '1', page_size: '20', q: 'حجز', is_read: 'false' });
    fireEvent.click(within(filter).getByText('الكل'));
    fireEvent.change(search, { target: { value: 'OMAR@corp' } });
    await waitFor(() => expect(ids()).toEqual(['m2']));
    fireEvent.change(search, { target: { value: 'التمويل' } });
    await waitFor(() => expect(ids()).toEqual(['m1']));
  });

  it('opens the view a link names (page, filter, search) and a filter change goes back to page 1', async () => {
    useFake();
    renderPage('/admin/messages?page=3&is_read=false&q=%D9%86%D8%B5');
    await waitFor(() => expect(listReads()).toHaveLength(1));
    expect(Object.fromEntries(listReads()[0])).toEqual({ page: '3', page_size: '20', q: 'نص', is_read: 'false' });
    expect((screen.getByTestId('message-search') as HTMLInputElement).value).toBe('نص');
    fireEvent.click(within(screen.getByTestId('message-filter')).getByText('مقروءة'));
    await waitFor(() => expect(shownParams().get('is_read')).toBe('true'));
    expect(shownParams().get('page')).toBeNull();
    await waitFor(() => expect(listReads().at(-1)!.get('page')).toBe('1'));
  });

  it('marks the selected messages read in one bulk call, toasts the count and refreshes', async () => {
    useFake({ bulkNotFound: ['m3'] });
    renderPage();
    await screen.findAllByTestId('message-card');
    fireEvent.click(within(cardOf('m1')).getByTestId('message-select'));
    fireEvent.click(within(cardOf('m3')).getByTestId('message-select'));
    expect(screen.getByTestId('message-bulk-count').textContent).toBe('المحدد: 2');
    const readsBefore = listReads().length;
    fireEvent.click(screen.getByTestId('message-bulk-read'));
    expect(await screen.findByText('تم تنفيذ الإجراء على 1 من العناصر')).toBeTruthy();
    expect(screen.getByText('لم يُعثر على 1 من العناصر (ربما حُذفت من قبل)')).toBeTruthy();
    const [url, init] = calls('POST')[0];
    expect(url).toBe('/api/admin/messages/bulk');
    expect(JSON.parse(init!.body as string)).toEqual({ action: 'mark_read', ids: ['m1', 'm3'] });
    await waitFor(() => expect(cardOf('m1').getAttribute('data-read')).toBe('true'));
    expect(listReads().length).toBeGreaterThan(readsBefore);
    expect(screen.queryByTestId('message-bulk')).toBeNull();
  });

  it('deletes the selected messages only after confirmation', async () => {
    useFake();
    renderPage();
    await screen.findAllByTestId('message-card');
    fireEvent.click(screen.getByTestId('message-select-page'));
    expect(screen.getByTestId('message-bulk-count').textContent).toBe('المحدد: 3');
    fireEvent.click(screen.getByTestId('message-bulk-delete'));
    expect(await screen.findByText('هل أنت متأكد من حذف العناصر المحددة (3)؟')).toBeTruthy();
    expect(calls('POST')).toHaveLength(0);
    fireEvent.click(
      within(document.querySelector<HTMLElement>('.ant-popconfirm')!).getByRole('button', { name: 'حذف' }),
    );
    expect(await screen.findByText('تم حذف 3 من العناصر')).toBeTruthy();
    expect(JSON.parse(calls('POST')[0][1]!.body as string)).toEqual({ action: 'delete', ids: ['m1', 'm2', 'm3'] });
    expect(await screen.findByText('لا توجد رسائل')).toBeTruthy();
  });

  it('exports the current view as CSV under the server file name', async () => {
    useFake();
    const { saved, restore } = captureDownloads();
    renderPage('/admin/messages?is_read=false&page=2');
    await waitFor(() => expect(listReads()).toHaveLength(1));
    fireEvent.change(screen.getByTestId('message-search'), { target: { value: 'سارة' } });
    await waitFor(() => expect(shownParams().get('q')).toBe('سارة'));
    fireEvent.click(screen.getByTestId('message-export'));
    await waitFor(() => expect(saved).toHaveLength(1));
    restore();
    const [url, init] = calls('GET').find(([u]) => u.startsWith('/api/admin/messages/export'))!;
    expect(Object.fromEntries(callUrl(url).params)).toEqual({ q: 'سارة', is_read: 'false' });
    expect(new Headers(init!.headers).get('Authorization')).toBe('Bearer adm-1');
    expect(saved[0].name).toBe('messages-2025-03-05.csv');
    expect(await blobText(saved[0].blob)).toContain('الاسم,البريد');
  });

  it('marks a message read with PUT {is_read:true}', async () => {
    useFake();
    renderPage();
    const [card] = await screen.findAllByTestId('message-card');
    fireEvent.click(within(card).getByTestId('message-mark-read'));
    await waitFor(() => expect(card.getAttribute('data-read')).toBe('true'));
    const [url, init] = calls('PUT')[0];
    expect(url).toBe('/api/admin/messages/m1');
    expect(JSON.parse(init!.body as string)).toEqual({ is_read: true });
    expect(within(card).queryByTestId('message-new-badge')).toBeNull();
  });

  it('deletes one message only after confirmation', async () => {
    useFake();
    renderPage();
    const [card] = await screen.findAllByTestId('message-card');
    fireEvent.click(within(card).getByTestId('message-delete'));
    expect(await screen.findByText('هل أنت متأكد من حذف هذه الرسالة؟')).toBeTruthy();
    expect(calls('DELETE')).toHaveLength(0);
    fireEvent.click(
      within(document.querySelector<HTMLElement>('.ant-popconfirm')!).getByRole('button', { name: 'حذف' }),
    );
    expect(await screen.findByText('تم حذف الرسالة بنجاح')).toBeTruthy();
    expect(calls('DELETE')[0][0]).toBe('/api/admin/messages/m1');
    await waitFor(() => expect(ids()).toEqual(['m2', 'm3']));
    await waitFor(() => expect(within(screen.getByTestId('message-filter')).getByText('غير مقروءة (1)')).toBeTruthy());
  });

  it('enables send only for a non-blank reply, posts {reply} and shows it under the message', async () => {
    useFake();
    renderPage();
    const [card] = await screen.findAllByTestId('message-card');
    fireEvent.click(within(card).getByTestId('message-reply'));
    const dialog = await screen.findByTestId('reply-dialog');
    const send = within(dialog).getByTestId('reply-send') as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('reply-text'), { target: { value: '   \n ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('reply-text'), { target: { value: ' سنتواصل معك قريباً ' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    expect(await screen.findByText('تم إرسال الرد بنجاح')).toBeTruthy();
    const [url, init] = calls('POST')[0];
    expect(url).toBe('/api/admin/messages/m1/reply');
    expect(JSON.parse(init!.body as string)).toEqual({ reply: 'سنتواصل معك قريباً' });
    await waitFor(() => expect(within(card).getByTestId('message-replies').textContent).toContain('سنتواصل معك قريباً'));
    // Spec §4: replying does not mark the message read.
    expect(card.getAttribute('data-read')).toBe('false');
  });

  it('toasts the server error when the reply cannot be sent and keeps the dialog', async () => {
    useFake({ replyStatus: 502 });
    renderPage();
    const [card] = await screen.findAllByTestId('message-card');
    fireEvent.click(within(card).getByTestId('message-reply'));
    const dialog = await screen.findByTestId('reply-dialog');
    fireEvent.change(within(dialog).getByTestId('reply-text'), { target: { value: 'رد' } });
    fireEvent.click(within(dialog).getByTestId('reply-send'));
    expect(await screen.findByText('خطأ في إرسال الرد')).toBeTruthy();
    expect(screen.getByText('Mail server unavailable')).toBeTruthy();
    expect((within(screen.getByTestId('reply-dialog')).getByTestId('reply-text') as HTMLTextAreaElement).value).toBe(
      'رد',
    );
  });

  it('signs out to the login page on a 401', async () => {
    useFake({ listStatus: 401 });
    renderPage();
    expect(await screen.findByTestId('login-stub')).toBeTruthy();
    expect(useSession.getState().admin).toBeNull();
  });
});
