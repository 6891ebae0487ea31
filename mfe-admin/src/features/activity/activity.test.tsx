import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@consulting/platform';
import type { AuditEntryRecord, AuditFeedPage } from '@consulting/contracts';
import {
  callUrl,
  json,
  pickOption,
  renderAdminPage,
  shownParams,
  stubFetch,
  TEST_ADMIN,
} from '../../shared/test-support.tsx';
import ActivityPage from './ActivityPage.tsx';
import { mergeFeedPages } from './api.ts';

/** An entry at minute `minute` of 2025-03-01 10:00 UTC; ids are 24 hex digits. */
function entry(id: string, minute: number, extra: Partial<AuditEntryRecord> = {}): AuditEntryRecord {
  return {
    id: id.padStart(24, '0'),
    actor_id: 'a1',
    actor_email: 'admin@example.com',
    entity: 'news_item',
    entity_id: `r-${id}`,
    action: 'update',
    before: { status: 'old' },
    after: { status: 'new' },
    at: new Date(Date.UTC(2025, 2, 1, 10, minute)).toISOString(),
    ...extra,
  };
}

function page(
  audit: AuditEntryRecord[],
  total: number,
  nextBefore: string | null = null,
): AuditFeedPage<AuditEntryRecord> {
  return { success: true, audit, total, page: 1, page_size: 20, next_before: nextBefore };
}

describe('mergeFeedPages (one feed from three services)', () => {
  it('orders newest first by time then id, shows n, sums totals and points Older at the last shown', () => {
    const content = page([entry('c2', 50), entry('c1', 10)], 2);
    const requests = page([entry('r3', 40), entry('a1', 30, { entity: 'service_request' }), entry('r1', 5)], 30, 'x');
    const identity = page([entry('b1', 30, { entity: 'user' }), entry('i1', 20, { entity: 'user' })], 2);
    const merged = mergeFeedPages([content, requests, identity], 4);
    expect(merged.entries.map((e) => e.entity_id)).toEqual(['r-c2', 'r-r3', 'r-b1', 'r-a1']);
    expect(merged.total).toBe(34);
    expect(merged.older).toBe(`2025-03-01T10:30:00.000Z_${'a1'.padStart(24, '0')}`);
  });

  it('has no Older when every entry is shown and no service has more', () => {
    const merged = mergeFeedPages([page([entry('c1', 1)], 1), page([], 0), page([entry('i1', 2)], 1)], 20);
    expect(merged.entries).toHaveLength(2);
    expect(merged.older).toBeNull();
  });
});

/** 25 entries per service, a minute apart and interleaved: content at 0,3,6…, requests 1,4,…, identity 2,5,…. */
function feeds() {
  const make = (feed: string, offset: number, entity: string) =>
    Array.from({ length: 25 }, (_, i) =>
      entry(`${feed}${String(i).padStart(2, '0')}`.replace(/[^0-9a-f]/g, 'f'), offset + 3 * i, {
        entity,
        entity_id: `${feed}-${i}`,
        actor_email: i % 2 ? 'noura@example.com' : 'admin@example.com',
      }),
    ).reverse();
  return {
    content: make('c', 0, 'news_item'),
    requests: make('a', 1, 'service_request'),
    identity: make('b', 2, 'user'),
  } as Record<string, AuditEntryRecord[]>;
}

function useFake(options: { failing?: string } = {}) {
  const data = feeds();
  return stubFetch(async (url) => {
    const { path, params } = callUrl(url);
    if (url === '/api/admin/verify') return json(200, { valid: true });
    const feed = path.replace('/api/admin/audit/', '');
    if (!(feed in data)) return json(404, { success: false, error: 'not found' });
    if (feed === options.failing) return json(503, { success: false, error: 'down' });
    const size = Number(params.get('page_size'));
    const before = params.get('before');
    let rows = data[feed];
    if (params.get('actor')) rows = rows.filter((e) => e.actor_email === params.get('actor'));
    if (params.get('entity')) rows = rows.filter((e) => e.entity === params.get('entity'));
    const total = rows.length;
    if (before) {
      const [at, id] = before.split('_');
      rows = rows.filter((e) => e.at < at || (e.at === at && e.id < id));
    }
    const shown = rows.slice(0, size);
    const last = shown.at(-1);
    return json(200, page(shown, total, rows.length > size && last ? `${last.at}_${last.id}` : null));
  });
}

const feedCalls = (api: ReturnType<typeof useFake>) =>
  api
    .calls('GET')
    .map(([url]) => callUrl(url))
    .filter(({ path }) => path.startsWith('/api/admin/audit/'));
/** The browser's Back button. */
function Back() {
  const navigate = useNavigate();
  return <button data-testid="browser-back" onClick={() => navigate(-1)} />;
}
const renderPage = (entry = '/admin/activity') =>
  renderAdminPage(
    '/admin/activity',
    <>
      <ActivityPage />
      <Back />
    </>,
    entry,
  );
const firstRecord = () => within(screen.getAllByTestId('activity-row')[0]).getByText(/-\d+$/).textContent;

beforeEach(() => useSession.getState().signInAdmin(TEST_ADMIN, 'adm-1'));
afterEach(() => vi.unstubAllGlobals());

describe('/admin/activity', () => {
  it('merges the three feeds newest first, shows the sum of totals, and Older moves the cursor in the URL', async () => {
    const api = useFake();
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('activity-row')).toHaveLength(20));
    expect(screen.getByTestId('activity-total').textContent).toBe('إجمالي التغييرات: 75');
    const first = feedCalls(api);
    expect(first.map((c) => c.path).sort()).toEqual([
      '/api/admin/audit/content',
      '/api/admin/audit/identity',
      '/api/admin/audit/requests',
    ]);
    expect(first.every((c) => c.params.toString() === 'page_size=20')).toBe(true);
    // Minutes 74 (identity), 73 (requests), 72 (content), … : the services interleave.
    const rows = screen.getAllByTestId('activity-row');
    expect(rows.slice(0, 3).map((r) => within(r).getByText(/-\d+$/).textContent)).toEqual(['b-24', 'a-24', 'c-24']);
    const last = feeds()
      .content.concat(feeds().requests, feeds().identity)
      .sort((a, b) => (a.at < b.at ? 1 : -1))[19];
    fireEvent.click(screen.getByTestId('activity-older'));
    await waitFor(() => expect(shownParams().get('before')).toBe(`${last.at}_${last.id}`));
    await waitFor(() => expect(feedCalls(api)).toHaveLength(6));
    expect(
      feedCalls(api)
        .slice(3)
        .every((c) => c.params.get('before') === `${last.at}_${last.id}`),
    ).toBe(true);
    // The last shown was minute 55 (requests); the older page starts at minute 54 (content).
    await waitFor(() => expect(firstRecord()).toBe('c-18'));
    // Back returns to the newer page.
    fireEvent.click(screen.getByTestId('browser-back'));
    await waitFor(() => expect(shownParams().get('before')).toBeNull());
    await waitFor(() => expect(firstRecord()).toBe('b-24'));
  });

  it('asks only the service of the chosen kind of record, and a filter starts again from the newest', async () => {
    const api = useFake();
    renderPage('/admin/activity?before=2025-03-01T10:30:00.000Z_0000000000000000000000a1');
    await waitFor(() => expect(feedCalls(api)).toHaveLength(3));
    await screen.findAllByTestId('activity-row');
    await pickOption('activity-entity', 'مستخدم');
    await waitFor(() => expect(feedCalls(api)).toHaveLength(4));
    const call = feedCalls(api)[3];
    expect(call.path).toBe('/api/admin/audit/identity');
    expect(Object.fromEntries(call.params)).toEqual({ page_size: '20', entity: 'user' });
    expect(Object.fromEntries(shownParams())).toEqual({ entity: 'user' });
    fireEvent.change(screen.getByTestId('activity-actor'), { target: { value: 'noura@example.com' } });
    await waitFor(() => expect(feedCalls(api).at(-1)!.params.get('actor')).toBe('noura@example.com'));
    fireEvent.change(screen.getByTestId('activity-from'), { target: { value: '2025-03-01' } });
    await waitFor(() => expect(feedCalls(api).at(-1)!.params.get('from')).toBe('2025-03-01'));
    expect(Object.fromEntries(feedCalls(api).at(-1)!.params)).toEqual({
      page_size: '20',
      entity: 'user',
      actor: 'noura@example.com',
      from: '2025-03-01',
    });
  });

  it('shows which service failed, with a retry, instead of a feed with holes', async () => {
    useFake({ failing: 'requests' });
    renderPage();
    expect(await screen.findByTestId('activity-error')).toBeTruthy();
    expect(screen.getByText('فشل في تحميل السجل: الطلبات')).toBeTruthy();
    expect(screen.queryAllByTestId('activity-row')).toHaveLength(0);
  });

  it('opens the field-by-field difference of an entry', async () => {
    useFake();
    renderPage();
    const [row] = await screen.findAllByTestId('activity-row');
    fireEvent.click(within(row).getByTestId('activity-details'));
    const detail = await screen.findByTestId('activity-detail');
    const change = within(detail).getByTestId('audit-change');
    expect(within(change).getByTestId('audit-field').textContent).toBe('الحالة');
    expect(within(change).getByTestId('audit-before').textContent).toBe('old');
    expect(within(change).getByTestId('audit-after').textContent).toBe('new');
    expect(within(detail).getByText('مستخدم')).toBeTruthy();
  });
});
