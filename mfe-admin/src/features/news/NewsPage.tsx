import { App, Button, Card, Space, Tag, Typography } from 'antd';
import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { NEWS_CATEGORIES, type AdminNewsItemRecord, type NewsCategory } from '@consulting/contracts';
import { AR } from '../../texts.ts';
import { AdminCardList, useAdminList } from '../../shared/AdminListBody.tsx';
import { serverErrorText } from '../../shared/admin-api.ts';
import { arabicDate, arabicDateTime } from '../../shared/arabic-date.ts';
import { DeleteConfirmButton } from '../../shared/DeleteConfirmButton.tsx';
import { SortSelect } from '../../shared/list-controls.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useDeleteRecord, useRecordDialog } from '../../shared/record-actions.ts';
import { FilterSelect, ListSearch } from '../../shared/SearchInput.tsx';
import { createNewsItem, createNewsPreview, deleteNewsItem, NEWS_SOURCE, NEWS_VIEW, updateNewsItem } from './api.ts';
import { NewsForm } from './NewsForm.tsx';
import { NEWS_AR as T, NEWS_CATEGORY_AR } from './texts.ts';

/** Spec §1: dates in the Arabic Saudi locale; an unparseable value shows as stored. */
const formatDate = (iso: string) => arabicDate(iso, iso);

const CATEGORY_OPTIONS = NEWS_CATEGORIES.map((value) => ({ value, label: NEWS_CATEGORY_AR[value] }));

/** The visible text of rich text HTML (the browser's parser; nothing in it runs or loads). */
function htmlText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * The publication badges of a row: one per published language, or draft when
 * neither; scheduled with its date and time while `publish_at` is ahead of `now`.
 */
function PublicationBadges({ item, now }: { item: AdminNewsItemRecord; now: number }) {
  const { published_ar: ar, published_en: en } = item;
  const scheduled = item.publish_at && Date.parse(item.publish_at) > now ? item.publish_at : null;
  return (
    <>
      {ar && (
        <Tag color="green" data-testid="news-badge-ar">
          {T.publishedAr}
        </Tag>
      )}
      {en && (
        <Tag color="green" data-testid="news-badge-en">
          {T.publishedEn}
        </Tag>
      )}
      {!ar && !en && (
        <Tag color="orange" data-testid="news-badge-draft">
          {T.draft}
        </Tag>
      )}
      {scheduled && (
        <Tag color="blue" data-testid="news-badge-scheduled">
          {T.scheduled(arabicDateTime(scheduled))}
        </Tag>
      )}
    </>
  );
}

/**
 * Opens the item's signed preview link in a new tab. The tab is opened at the
 * click, before the link is fetched, since a window opened after an await is blocked as a
 * pop-up; it is pointed at the link once it arrives, with no way back to the panel (`opener`).
 */
function usePreview() {
  const { notification } = App.useApp();
  return async (id: string) => {
    const tab = window.open('', '_blank');
    try {
      const url = await createNewsPreview(id);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.open(url, '_blank', 'noopener');
      }
    } catch (error) {
      tab?.close();
      notification.error({ title: T.previewFailed, description: serverErrorText(error) ?? undefined });
    }
  };
}

function NewsRow({
  item,
  onEdit,
  onDelete,
  onPreview,
}: {
  item: AdminNewsItemRecord;
  onEdit: () => void;
  onDelete: () => Promise<void>;
  onPreview: () => void;
}) {
  return (
    <Card data-testid="news-row" data-id={item.id} size="small">
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <div style={{ flex: 1, minWidth: 260 }}>
          <Space size="small" wrap style={{ marginBottom: 4 }}>
            <Typography.Text strong style={{ fontSize: 16 }}>
              {item.title_ar}
            </Typography.Text>
            <PublicationBadges item={item} now={Date.now()} />
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
              {T.arabicChars}: {htmlText(item.content_ar).length}
            </Typography.Text>
            <Typography.Text type="secondary" data-testid="news-chars-en">
              {T.englishChars}: {htmlText(item.content_en).length}
            </Typography.Text>
          </Space>
        </div>
        <Space>
          <Button icon={<EyeOutlined />} onClick={onPreview} data-testid="news-preview">
            {T.preview}
          </Button>
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
 * `/admin/news` (spec §2 "Other admin pages"): search, published/draft and category filters and
 * sort, all on the server with the view in the URL; list with the publication badges
 * per language and the schedule, created and last-updated dates, character counts of
 * both contents' text, pages; a preview button opening the item's signed link in a new tab;
 * add/edit dialog (with the item's history), delete after confirmation; toasts from spec §8.
 */
export default function NewsPage() {
  const news = useAdminList<AdminNewsItemRecord>(NEWS_VIEW, NEWS_SOURCE);
  const { controls, view, refresh } = news;
  const dialog = useRecordDialog({ create: createNewsItem, update: updateNewsItem, onSaved: refresh.saved, texts: T });
  const remove = useDeleteRecord({ del: deleteNewsItem, onDeleted: refresh.changed, texts: T });
  const preview = usePreview();

  return (
    <div data-testid="admin-news">
      <PageHeader title={T.title}>
        <ListSearch controls={controls} placeholder={T.searchPlaceholder} width={280} testId="admin-search" />
        <FilterSelect<'true' | 'false'>
          value={view.filters.is_published as 'true' | 'false' | undefined}
          onChange={(is_published) => controls.setFilters({ is_published })}
          label={AR.list.filterPublished}
          allLabel={AR.list.all}
          options={[
            { value: 'true', label: T.published },
            { value: 'false', label: T.draft },
          ]}
          testId="news-published-filter"
          width={120}
        />
        <FilterSelect<NewsCategory>
          value={view.filters.category as NewsCategory | undefined}
          onChange={(category) => controls.setFilters({ category })}
          label={AR.list.filterCategory}
          allLabel={T.fields.category}
          options={CATEGORY_OPTIONS}
          testId="news-category-filter"
          width={150}
        />
        <SortSelect
          controls={controls}
          options={[
            { value: '', label: AR.list.newestFirst },
            { value: 'created_at', label: AR.list.oldestFirst },
            { value: '-updated_at', label: AR.list.recentlyUpdated },
            { value: 'title_ar', label: T.fields.title_ar },
            { value: 'title_en', label: T.fields.title_en },
          ]}
          testId="news-sort"
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.openDialog(null)} data-testid="news-add">
          {T.add}
        </Button>
      </PageHeader>
      <AdminCardList list={news} texts={T} testIdPrefix="news">
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {news.items.map((item) => (
            <NewsRow
              key={item.id}
              item={item}
              onEdit={() => dialog.openDialog(item)}
              onDelete={() => remove(item)}
              onPreview={() => void preview(item.id)}
            />
          ))}
        </Space>
      </AdminCardList>
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
