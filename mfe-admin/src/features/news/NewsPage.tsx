import { useState } from 'react';
import { App, Button, Card, Empty, Input, Popconfirm, Result, Space, Spin, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { AdminNewsItemRecord } from '@consulting/contracts';
import { createNewsItem, deleteNewsItem, updateNewsItem, useAdminNews, type NewsInput } from './api.ts';
import { NewsForm } from './NewsForm.tsx';
import { NEWS_AR as T, NEWS_CATEGORY_AR } from './texts.ts';

/** Spec §1: dates in the Arabic Saudi locale. */
function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('ar-SA', { year: 'numeric', month: 'long', day: 'numeric' });
}

function matches(item: AdminNewsItemRecord, query: string): boolean {
  const q = query.trim().toLowerCase();
  return !q || item.title_ar.toLowerCase().includes(q) || item.title_en.toLowerCase().includes(q);
}

function NewsRow({
  item,
  onEdit,
  onDelete,
}: {
  item: AdminNewsItemRecord;
  onEdit: () => void;
  onDelete: () => Promise<void>;
}) {
  const published = item.is_published === 1;
  return (
    <Card data-testid="news-row" data-id={item.id} size="small">
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <div style={{ flex: 1, minWidth: 260 }}>
          <Space size="small" wrap style={{ marginBottom: 4 }}>
            <Typography.Text strong style={{ fontSize: 16 }}>
              {item.title_ar}
            </Typography.Text>
            <Tag color={published ? 'green' : 'orange'} data-testid="news-status-badge">
              {published ? T.published : T.draft}
            </Tag>
            {item.featured && <Tag color="gold">{T.featured}</Tag>}
            <Tag>{NEWS_CATEGORY_AR[item.category] ?? item.category}</Tag>
          </Space>
          <Typography.Paragraph type="secondary" dir="ltr" style={{ textAlign: 'right', marginBottom: 4 }}>
            {item.title_en}
          </Typography.Paragraph>
          <Space size="large" wrap>
            <Typography.Text type="secondary" data-testid="news-created">
              {T.createdAt}: {formatDate(item.created_at)}
            </Typography.Text>
            <Typography.Text type="secondary" data-testid="news-updated">
              {T.updatedAt}: {formatDate(item.updated_at)}
            </Typography.Text>
            <Typography.Text type="secondary" data-testid="news-chars-ar">
              {T.arabicChars}: {item.content_ar.length}
            </Typography.Text>
            <Typography.Text type="secondary" data-testid="news-chars-en">
              {T.englishChars}: {item.content_en.length}
            </Typography.Text>
          </Space>
        </div>
        <Space>
          <Button icon={<EditOutlined />} onClick={onEdit} data-testid="news-edit">
            {T.edit}
          </Button>
          <Popconfirm
            title={T.confirmDelete}
            okText={T.delete}
            cancelText={T.cancel}
            okButtonProps={{ danger: true }}
            onConfirm={onDelete}
          >
            <Button danger icon={<DeleteOutlined />} data-testid="news-delete">
              {T.delete}
            </Button>
          </Popconfirm>
        </Space>
      </div>
    </Card>
  );
}

/**
 * `/admin/news` (spec §2 "Other admin pages"): search, list with published/draft badge, created
 * and last-updated dates, character counts of both contents, add/edit dialog, delete after
 * confirmation; toasts from spec §8.
 */
export default function NewsPage() {
  const { notification } = App.useApp();
  const news = useAdminNews();
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<{ item: AdminNewsItemRecord | null } | null>(null);
  // A fresh dialog (and form store) per opening: antd keeps a form instance's values across
  // openings, so an edit after an add would otherwise show stale or empty fields.
  const [dialogKey, setDialogKey] = useState(0);
  function openDialog(item: AdminNewsItemRecord | null) {
    setDialogKey((k) => k + 1);
    setDialog({ item });
  }

  const list = news.state === 'ready' ? news.items : [];
  const shown = list.filter((n) => matches(n, query));

  async function submit(input: NewsInput) {
    const editing = dialog?.item ?? null;
    try {
      const saved = editing ? await updateNewsItem(editing.id, input) : await createNewsItem(input);
      news.put(saved);
      notification.success({ title: editing ? T.updated : T.added });
      setDialog(null);
    } catch (error) {
      notification.error({
        title: editing ? T.updateFailed : T.addFailed,
        description: editing ? T.updateFailedDescription : T.addFailedDescription,
      });
      throw error;
    }
  }

  async function remove(item: AdminNewsItemRecord) {
    try {
      await deleteNewsItem(item.id);
      news.remove(item.id);
      notification.success({ title: T.deleted });
    } catch {
      notification.error({ title: T.deleteFailed, description: T.deleteFailedDescription });
    }
  }

  let body;
  if (news.state === 'loading') {
    body = (
      <div style={{ textAlign: 'center', padding: '4rem 0' }} data-testid="news-loading">
        <Spin size="large" description={T.loading} />
      </div>
    );
  } else if (news.state === 'error') {
    body = (
      <Result
        status="error"
        title={T.loadFailed(news.message)}
        extra={
          <Button onClick={news.reload} data-testid="news-retry">
            {T.retry}
          </Button>
        }
        data-testid="news-error"
      />
    );
  } else if (shown.length === 0) {
    body = <Empty description={list.length === 0 ? T.empty : T.noResults} data-testid="news-empty" />;
  } else {
    body = (
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {shown.map((item) => (
          <NewsRow key={item.id} item={item} onEdit={() => openDialog(item)} onDelete={() => remove(item)} />
        ))}
      </Space>
    );
  }

  return (
    <div data-testid="admin-news">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 24 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 26, flex: '1 1 auto', minWidth: 'max-content' }}>
          {T.title}
        </Typography.Title>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={T.searchPlaceholder}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          style={{ width: 280, maxWidth: '100%' }}
          data-testid="admin-search"
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openDialog(null)} data-testid="news-add">
          {T.add}
        </Button>
      </div>
      {body}
      <NewsForm
        key={dialogKey}
        open={dialog !== null}
        item={dialog?.item ?? null}
        onSubmit={submit}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
