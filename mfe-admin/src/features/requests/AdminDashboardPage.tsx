import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { App, Button, Card, Empty, Result, Space, Spin, Statistic, Tabs } from 'antd';
import type { RequestRecord } from '@consulting/contracts';
import { AR } from '../../texts.ts';
import { UsersTab } from '../users/UsersTab.tsx';
import { useAdminUsers } from '../users/api.ts';
import { AddRequestDialog } from './AddRequestDialog.tsx';
import { useAdminRequests, type RequestKind } from './api.ts';
import { RequestCard } from './RequestCard.tsx';

type Tab = 'services' | 'opportunities' | 'users';

function tabOf(value: string | null): Tab {
  return value === 'opportunities' || value === 'users' ? value : 'services';
}

function RequestCards({
  requests,
  kind,
  onUpdated,
  onAdded,
}: {
  requests: RequestRecord[];
  kind: RequestKind;
  onUpdated: (kind: RequestKind, record: RequestRecord) => void;
  onAdded: () => void;
}) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <AddRequestDialog kind={kind} onAdded={onAdded} />
      </div>
      {requests.length === 0 ? (
        <Empty description={AR.empty} data-testid="requests-empty" />
      ) : (
        requests.map((request) => (
          <RequestCard key={request.id} request={request} kind={kind} onUpdated={(record) => onUpdated(kind, record)} />
        ))
      )}
    </Space>
  );
}

/**
 * `/admin/dashboard` (spec §2 "Admin dashboard"): five counters, and the service, opportunity
 * and users tabs kept in `?tab=` (default services), each request tab with its add-request dialog. Rendered inside the guarded `AdminLayout`.
 */
export default function AdminDashboardPage() {
  const { notification } = App.useApp();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const onError = useCallback(() => notification.error({ title: AR.loadFailed }), [notification]);
  const requests = useAdminRequests(onError);
  const users = useAdminUsers(onError);

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

  const { services, opportunities, replace, reload } = requests;
  const userList = users.state === 'ready' ? users.items : [];
  const total = services.length + opportunities.length;
  const withAttachments = [...services, ...opportunities].filter((r) => r.attachment_url || r.attachment_path).length;

  return (
    <div data-testid="admin-dashboard">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 16 }}>
        <Card data-testid="count-services">
          <Statistic title={AR.counters.services} value={services.length} />
        </Card>
        <Card data-testid="count-opportunities">
          <Statistic title={AR.counters.opportunities} value={opportunities.length} />
        </Card>
        <Card data-testid="count-total">
          <Statistic title={AR.counters.total} value={total} />
        </Card>
        <Card data-testid="count-users">
          <Statistic title={AR.counters.users} value={userList.length} />
        </Card>
        <Card data-testid="count-attachments">
          <Statistic
            title={AR.counters.attachments}
            value={withAttachments}
            formatter={() => <span dir="rtl">{`${withAttachments} ${AR.counters.outOf} ${total}`}</span>}
          />
        </Card>
      </div>
      <Card style={{ marginTop: 24 }}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key })}
          items={[
            {
              key: 'services',
              label: <span data-testid="tab-services">{`${AR.tabs.services} (${services.length})`}</span>,
              children: <RequestCards requests={services} kind="service" onUpdated={replace} onAdded={reload} />,
            },
            {
              key: 'opportunities',
              label: (
                <span data-testid="tab-opportunities">{`${AR.tabs.opportunities} (${opportunities.length})`}</span>
              ),
              children: (
                <RequestCards requests={opportunities} kind="opportunity" onUpdated={replace} onAdded={reload} />
              ),
            },
            {
              key: 'users',
              label: <span data-testid="tab-users">{`${AR.tabs.users} (${userList.length})`}</span>,
              children:
                users.state === 'error' ? (
                  <Result
                    status="error"
                    title={AR.loadFailed}
                    extra={<Button onClick={users.reload}>{AR.retry}</Button>}
                  />
                ) : users.state === 'loading' ? (
                  <Spin />
                ) : (
                  <UsersTab users={userList} onCreated={users.add} />
                ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
