import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { App, Button, Card, Col, Empty, Result, Row, Space, Spin, Statistic, Tabs } from 'antd';
import type { RequestRecord } from '@consulting/contracts';
import { AR } from '../../texts.ts';
import { useAdminRequests, type RequestKind } from './api.ts';
import { RequestCard } from './RequestCard.tsx';

type Tab = 'services' | 'opportunities';

function RequestCards({
  requests,
  kind,
  onUpdated,
}: {
  requests: RequestRecord[];
  kind: RequestKind;
  onUpdated: (kind: RequestKind, record: RequestRecord) => void;
}) {
  if (requests.length === 0) return <Empty description={AR.empty} data-testid="requests-empty" />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {requests.map((request) => (
        <RequestCard key={request.id} request={request} kind={kind} onUpdated={(record) => onUpdated(kind, record)} />
      ))}
    </Space>
  );
}

/**
 * `/admin/dashboard` (spec §2 "Admin dashboard"): counters, and service / opportunity request
 * tabs kept in `?tab=` (default services). Rendered inside the guarded `AdminLayout`.
 */
export default function AdminDashboardPage() {
  const { notification } = App.useApp();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'opportunities' ? 'opportunities' : 'services';
  const onError = useCallback(() => notification.error({ title: AR.loadFailed }), [notification]);
  const requests = useAdminRequests(onError);

  if (requests.state === 'loading') {
    return (
      <div style={{ textAlign: 'center', padding: '4rem 0' }}>
        <Spin size="large" description={AR.loading} />
      </div>
    );
  }
  if (requests.state === 'error') {
    return (
      <Result
        status="error"
        title={AR.loadFailed}
        extra={<Button onClick={requests.reload}>{AR.retry}</Button>}
        data-testid="admin-load-error"
      />
    );
  }

  const { services, opportunities, replace } = requests;
  const total = services.length + opportunities.length;
  const withAttachments = [...services, ...opportunities].filter((r) => r.attachment_url || r.attachment_path).length;

  return (
    <div data-testid="admin-dashboard">
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6}>
          <Card data-testid="count-services">
            <Statistic title={AR.counters.services} value={services.length} />
          </Card>
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <Card data-testid="count-opportunities">
            <Statistic title={AR.counters.opportunities} value={opportunities.length} />
          </Card>
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <Card data-testid="count-total">
            <Statistic title={AR.counters.total} value={total} />
          </Card>
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <Card data-testid="count-attachments">
            <Statistic
              title={AR.counters.attachments}
              value={withAttachments}
              formatter={() => <span dir="rtl">{`${withAttachments} ${AR.counters.outOf} ${total}`}</span>}
            />
          </Card>
        </Col>
      </Row>
      <Card style={{ marginTop: 24 }}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key })}
          items={[
            {
              key: 'services',
              label: `${AR.tabs.services} (${services.length})`,
              children: <RequestCards requests={services} kind="service" onUpdated={replace} />,
            },
            {
              key: 'opportunities',
              label: `${AR.tabs.opportunities} (${opportunities.length})`,
              children: <RequestCards requests={opportunities} kind="opportunity" onUpdated={replace} />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
