import { useCallback, useMemo, useState } from 'react';
import { App, Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { TRACK_TITLES, isTrackSlug } from '@consulting/contracts';
import { AR } from '../../texts.ts';
import { AdminListBody } from '../../shared/AdminListBody.tsx';
import { arabicDate } from '../../shared/arabic-date.ts';
import { SearchWithStatusFilter } from '../../shared/SearchInput.tsx';
import { statusOptions } from '../../shared/status-labels.ts';
import { StatusNotesDialog } from '../../shared/StatusNotesDialog.tsx';
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

const STATUS_OPTIONS = statusOptions(USER_REQUEST_STATUSES, USER_REQUEST_STATUS_LABELS);
const LOAD_TEXTS = { loading: AR.loading, loadFailed: () => AR.loadFailed, retry: AR.retry };

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

  async function save(status: UserRequestStatus, notes: string) {
    try {
      onSaved(await updateUserRequest(record, status, notes));
      notification.success({ title: T.updated });
      onClose();
    } catch {
      notification.error({ title: T.updateFailed, description: T.updateFailedDescription });
    }
  }

  return (
    <StatusNotesDialog<UserRequestStatus>
      title={T.editTitle}
      heading={
        <>
          {record.user_name} — <span dir="ltr">{record.user_email}</span>
        </>
      }
      texts={{ ...T, statusPlaceholder: T.statusRequired }}
      options={STATUS_OPTIONS}
      initialStatus={isUserRequestStatus(record.status) ? record.status : undefined}
      initialNotes={record.admin_notes ?? ''}
      testIdPrefix="user-request"
      onSave={save}
      onClose={onClose}
    />
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
        <SearchWithStatusFilter<UserRequestStatus>
          search={search}
          onSearch={setSearch}
          searchPlaceholder={T.search}
          filter={filter}
          onFilter={setFilter}
          allLabel={T.all}
          statusOptions={STATUS_OPTIONS}
          testIdPrefix="user-request"
        />
        <AdminListBody list={requests} texts={LOAD_TEXTS} spinnerPadding="3rem 0">
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
        </AdminListBody>
      </Card>
      {editing && <EditDialog record={editing} onClose={() => setEditing(null)} onSaved={requests.replace} />}
    </div>
  );
}
