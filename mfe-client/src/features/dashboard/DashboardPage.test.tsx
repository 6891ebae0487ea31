import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render as renderUi, screen, waitFor, within } from '@testing-library/react';
import { AntdRoot } from '@consulting/ui/antd-root';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { QueryRoot, useLanguage, useSession } from '@consulting/platform';
import type { JoinApplicationRecord, RequestRecord, UserRecord } from '@consulting/contracts';
import '../../translations.ts';
import DashboardPage from './DashboardPage.tsx';

/** Renders `ui` inside the query cache the route table gives every page. */
const render = (ui: ReactElement) => renderUi(ui, { wrapper: QueryRoot });

const USER: UserRecord = {
  id: 'u1',
  name: 'Sara Client',
  full_name: 'Sara Client',
  email: 'sara@example.com',
  phone: '+966500000001',
  company: 'Acme Trading',
  role: 'client',
  is_active: true,
  created_at: '2025-01-01T00:00:00Z',
};

function request(id: string, kind: 'service' | 'opportunity', status: RequestRecord['status']): RequestRecord {
  return {
    id,
    request_type: kind,
    service_name: 'innovation',
    track_name: 'innovation',
    user_name: 'Sara Client',
    user_email: 'sara@example.com',
    message: `message ${id}`,
    status,
    created_at: '2025-03-01T10:00:00Z',
    updated_at: '2025-03-01T10:00:00Z',
  };
}

function application(id: string, status: JoinApplicationRecord['status']): JoinApplicationRecord {
  return {
    id,
    full_name: 'Sara Client',
    email: 'sara@example.com',
    phone: '+966500000001',
    specialization: `Specialization ${id}`,
    address: 'Riyadh',
    experience: '5 years',
    profile_image: '',
    cv_file: '',
    profile_image_name: '',
    cv_file_name: '',
    status,
    admin_notes: '',
    created_at: '2025-04-02T10:00:00Z',
  };
}

/** Shows where the router is, so a test can see `?tab=` and `?page=` change, and goes Back. */
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <div data-testid="location">{location.pathname + location.search}</div>
      <button type="button" data-testid="back" onClick={() => navigate(-1)}>
        back
      </button>
    </>
  );
}

function renderDashboard(entry = '/user/dashboard') {
  return render(
    <AntdRoot>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route
            path="/user/dashboard"
            element={
              <>
                <DashboardPage />
                <LocationProbe />
              </>
            }
          />
          <Route path="/user/login" element={<div data-testid="login-stub" />} />
        </Routes>
      </MemoryRouter>
    </AntdRoot>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const REQUESTS_URL = '/api/user/requests';
const JOIN_URL = '/api/endpoints/join-applications.php';
/** The dashboard's first calls: the first page (20) of each list, with the totals. */
const SUMMARY_URL = `${REQUESTS_URL}?page=1&page_size=20`;
const JOIN_SUMMARY_URL = `${JOIN_URL}?page=1&page_size=20`;

/** Answers each API path (without its query) with a fresh response made by `routes[path]`; other paths 404. */
function serve(routes: Record<string, (query: URLSearchParams) => Response>) {
  fetchSpy.mockImplementation(async (url: string) => {
    const [path, search = ''] = url.split('?');
    return routes[path]?.(new URLSearchParams(search)) ?? json(404, { success: false, error: 'nope' });
  });
}

/** `list`'s page as the services answer it: `page` (1-based) of `page_size` rows. */
function slice<T>(list: T[], query: URLSearchParams): T[] {
  const page = Number(query.get('page') ?? 1);
  const size = Number(query.get('page_size') ?? 20);
  return list.slice((page - 1) * size, page * size);
}

/** Serves the client's records as the requests service pages them. */
function serveData({
  services = [] as RequestRecord[],
  opportunities = [] as RequestRecord[],
  applications = [] as JoinApplicationRecord[],
} = {}) {
  serve({
    [REQUESTS_URL]: (query) => {
      const page = { page: Number(query.get('page') ?? 1), page_size: Number(query.get('page_size') ?? 20) };
      const kind = query.get('kind');
      if (kind === 'service')
        return json(200, { success: true, service_requests: slice(services, query), total: services.length, ...page });
      if (kind === 'track')
        return json(200, {
          success: true,
          track_requests: slice(opportunities, query),
          total: opportunities.length,
          ...page,
        });
      return json(200, {
        success: true,
        service_requests: slice(services, query),
        track_requests: slice(opportunities, query),
        totals: { service_requests: services.length, track_requests: opportunities.length },
        total: services.length + opportunities.length,
        ...page,
      });
    },
    [JOIN_URL]: (query) =>
      json(200, {
        success: true,
        data: slice(applications, query),
        total: applications.length,
        page: Number(query.get('page') ?? 1),
        page_size: Number(query.get('page_size') ?? 20),
      }),
  });
}

/** `count` requests of `kind`, ids `{prefix}1`…, newest first as the service sends them. */
function requests(count: number, kind: 'service' | 'opportunity', prefix: string): RequestRecord[] {
  return Array.from({ length: count }, (_, i) => request(`${prefix}${i + 1}`, kind, 'new'));
}

function applications(count: number): JoinApplicationRecord[] {
  return Array.from({ length: count }, (_, i) => application(`j${i + 1}`, 'pending'));
}

const shownRequestIds = () =>
  screen.getAllByTestId('client-request').map((card) => card.getAttribute('data-request-id'));
const calledUrls = () => fetchSpy.mock.calls.map(([url]) => url as string);
/** The antd pagination's page-number item `n`. */
const pageItem = (n: number) => document.querySelector<HTMLElement>(`.ant-pagination-item-${n}`)!;

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  useLanguage.getState().setLanguage('en');
  useSession.getState().signInClient(USER, 'tok-1');
  fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('client DashboardPage (spec §2, §4, §8)', () => {
  it('sends a guest to the login page', async () => {
    useSession.getState().signOutClient();
    renderDashboard();
    expect(await screen.findByTestId('login-stub')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('clears corrupt stored user data and sends the visitor to the login page', async () => {
    localStorage.setItem('user', '{not json');
    localStorage.setItem('token', 'tok-1');
    useSession.getState().reload();
    renderDashboard();
    expect(await screen.findByTestId('login-stub')).toBeTruthy();
    for (const key of ['user', 'token', 'user_data', 'user_token']) expect(localStorage.getItem(key)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows four counters, the account card and three tabs with their counts', async () => {
    serveData({
      services: [request('s1', 'service', 'reviewing'), request('s2', 'service', 'approved')],
      opportunities: [request('o1', 'opportunity', 'new')],
      applications: [application('j1', 'pending'), application('j2', 'approved'), application('j3', 'cancelled')],
    });
    renderDashboard();
    expect((await screen.findByTestId('client-welcome')).textContent).toBe('Welcome, Sara Client');
    expect(within(await screen.findByTestId('count-services')).getByText('2')).toBeTruthy();
    expect(within(screen.getByTestId('count-opportunities')).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('count-total')).getByText('3')).toBeTruthy();
    expect(within(screen.getByTestId('count-join-applications')).getByText('3')).toBeTruthy();
    expect(screen.getByTestId('tab-services').textContent).toBe('Services (2)');
    expect(screen.getByTestId('tab-opportunities').textContent).toBe('Opportunities (1)');
    expect(screen.getByTestId('tab-join-applications').textContent).toBe('Join applications (3)');
    const account = screen.getByTestId('account-card');
    expect(within(account).getByText('sara@example.com')).toBeTruthy();
    expect(within(account).getByText('+966500000001')).toBeTruthy();
    expect(within(account).getByText('Acme Trading')).toBeTruthy();

    const first = screen.getAllByTestId('client-request')[0];
    expect(first.getAttribute('data-request-id')).toBe('s1');
    expect(within(first).getByTestId('request-status').textContent).toBe('under review');
    expect(within(first).getByText('Business Innovation')).toBeTruthy();
    expect(within(first).getByText(/March 1, 2025/)).toBeTruthy();
    const [, init] = fetchSpy.mock.calls.find(([u]) => u === SUMMARY_URL) as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    const [, joinInit] = fetchSpy.mock.calls.find(([u]) => u === JOIN_SUMMARY_URL) as [string, RequestInit];
    expect((joinInit.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    // Two calls in all, and no pagination while everything fits on one page.
    expect(calledUrls().sort()).toEqual([JOIN_SUMMARY_URL, SUMMARY_URL]);
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('leaves out the phone and company when the client has none', async () => {
    useSession.getState().signInClient({ ...USER, phone: undefined, company: undefined }, 'tok-1');
    serveData();
    renderDashboard();
    const account = await screen.findByTestId('account-card');
    expect(within(account).getByText('sara@example.com')).toBeTruthy();
    expect(within(account).queryByText('Phone')).toBeNull();
    expect(within(account).queryByText('Company')).toBeNull();
  });

  it('switches tabs through ?tab= and lists the join applications with their status', async () => {
    serveData({
      opportunities: [request('o1', 'opportunity', 'completed')],
      applications: [application('j1', 'under_review')],
    });
    renderDashboard();
    fireEvent.click(await screen.findByTestId('tab-opportunities'));
    expect(screen.getByTestId('location').textContent).toBe('/user/dashboard?tab=opportunities');
    const opportunity = await screen.findByTestId('client-request');
    expect(opportunity.getAttribute('data-request-id')).toBe('o1');
    expect(within(opportunity).getByTestId('request-status').textContent).toBe('completed');

    fireEvent.click(screen.getByTestId('tab-join-applications'));
    expect(screen.getByTestId('location').textContent).toBe('/user/dashboard?tab=join-applications');
    const joined = await screen.findByTestId('join-application');
    expect(joined.getAttribute('data-application-id')).toBe('j1');
    expect(within(joined).getByText('Specialization j1')).toBeTruthy();
    expect(within(joined).getByText(/April 2, 2025/)).toBeTruthy();
    expect(within(joined).getByTestId('join-application-status').textContent).toBe('under review');
    // Only the open tab's content is in the page.
    expect(screen.queryByTestId('client-request')).toBeNull();
  });

  it('opens the tab named in ?tab=join-applications', async () => {
    useLanguage.getState().setLanguage('ar');
    serveData({ services: [request('s1', 'service', 'new')], applications: [application('j1', 'approved')] });
    renderDashboard('/user/dashboard?tab=join-applications');
    expect((await screen.findByTestId('join-application-status')).textContent).toBe('مقبول');
    expect(screen.queryByTestId('client-request')).toBeNull();
  });

  it('opens the services tab for an unknown ?tab=', async () => {
    serveData({ services: [request('s1', 'service', 'new')] });
    renderDashboard('/user/dashboard?tab=nonsense');
    expect((await screen.findByTestId('client-request')).getAttribute('data-request-id')).toBe('s1');
  });

  it('shows the Arabic status label on an Arabic page', async () => {
    useLanguage.getState().setLanguage('ar');
    serveData({ services: [request('s1', 'service', 'reviewing')] });
    renderDashboard();
    expect((await screen.findByTestId('request-status')).textContent).toBe('قيد المراجعة');
    expect(screen.getByText('ابتكار الأعمال')).toBeTruthy();
  });

  it('shows each empty state with its link: /tracks for requests, /join-us for join applications', async () => {
    serveData();
    renderDashboard();
    let empty = await screen.findByTestId('requests-empty');
    expect(within(empty).getByText('No service requests yet')).toBeTruthy();
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/tracks');

    fireEvent.click(screen.getByTestId('tab-opportunities'));
    await waitFor(() => expect(screen.getByText('No opportunity requests yet')).toBeTruthy());
    empty = screen.getByTestId('requests-empty');
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/tracks');

    fireEvent.click(screen.getByTestId('tab-join-applications'));
    empty = await screen.findByTestId('join-applications-empty');
    expect(within(empty).getByText('No join applications yet')).toBeTruthy();
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/join-us');
  });

  it('keeps quiet when the join applications fail: that tab is just empty', async () => {
    serve({
      [REQUESTS_URL]: () =>
        json(200, {
          success: true,
          service_requests: [request('s1', 'service', 'new')],
          track_requests: [],
          totals: { service_requests: 1, track_requests: 0 },
        }),
      [JOIN_URL]: () => json(500, { success: false, error: 'db down' }),
    });
    renderDashboard('/user/dashboard?tab=join-applications');
    expect(await screen.findByTestId('join-applications-empty')).toBeTruthy();
    expect(within(screen.getByTestId('count-join-applications')).getByText('0')).toBeTruthy();
    expect(within(screen.getByTestId('count-services')).getByText('1')).toBeTruthy();
    expect(screen.queryByTestId('client-load-error')).toBeNull();
  });

  it('shows the load error in Arabic when the requests fail, and retries', async () => {
    useLanguage.getState().setLanguage('ar');
    let requestsFail = true;
    serve({
      [REQUESTS_URL]: () =>
        requestsFail
          ? json(500, { success: false, error: 'db down' })
          : json(200, {
              success: true,
              service_requests: [request('s1', 'service', 'new')],
              track_requests: [],
              totals: { service_requests: 1, track_requests: 0 },
            }),
      [JOIN_URL]: () => json(200, { success: true, data: [], total: 0 }),
    });
    renderDashboard();
    expect(await screen.findByText('حدث خطأ في تحميل البيانات')).toBeTruthy();
    expect(screen.queryByTestId('count-services')).toBeNull();
    requestsFail = false;
    fireEvent.click(screen.getByTestId('client-retry'));
    expect((await screen.findByTestId('client-request')).getAttribute('data-request-id')).toBe('s1');
  });

  it('shows the load error in English', async () => {
    serve({
      [REQUESTS_URL]: () => json(500, {}),
      [JOIN_URL]: () => json(200, { success: true, data: [], total: 0 }),
    });
    renderDashboard();
    expect(await screen.findByText('An error occurred while loading data')).toBeTruthy();
  });

  it('signs the client out and goes to login on a 401', async () => {
    serve({
      [REQUESTS_URL]: () => json(401, { success: false, error: 'unauthorized' }),
      [JOIN_URL]: () => json(401, { success: false, error: 'unauthorized' }),
    });
    renderDashboard();
    expect(await screen.findByTestId('login-stub')).toBeTruthy();
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logs out to the login page', async () => {
    serveData();
    renderDashboard();
    fireEvent.click(await screen.findByTestId('client-logout'));
    expect(await screen.findByTestId('login-stub')).toBeTruthy();
    expect(useSession.getState().user).toBeNull();
  });

  describe('paged on the server, 20 a page', () => {
    it('counts from the totals, not from the rows it was sent', async () => {
      serveData({
        services: requests(45, 'service', 's'),
        opportunities: requests(3, 'opportunity', 'o'),
        applications: applications(25),
      });
      renderDashboard();
      expect(within(await screen.findByTestId('count-services')).getByText('45')).toBeTruthy();
      expect(within(screen.getByTestId('count-opportunities')).getByText('3')).toBeTruthy();
      expect(within(screen.getByTestId('count-total')).getByText('48')).toBeTruthy();
      expect(within(screen.getByTestId('count-join-applications')).getByText('25')).toBeTruthy();
      expect(screen.getByTestId('tab-services').textContent).toBe('Services (45)');
      expect(screen.getByTestId('tab-join-applications').textContent).toBe('Join applications (25)');
      expect(shownRequestIds()).toHaveLength(20);
      expect(calledUrls().sort()).toEqual([JOIN_SUMMARY_URL, SUMMARY_URL]);
    });

    it('pages a tab on the server and keeps the page in the URL; Back shows the page before', async () => {
      serveData({ services: requests(45, 'service', 's') });
      renderDashboard();
      await screen.findAllByTestId('client-request');
      expect(shownRequestIds()[0]).toBe('s1');
      expect(pageItem(3)).toBeTruthy();
      expect(document.querySelector('.ant-pagination-item-4')).toBeNull();

      fireEvent.click(pageItem(2));
      expect(screen.getByTestId('location').textContent).toBe('/user/dashboard?tab=services&page=2');
      await waitFor(() => expect(shownRequestIds()[0]).toBe('s21'));
      expect(shownRequestIds()).toHaveLength(20);
      expect(calledUrls()).toContain(`${REQUESTS_URL}?kind=service&page=2&page_size=20`);

      fireEvent.click(pageItem(3));
      await waitFor(() => expect(shownRequestIds()).toEqual(['s41', 's42', 's43', 's44', 's45']));
      expect(screen.getByTestId('location').textContent).toBe('/user/dashboard?tab=services&page=3');

      fireEvent.click(screen.getByTestId('back'));
      expect(screen.getByTestId('location').textContent).toBe('/user/dashboard?tab=services&page=2');
      await waitFor(() => expect(shownRequestIds()[0]).toBe('s21'));
      // Counters stay as the totals say, whatever page is shown.
      expect(within(screen.getByTestId('count-services')).getByText('45')).toBeTruthy();
    });

    it('opens the tab and page of a shared link', async () => {
      serveData({ services: requests(2, 'service', 's'), opportunities: requests(30, 'opportunity', 'o') });
      renderDashboard('/user/dashboard?tab=opportunities&page=2');
      await waitFor(() =>
        expect(shownRequestIds()).toEqual(requests(10, 'opportunity', 'o').map((_, i) => `o${i + 21}`)),
      );
      expect(pageItem(2).className).toContain('ant-pagination-item-active');
      expect(calledUrls()).toContain(`${REQUESTS_URL}?kind=track&page=2&page_size=20`);
      expect(calledUrls()).not.toContain(`${REQUESTS_URL}?kind=service&page=2&page_size=20`);
    });

    it('pages the join applications', async () => {
      serveData({ applications: applications(25) });
      renderDashboard('/user/dashboard?tab=join-applications');
      expect(await screen.findAllByTestId('join-application')).toHaveLength(20);
      fireEvent.click(pageItem(2));
      await waitFor(() =>
        expect(screen.getAllByTestId('join-application').map((row) => row.getAttribute('data-application-id'))).toEqual(
          ['j21', 'j22', 'j23', 'j24', 'j25'],
        ),
      );
      expect(calledUrls()).toContain(`${JOIN_URL}?page=2&page_size=20`);
      expect(screen.getByTestId('location').textContent).toBe('/user/dashboard?tab=join-applications&page=2');
    });

    it('starts another tab on its first page', async () => {
      serveData({ services: requests(45, 'service', 's'), opportunities: requests(25, 'opportunity', 'o') });
      renderDashboard('/user/dashboard?tab=services&page=2');
      await waitFor(() => expect(shownRequestIds()[0]).toBe('s21'));
      fireEvent.click(screen.getByTestId('tab-opportunities'));
      expect(screen.getByTestId('location').textContent).toBe('/user/dashboard?tab=opportunities');
      await waitFor(() => expect(shownRequestIds()[0]).toBe('o1'));
      expect(calledUrls().filter((url) => url.includes('kind=track'))).toEqual([]);
    });

    it('moves a page past the end (an old link) to the last page, and reads a bad ?page= as page 1', async () => {
      serveData({ services: requests(45, 'service', 's') });
      const { unmount } = renderDashboard('/user/dashboard?tab=services&page=9');
      await waitFor(() =>
        expect(screen.getByTestId('location').textContent).toBe('/user/dashboard?tab=services&page=3'),
      );
      await waitFor(() => expect(shownRequestIds()).toHaveLength(5));
      unmount();

      fetchSpy.mockClear();
      renderDashboard('/user/dashboard?tab=services&page=-2');
      await waitFor(() => expect(shownRequestIds()[0]).toBe('s1'));
      expect(calledUrls().sort()).toEqual([JOIN_SUMMARY_URL, SUMMARY_URL]);
    });

    it("shows a page's load error in its tab, keeps the counters, and retries", async () => {
      let fail = true;
      const services = requests(45, 'service', 's');
      serve({
        [REQUESTS_URL]: (query) =>
          query.get('kind') === 'service'
            ? fail
              ? json(500, { success: false, error: 'db down' })
              : json(200, { success: true, service_requests: slice(services, query), total: 45 })
            : json(200, {
                success: true,
                service_requests: slice(services, query),
                track_requests: [],
                totals: { service_requests: 45, track_requests: 0 },
              }),
        [JOIN_URL]: () => json(200, { success: true, data: [], total: 0 }),
      });
      renderDashboard('/user/dashboard?tab=services&page=2');
      expect(await screen.findByText('An error occurred while loading data')).toBeTruthy();
      expect(within(screen.getByTestId('count-services')).getByText('45')).toBeTruthy();
      fail = false;
      fireEvent.click(screen.getByTestId('client-retry'));
      await waitFor(() => expect(shownRequestIds()[0]).toBe('s21'));
    });

    it('keeps quiet when a page of join applications fails: that page is just empty', async () => {
      serve({
        [REQUESTS_URL]: () =>
          json(200, {
            success: true,
            service_requests: [],
            track_requests: [],
            totals: { service_requests: 0, track_requests: 0 },
          }),
        [JOIN_URL]: (query) =>
          query.get('page') === '1'
            ? json(200, { success: true, data: applications(20), total: 25 })
            : json(500, { success: false, error: 'db down' }),
      });
      renderDashboard('/user/dashboard?tab=join-applications&page=2');
      expect(await screen.findByTestId('join-applications-empty')).toBeTruthy();
      expect(screen.queryByTestId('client-load-error')).toBeNull();
      expect(within(screen.getByTestId('count-join-applications')).getByText('25')).toBeTruthy();
    });

    it('signs the client out on a 401 while paging', async () => {
      const services = requests(45, 'service', 's');
      serve({
        [REQUESTS_URL]: (query) =>
          query.get('kind')
            ? json(401, { success: false, error: 'unauthorized' })
            : json(200, {
                success: true,
                service_requests: slice(services, query),
                track_requests: [],
                totals: { service_requests: 45, track_requests: 0 },
              }),
        [JOIN_URL]: () => json(200, { success: true, data: [], total: 0 }),
      });
      renderDashboard();
      await screen.findAllByTestId('client-request');
      fireEvent.click(pageItem(2));
      expect(await screen.findByTestId('login-stub')).toBeTruthy();
      expect(useSession.getState().user).toBeNull();
    });

    it('counts the lists it was sent when an older server gives no totals', async () => {
      serve({
        [REQUESTS_URL]: () =>
          json(200, { success: true, service_requests: requests(2, 'service', 's'), track_requests: [] }),
        [JOIN_URL]: () => json(200, { success: true, data: applications(1) }),
      });
      renderDashboard();
      expect(within(await screen.findByTestId('count-services')).getByText('2')).toBeTruthy();
      expect(within(screen.getByTestId('count-join-applications')).getByText('1')).toBeTruthy();
    });
  });
});
