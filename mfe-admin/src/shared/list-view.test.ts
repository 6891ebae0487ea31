import { describe, expect, it } from 'vitest';
import { ApiError } from '@consulting/platform';
import { changedParams, listQueryString, readListView, type ListViewSpec } from './list-view.ts';
import { shouldRetryRead } from './query-client.ts';

const SPEC: ListViewSpec = {
  filters: { status: ['new', 'approved'], is_read: ['true', 'false'] },
  sortFields: ['created_at', 'name'],
  dateRange: true,
};

const view = (query: string) => readListView(new URLSearchParams(query), SPEC);

describe('list view in the URL', () => {
  it('reads page, size, sort, search, filters and dates, and sends them in a fixed order', () => {
    const v = view('tab=x&q=%20%D8%B3%D8%A7%D8%B1%D8%A9%20&status=new&page=3&page_size=50&sort=-name&from=2025-01-01');
    expect(v).toEqual({
      page: 3,
      pageSize: 50,
      sort: '-name',
      q: 'سارة',
      filters: { status: 'new', is_read: undefined },
      from: '2025-01-01',
      to: null,
    });
    expect(listQueryString(v)).toBe(
      'page=3&page_size=50&sort=-name&q=%D8%B3%D8%A7%D8%B1%D8%A9&status=new&from=2025-01-01',
    );
    expect(listQueryString(v, { paged: false })).toBe(
      'sort=-name&q=%D8%B3%D8%A7%D8%B1%D8%A9&status=new&from=2025-01-01',
    );
  });

  it('reads a value the server would refuse as its default', () => {
    expect(view('page=-1&page_size=100000&sort=password&status=bogus&from=yesterday')).toEqual({
      page: 1,
      pageSize: 20,
      sort: null,
      q: '',
      filters: { status: undefined, is_read: undefined },
      from: null,
      to: null,
    });
    expect(view('page=0&page_size=0').page).toBe(1);
    expect(view('page_size=100').pageSize).toBe(100);
  });

  it('goes back to page 1 on any change but a page change, and keeps other parameters', () => {
    const params = new URLSearchParams('tab=opportunities&page=3&status=new');
    expect(changedParams(params, { status: 'approved' }).toString()).toBe('tab=opportunities&status=approved');
    expect(changedParams(params, { status: undefined, q: 'x' }).toString()).toBe('tab=opportunities&q=x');
    expect(changedParams(params, { page: '4' }).toString()).toBe('tab=opportunities&page=4&status=new');
  });
});

describe('retries (only where safe)', () => {
  it('tries a read again after a network error or a 5xx, twice at most, never after a 4xx', () => {
    expect(shouldRetryRead(0, new ApiError(0, 'network'))).toBe(true);
    expect(shouldRetryRead(1, new ApiError(503, 'down'))).toBe(true);
    expect(shouldRetryRead(2, new ApiError(503, 'down'))).toBe(false);
    for (const status of [400, 401, 403, 404, 409]) expect(shouldRetryRead(0, new ApiError(status, 'no'))).toBe(false);
    expect(shouldRetryRead(0, new TypeError('bug'))).toBe(false);
  });
});
