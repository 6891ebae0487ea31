import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Modal, Result, Space, Spin, Table, Tag, Typography } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import type { AuditEntryRecord, AuditTrailResponse } from '@consulting/contracts';
import { AR } from '../../texts.ts';
import { adminApi } from '../admin-api.ts';
import { arabicDateTime } from '../arabic-date.ts';
import { adminKeys } from '../query-client.ts';
import { auditChanges, auditValueText, type FieldChange } from './audit-diff.ts';
import { auditEntityLabel, auditTrailPath, type AuditEntity } from './audit-entities.ts';
import { auditFieldLabel } from './field-labels.ts';

const T = AR.audit;

/** Characters of a value shown before 'عرض المزيد'. */
export const AUDIT_TEXT_LIMIT = 160;

/** Fields stored as 0/1 that read as yes/no. */
const FLAG_FIELDS = new Set(['is_published', 'is_active', 'is_read', 'featured']);

const ACTION_COLOR: Record<string, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  export: 'purple',
  erase: 'volcano',
};

function valueText(field: string, value: unknown): string {
  const flag = FLAG_FIELDS.has(field) && (value === 0 || value === 1) ? value === 1 : value;
  return auditValueText(flag, T);
}

/** A value cut at {@link AUDIT_TEXT_LIMIT} characters with 'عرض المزيد' / 'عرض أقل'. */
function LongText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  if (text.length <= AUDIT_TEXT_LIMIT) return <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>;
  return (
    <span style={{ whiteSpace: 'pre-wrap' }}>
      {open ? text : `${text.slice(0, AUDIT_TEXT_LIMIT)}…`}{' '}
      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(!open)} data-testid="audit-expand">
        {open ? T.less : T.more}
      </Button>
    </span>
  );
}

/** The 'action' tag of an entry: إنشاء / تعديل / حذف. */
export function AuditActionTag({ action }: { action: string }) {
  return (
    <Tag color={ACTION_COLOR[action] ?? 'default'} data-testid="audit-action">
      {T.actions[action] ?? action}
    </Tag>
  );
}

/** The changed fields of one entry as a table: field (Arabic name), before, after. */
export function AuditChangesTable({ entry }: { entry: AuditEntryRecord }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <Typography.Text type="secondary">{T.noChanges}</Typography.Text>;
  return (
    <Table<FieldChange>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={changes}
      onRow={(change) =>
        ({ 'data-testid': 'audit-change', 'data-field': change.field }) as React.HTMLAttributes<HTMLElement>
      }
      columns={[
        {
          key: 'field',
          title: T.field,
          width: 160,
          render: (_, change) => <span data-testid="audit-field">{auditFieldLabel(change.field)}</span>,
        },
        {
          key: 'before',
          title: T.before,
          render: (_, change) => (
            <span data-testid="audit-before" style={{ color: '#a8071a' }}>
              <LongText text={valueText(change.field, change.before)} />
            </span>
          ),
        },
        {
          key: 'after',
          title: T.after,
          render: (_, change) => (
            <span data-testid="audit-after" style={{ color: '#135200' }}>
              <LongText text={valueText(change.field, change.after)} />
            </span>
          ),
        },
      ]}
    />
  );
}

/**
 * One audit entry: who (the admin's email), when (ar-SA date and time), the action,
 * with `showRecord` the kind of record and its id, then the field-by-field difference.
 */
export function AuditEntryView({ entry, showRecord = false }: { entry: AuditEntryRecord; showRecord?: boolean }) {
  return (
    <Card size="small" data-testid="audit-entry" data-id={entry.id}>
      <Space wrap style={{ marginBottom: 8 }}>
        <AuditActionTag action={entry.action} />
        {showRecord && (
          <Typography.Text>
            {auditEntityLabel(entry.entity)} <Typography.Text type="secondary">({entry.entity_id})</Typography.Text>
          </Typography.Text>
        )}
        <Typography.Text>
          {T.by}{' '}
          <span dir="ltr" data-testid="audit-actor">
            {entry.actor_email}
          </span>
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="audit-at">
          {arabicDateTime(entry.at)}
        </Typography.Text>
      </Space>
      <AuditChangesTable entry={entry} />
    </Card>
  );
}

/**
 * The history of one record: `GET /api/admin/{records}/{id}/audit` (cached, refreshed
 * after a change), newest first, each entry with who, when, the action and what changed.
 * Loading, error (with retry) and empty states.
 */
export function RecordHistory({ entity, id }: { entity: AuditEntity; id: string }) {
  const trail = useQuery({
    queryKey: adminKeys.recordAudit(entity, id),
    queryFn: ({ signal }) => adminApi<AuditTrailResponse>(auditTrailPath(entity, id), { signal }),
  });
  if (trail.status === 'pending') {
    return (
      <div style={{ textAlign: 'center', padding: 24 }} data-testid="audit-loading">
        <Spin description={T.loading} />
      </div>
    );
  }
  if (trail.status === 'error') {
    return (
      <Result
        status="warning"
        title={T.loadFailed}
        subTitle={(trail.error as Error).message}
        extra={
          <Button onClick={() => void trail.refetch()} data-testid="audit-retry">
            {AR.retry}
          </Button>
        }
        data-testid="audit-error"
      />
    );
  }
  const entries = trail.data?.audit ?? [];
  if (entries.length === 0) return <Empty description={T.empty} data-testid="audit-empty" />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="record-history">
      {entries.map((entry) => (
        <AuditEntryView key={entry.id} entry={entry} />
      ))}
    </Space>
  );
}

/** A record's history inside its dialog, loaded when the admin opens it ('عرض سجل التغييرات'). */
export function RecordHistorySection({ entity, id }: { entity: AuditEntity; id: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ marginTop: 16 }}>
      <Button icon={<HistoryOutlined />} onClick={() => setOpen(!open)} data-testid="history-toggle">
        {open ? T.hideHistory : T.showHistory}
      </Button>
      {open && (
        <div style={{ marginTop: 12, maxHeight: 420, overflowY: 'auto' }}>
          <RecordHistory entity={entity} id={id} />
        </div>
      )}
    </div>
  );
}

/** 'السجل': a button opening the record's history in a dialog (for cards and rows without a details dialog). */
export function RecordHistoryButton({
  entity,
  id,
  title,
  size,
}: {
  entity: AuditEntity;
  id: string;
  /** What the dialog's title names after 'سجل التغييرات' (e.g. the requester). */
  title?: string;
  size?: 'small' | 'middle';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} icon={<HistoryOutlined />} onClick={() => setOpen(true)} data-testid="history-open">
        {T.history}
      </Button>
      <Modal
        open={open}
        title={title ? `${T.historyTitle} — ${title}` : T.historyTitle}
        onCancel={() => setOpen(false)}
        footer={null}
        width={760}
        destroyOnHidden
      >
        <div data-testid="history-dialog">{open && <RecordHistory entity={entity} id={id} />}</div>
      </Modal>
    </>
  );
}
