import { useState } from 'react';
import { App, Button, Card, Checkbox, Descriptions, Select, Space, Tag, Typography } from 'antd';
import { DownloadOutlined, EyeOutlined, FilePdfOutlined } from '@ant-design/icons';
import {
  REQUEST_STATUSES,
  REQUEST_STATUS_LABELS,
  TRACK_TITLES,
  isTrackSlug,
  requestStatusLabel,
  type RequestRecord,
  type RequestStatus,
} from '@consulting/contracts';
import { AR } from '../../texts.ts';
import { arabicDate } from '../../shared/arabic-date.ts';
import { RecordHistoryButton } from '../../shared/audit/RecordHistory.tsx';
import { ConsentLine } from '../../shared/consent.tsx';
import { UnconfirmedTag } from '../../shared/unconfirmed.tsx';
import { ADMIN_TRACK_LABELS } from './admin-tracks.ts';
import { downloadUrlOf, updateRequestStatus, viewAttachment, type RequestKind } from './api.ts';
import { ReferenceText } from '../../shared/ReferenceText.tsx';

const STATUS_OPTIONS = REQUEST_STATUSES.map((status) => ({ value: status, label: REQUEST_STATUS_LABELS[status].ar }));

function trackTitle(request: RequestRecord): string {
  const slug = request.service_name || request.track_name;
  if (isTrackSlug(slug)) return TRACK_TITLES[slug].ar;
  // Requests an admin added carry one of the eight admin track options (spec §3).
  return (ADMIN_TRACK_LABELS as Record<string, string>)[slug] ?? slug;
}

/**
 * One request on the admin dashboard (spec §2 "Admin dashboard"): a selection box (bulk
 * actions), track, requester, date, status badge and selector (PUT, then `onUpdated` with the
 * new record), message, phone, company, admin notes, the PDF attachment with view and download
 * buttons, and its history. A 'غير مؤكد' tag (with why, in a tooltip) on a
 * request held for its owner's confirmation, and the privacy-policy consent it was sent with
 * (or that none is recorded).
 */
export function RequestCard({
  request,
  kind,
  onUpdated,
  selected,
  onSelect,
}: {
  request: RequestRecord;
  kind: RequestKind;
  onUpdated: (record: RequestRecord) => void;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const { notification } = App.useApp();
  const [saving, setSaving] = useState(false);
  const label = requestStatusLabel(request.status, kind);
  const additional = (kind === 'service' ? request.additional_services : request.additional_opportunities) ?? [];

  async function changeStatus(status: RequestStatus) {
    if (saving) return;
    setSaving(true);
    try {
      onUpdated(await updateRequestStatus(kind, request, status));
      notification.success({ title: AR.updated, description: AR.updatedDescription });
    } catch {
      notification.error({ title: AR.updateFailed });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card size="small" data-testid="request-card" data-request-id={request.id} data-status={request.status}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
        <div>
          <Space size="small" align="center">
            <Checkbox
              checked={selected}
              onChange={(e) => onSelect(e.target.checked)}
              aria-label={AR.card.select}
              data-testid="request-select"
            />
            <Typography.Title level={5} style={{ margin: 0 }}>
              {trackTitle(request)}
            </Typography.Title>
          </Space>
          <Typography.Text>{request.user_name}</Typography.Text>{' '}
          <Typography.Text type="secondary" dir="ltr">
            {request.user_email}
          </Typography.Text>
          <div>
            <Typography.Text type="secondary">
              {AR.card.date}: {arabicDate(request.created_at)}
            </Typography.Text>
          </div>
          <div>
            <ReferenceText reference={request.reference} />
          </div>
        </div>
        <Space align="start" wrap>
          <UnconfirmedTag unconfirmed={request.unconfirmed} />
          <Tag color={label.color} data-testid="status-badge">
            {label.ar}
          </Tag>
          <Select<RequestStatus>
            value={request.status}
            options={STATUS_OPTIONS}
            onChange={(status) => void changeStatus(status)}
            // Not disabled while saving: a disabled select drops the keyboard focus to the page;
            // a change made meanwhile is ignored (changeStatus) and the select keeps the stored status.
            loading={saving}
            style={{ minWidth: 150 }}
            aria-label={AR.card.status}
            data-testid="status-select"
          />
          <RecordHistoryButton
            entity={kind === 'service' ? 'service_request' : 'track_request'}
            id={request.id}
            title={request.user_name}
          />
        </Space>
      </div>
      <Descriptions size="small" column={1} style={{ marginTop: 12 }}>
        <Descriptions.Item label={AR.card.message}>
          <span style={{ whiteSpace: 'pre-wrap' }}>{request.message}</span>
        </Descriptions.Item>
        {request.user_phone && (
          <Descriptions.Item label={AR.card.phone}>
            <span dir="ltr">{request.user_phone}</span>
          </Descriptions.Item>
        )}
        {request.company && <Descriptions.Item label={AR.card.company}>{request.company}</Descriptions.Item>}
        {additional.length > 0 && (
          <Descriptions.Item
            label={kind === 'service' ? AR.addRequest.additionalServices : AR.addRequest.additionalOpportunities}
          >
            <Space size={4} wrap data-testid="request-additional">
              {additional.map((item, index) => (
                <Tag key={`${index}-${item}`}>{item}</Tag>
              ))}
            </Space>
          </Descriptions.Item>
        )}
        {request.admin_notes && <Descriptions.Item label={AR.card.adminNotes}>{request.admin_notes}</Descriptions.Item>}
        {request.attachment_url && (
          <Descriptions.Item label={AR.card.attachment}>
            <Space wrap>
              <FilePdfOutlined style={{ color: '#cf1322' }} />
              <span data-testid="attachment-name">{request.attachment_name || AR.card.attachment}</span>
              <Button
                size="small"
                icon={<EyeOutlined />}
                onClick={() =>
                  void viewAttachment(request.attachment_url!).catch(() =>
                    notification.error({ title: AR.card.viewFailed }),
                  )
                }
                data-testid="attachment-view"
              >
                {AR.card.view}
              </Button>
              <Button
                size="small"
                icon={<DownloadOutlined />}
                href={downloadUrlOf(request.attachment_url)}
                download={request.attachment_name || true}
                data-testid="attachment-download"
              >
                {AR.card.download}
              </Button>
            </Space>
          </Descriptions.Item>
        )}
      </Descriptions>
      <ConsentLine consent={request.consent} style={{ marginTop: 8 }} />
    </Card>
  );
}
