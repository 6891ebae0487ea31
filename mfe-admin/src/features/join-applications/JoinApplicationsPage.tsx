import { useCallback, useMemo, useState } from 'react';
import {
  App,
  Avatar,
  Button,
  Card,
  Descriptions,
  Empty,
  Input,
  Modal,
  Result,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  FileTextOutlined,
  ReloadOutlined,
  SearchOutlined,
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
import { deleteJoinApplication, filterJoinApplications, updateJoinApplication, useJoinApplications } from './api.ts';

const T = AR.joinApplications;
const NONE: JoinApplicationRecord[] = [];

const STATUS_OPTIONS = JOIN_APPLICATION_STATUSES.map((status) => ({
  value: status,
  label: JOIN_APPLICATION_STATUS_LABELS[status].ar,
}));
const FILTER_OPTIONS = [{ value: 'all', label: T.all }, ...STATUS_OPTIONS];

function statusLabel(status: string): { ar: string; color: string } {
  return (
    (JOIN_APPLICATION_STATUS_LABELS as Record<string, { ar: string; color: string }>)[status] ?? {
      ar: status || '—',
      color: 'default',
    }
  );
}

/** A date in the Arabic Saudi locale (spec §2 "Join applications": ar-SA dates in Arabic). */
function arabicDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? AR.dateUnknown
    : date.toLocaleDateString('ar-SA', { year: 'numeric', month: 'long', day: 'numeric' });
}

function StatusTag({ status }: { status: string }) {
  const label = statusLabel(status);
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
  const [status, setStatus] = useState<JoinApplicationStatus>(application.status);
  const [notes, setNotes] = useState(application.admin_notes ?? '');
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    try {
      const { message, record } = await updateJoinApplication(application, status, notes);
      onSaved(record);
      notification.success({ title: inArabic(message, T.updated) });
      onClose();
    } catch (error) {
      notification.error({ title: T.error, description: serverErrorText(error) ?? undefined });
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
        <Button key="save" type="primary" loading={busy} onClick={() => void save()} data-testid="join-edit-save">
          {T.save}
        </Button>,
      ]}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="join-edit-dialog">
        <Typography.Text>{application.full_name}</Typography.Text>
        <div>
          <Typography.Text strong>{T.status}</Typography.Text>
          <Select<JoinApplicationStatus>
            value={status}
            options={STATUS_OPTIONS}
            onChange={setStatus}
            style={{ width: '100%', marginTop: 4 }}
            data-testid="join-edit-status"
          />
        </div>
        <div>
          <Typography.Text strong>{T.adminNotes}</Typography.Text>
          <Input.TextArea
            rows={4}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            style={{ marginTop: 4 }}
            data-testid="join-edit-notes"
          />
        </div>
      </Space>
    </Modal>
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
        <Space wrap style={{ marginBottom: 16 }}>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={T.search}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ width: 320 }}
            data-testid="join-search"
          />
          <Select<'all' | JoinApplicationStatus>
            value={filter}
            options={FILTER_OPTIONS}
            onChange={setFilter}
            style={{ width: 180 }}
            data-testid="join-status-filter"
          />
        </Space>
        {applications.state === 'loading' ? (
          <div style={{ textAlign: 'center', padding: '3rem 0' }}>
            <Spin size="large" description={AR.loading} />
          </div>
        ) : applications.state === 'error' ? (
          <Result
            status="error"
            title={AR.loadFailed}
            extra={<Button onClick={applications.reload}>{AR.retry}</Button>}
          />
        ) : (
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
        )}
      </Card>
      {viewing && <DetailsDialog application={viewing} onClose={() => setViewing(null)} />}
      {editing && <EditDialog application={editing} onClose={() => setEditing(null)} onSaved={applications.replace} />}
    </div>
  );
}
