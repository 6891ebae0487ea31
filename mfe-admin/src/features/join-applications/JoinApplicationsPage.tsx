import { useCallback, useMemo, useState } from 'react';
import { App, Avatar, Button, Card, Descriptions, Empty, Modal, Space, Table, Tag, Typography } from 'antd';
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
  type JoinApplicationRecord,
  type JoinApplicationStatus,
} from '@consulting/contracts';
import { AR, inArabic } from '../../texts.ts';
import { serverErrorText } from '../../shared/admin-api.ts';
import { AdminListBody } from '../../shared/AdminListBody.tsx';
import { arabicDate } from '../../shared/arabic-date.ts';
import { SearchWithStatusFilter } from '../../shared/SearchInput.tsx';
import { statusLabelOf, statusOptions } from '../../shared/status-labels.ts';
import { StatusNotesDialog } from '../../shared/StatusNotesDialog.tsx';
import { deleteJoinApplication, filterJoinApplications, updateJoinApplication, useJoinApplications } from './api.ts';

const T = AR.joinApplications;
const NONE: JoinApplicationRecord[] = [];

const STATUS_OPTIONS = statusOptions(JOIN_APPLICATION_STATUSES, JOIN_APPLICATION_STATUS_LABELS);
const LOAD_TEXTS = { loading: AR.loading, loadFailed: () => AR.loadFailed, retry: AR.retry };

function StatusTag({ status }: { status: string }) {
  const label = statusLabelOf(JOIN_APPLICATION_STATUS_LABELS, status);
  return (
    <Tag color={label.color} data-testid="join-status-badge">
      {label.ar}
    </Tag>
  );
}

/** The details dialog: every field, the profile image and a link to the CV. */
function DetailsDialog({ application, onClose }: { application: JoinApplicationRecord; onClose: () => void }) {
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
          <Descriptions.Item label={T.fullName}>{application.full_name}</Descriptions.Item>
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
          <Descriptions.Item label={T.adminNotes}>{application.admin_notes || '—'}</Descriptions.Item>
          <Descriptions.Item label={T.cv}>
            {application.cv_file ? (
              <a href={application.cv_file} target="_blank" rel="noreferrer" data-testid="join-cv-link">
                <FileTextOutlined /> {application.cv_file_name || T.openCv}
              </a>
            ) : (
              T.noFile
            )}
          </Descriptions.Item>
        </Descriptions>
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
  application: JoinApplicationRecord;
  onClose: () => void;
  onSaved: (record: JoinApplicationRecord) => void;
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
 * `/admin/join-applications` (spec §2 "Other admin pages"): a table with a search (full name,
 * email, phone, specialization) and a status filter, a details dialog (profile image, CV link),
 * an edit-status dialog, delete after the browser's confirmation and a refresh button.
 */
export default function JoinApplicationsPage() {
  const { notification } = App.useApp();
  const onError = useCallback(
    (error: unknown) => notification.error({ title: T.error, description: serverErrorText(error) ?? undefined }),
    [notification],
  );
  const applications = useJoinApplications(onError);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<'all' | JoinApplicationStatus>('all');
  const [viewing, setViewing] = useState<JoinApplicationRecord | null>(null);
  const [editing, setEditing] = useState<JoinApplicationRecord | null>(null);

  const all = applications.state === 'ready' ? applications.items : NONE;
  const visible = useMemo(() => filterJoinApplications(all, search, filter), [all, search, filter]);

  async function remove(application: JoinApplicationRecord) {
    if (!window.confirm(T.confirmDelete)) return;
    try {
      const message = await deleteJoinApplication(application.id);
      applications.remove(application.id);
      notification.success({ title: inArabic(message, T.deleted) });
    } catch (error) {
      notification.error({ title: T.error, description: serverErrorText(error) ?? undefined });
    }
  }

  return (
    <div data-testid="admin-join-applications">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
        <Typography.Title level={3}>{T.title}</Typography.Title>
        <Button
          icon={<ReloadOutlined />}
          onClick={applications.reload}
          loading={applications.state === 'loading'}
          data-testid="join-refresh"
        >
          {T.refresh}
        </Button>
      </div>
      <Card>
        <SearchWithStatusFilter<JoinApplicationStatus>
          search={search}
          onSearch={setSearch}
          searchPlaceholder={T.search}
          filter={filter}
          onFilter={setFilter}
          allLabel={T.all}
          statusOptions={STATUS_OPTIONS}
          testIdPrefix="join"
        />
        <AdminListBody list={applications} texts={LOAD_TEXTS} spinnerPadding="3rem 0">
          <Table<JoinApplicationRecord>
            rowKey="id"
            dataSource={visible}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            scroll={{ x: true }}
            locale={{ emptyText: <Empty description={T.empty} /> }}
            onRow={(a) =>
              ({
                'data-testid': 'join-row',
                'data-id': a.id,
                'data-status': a.status,
              }) as React.HTMLAttributes<HTMLElement>
            }
            columns={[
              { key: 'name', title: T.fullName, render: (_, a) => a.full_name },
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
              { key: 'status', title: T.status, render: (_, a) => <StatusTag status={a.status} /> },
              { key: 'date', title: T.date, render: (_, a) => arabicDate(a.created_at) },
              {
                key: 'actions',
                title: T.actions,
                render: (_, a) => (
                  <Space size={4}>
                    <Button
                      size="small"
                      icon={<EyeOutlined />}
                      onClick={() => setViewing(a)}
                      data-testid="join-details"
                    >
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
        </AdminListBody>
      </Card>
      {viewing && <DetailsDialog application={viewing} onClose={() => setViewing(null)} />}
      {editing && <EditDialog application={editing} onClose={() => setEditing(null)} onSaved={applications.replace} />}
    </div>
  );
}
