import { useState } from 'react';
import { App, Button, Card, Space, Tag, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { TRACK_TITLES, isTrackSlug } from '@consulting/contracts';
import { AR } from '../../texts.ts';
import { AdminTable, useAdminList } from '../../shared/AdminListBody.tsx';
import { arabicDate } from '../../shared/arabic-date.ts';
import { RecordHistorySection } from '../../shared/audit/RecordHistory.tsx';
import {
  BulkBar,
  BulkStatusPicker,
  useBulkRunner,
  tableRowSelection,
  useSelection,
} from '../../shared/bulk-actions.tsx';
import { ExportButton } from '../../shared/ExportButton.tsx';
import { useLoadErrorToast } from '../../shared/paged-list.ts';
import { SearchWithStatusFilter } from '../../shared/SearchInput.tsx';
import { statusOptions } from '../../shared/status-labels.ts';
import { StatusNotesDialog } from '../../shared/StatusNotesDialog.tsx';
import { rowDataAttributes, tableFilterValue, tableSortOrder } from '../../shared/table-view.ts';
import { UnconfirmedTag } from '../../shared/unconfirmed.tsx';
import { ADMIN_TRACK_LABELS } from '../requests/index.ts';
import { updateUserRequest, USER_REQUESTS_SOURCE, USER_REQUESTS_VIEW, type UserRequestRecord } from './api.ts';
import {
  USER_REQUEST_STATUSES,
  USER_REQUEST_STATUS_LABELS,
  userRequestStatusLabel,
  type UserRequestStatus,
} from './user-request-statuses.ts';

const T = AR.userRequests;

/** The Arabic title of a track slug (the six public tracks or the eight admin options), else the slug. */
function trackLabel(slug: string): string {
  if (isTrackSlug(slug)) return TRACK_TITLES[slug].ar;
  return (ADMIN_TRACK_LABELS as Record<string, string>)[slug] ?? slug;
}

const STATUS_OPTIONS = statusOptions(USER_REQUEST_STATUSES, USER_REQUEST_STATUS_LABELS);

function isUserRequestStatus(value: string): value is UserRequestStatus {
  return (USER_REQUEST_STATUSES as readonly string[]).includes(value);
}

/**
 * The edit dialog of one request (spec §2 "User requests", §5): status and admin notes; saving
 * requires a status. Toasts 'تم تحديث الطلب بنجاح' or 'خطأ في تحديث الطلب' / 'حدث خطأ أثناء تحديث
 * الطلب'. Also shows the request's history and, on a request held for its owner's confirmation, the
 * 'غير مؤكد' tag.
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
          {record.user_name} — <span dir="ltr">{record.user_email}</span>{' '}
          <UnconfirmedTag unconfirmed={record.unconfirmed} />
        </>
      }
      texts={{ ...T, statusPlaceholder: T.statusRequired }}
      options={STATUS_OPTIONS}
      initialStatus={isUserRequestStatus(record.status) ? record.status : undefined}
      initialNotes={record.admin_notes ?? ''}
      testIdPrefix="user-request"
      onSave={save}
      onClose={onClose}
    >
      <RecordHistorySection
        entity={record.kind === 'opportunity' ? 'track_request' : 'service_request'}
        id={record.id}
      />
    </StatusNotesDialog>
  );
}

/**
 * `/admin/user-requests` (spec §2 "Other admin pages"): every service and opportunity request,
 * paged on the server, with a search (name, email, track, details), a status filter (all, pending,
 * in_progress, completed, cancelled), an unconfirmed filter (all / held for the owner's
 * confirmation / the others), a kind filter and date order in the table, a date range, all kept in
 * the URL; a 'غير مؤكد' tag on held requests; CSV export of the current view; bulk status change of
 * the selected rows; an edit dialog for status and admin notes with the request's history.
 */
export default function UserRequestsPage() {
  const requests = useAdminList<UserRequestRecord>(USER_REQUESTS_VIEW, USER_REQUESTS_SOURCE);
  const { controls, view, refresh, filtered } = requests;
  const selection = useSelection(controls.query);
  const bulk = useBulkRunner(USER_REQUESTS_SOURCE, selection);
  const [editing, setEditing] = useState<UserRequestRecord | null>(null);
  useLoadErrorToast(requests.page);

  return (
    <div data-testid="admin-user-requests">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
        <Typography.Title level={3}>{T.title}</Typography.Title>
        <ExportButton
          path={USER_REQUESTS_SOURCE.path}
          query={controls.exportQuery}
          fileName="requests"
          testId="user-request-export"
        />
      </div>
      <Card>
        <SearchWithStatusFilter<UserRequestStatus>
          controls={controls}
          searchPlaceholder={T.search}
          allLabel={T.all}
          statusOptions={STATUS_OPTIONS}
          testIdPrefix="user-request"
        />
        <BulkBar selection={selection} testId="user-request-bulk">
          <BulkStatusPicker<UserRequestStatus>
            options={STATUS_OPTIONS}
            busy={bulk.busy}
            onApply={(status) => bulk.run({ action: 'set_status', status })}
            testId="user-request-bulk"
          />
        </BulkBar>
        <AdminTable<UserRequestRecord>
          list={requests}
          label={T.title}
          spinnerPadding="3rem 0"
          filterKeys={['kind']}
          emptyText={filtered ? T.noResults : T.empty}
          rowSelection={tableRowSelection(selection)}
          onRow={rowDataAttributes('user-request-row')}
          columns={[
            {
              key: 'user',
              title: T.user,
              render: (_, r) => (
                <div>
                  <div>
                    {r.user_name} <UnconfirmedTag unconfirmed={r.unconfirmed} />
                  </div>
                  <Typography.Text type="secondary" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                    {r.user_email}
                  </Typography.Text>
                </div>
              ),
            },
            {
              key: 'kind',
              title: T.track,
              filters: [
                { text: T.kindService, value: 'service' },
                { text: T.kindOpportunity, value: 'opportunity' },
              ],
              filterMultiple: false,
              filteredValue: tableFilterValue(view.filters.kind),
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
            {
              key: 'created_at',
              title: T.date,
              sorter: true,
              sortOrder: tableSortOrder(view.sort, 'created_at'),
              render: (_, r) => arabicDate(r.created_at),
            },
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
      </Card>
      {editing && <EditDialog record={editing} onClose={() => setEditing(null)} onSaved={refresh.saved} />}
    </div>
  );
}
