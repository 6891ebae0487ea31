import { useState } from 'react';
import { App, Button, Card, Empty, Input, Popconfirm, Result, Segmented, Space, Spin, Tag, Typography } from 'antd';
import { CheckOutlined, DeleteOutlined, MessageOutlined, SearchOutlined } from '@ant-design/icons';
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
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [message.name, message.email, message.subject, message.message, message.company, message.phone].some((v) =>
    (v ?? '').toLowerCase().includes(q),
  );
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
        <Popconfirm
          title={T.confirmDelete}
          okText={T.delete}
          cancelText={T.cancel}
          okButtonProps={{ danger: true }}
          onConfirm={onDelete}
        >
          <Button danger icon={<DeleteOutlined />} data-testid="message-delete">
            {T.delete}
          </Button>
        </Popconfirm>
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

  async function remove(message: AdminContactMessage) {
    try {
      await deleteMessage(message.id);
      messages.remove(message.id);
      notification.success({ title: T.deleted });
    } catch {
      notification.error({ title: T.deleteFailed, description: T.deleteFailedDescription });
    }
  }

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

  let body;
  if (messages.state === 'loading') {
    body = (
      <div style={{ textAlign: 'center', padding: '4rem 0' }} data-testid="messages-loading">
        <Spin size="large" description={T.loading} />
      </div>
    );
  } else if (messages.state === 'error') {
    body = (
      <Result
        status="error"
        title={T.loadFailed(messages.message)}
        extra={
          <Button onClick={messages.reload} data-testid="messages-retry">
            {T.retry}
          </Button>
        }
        data-testid="messages-error"
      />
    );
  } else if (shown.length === 0) {
    body = <Empty description={list.length === 0 ? T.empty : T.noResults} data-testid="messages-empty" />;
  } else {
    body = (
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
    );
  }

  return (
    <div data-testid="admin-messages">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 24 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 26, flex: '1 1 auto', minWidth: 'max-content' }}>
          {T.title}
        </Typography.Title>
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
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={T.searchPlaceholder}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          style={{ width: 300, maxWidth: '100%' }}
          data-testid="message-search"
        />
      </div>
      {body}
      <ReplyDialog key={replying?.id ?? 'closed'} message={replying} onSend={reply} onClose={() => setReplying(null)} />
    </div>
  );
}
