/**
 * Test support for the admin pages: a signed-in admin, JSON responses, a fetch spy, and a page
 * rendered inside the real AdminLayout with a login stub to land on after a sign-out.
 */
import type { ReactElement } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminRoot } from '../layout/AdminRoot.tsx';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import type { UserRecord } from '@consulting/contracts';
import AdminLayout from '../layout/AdminLayout.tsx';

export const TEST_ADMIN: UserRecord = {
  id: 'a1',
  name: 'المدير',
  full_name: 'المدير',
  email: 'admin@example.com',
  role: 'admin',
  is_active: true,
  created_at: '2025-01-01T00:00:00Z',
};

/** A JSON response as the gateway sends it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type FetchHandler = (url: string, init?: RequestInit) => Promise<Response>;

/** Installs `handler` as fetch; `calls(method)` lists the calls made with that method. */
export function stubFetch(handler: FetchHandler) {
  const spy = vi.fn(handler);
  vi.stubGlobal('fetch', spy);
  return {
    spy,
    calls: (method: string) => spy.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method),
  };
}

/**
 * Renders `element` on the route `path` inside AdminLayout, opened at `entry` (a URL that may
 * carry a query, e.g. '/admin/dashboard?tab=users'; `path` unless told); /admin/login is a stub
 * (`login-stub`).
 */
export function renderAdminPage(path: string, element: ReactElement, entry: string = path) {
  return render(
    <AdminRoot>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route element={<AdminLayout />}>
            <Route path={path} element={element} />
          </Route>
          <Route path="/admin/login" element={<div data-testid="login-stub" />} />
        </Routes>
      </MemoryRouter>
    </AdminRoot>,
  );
}

/** The form control named `name` inside `container`; throws when there is none. */
export function field(container: HTMLElement, name: string): HTMLElement {
  const element = container.querySelector<HTMLElement>(`[name="${name}"]`);
  if (!element) throw new Error(`no field ${name}`);
  return element;
}

/** Types `value` into the control named `name` inside `container`. */
export function type(container: HTMLElement, name: string, value: string) {
  fireEvent.change(field(container, name), { target: { value } });
}

/**
 * Opens the antd select with test id `selectTestId` and clicks its option titled `title` (the
 * last match: the select's own selection may carry the same title).
 */
export async function pickOption(selectTestId: string, title: string) {
  fireEvent.mouseDown(within(screen.getByTestId(selectTestId)).getByRole('combobox'));
  const options = await screen.findAllByTitle(title);
  fireEvent.click(options.at(-1)!);
}
