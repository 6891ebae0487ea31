import { useCallback, useMemo, useState } from 'react';
import { App, Button, Card, Empty, Input, Modal, Result, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import { EditOutlined, SearchOutlined } from '@ant-design/icons';
import { TRACK_TITLES, isTrackSlug } from '@consulting/contracts';
import { AR } from '../../texts.ts';
import { ADMIN_TRACK_LABELS } from '../requests/admin-tracks.ts';
import { filterUserRequests, updateUserRequest, useUserRequests, type UserRequestRecord } from './api.ts';
import {
  USER_REQUEST_STATUSES,
  USER_REQUEST_STATUS_LABELS,
  userRequestStatusLabel,
  type UserRequestStatus,
} from './user-request-statuses.ts';

const T = AR.userRequests;
const NONE: UserRequestRecord[] = [];

/** The Arabic title of a track slug (the six public tracks or the eight admin options), else the slug. */
function trackLabel(slug: string): string {
  if (isTrackSlug(slug)) return TRACK_TITLES[slug].ar;
  return (ADMIN_TRACK_LABELS as Record<string, string>)[slug] ?? slug;
}

function arabicDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? AR.dateUnknown
    : date.toLocaleDateString('ar-SA', { year: 'numeric', month: 'long', day: 'numeric' });
}

const FILTER_OPTIONS = [
  { value: 'all', label: T.all },
  ...USER_REQUEST_STATUSES.map((status) => ({ value: status, label: USER_REQUEST_STATUS_LABELS[status].ar })),
];
const STATUS_OPTIONS = USER_REQUEST_STATUSES.map((status) => ({
  value: status,
  label: USER_REQUEST_STATUS_LABELS[status].ar,
}));

function isUserRequestStatus(value: string): value is UserRequestStatus {
  return (USER_REQUEST_STATUSES as readonly string[]).includes(value);
}

/**
 * The edit dialog of one request (spec §2 "User requests", §5): status and admin notes; saving
 * requires a status. Toasts 'تم تحديث الطلب بنجاح' or 'خطأ في تحديث الطلب' / 'حدث خطأ أثناء
 * تحديث الطلب'.
 */
function EditDialog({
  record,
  onClose,
  onSaved,
}: {
  record: UserRequestRecord;
  onClose: () => void;
  onSaved: (record: UserRequestRecord) => void;
}) {
  const { notification } = App.useApp();
  const [status, setStatus] = useState<UserRequestStatus | undefined>(
    isUserRequestStatus(record.status) ? record.status : undefined,
  );
  const [notes, setNotes] = useState(record.admin_notes ?? '');
  const [busy, setBusy] = useState(false);

  async function save() {
    if (!status) return;
    setBusy(true);
    try {
      onSaved(await updateUserRequest(record, status, notes));
      notification.success({ title: T.updated });
      onClose();
    } catch {
      notification.error({ title: T.updateFailed, description: T.updateFailedDescription });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={T.editTitle}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {AR.cancel}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={busy}
          disabled={!status}
          onClick={() => void save()}
          data-testid="user-request-save"
        >
          {T.save}
        </Button>,
      ]}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="user-request-dialog">
        <Typography.Text>
          {record.user_name} — <span dir="ltr">{record.user_email}</span>
        </Typography.Text>
        <div>
          <Typography.Text strong>{T.status}</Typography.Text>
          <Select<UserRequestStatus>
            value={status}
            placeholder={T.statusRequired}
            options={STATUS_OPTIONS}
            onChange={setStatus}
            style={{ width: '100%', marginTop: 4 }}
            data-testid="user-request-status"
          />
        </div>
        <div>
          <Typography.Text strong>{T.adminNotes}</Typography.Text>
          <Input.TextArea
            rows={4}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            style={{ marginTop: 4 }}
            data-testid="user-request-notes"
          />
        </div>
      </Space>
    </Modal>
  );
}

/**
 * `/admin/user-requests` (spec §2 "Other admin pages"): every service and opportunity request
 * with a search (name, email, track, details), a status filter (all, pending, in_progress,
 * completed, cancelled) and an edit dialog for status and admin notes.
 */
export default function UserRequestsPage() {
  const { notification } = App.useApp();
  const onError = useCallback(() => notification.error({ title: AR.loadFailed }), [notification]);
  const requests = useUserRequests(onError);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<'all' | UserRequestStatus>('all');
  const [editing, setEditing] = useState<UserRequestRecord | null>(null);

  const all = requests.state === 'ready' ? requests.items : NONE;
  const visible = useMemo(() => filterUserRequests(all, search, filter, trackLabel), [all, search, filter]);

  return (
    <div data-testid="admin-user-requests">
      <Typography.Title level={3}>{T.title}</Typography.Title>
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={T.search}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ width: 320 }}
            data-testid="user-request-search"
          />
          <Select<'all' | UserRequestStatus>
            value={filter}
            options={FILTER_OPTIONS}
            onChange={setFilter}
            style={{ width: 180 }}
            data-testid="user-request-status-filter"
          />
        </Space>
        {requests.state === 'loading' ? (
          <div style={{ textAlign: 'center', padding: '3rem 0' }}>
            <Spin size="large" description={AR.loading} />
          </div>
        ) : requests.state === 'error' ? (
          <Result status="error" title={AR.loadFailed} extra={<Button onClick={requests.reload}>{AR.retry}</Button>} />
        ) : (
          <Table<UserRequestRecord>
            rowKey="id"
            dataSource={visible}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            scroll={{ x: true }}
            locale={{ emptyText: <Empty description={all.length === 0 ? T.empty : T.noResults} /> }}
            onRow={(r) =>
              ({
                'data-testid': 'user-request-row',
                'data-id': r.id,
                'data-status': r.status,
              }) as React.HTMLAttributes<HTMLElement>
            }
            columns={[
              {
                key: 'user',
                title: T.user,
                render: (_, r) => (
                  <div>
                    <div>{r.user_name}</div>
                    <Typography.Text type="secondary" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                      {r.user_email}
                    </Typography.Text>
                  </div>
                ),
              },
              {
                key: 'track',
                title: T.track,
                render: (_, r) => (
                  <Space size={4} wrap>
                    <span>{trackLabel(r.service_name)}</span>
                    <Tag>{r.kind === 'opportunity' ? T.kindOpportunity : T.kindService}</Tag>
                  </Space>
                ),
              },
              {
                key: 'details',
                title: T.details,
                render: (_, r) => (
                  <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 360 }}>
                    {r.details}
                  </Typography.Paragraph>
                ),
              },
              {
                key: 'status',
                title: T.status,
                render: (_, r) => {
                  const label = userRequestStatusLabel(r.status);
                  return (
                    <Tag color={label.color} data-testid="user-request-status-badge">
                      {label.ar}
                    </Tag>
                  );
                },
              },
              { key: 'date', title: T.date, render: (_, r) => arabicDate(r.created_at) },
              {
                key: 'notes',
                title: T.adminNotes,
                render: (_, r) => r.admin_notes || '—',
              },
              {
                key: 'edit',
                title: '',
                render: (_, r) => (
                  <Button icon={<EditOutlined />} onClick={() => setEditing(r)} data-testid="user-request-edit">
                    {T.edit}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Card>
      {editing && <EditDialog record={editing} onClose={() => setEditing(null)} onSaved={requests.replace} />}
    </div>
  );
}
