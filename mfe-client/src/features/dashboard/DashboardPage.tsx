import { useEffect, type ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, Col, Descriptions, Pagination, Result, Row, Spin, Statistic, Typography } from 'antd';
import { Tabs } from '@consulting/ui/antd-tabs';
import { LogoutOutlined } from '@ant-design/icons';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useSession } from '@consulting/platform';
import type { RequestRecord } from '@consulting/contracts';
import {
  DASHBOARD_PAGE_SIZE,
  dashboardSummaryQuery,
  joinApplicationsPageQuery,
  requestsPageQuery,
  type DashboardSummary,
  type ListPage,
} from './api.ts';
import { ButtonLink } from './ButtonLink.tsx';
import { JoinApplicationList } from './JoinApplicationList.tsx';
import { RequestList } from './RequestList.tsx';

/** The dashboard's tabs, kept in `?tab=` so links such as a notification's open the right one. */
const TABS = ['services', 'opportunities', 'join-applications'] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string | null): value is Tab {
  return (TABS as readonly (string | null)[]).includes(value);
}

/** `?page=`: a whole number from 1; anything else is page 1. */
export function pageOf(value: string | null): number {
  if (!value || !/^\d{1,9}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

function Counter({ testId, title, value }: { testId: string; title: string; value: number }) {
  return (
    <Col xs={12} lg={6}>
      <Card data-testid={testId} style={{ height: '100%' }}>
        <Statistic title={title} value={value} />
      </Card>
    </Col>
  );
}

function TabLabel({ testId, text, count }: { testId: string; text: string; count: number }) {
  return (
    <span data-testid={testId}>
      {text} ({count})
    </span>
  );
}

function Loading({ testId }: { testId: string }) {
  return (
    <div style={{ textAlign: 'center', padding: '4rem 0' }} data-testid={testId}>
      <Spin size="large" />
    </div>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('client');
  return (
    <Result
      status="error"
      title={t('dashboard.loadError')}
      extra={
        <Button onClick={onRetry} data-testid="client-retry">
          {t('dashboard.retry')}
        </Button>
      }
      data-testid="client-load-error"
    />
  );
}

/** Moves to another page of the open tab. `replace`: without a new history entry. */
type GoToPage = (page: number, options?: { replace?: boolean }) => void;

/**
 * One tab's page `page`: `first` (from the summary) for page 1, else `query`'s page: a spinner
 * while it loads, the load error with a retry, or `list` of its rows with antd pagination (20 a
 * page, hidden when all fit on one). An empty page past the last (an old link after rows went away,
 * `?page=999`) moves to the last page.
 */
function PagedTab<T>({
  page,
  first,
  query,
  onPage,
  list,
}: {
  page: number;
  first: ListPage<T>;
  query: UseQueryResult<ListPage<T>>;
  onPage: GoToPage;
  list: (rows: T[]) => ReactNode;
}) {
  const paged = first.page !== page;
  const shown = paged ? query.data : first;
  const lastPage = shown ? Math.max(1, Math.ceil(shown.total / DASHBOARD_PAGE_SIZE)) : 1;
  const pastTheEnd = shown !== undefined && shown.rows.length === 0 && shown.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) onPage(lastPage, { replace: true });
  }, [pastTheEnd, lastPage, onPage]);

  if (paged && query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (!shown || pastTheEnd) return <Loading testId="client-page-loading" />;
  return (
    <>
      {list(shown.rows)}
      <Pagination
        current={shown.page}
        pageSize={DASHBOARD_PAGE_SIZE}
        total={shown.total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={(page) => onPage(page)}
        align="center"
        style={{ marginTop: 16 }}
        data-testid="client-pagination"
      />
    </>
  );
}

function RequestsTab({
  kind,
  page,
  first,
  onPage,
}: {
  kind: 'service' | 'opportunity';
  page: number;
  first: ListPage<RequestRecord>;
  onPage: GoToPage;
}) {
  const query = useQuery({ ...requestsPageQuery(kind === 'service' ? 'service' : 'track', page), enabled: page > 1 });
  return (
    <PagedTab
      page={page}
      first={first}
      query={query}
      onPage={onPage}
      list={(rows) => <RequestList requests={rows} kind={kind} />}
    />
  );
}

function JoinApplicationsTab({
  page,
  first,
  onPage,
}: {
  page: number;
  first: DashboardSummary['applications'];
  onPage: GoToPage;
}) {
  const query = useQuery({ ...joinApplicationsPageQuery(page, first.total), enabled: page > 1 });
  return (
    <PagedTab
      page={page}
      first={first}
      query={query}
      onPage={onPage}
      list={(rows) => <JoinApplicationList applications={rows} />}
    />
  );
}

/**
 * `/user/dashboard` (spec §2 "Client dashboard", §8): welcome, logout, four counters (the lists'
 * totals), account card and three tabs (services, opportunities, join applications) of the
 * client's records, paged on the server, 20 a page; tab and page live in the URL
 * (`?tab=opportunities&page=2`). Guests and refused tokens go to /user/login. A failed requests
 * fetch shows the load error with a retry; a failed join-applications fetch leaves that tab empty.
 */
export default function DashboardPage() {
  const { t } = useTranslation('client');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const user = useSession((s) => s.user);
  const summary = useQuery({ ...dashboardSummaryQuery(), enabled: user !== null });

  if (!user) return <Navigate to="/user/login" replace />;

  const requestedTab = searchParams.get('tab');
  const activeTab: Tab = isTab(requestedTab) ? requestedTab : 'services';
  const page = pageOf(searchParams.get('page'));

  function selectTab(key: string) {
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      next.set('tab', key);
      next.delete('page');
      return next;
    });
  }

  const goToPage: GoToPage = (target, options) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('tab', activeTab);
        if (target > 1) next.set('page', String(target));
        else next.delete('page');
        return next;
      },
      { replace: options?.replace },
    );
  };

  function logout() {
    useSession.getState().signOutClient();
    navigate('/user/login', { replace: true });
  }

  const header = (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="client-welcome">
          {t('dashboard.welcome', { name: user.name || user.full_name || user.email })}
        </Typography.Title>
        <Typography.Text type="secondary">{t('dashboard.subtitle')}</Typography.Text>
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        <ButtonLink to="/user/account">{t('account.link')}</ButtonLink>
        <Button icon={<LogoutOutlined />} onClick={logout} data-testid="client-logout">
          {t('dashboard.logout')}
        </Button>
      </div>
    </div>
  );

  let body;
  if (summary.isError) {
    body = <LoadError onRetry={() => void summary.refetch()} />;
  } else if (!summary.data) {
    body = <Loading testId="client-dashboard-loading" />;
  } else {
    const { services, opportunities, applications } = summary.data;
    // Only the open tab is rendered (destroyOnHidden), so only its page is fetched.
    const pageOfTab = (tab: Tab) => (tab === activeTab ? page : 1);
    body = (
      <>
        <Row gutter={[16, 16]} style={{ marginTop: 24 }}>
          <Counter testId="count-services" title={t('dashboard.servicesCount')} value={services.total} />
          <Counter testId="count-opportunities" title={t('dashboard.opportunitiesCount')} value={opportunities.total} />
          <Counter
            testId="count-total"
            title={t('dashboard.totalCount')}
            value={services.total + opportunities.total}
          />
          <Counter
            testId="count-join-applications"
            title={t('dashboard.joinApplicationsCount')}
            value={applications.total}
          />
        </Row>
        <Card title={t('dashboard.account')} style={{ marginTop: 24 }} data-testid="account-card">
          <Descriptions column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={t('dashboard.email')}>
              <span dir="ltr">{user.email}</span>
            </Descriptions.Item>
            {user.phone && (
              <Descriptions.Item label={t('dashboard.phone')}>
                <span dir="ltr">{user.phone}</span>
              </Descriptions.Item>
            )}
            {user.company && <Descriptions.Item label={t('dashboard.company')}>{user.company}</Descriptions.Item>}
          </Descriptions>
        </Card>
        <Card style={{ marginTop: 24 }}>
          <Tabs
            activeKey={activeTab}
            onChange={selectTab}
            destroyOnHidden
            items={[
              {
                key: 'services',
                label: <TabLabel testId="tab-services" text={t('dashboard.servicesTab')} count={services.total} />,
                children: (
                  <RequestsTab kind="service" page={pageOfTab('services')} first={services} onPage={goToPage} />
                ),
              },
              {
                key: 'opportunities',
                label: (
                  <TabLabel
                    testId="tab-opportunities"
                    text={t('dashboard.opportunitiesTab')}
                    count={opportunities.total}
                  />
                ),
                children: (
                  <RequestsTab
                    kind="opportunity"
                    page={pageOfTab('opportunities')}
                    first={opportunities}
                    onPage={goToPage}
                  />
                ),
              },
              {
                key: 'join-applications',
                label: (
                  <TabLabel
                    testId="tab-join-applications"
                    text={t('dashboard.joinApplicationsTab')}
                    count={applications.total}
                  />
                ),
                children: (
                  <JoinApplicationsTab page={pageOfTab('join-applications')} first={applications} onPage={goToPage} />
                ),
              },
            ]}
          />
        </Card>
      </>
    );
  }

  return (
    <div style={{ maxWidth: 1100, margin: '2rem auto', padding: '0 1rem' }} data-testid="client-dashboard">
      {header}
      {body}
    </div>
  );
}
