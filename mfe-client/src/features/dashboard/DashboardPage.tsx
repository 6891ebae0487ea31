import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, Col, Descriptions, Result, Row, Spin, Statistic, Tabs, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useSession } from '@consulting/platform';
import { useClientRequests, useJoinApplications } from './api.ts';
import { JoinApplicationList } from './JoinApplicationList.tsx';
import { RequestList } from './RequestList.tsx';

/** The dashboard's tabs, kept in `?tab=` so links such as a notification's open the right one. */
const TABS = ['services', 'opportunities', 'join-applications'] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string | null): value is Tab {
  return (TABS as readonly (string | null)[]).includes(value);
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

/**
 * `/user/dashboard` (spec §2 "Client dashboard", §8): welcome, logout, four counters, account
 * card and three tabs (services, opportunities, join applications) of the client's own records.
 * Guests, clients whose stored data was corrupt and clients whose token is refused go to
 * /user/login. A failed requests fetch shows the load error with a retry; a failed
 * join-applications fetch just leaves that tab empty.
 */
export default function DashboardPage() {
  const { t } = useTranslation('client');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const user = useSession((s) => s.user);
  const requests = useClientRequests();
  const joinApplications = useJoinApplications();

  if (!user) return <Navigate to="/user/login" replace />;

  const requestedTab = searchParams.get('tab');
  const activeTab: Tab = isTab(requestedTab) ? requestedTab : 'services';

  function selectTab(key: string) {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  }

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
      <Button icon={<LogoutOutlined />} onClick={logout} data-testid="client-logout">
        {t('dashboard.logout')}
      </Button>
    </div>
  );

  let body;
  if (requests.state === 'loading' || joinApplications.state === 'loading') {
    body = (
      <div style={{ textAlign: 'center', padding: '4rem 0' }} data-testid="client-dashboard-loading">
        <Spin size="large" />
      </div>
    );
  } else if (requests.state === 'error') {
    body = (
      <Result
        status="error"
        title={t('dashboard.loadError')}
        extra={
          <Button onClick={requests.reload} data-testid="client-retry">
            {t('dashboard.retry')}
          </Button>
        }
        data-testid="client-load-error"
      />
    );
  } else {
    const { services, opportunities } = requests;
    const { applications } = joinApplications;
    body = (
      <>
        <Row gutter={[16, 16]} style={{ marginTop: 24 }}>
          <Counter testId="count-services" title={t('dashboard.servicesCount')} value={services.length} />
          <Counter
            testId="count-opportunities"
            title={t('dashboard.opportunitiesCount')}
            value={opportunities.length}
          />
          <Counter
            testId="count-total"
            title={t('dashboard.totalCount')}
            value={services.length + opportunities.length}
          />
          <Counter
            testId="count-join-applications"
            title={t('dashboard.joinApplicationsCount')}
            value={applications.length}
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
                label: <TabLabel testId="tab-services" text={t('dashboard.servicesTab')} count={services.length} />,
                children: <RequestList requests={services} kind="service" />,
              },
              {
                key: 'opportunities',
                label: (
                  <TabLabel
                    testId="tab-opportunities"
                    text={t('dashboard.opportunitiesTab')}
                    count={opportunities.length}
                  />
                ),
                children: <RequestList requests={opportunities} kind="opportunity" />,
              },
              {
                key: 'join-applications',
                label: (
                  <TabLabel
                    testId="tab-join-applications"
                    text={t('dashboard.joinApplicationsTab')}
                    count={applications.length}
                  />
                ),
                children: <JoinApplicationList applications={applications} />,
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
