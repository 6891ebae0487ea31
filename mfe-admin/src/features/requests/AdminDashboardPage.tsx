import { useSearchParams } from 'react-router-dom';
import { Card, Statistic } from 'antd';
import { Tabs } from '@consulting/ui/antd-tabs';
import { AR } from '../../texts.ts';
import { UsersTab } from '../users/index.ts';
import { useAdminCounts } from './api.ts';
import { RequestsTab } from './RequestsTab.tsx';

type Tab = 'services' | 'opportunities' | 'users';

function tabOf(value: string | null): Tab {
  return value === 'opportunities' || value === 'users' ? value : 'services';
}

/** A counter's value: the number, or '—' while unknown (loading, failed, identity down). */
function shown(value: number | null | undefined): string {
  return typeof value === 'number' ? String(value) : AR.dateUnknown;
}

/**
 * `/admin/dashboard` (spec §2 "Admin dashboard"): five counters from one call
 * (GET /api/admin/counts), and the service, opportunity and users tabs kept in `?tab=` (default
 * services). Each tab keeps its page, filters, sort and search in the same URL; choosing another
 * tab starts it afresh. Only the open tab is mounted, so only its list is read. Rendered inside
 * the guarded `AdminLayout`.
 */
export default function AdminDashboardPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const counts = useAdminCounts().data;
  const total = counts?.total_requests;
  const withAttachments = counts?.requests_with_attachments;
  const label = (text: string, value: number | null | undefined) =>
    typeof value === 'number' ? `${text} (${value})` : text;

  return (
    <div data-testid="admin-dashboard">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 16 }}>
        <Card data-testid="count-services">
          <Statistic title={AR.counters.services} value={shown(counts?.service_requests)} />
        </Card>
        <Card data-testid="count-opportunities">
          <Statistic title={AR.counters.opportunities} value={shown(counts?.track_requests)} />
        </Card>
        <Card data-testid="count-total">
          <Statistic title={AR.counters.total} value={shown(total)} />
        </Card>
        <Card data-testid="count-users">
          <Statistic title={AR.counters.users} value={shown(counts?.users)} />
        </Card>
        <Card data-testid="count-attachments">
          <Statistic
            title={AR.counters.attachments}
            value={shown(withAttachments)}
            formatter={() => <span dir="rtl">{`${shown(withAttachments)} ${AR.counters.outOf} ${shown(total)}`}</span>}
          />
        </Card>
      </div>
      <Card style={{ marginTop: 24 }}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key })}
          destroyOnHidden
          items={[
            {
              key: 'services',
              label: <span data-testid="tab-services">{label(AR.tabs.services, counts?.service_requests)}</span>,
              children: tab === 'services' && <RequestsTab kind="service" />,
            },
            {
              key: 'opportunities',
              label: (
                <span data-testid="tab-opportunities">{label(AR.tabs.opportunities, counts?.track_requests)}</span>
              ),
              children: tab === 'opportunities' && <RequestsTab kind="opportunity" />,
            },
            {
              key: 'users',
              label: <span data-testid="tab-users">{label(AR.tabs.users, counts?.users)}</span>,
              children: tab === 'users' && <UsersTab />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
