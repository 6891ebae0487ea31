import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, Col, Descriptions, Result, Row, Spin, Statistic, Tabs, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useSession } from '@consulting/platform';
import { useClientRequests } from './api.ts';
import { RequestList } from './RequestList.tsx';

/**
 * `/user/dashboard` (spec §2 "Client dashboard"): welcome, logout, counters, account card and
 * tabs of the client's service and opportunity requests. Guests are sent to /user/login.
 */
export default function DashboardPage() {
  const { t } = useTranslation('client');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const requests = useClientRequests();

  if (!user) return <Navigate to="/user/login" replace />;

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
  if (requests.state === 'loading') {
    body = (
      <div style={{ textAlign: 'center', padding: '4rem 0' }}>
        <Spin size="large" />
      </div>
    );
  } else if (requests.state === 'error') {
    body = (
      <Result
        status="error"
        title={t('dashboard.loadError')}
        extra={<Button onClick={requests.reload}>{t('dashboard.retry')}</Button>}
        data-testid="client-load-error"
      />
    );
  } else {
    const { services, opportunities } = requests;
    body = (
      <>
        <Row gutter={[16, 16]} style={{ marginTop: 24 }}>
          <Col xs={24} md={8}>
            <Card data-testid="count-services">
              <Statistic title={t('dashboard.servicesCount')} value={services.length} />
            </Card>
          </Col>
          <Col xs={24} md={8}>
            <Card data-testid="count-opportunities">
              <Statistic title={t('dashboard.opportunitiesCount')} value={opportunities.length} />
            </Card>
          </Col>
          <Col xs={24} md={8}>
            <Card data-testid="count-total">
              <Statistic title={t('dashboard.totalCount')} value={services.length + opportunities.length} />
            </Card>
          </Col>
        </Row>
        <Card title={t('dashboard.account')} style={{ marginTop: 24 }}>
          <Descriptions column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={t('dashboard.email')}>{user.email}</Descriptions.Item>
            {user.phone && <Descriptions.Item label={t('dashboard.phone')}>{user.phone}</Descriptions.Item>}
            {user.company && <Descriptions.Item label={t('dashboard.company')}>{user.company}</Descriptions.Item>}
          </Descriptions>
        </Card>
        <Card style={{ marginTop: 24 }}>
          <Tabs
            items={[
              {
                key: 'services',
                label: `${t('dashboard.servicesTab')} (${services.length})`,
                children: <RequestList requests={services} kind="service" />,
              },
              {
                key: 'opportunities',
                label: `${t('dashboard.opportunitiesTab')} (${opportunities.length})`,
                children: <RequestList requests={opportunities} kind="opportunity" />,
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
