import { useCallback, useState } from 'react';
import { App, Avatar, Button, Card, Descriptions, Modal, Space, Tag, Typography } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  FileTextOutlined,
  ReloadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import {
  JOIN_APPLICATION_STATUSES,
  JOIN_APPLICATION_STATUS_LABELS,
  type JoinApplicationStatus,
} from '@consulting/contracts';
import { AR, inArabic } from '../../texts.ts';
import { serverErrorText } from '../../shared/admin-api.ts';
import { AdminTable, useAdminList } from '../../shared/AdminListBody.tsx';
import { arabicDate } from '../../shared/arabic-date.ts';
import { RecordHistorySection } from '../../shared/audit/RecordHistory.tsx';
import {
  BulkBar,
  BulkDeleteButton,
  BulkStatusPicker,
  useBulkRunner,
  tableRowSelection,
  useSelection,
} from '../../shared/bulk-actions.tsx';
import { ExportButton } from '../../shared/ExportButton.tsx';
import { useLoadErrorToast } from '../../shared/paged-list.ts';
import { SearchWithStatusFilter } from '../../shared/SearchInput.tsx';
import { statusLabelOf, statusOptions } from '../../shared/status-labels.ts';
import { StatusNotesDialog } from '../../shared/StatusNotesDialog.tsx';
import { rowDataAttributes, tableSortOrder } from '../../shared/table-view.ts';
import { ConsentLine } from '../../shared/consent.tsx';
import { UnconfirmedTag } from '../../shared/unconfirmed.tsx';
import {
  deleteJoinApplication,
  JOIN_APPLICATIONS_SOURCE,
  JOIN_APPLICATIONS_VIEW,
  updateJoinApplication,
  type AdminJoinApplication,
} from './api.ts';
import { JOIN_RETENTION_AR } from './texts.ts';
import { REFERENCE_LABEL, ReferenceText } from '../../shared/ReferenceText.tsx';

const T = AR.joinApplications;

const STATUS_OPTIONS = statusOptions(JOIN_APPLICATION_STATUSES, JOIN_APPLICATION_STATUS_LABELS);

function StatusTag({ status }: { status: string }) {
  const label = statusLabelOf(JOIN_APPLICATION_STATUS_LABELS, status);
  return (
    <Tag color={label.color} data-testid="join-status-badge">
      {label.ar}
    </Tag>
  );
}

/**
 * The details dialog: every field, the profile image, a link to the CV and the history;
 * the 'غير مؤكد' tag when the application is flagged so, the privacy-policy
 * consent (or that none is recorded), and, once the retention job deleted the files,
 * 'حُذفت الملفات بعد انتهاء مدة الاحتفاظ ({date})' in place of the CV link.
 */
function DetailsDialog({ application, onClose }: { application: AdminJoinApplication; onClose: () => void }) {
  return (
    <Modal open title={T.detailsTitle} onCancel={onClose} footer={null} width={640}>
      <div data-testid="join-details-dialog">
        <div style={{ textAlign: 'center', marginBottom: 16 }}>
          {application.profile_image ? (
            <img
              src={application.profile_image}
              alt={`${T.profileImage}: ${application.full_name}`}
              style={{ width: 120, height: 120, objectFit: 'cover', borderRadius: '50%' }}
              data-testid="join-profile-image"
            />
          ) : (
            <Avatar size={120} icon={<UserOutlined />} />
          )}
        </div>
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={T.fullName}>
            {application.full_name} <UnconfirmedTag unconfirmed={application.unconfirmed} />
          </Descriptions.Item>
          <Descriptions.Item label={T.email}>
            <span dir="ltr">{application.email}</span>
          </Descriptions.Item>
          <Descriptions.Item label={T.phone}>
            <span dir="ltr">{application.phone}</span>
          </Descriptions.Item>
          <Descriptions.Item label={T.specialization}>{application.specialization}</Descriptions.Item>
          <Descriptions.Item label={T.address}>{application.address}</Descriptions.Item>
          <Descriptions.Item label={T.experience}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{application.experience}</span>
          </Descriptions.Item>
          <Descriptions.Item label={T.status}>
            <StatusTag status={application.status} />
          </Descriptions.Item>
          <Descriptions.Item label={T.date}>{arabicDate(application.created_at)}</Descriptions.Item>
          {application.reference && (
            <Descriptions.Item label={REFERENCE_LABEL}>
              <ReferenceText reference={application.reference} label={false} />
            </Descriptions.Item>
          )}
          <Descriptions.Item label={T.adminNotes}>{application.admin_notes || '—'}</Descriptions.Item>
          <Descriptions.Item label={T.cv}>
            {application.files_deleted_at ? (
              <span data-testid="join-files-deleted">
                {JOIN_RETENTION_AR.filesDeleted(arabicDate(application.files_deleted_at))}
              </span>
            ) : application.cv_file ? (
              <a href={application.cv_file} target="_blank" rel="noreferrer" data-testid="join-cv-link">
                <FileTextOutlined /> {application.cv_file_name || T.openCv}
              </a>
            ) : (
              T.noFile
            )}
          </Descriptions.Item>
        </Descriptions>
        <ConsentLine consent={application.consent} style={{ marginTop: 12 }} />
        <RecordHistorySection entity="join_application" id={application.id} />
      </div>
    </Modal>
  );
}

/** The edit-status dialog: status and admin notes, PUT, then the server message or 'تم تحديث الحالة'. */
function EditDialog({
  application,
  onClose,
  onSaved,
}: {
  application: AdminJoinApplication;
  onClose: () => void;
  onSaved: (record: AdminJoinApplication) => void;
}) {
  const { notification } = App.useApp();

  async function save(status: JoinApplicationStatus, notes: string) {
    try {
      const { message, record } = await updateJoinApplication(application, status, notes);
      onSaved(record);
      notification.success({ title: inArabic(message, T.updated) });
      onClose();
    } catch (error) {
      notification.error({ title: T.error, description: serverErrorText(error) ?? undefined });
    }
  }

  return (
    <StatusNotesDialog<JoinApplicationStatus>
      title={T.editTitle}
      heading={application.full_name}
      texts={T}
      options={STATUS_OPTIONS}
      initialStatus={application.status}
      initialNotes={application.admin_notes ?? ''}
      testIdPrefix="join-edit"
      onSave={save}
      onClose={onClose}
    />
  );
}

/**
 * `/admin/join-applications` (spec §2 "Other admin pages"): a table paged, sorted
 * (name, status, date) and filtered on the server with the view in the URL: search (full name,
 * email, phone, specialization), status filter, unconfirmed filter (all / held for the
 * owner's confirmation / the others), date range; a 'غير مؤكد' tag on held applications; a
 * details dialog (profile image, CV link or that the files were deleted, consent, history), an
 * edit-status dialog, delete after the browser's confirmation, a refresh button, CSV export of
 * the current view, and bulk status change or delete of selected rows.
 */
export default function JoinApplicationsPage() {
  const { notification } = App.useApp();
  const applications = useAdminList<AdminJoinApplication>(JOIN_APPLICATIONS_VIEW, JOIN_APPLICATIONS_SOURCE);
  const { controls, view, refresh } = applications;
  const selection = useSelection(controls.query);
  const bulk = useBulkRunner(JOIN_APPLICATIONS_SOURCE, selection);
  const notify = useCallback(
    (error: unknown) => notification.error({ title: T.error, description: serverErrorText(error) ?? undefined }),
    [notification],
  );
  useLoadErrorToast(applications.page, notify);
  const [viewing, setViewing] = useState<AdminJoinApplication | null>(null);
  const [editing, setEditing] = useState<AdminJoinApplication | null>(null);

  async function remove(application: AdminJoinApplication) {
    if (!window.confirm(T.confirmDelete)) return;
    try {
      const message = await deleteJoinApplication(application.id);
      refresh.changed();
      notification.success({ title: inArabic(message, T.deleted) });
    } catch (error) {
      notification.error({ title: T.error, description: serverErrorText(error) ?? undefined });
    }
  }

  return (
    <div data-testid="admin-join-applications">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
        <Typography.Title level={3}>{T.title}</Typography.Title>
        <Space wrap>
          <ExportButton
            path={JOIN_APPLICATIONS_SOURCE.path}
            query={controls.exportQuery}
            fileName="join-applications"
            testId="join-export"
          />
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void applications.page.refetch()}
            loading={applications.page.isFetching}
            data-testid="join-refresh"
          >
            {T.refresh}
          </Button>
        </Space>
      </div>
      <Card>
        <SearchWithStatusFilter<JoinApplicationStatus>
          controls={controls}
          searchPlaceholder={T.search}
          allLabel={T.all}
          statusOptions={STATUS_OPTIONS}
          testIdPrefix="join"
        />
        <BulkBar selection={selection} testId="join-bulk">
          <BulkStatusPicker<JoinApplicationStatus>
            options={STATUS_OPTIONS}
            busy={bulk.busy}
            onApply={(status) => bulk.run({ action: 'set_status', status })}
            testId="join-bulk"
          />
          <BulkDeleteButton
            count={selection.ids.length}
            busy={bulk.busy}
            onConfirm={() => bulk.run({ action: 'delete' })}
            testId="join-bulk-delete"
          />
        </BulkBar>
        <AdminTable<AdminJoinApplication>
          list={applications}
          label={T.title}
          spinnerPadding="3rem 0"
          emptyText={T.empty}
          rowSelection={tableRowSelection(selection)}
          onRow={rowDataAttributes('join-row')}
          columns={[
            {
              key: 'full_name',
              title: T.fullName,
              sorter: true,
              sortOrder: tableSortOrder(view.sort, 'full_name'),
              render: (_, a) => (
                <>
                  {a.full_name} <UnconfirmedTag unconfirmed={a.unconfirmed} />
                </>
              ),
            },
            {
              key: 'email',
              title: T.email,
              render: (_, a) => (
                <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                  {a.email}
                </span>
              ),
            },
            { key: 'phone', title: T.phone, render: (_, a) => <span dir="ltr">{a.phone}</span> },
            { key: 'specialization', title: T.specialization, render: (_, a) => a.specialization },
            {
              key: 'reference',
              title: REFERENCE_LABEL,
              render: (_, a) => <ReferenceText reference={a.reference} label={false} />,
            },
            {
              key: 'status',
              title: T.status,
              sorter: true,
              sortOrder: tableSortOrder(view.sort, 'status'),
              render: (_, a) => <StatusTag status={a.status} />,
            },
            {
              key: 'created_at',
              title: T.date,
              sorter: true,
              sortOrder: tableSortOrder(view.sort, 'created_at'),
              render: (_, a) => arabicDate(a.created_at),
            },
            {
              key: 'actions',
              title: T.actions,
              render: (_, a) => (
                <Space size={4}>
                  <Button size="small" icon={<EyeOutlined />} onClick={() => setViewing(a)} data-testid="join-details">
                    {T.details}
                  </Button>
                  <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(a)} data-testid="join-edit">
                    {T.edit}
                  </Button>
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => void remove(a)}
                    data-testid="join-delete"
                  >
                    {T.delete}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {viewing && <DetailsDialog application={viewing} onClose={() => setViewing(null)} />}
      {editing && <EditDialog application={editing} onClose={() => setEditing(null)} onSaved={refresh.saved} />}
    </div>
  );
}
