import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Empty, Modal, Result, Select, Space, Spin, Table, Typography } from 'antd';
import { EyeOutlined, LeftOutlined, VerticalLeftOutlined } from '@ant-design/icons';
import type { AuditEntryRecord } from '@consulting/contracts';
import { AR } from '../../texts.ts';
import { arabicDateTime } from '../../shared/arabic-date.ts';
import {
  AUDIT_ENTITIES,
  AUDIT_ENTITY_NAMES,
  auditEntityLabel,
  auditRecordName,
  type AuditEntity,
} from '../../shared/audit/audit-entities.ts';
import { AuditActionTag, AuditEntryView } from '../../shared/audit/RecordHistory.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { SearchInput } from '../../shared/SearchInput.tsx';
import { LabelledDate } from '../../shared/list-controls.tsx';
import { ScrollRegion } from '../../shared/ScrollRegion.tsx';
import { readActivityView, useActivity } from './api.ts';

const T = AR.activity;
const ENTITY_OPTIONS = AUDIT_ENTITY_NAMES.map((entity) => ({ value: entity, label: AUDIT_ENTITIES[entity].label }));

/**
 * `/admin/activity`: every admin change
 * of content, requests and accounts, newest first, filterable by admin (email), kind of record
 * and date range, the view in the URL. It reads the three services' activity feeds with the same
 * cursor and merges them; 'الأقدم' moves the cursor (`before`) to the last entry shown, as a new
 * history entry, so Back returns to the newer page. A failing service shows an error with retry
 * rather than a feed with holes. Each entry opens its field-by-field difference.
 */
export default function ActivityPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const view = readActivityView(params);
  const activity = useActivity(view);
  const [detail, setDetail] = useState<AuditEntryRecord | null>(null);

  /** A filter change: the cursor goes, the newest page shows. */
  function filter(change: Record<string, string | null | undefined>, replace = false) {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [name, value] of Object.entries(change)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        next.delete('before');
        return next;
      },
      { replace },
    );
  }

  function older(cursor: string) {
    const next = new URLSearchParams(params);
    next.set('before', cursor);
    navigate({ search: `?${next.toString()}` });
  }

  const merged = activity.merged;

  return (
    <div data-testid="admin-activity">
      <PageHeader title={T.title}>
        {merged && (
          <Typography.Text type="secondary" data-testid="activity-total">
            {T.total(merged.total)}
          </Typography.Text>
        )}
      </PageHeader>
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          <SearchInput
            value={view.actor}
            onSearch={(actor) => filter({ actor }, true)}
            placeholder={T.actorPlaceholder}
            style={{ width: 260 }}
            testId="activity-actor"
          />
          <Select<AuditEntity | 'all'>
            value={view.entity ?? 'all'}
            options={[{ value: 'all', label: T.allEntities }, ...ENTITY_OPTIONS]}
            onChange={(entity) => filter({ entity: entity === 'all' ? null : entity })}
            style={{ width: 180 }}
            aria-label={T.entity}
            data-testid="activity-entity"
          />
          <LabelledDate
            label={AR.list.from}
            value={view.from ?? ''}
            onChange={(from) => filter({ from })}
            testId="activity-from"
          />
          <LabelledDate
            label={AR.list.to}
            value={view.to ?? ''}
            onChange={(to) => filter({ to })}
            testId="activity-to"
          />
        </Space>
        {activity.status === 'error' ? (
          <Result
            status="error"
            title={T.loadFailed(activity.failed.map((feed) => T.feeds[feed] ?? feed).join('، '))}
            extra={
              <Button onClick={activity.retry} data-testid="activity-retry">
                {AR.retry}
              </Button>
            }
            data-testid="activity-error"
          />
        ) : activity.status === 'pending' || !merged ? (
          <div style={{ textAlign: 'center', padding: '3rem 0' }} data-testid="activity-loading">
            <Spin size="large" description={AR.loading} />
          </div>
        ) : (
          <Spin spinning={activity.fetching}>
            <ScrollRegion label={T.title}>
              <Table<AuditEntryRecord>
                rowKey={(entry) => `${entry.entity}-${entry.id}`}
                dataSource={merged.entries}
                pagination={false}
                locale={{ emptyText: <Empty description={T.empty} /> }}
                onRow={(entry) =>
                  ({ 'data-testid': 'activity-row', 'data-id': entry.id }) as React.HTMLAttributes<HTMLElement>
                }
                columns={[
                  { key: 'at', title: T.at, render: (_, entry) => arabicDateTime(entry.at) },
                  {
                    key: 'actor',
                    title: T.actor,
                    render: (_, entry) => <span dir="ltr">{entry.actor_email}</span>,
                  },
                  { key: 'action', title: T.action, render: (_, entry) => <AuditActionTag action={entry.action} /> },
                  {
                    key: 'record',
                    title: T.record,
                    render: (_, entry) => (
                      <span>
                        {auditEntityLabel(entry.entity)}
                        {auditRecordName(entry) && (
                          <bdi data-testid="activity-record-name">: {auditRecordName(entry)}</bdi>
                        )}{' '}
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {entry.entity_id}
                        </Typography.Text>
                      </span>
                    ),
                  },
                  {
                    key: 'details',
                    title: '',
                    render: (_, entry) => (
                      <Button
                        size="small"
                        icon={<EyeOutlined />}
                        onClick={() => setDetail(entry)}
                        data-testid="activity-details"
                      >
                        {T.details}
                      </Button>
                    ),
                  },
                ]}
              />
            </ScrollRegion>
            <div style={{ display: 'flex', justifyContent: 'center', gap: 12, marginTop: 16 }}>
              <Button
                icon={<VerticalLeftOutlined />}
                disabled={!view.before}
                onClick={() => filter({})}
                data-testid="activity-newest"
              >
                {T.newest}
              </Button>
              <Button
                icon={<LeftOutlined />}
                disabled={!merged.older}
                onClick={() => merged.older && older(merged.older)}
                data-testid="activity-older"
              >
                {T.older}
              </Button>
            </div>
          </Spin>
        )}
      </Card>
      <Modal
        open={detail !== null}
        title={T.detailsTitle}
        onCancel={() => setDetail(null)}
        footer={null}
        width={760}
        destroyOnHidden
      >
        <div data-testid="activity-detail">{detail && <AuditEntryView entry={detail} showRecord />}</div>
      </Modal>
    </div>
  );
}
