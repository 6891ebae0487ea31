/**
 * The client's mail choices on /user/account, against a stubbed `fetch`, in
 * both languages.
 */
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render as renderUi, screen, waitFor } from '@testing-library/react';
import { QueryRoot, useLanguage, useSession } from '@consulting/platform';
import type { UserRecord } from '@consulting/contracts';
import { MailPreferencesSection } from './MailPreferencesSection.tsx';

/** Renders `ui` inside the query cache the route table gives every page. */
const render = (ui: ReactElement) => renderUi(ui, { wrapper: QueryRoot });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const client: UserRecord = {
  id: '64b000000000000000000001',
  name: 'Sara',
  full_name: 'Sara',
  email: 'sara@example.com',
  role: 'client',
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
};

let stored: boolean;
let failPut: boolean;
let fetchSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  stored = true;
  failPut = false;
  useSession.getState().signInClient(client, 'tok-1');
  fetchSpy = vi.fn(async (url: string, init?: RequestInit) => {
    if (url !== '/api/user/preferences') return json(404, { success: false, error: 'Not found' });
    if ((init?.method ?? 'GET') === 'PUT') {
      if (failPut) return json(503, { success: false, error: 'Service unavailable, please try again shortly' });
      stored = (JSON.parse(String(init?.body)) as { status_updates: boolean }).status_updates;
    }
    return json(200, { success: true, mail_preferences: { status_updates: stored } });
  });
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  useSession.getState().signOutClient();
  useLanguage.getState().setLanguage('ar');
  vi.unstubAllGlobals();
});

describe('MailPreferencesSection', () => {
  it('shows the stored choice and turns status mails off and on again with the client token (English)', async () => {
    useLanguage.getState().setLanguage('en');
    render(<MailPreferencesSection />);
    const box = await screen.findByLabelText('Email me when the status of my requests or applications changes');
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box);
    await screen.findByText('Saved.');
    expect(stored).toBe(false);
    expect((box as HTMLInputElement).checked).toBe(false);
    const put = fetchSpy.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
    expect(new Headers((put?.[1] as RequestInit).headers).get('authorization')).toBe('Bearer tok-1');
    fireEvent.click(box);
    await waitFor(() => expect(stored).toBe(true));
  });

  it('keeps the stored choice and says so in Arabic when saving fails', async () => {
    useLanguage.getState().setLanguage('ar');
    failPut = true;
    render(<MailPreferencesSection />);
    const box = await screen.findByLabelText('أرسل لي بريداً عند تغيّر حالة طلباتي أو طلبات الانضمام');
    fireEvent.click(box);
    await screen.findByText('Service unavailable, please try again shortly');
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(stored).toBe(true);
  });
});
