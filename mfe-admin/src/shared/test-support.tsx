/**
 * Test support for the admin pages: a signed-in admin, JSON responses, a fetch spy, a fake paged
 * list answer, and a page rendered inside the real AdminLayout with a login stub to land on after
 * a sign-out and the current URL on show (`test-location`).
 */
import type { ReactElement } from 'react';
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminRoot } from '../layout/AdminRoot.tsx';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { UserRecord } from '@consulting/contracts';
import AdminLayout from '../layout/AdminLayout.tsx';
import { adminQueryClient } from './query-client.ts';

// antd pages render slowly in jsdom on a busy machine: 5 s per test and 1 s per waitFor proved
// too short under load.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 4_000 });

// Retries keep their rule (network errors and 5xx only) but not their wait.
adminQueryClient.setDefaultOptions({
  ...adminQueryClient.getDefaultOptions(),
  queries: { ...adminQueryClient.getDefaultOptions().queries, retryDelay: 1 },
});

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

/** The current path and query, as `test-location`. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="test-location">{`${location.pathname}${location.search}`}</output>;
}

/** The query of the URL the page shows now. */
export function shownParams(): URLSearchParams {
  return new URLSearchParams(screen.getByTestId('test-location').textContent!.split('?')[1] ?? '');
}

/**
 * Renders `element` on the route `path` inside AdminLayout, opened at `entry` (a URL that may
 * carry a query, e.g. '/admin/dashboard?tab=users'; `path` unless told); /admin/login is a stub
 * (`login-stub`). Starts from an empty query cache.
 */
export function renderAdminPage(path: string, element: ReactElement, entry: string = path) {
  adminQueryClient.clear();
  return render(
    <AdminRoot>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route element={<AdminLayout />}>
            <Route path={path} element={element} />
          </Route>
          <Route path="/admin/login" element={<div data-testid="login-stub" />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AdminRoot>,
  );
}

/** The path and query of a fetch call's URL. */
export function callUrl(url: string): { path: string; params: URLSearchParams } {
  const [path, query = ''] = url.split('?');
  return { path, params: new URLSearchParams(query) };
}

/**
 * A fake list answer as the services give it (the admin list contract): filters every query parameter
 * but page, page_size, sort, q, from and to by equality with the item's field (as a string;
 * 'true' / 'false' against a boolean or 0/1 field by truth), `q`
 * as a case-insensitive substring of `searchFields`, `sort` on one field (`-` descending), then
 * the page: `{success, [key]: rows, total, page, page_size}`.
 */
export function pagedReply<T extends object>(
  url: string,
  key: string,
  items: readonly T[],
  searchFields: readonly (keyof T & string)[] = [],
) {
  const { params } = callUrl(url);
  const page = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('page_size') ?? 20);
  const q = (params.get('q') ?? '').toLowerCase();
  const record = (item: T) => item as Record<string, unknown>;
  const matches = (field: unknown, value: string) =>
    (value === 'true' || value === 'false') && (typeof field === 'boolean' || typeof field === 'number')
      ? Boolean(field) === (value === 'true')
      : String(field) === value;
  let rows = items.filter((item) =>
    [...params.entries()].every(
      ([name, value]) =>
        ['page', 'page_size', 'sort', 'q', 'from', 'to'].includes(name) || matches(record(item)[name], value),
    ),
  );
  if (q)
    rows = rows.filter((item) =>
      searchFields.some((f) =>
        String(record(item)[f] ?? '')
          .toLowerCase()
          .includes(q),
      ),
    );
  const sort = params.get('sort');
  if (sort) {
    const field = sort.replace(/^-/, '');
    const sign = sort.startsWith('-') ? -1 : 1;
    rows = [...rows].sort((a, b) => sign * String(record(a)[field]).localeCompare(String(record(b)[field])));
  }
  return json(200, {
    success: true,
    [key]: rows.slice((page - 1) * pageSize, page * pageSize),
    total: rows.length,
    page,
    page_size: pageSize,
  });
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

/**
 * Catches the files the page downloads (object URL + link click, as `saveBlob` does): each
 * download's file name and contents. `restore()` puts the browser functions back.
 */
export function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
  return {
    saved,
    restore: () => {
      click.mockRestore();
      Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
    },
  };
}

/** A blob's text (jsdom's Blob has no `text()`). */
export function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
