import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@consulting/platform';
import { json, renderAdminPage, TEST_ADMIN } from '../../shared/test-support.tsx';
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

function fakeApi(options: { listStatus?: number; replyStatus?: number } = {}) {
  const messages = [
    contactMessage('m1', { subject: 'استفسار عن التمويل' }),
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
    if (url === '/api/admin/verify') return json(200, { valid: true });
    if (method === 'GET' && url === '/api/admin/messages')
      return json(options.listStatus ?? 200, { success: options.listStatus ? false : true, messages });
    const body = init?.body ? JSON.parse(init.body as string) : {};
    if (method === 'POST' && url.endsWith('/reply')) {
      if (options.replyStatus) return json(options.replyStatus, { success: false, error: 'Mail server unavailable' });
      const found = messages.find((m) => url === `/api/admin/messages/${m.id}/reply`)!;
      const replies = [
        ...(found.replies ?? []),
        { text: body.reply, sent_at: '2025-03-05T08:00:00Z', admin_email: 'admin@example.com' },
      ];
      return json(200, { success: true, message: { ...found, replies } });
    }
    const found = messages.find((m) => m.id === url.split('/').pop())!;
    if (method === 'PUT') return json(200, { success: true, message: { ...found, ...body } });
    if (method === 'DELETE') return json(200, { success: true });
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

const renderPage = () => renderAdminPage('/admin/messages', <MessagesPage />);

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

  it('filters all / unread / read and searches name, email, subject and text', async () => {
    useFake();
    renderPage();
    await screen.findAllByTestId('message-card');
    const filter = screen.getByTestId('message-filter');
    fireEvent.click(within(filter).getByText('مقروءة'));
    await waitFor(() => expect(ids()).toEqual(['m2']));
    fireEvent.click(within(filter).getByText(/غير مقروءة/));
    await waitFor(() => expect(ids()).toEqual(['m1', 'm3']));
    const search = screen.getByTestId('message-search');
    fireEvent.change(search, { target: { value: 'حجز' } });
    expect(ids()).toEqual(['m3']);
    fireEvent.click(within(filter).getByText('الكل'));
    fireEvent.change(search, { target: { value: 'OMAR@corp' } });
    await waitFor(() => expect(ids()).toEqual(['m2']));
    fireEvent.change(search, { target: { value: 'التمويل' } });
    expect(ids()).toEqual(['m1']);
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

  it('deletes only after confirmation', async () => {
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
