import { useState } from 'react';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { AdminListBody } from '../../shared/AdminListBody.tsx';
import { arabicDate } from '../../shared/arabic-date.ts';
import { DeleteConfirmButton } from '../../shared/DeleteConfirmButton.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useDeleteRecord, useRecordDialog } from '../../shared/record-actions.ts';
import { SearchInput } from '../../shared/SearchInput.tsx';
import { matchesQuery } from '../../shared/text-search.ts';
import type { AdminNewsItemRecord } from '@consulting/contracts';
import { createNewsItem, deleteNewsItem, updateNewsItem, useAdminNews } from './api.ts';
import { NewsForm } from './NewsForm.tsx';
import { NEWS_AR as T, NEWS_CATEGORY_AR } from './texts.ts';

/** Spec §1: dates in the Arabic Saudi locale; an unparseable value shows as stored. */
const formatDate = (iso: string) => arabicDate(iso, iso);

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
          <DeleteConfirmButton texts={T} onConfirm={onDelete} testId="news-delete" />
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
  const news = useAdminNews();
  const [query, setQuery] = useState('');
  const dialog = useRecordDialog({ create: createNewsItem, update: updateNewsItem, put: news.put, texts: T });
  const remove = useDeleteRecord({ del: deleteNewsItem, drop: news.remove, texts: T });

  const list = news.state === 'ready' ? news.items : [];
  const shown = list.filter((n) => matchesQuery(query, [n.title_ar, n.title_en]));

  return (
    <div data-testid="admin-news">
      <PageHeader title={T.title}>
        <SearchInput
          value={query}
          onSearch={setQuery}
          placeholder={T.searchPlaceholder}
          style={{ width: 280, maxWidth: '100%' }}
          testId="admin-search"
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.openDialog(null)} data-testid="news-add">
          {T.add}
        </Button>
      </PageHeader>
      <AdminListBody
        list={news}
        texts={T}
        testIdPrefix="news"
        emptyText={shown.length > 0 ? null : list.length === 0 ? T.empty : T.noResults}
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {shown.map((item) => (
            <NewsRow key={item.id} item={item} onEdit={() => dialog.openDialog(item)} onDelete={() => remove(item)} />
          ))}
        </Space>
      </AdminListBody>
      <NewsForm
        key={dialog.dialogKey}
        open={dialog.open}
        item={dialog.record}
        onSubmit={dialog.submit}
        onClose={dialog.closeDialog}
      />
    </div>
  );
}
