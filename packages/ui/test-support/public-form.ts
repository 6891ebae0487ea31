import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi, type Mock } from 'vitest';
import { FORM_MIN_FILL_MS } from '@consulting/contracts';

/** A JSON reply of `status`, with `headers` added. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/**
 * Fakes `Date` and stubs `fetch` around each test of a public form page: `GET /api/forms/token`
 * answers `token-1`, `token-2`, …; any other call answers `reply()`, read at call time so a test
 * can change it. Returns every fetch call (`[url, init]`), the token fetches and `passFillTime`.
 */
export function stubPublicFormFetch(reply: () => Response) {
  let spy: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let tokens = 0;
    spy = vi.fn(async (url: string) => {
      if (url !== '/api/forms/token') return reply();
      tokens += 1;
      return json(200, { success: true, token: `token-${tokens}`, issued_at: Date.now(), policy_version: 'v' });
    });
    vi.stubGlobal('fetch', spy);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const calls = () => spy.mock.calls as [string, RequestInit][];
  const tokenCalls = () => calls().filter(([url]) => url === '/api/forms/token');
  /** Lets the form's token arrive, then moves the clock past the minimum fill time, as a person would. */
  async function passFillTime() {
    await waitFor(() => expect(tokenCalls().length).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    vi.setSystemTime(Date.now() + FORM_MIN_FILL_MS + 1000);
  }
  return { calls, tokenCalls, passFillTime };
}
