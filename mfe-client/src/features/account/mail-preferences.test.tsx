/**
 * The client's mail choices on /user/account, against a stubbed `fetch`, in
 * both languages.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { client, json, render } from '../../test/fixtures.tsx';
import { useLanguage, useSession } from '@consulting/platform';
import { MailPreferencesSection } from './MailPreferencesSection.tsx';

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
    // The box follows the click before the save has answered.
    expect((box as HTMLInputElement).checked).toBe(false);
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
