import { useState } from 'react';
import { App, Button, Card, Segmented, Space, Tag, Typography } from 'antd';
import { CheckOutlined, MessageOutlined } from '@ant-design/icons';
import { AdminListBody } from '../../shared/AdminListBody.tsx';
import { DeleteConfirmButton } from '../../shared/DeleteConfirmButton.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useDeleteRecord } from '../../shared/record-actions.ts';
import { SearchInput } from '../../shared/SearchInput.tsx';
import { matchesQuery } from '../../shared/text-search.ts';
import { deleteMessage, markMessageRead, sendReply, useAdminMessages, type AdminContactMessage } from './api.ts';
import { ReplyDialog } from './ReplyDialog.tsx';
import { MESSAGES_AR as T } from './texts.ts';

type ReadFilter = 'all' | 'unread' | 'read';

/** Spec §1: dates in the Arabic Saudi locale. */
function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('ar-SA', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      });
}

function matches(message: AdminContactMessage, filter: ReadFilter, query: string): boolean {
  if (filter === 'unread' && message.is_read) return false;
  if (filter === 'read' && !message.is_read) return false;
  return matchesQuery(query, [
    message.name,
    message.email,
    message.subject,
    message.message,
    message.company,
    message.phone,
  ]);
}

function MessageCard({
  message,
  onMarkRead,
  onReply,
  onDelete,
}: {
  message: AdminContactMessage;
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
          <span>{message.subject}</span>
          {!message.is_read && (
            <Tag color="blue" data-testid="message-new-badge">
              {T.newBadge}
            </Tag>
          )}
        </Space>
      }
      extra={<Typography.Text type="secondary">{formatDateTime(message.created_at)}</Typography.Text>}
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
      {replies.length > 0 && (
        <div
          data-testid="message-replies"
          style={{ background: '#f6ffed', padding: 12, borderRadius: 8, marginBottom: 12 }}
        >
          <Typography.Text strong>{T.previousReplies}</Typography.Text>
          {replies.map((reply, index) => (
            <div key={`${reply.sent_at}-${index}`} data-testid="message-reply-item" style={{ marginTop: 8 }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDateTime(reply.sent_at)} — <span dir="ltr">{reply.admin_email}</span>
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
        <DeleteConfirmButton texts={T} onConfirm={onDelete} testId="message-delete" />
      </Space>
    </Card>
  );
}

/**
 * `/admin/messages` (spec §2 "Other admin pages" Contact messages): search, all/unread/read
 * filter, a 'جديد' badge on unread messages, mark as read, delete after confirmation and a reply
 * dialog that mails the reply and lists previous replies under the message.
 */
export default function MessagesPage() {
  const { notification } = App.useApp();
  const messages = useAdminMessages();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<ReadFilter>('all');
  const [replying, setReplying] = useState<AdminContactMessage | null>(null);

  const list = messages.state === 'ready' ? messages.items : [];
  const shown = list.filter((m) => matches(m, filter, query));
  const unread = list.filter((m) => !m.is_read).length;

  async function markRead(message: AdminContactMessage) {
    try {
      messages.replace(await markMessageRead(message));
      notification.success({ title: T.markedRead });
    } catch {
      notification.error({ title: T.updateFailed, description: T.updateFailedDescription });
    }
  }

  const remove = useDeleteRecord({ del: deleteMessage, drop: messages.remove, texts: T });

  async function reply(text: string) {
    if (!replying) return;
    try {
      messages.replace(await sendReply(replying, text));
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
          onChange={setFilter}
          options={[
            { value: 'all', label: T.filters.all },
            { value: 'unread', label: `${T.filters.unread} (${unread})` },
            { value: 'read', label: T.filters.read },
          ]}
          data-testid="message-filter"
        />
        <SearchInput
          value={query}
          onSearch={setQuery}
          placeholder={T.searchPlaceholder}
          style={{ width: 300, maxWidth: '100%' }}
          testId="message-search"
        />
      </PageHeader>
      <AdminListBody
        list={messages}
        texts={T}
        testIdPrefix="messages"
        emptyText={shown.length > 0 ? null : list.length === 0 ? T.empty : T.noResults}
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {shown.map((message) => (
            <MessageCard
              key={message.id}
              message={message}
              onMarkRead={() => void markRead(message)}
              onReply={() => setReplying(message)}
              onDelete={() => remove(message)}
            />
          ))}
        </Space>
      </AdminListBody>
      <ReplyDialog key={replying?.id ?? 'closed'} message={replying} onSend={reply} onClose={() => setReplying(null)} />
    </div>
  );
}
