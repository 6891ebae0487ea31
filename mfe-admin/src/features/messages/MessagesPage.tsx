import { useState } from 'react';
import { App, Button, Card, Checkbox, Segmented, Space, Tag, Typography } from 'antd';
import { CheckOutlined, EyeInvisibleOutlined, MessageOutlined } from '@ant-design/icons';
import { AR } from '../../texts.ts';
import { AdminCardList, useAdminList } from '../../shared/AdminListBody.tsx';
import { arabicDateTime } from '../../shared/arabic-date.ts';
import { RecordHistoryButton } from '../../shared/audit/RecordHistory.tsx';
import {
  BulkBar,
  SelectPageCheckbox,
  BulkDeleteButton,
  useBulkRunner,
  useSelection,
} from '../../shared/bulk-actions.tsx';
import { ConsentLine } from '../../shared/consent.tsx';
import { DeleteConfirmButton } from '../../shared/DeleteConfirmButton.tsx';
import { ExportButton } from '../../shared/ExportButton.tsx';
import { DateRangeFilter, SortSelect } from '../../shared/list-controls.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useDeleteRecord } from '../../shared/record-actions.ts';
import { ListSearch } from '../../shared/SearchInput.tsx';
import {
  deleteMessage,
  markMessageRead,
  MESSAGES_SOURCE,
  MESSAGES_VIEW,
  sendReply,
  useUnreadCount,
  type AdminContactMessage,
} from './api.ts';
import { ReplyDialog } from './ReplyDialog.tsx';
import { MESSAGES_AR as T } from './texts.ts';
import { ReferenceText } from '../../shared/ReferenceText.tsx';

type ReadFilter = 'all' | 'unread' | 'read';

const READ_PARAM: Record<ReadFilter, string | undefined> = { all: undefined, unread: 'false', read: 'true' };

function readFilterOf(isRead: string | undefined): ReadFilter {
  return isRead === 'false' ? 'unread' : isRead === 'true' ? 'read' : 'all';
}

/**
 * One contact message: subject, 'جديد' badge while unread, sender, text, the privacy-policy
 * consent it was sent with or that none is recorded, previous replies and actions.
 */
function MessageCard({
  message,
  selected,
  onSelect,
  onMarkRead,
  onReply,
  onDelete,
}: {
  message: AdminContactMessage;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onMarkRead: () => void;
  onReply: () => void;
  onDelete: () => Promise<void>;
}) {
  const replies = message.replies ?? [];
  return (
    <Card
      data-testid="message-card"
      data-id={message.id}
      data-read={String(message.is_read)}
      size="small"
      style={message.is_read ? undefined : { borderInlineStart: '4px solid #1677ff' }}
      title={
        <Space size="small" wrap>
          <Checkbox
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={T.select}
            data-testid="message-select"
          />
          <span>{message.subject}</span>
          {!message.is_read && (
            <Tag color="blue" data-testid="message-new-badge">
              {T.newBadge}
            </Tag>
          )}
        </Space>
      }
      extra={
        <Space orientation="vertical" size={0} align="end">
          <Typography.Text type="secondary">{arabicDateTime(message.created_at)}</Typography.Text>
          <ReferenceText reference={message.reference} label={false} />
        </Space>
      }
    >
      <Space size="large" wrap style={{ marginBottom: 8 }}>
        <Typography.Text strong>{message.name}</Typography.Text>
        <Typography.Text dir="ltr" copyable>
          {message.email}
        </Typography.Text>
        {message.phone && (
          <Typography.Text>
            {T.phone}: <span dir="ltr">{message.phone}</span>
          </Typography.Text>
        )}
        {message.company && (
          <Typography.Text>
            {T.company}: {message.company}
          </Typography.Text>
        )}
      </Space>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{message.message}</Typography.Paragraph>
      <ConsentLine consent={message.consent} style={{ marginBottom: 12 }} />
      {replies.length > 0 && (
        <div
          data-testid="message-replies"
          style={{ background: '#f6ffed', padding: 12, borderRadius: 8, marginBottom: 12 }}
        >
          <Typography.Text strong>{T.previousReplies}</Typography.Text>
          {replies.map((reply, index) => (
            <div key={`${reply.sent_at}-${index}`} data-testid="message-reply-item" style={{ marginTop: 8 }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {arabicDateTime(reply.sent_at)} — <span dir="ltr">{reply.admin_email}</span>
              </Typography.Text>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {reply.text}
              </Typography.Paragraph>
            </div>
          ))}
        </div>
      )}
      <Space wrap>
        {!message.is_read && (
          <Button icon={<CheckOutlined />} onClick={onMarkRead} data-testid="message-mark-read">
            {T.markRead}
          </Button>
        )}
        <Button type="primary" icon={<MessageOutlined />} onClick={onReply} data-testid="message-reply">
          {T.reply}
        </Button>
        <RecordHistoryButton entity="contact_message" id={message.id} title={message.subject} />
        <DeleteConfirmButton texts={T} onConfirm={onDelete} testId="message-delete" />
      </Space>
    </Card>
  );
}

/**
 * `/admin/messages` (spec §2 "Other admin pages" Contact messages): search plus all/unread/read
 * filter, sort and date range, all on the server with the view in the URL, paged; a
 * 'جديد' badge on unread messages, each message's recorded privacy-policy consent,
 * mark as read, delete after confirmation, a reply dialog that mails the reply and lists
 * previous replies under the message, each message's history; CSV export of the current view;
 * bulk mark read / unread / delete of the selected messages.
 */
export default function MessagesPage() {
  const { notification } = App.useApp();
  const messages = useAdminList<AdminContactMessage>(MESSAGES_VIEW, MESSAGES_SOURCE);
  const { controls, view, refresh, items: list } = messages;
  const unread = useUnreadCount();
  const selection = useSelection(controls.query);
  const bulk = useBulkRunner(MESSAGES_SOURCE, selection);
  const [replying, setReplying] = useState<AdminContactMessage | null>(null);

  const filter = readFilterOf(view.filters.is_read);

  async function markRead(message: AdminContactMessage) {
    try {
      refresh.saved(await markMessageRead(message));
      notification.success({ title: T.markedRead });
    } catch {
      notification.error({ title: T.updateFailed, description: T.updateFailedDescription });
    }
  }

  const remove = useDeleteRecord({ del: deleteMessage, onDeleted: refresh.changed, texts: T });

  async function reply(text: string) {
    if (!replying) return;
    try {
      refresh.saved(await sendReply(replying, text));
      notification.success({ title: T.sent });
      setReplying(null);
    } catch (error) {
      notification.error({ title: T.sendFailed, description: (error as Error).message });
      throw error;
    }
  }

  return (
    <div data-testid="admin-messages">
      <PageHeader title={T.title}>
        <Segmented<ReadFilter>
          value={filter}
          onChange={(next) => controls.setFilters({ is_read: READ_PARAM[next] })}
          options={[
            { value: 'all', label: T.filters.all },
            { value: 'unread', label: unread === undefined ? T.filters.unread : `${T.filters.unread} (${unread})` },
            { value: 'read', label: T.filters.read },
          ]}
          data-testid="message-filter"
        />
        <ListSearch controls={controls} placeholder={T.searchPlaceholder} width={300} testId="message-search" />
      </PageHeader>
      <Space wrap style={{ marginBottom: 16 }}>
        <SortSelect
          controls={controls}
          options={[
            { value: '', label: AR.list.newestFirst },
            { value: 'created_at', label: AR.list.oldestFirst },
            { value: 'name', label: T.sortName },
            { value: 'subject', label: T.sortSubject },
          ]}
          testId="message-sort"
        />
        <DateRangeFilter controls={controls} testId="message-dates" />
        <ExportButton
          path={MESSAGES_SOURCE.path}
          query={controls.exportQuery}
          fileName="messages"
          testId="message-export"
        />
        <SelectPageCheckbox selection={selection} ids={list.map((row) => row.id)} testId="message-select-page" />
      </Space>
      <BulkBar selection={selection} testId="message-bulk">
        <Button
          icon={<CheckOutlined />}
          loading={bulk.busy}
          onClick={() => void bulk.run({ action: 'mark_read' })}
          data-testid="message-bulk-read"
        >
          {T.markRead}
        </Button>
        <Button
          icon={<EyeInvisibleOutlined />}
          loading={bulk.busy}
          onClick={() => void bulk.run({ action: 'mark_unread' })}
          data-testid="message-bulk-unread"
        >
          {T.markUnread}
        </Button>
        <BulkDeleteButton
          count={selection.ids.length}
          busy={bulk.busy}
          onConfirm={() => bulk.run({ action: 'delete' })}
          testId="message-bulk-delete"
        />
      </BulkBar>
      <AdminCardList list={messages} texts={T} testIdPrefix="messages">
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {list.map((message) => (
            <MessageCard
              key={message.id}
              message={message}
              selected={selection.ids.includes(message.id)}
              onSelect={(on) => selection.toggle(message.id, on)}
              onMarkRead={() => void markRead(message)}
              onReply={() => setReplying(message)}
              onDelete={() => remove(message)}
            />
          ))}
        </Space>
      </AdminCardList>
      <ReplyDialog key={replying?.id ?? 'closed'} message={replying} onSend={reply} onClose={() => setReplying(null)} />
    </div>
  );
}
