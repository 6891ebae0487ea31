import { useState } from 'react';
import { Alert, App, Button, Card, Modal, Space, Tag, Typography } from 'antd';
import { EditOutlined, ExportOutlined, UploadOutlined } from '@ant-design/icons';
import type { MediaItemRecord } from '@consulting/contracts';
import { serverErrorText } from '../../shared/admin-api.ts';
import { AdminCardList, useAdminList } from '../../shared/AdminListBody.tsx';
import { DeleteConfirmButton } from '../../shared/DeleteConfirmButton.tsx';
import { FormModal } from '../../shared/FormModal.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { FilterSelect, ListSearch } from '../../shared/SearchInput.tsx';
import { deleteMedia, MEDIA_SOURCE, MEDIA_VIEW, updateMediaAlt, type MediaKind } from './api.ts';
import { MEDIA_GRID_STYLE } from './media-grid.ts';
import { MediaThumb } from './MediaThumb.tsx';
import { AltTextFields, MediaUploadForm } from './MediaUploadForm.tsx';
import { formatBytes, MEDIA_AR as T } from './texts.ts';
import { AR } from '../../texts.ts';

function MediaCard({
  item,
  onEdit,
  onDelete,
}: {
  item: MediaItemRecord;
  onEdit: () => void;
  onDelete: () => Promise<void>;
}) {
  return (
    <Card size="small" data-testid="media-card" data-id={item.id} cover={<MediaThumb media={item} />}>
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <Typography.Text strong ellipsis={{ tooltip: item.filename }} dir="auto" data-testid="media-filename">
          {item.filename}
        </Typography.Text>
        <Space size={4} wrap>
          <Tag color={item.kind === 'image' ? 'blue' : 'red'}>{item.kind === 'image' ? T.image : T.pdf}</Tag>
          <Typography.Text type="secondary" data-testid="media-size">
            {formatBytes(item.size)}
          </Typography.Text>
          {item.kind === 'image' && (
            <Typography.Text type="secondary" data-testid="media-dimensions">
              {T.dimensions(item.width, item.height)}
            </Typography.Text>
          )}
        </Space>
        <Typography.Text dir="rtl" lang="ar" ellipsis={{ tooltip: item.alt_ar }} data-testid="media-alt-ar">
          {item.alt_ar || '—'}
        </Typography.Text>
        <Typography.Text
          dir="ltr"
          lang="en"
          type="secondary"
          ellipsis={{ tooltip: item.alt_en }}
          style={{ textAlign: 'left' }}
          data-testid="media-alt-en"
        >
          {item.alt_en || '—'}
        </Typography.Text>
        <Space size={4} wrap>
          <Button size="small" icon={<EditOutlined />} onClick={onEdit} data-testid="media-edit">
            {T.edit}
          </Button>
          <Button
            size="small"
            icon={<ExportOutlined />}
            href={item.url}
            target="_blank"
            rel="noopener"
            data-testid="media-open"
          >
            {T.open}
          </Button>
          <DeleteConfirmButton texts={T} onConfirm={onDelete} testId="media-delete" />
        </Space>
      </Space>
    </Card>
  );
}

/** The alt-text dialog: both languages, each in its direction; the server's refusal shown as worded. */
function EditAltDialog({
  item,
  onClose,
  onSaved,
}: {
  item: MediaItemRecord;
  onClose: () => void;
  onSaved: (item: MediaItemRecord) => void;
}) {
  const { notification } = App.useApp();
  const [altAr, setAltAr] = useState(item.alt_ar);
  const [altEn, setAltEn] = useState(item.alt_en);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const image = item.kind === 'image';

  async function submit() {
    if (image && (!altAr.trim() || !altEn.trim())) return setError(T.altRequired);
    setBusy(true);
    try {
      onSaved(await updateMediaAlt(item.id, { alt_ar: altAr, alt_en: altEn }));
      notification.success({ title: T.updated });
      onClose();
    } catch (failure) {
      const message = serverErrorText(failure) ?? T.updateFailed;
      setError(message);
      notification.error({ title: T.updateFailed, description: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormModal
      open
      title={T.editTitle}
      onClose={onClose}
      submitText={T.save}
      submitTestId="media-alt-save"
      busy={busy}
      onSubmit={submit}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <MediaThumb media={item} size={120} />
        <AltTextFields
          pdf={!image}
          ar={altAr}
          en={altEn}
          onAr={setAltAr}
          onEn={setAltEn}
          testIdPrefix="media-alt-edit"
        />
        {error && <Alert type="error" showIcon title={error} data-testid="media-alt-error" />}
      </Space>
    </FormModal>
  );
}

/**
 * `/admin/media`: the media library. Upload (a file with its alt text in both languages), a grid of
 * thumbnails (the smallest WebP variant) with file name, size and pixel size, edit of the alt
 * texts, delete after confirmation; images/PDFs filter, search in names and alt texts and pages,
 * all on the server with the view in the URL. The server's refusals are shown as it words them.
 */
export default function MediaPage() {
  const { notification } = App.useApp();
  const media = useAdminList<MediaItemRecord>(MEDIA_VIEW, MEDIA_SOURCE);
  const { controls, view, refresh } = media;
  const [uploadOpen, setUploadOpen] = useState(false);
  const [editing, setEditing] = useState<MediaItemRecord | null>(null);

  async function remove(item: MediaItemRecord) {
    try {
      await deleteMedia(item.id);
      refresh.changed();
      notification.success({ title: T.deleted });
    } catch (failure) {
      notification.error({ title: T.deleteFailed, description: serverErrorText(failure) ?? undefined });
    }
  }

  return (
    <div data-testid="admin-media">
      <PageHeader title={T.title}>
        <ListSearch controls={controls} placeholder={T.searchPlaceholder} width={280} testId="admin-search" />
        <FilterSelect<MediaKind>
          value={view.filters.kind as MediaKind | undefined}
          onChange={(kind) => controls.setFilters({ kind })}
          label={AR.list.filterKind}
          allLabel={T.kindAll}
          options={[
            { value: 'image', label: T.images },
            { value: 'pdf', label: T.pdfs },
          ]}
          testId="media-kind-filter"
          width={140}
        />
        <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploadOpen(true)} data-testid="media-add">
          {T.upload}
        </Button>
      </PageHeader>
      <AdminCardList list={media} texts={T} testIdPrefix="media">
        <div style={MEDIA_GRID_STYLE}>
          {media.items.map((item) => (
            <MediaCard key={item.id} item={item} onEdit={() => setEditing(item)} onDelete={() => remove(item)} />
          ))}
        </div>
      </AdminCardList>
      <Modal
        open={uploadOpen}
        title={T.uploadTitle}
        onCancel={() => setUploadOpen(false)}
        footer={null}
        destroyOnHidden
      >
        <MediaUploadForm onUploaded={() => setUploadOpen(false)} />
      </Modal>
      {editing && (
        <EditAltDialog
          key={editing.id}
          item={editing}
          onClose={() => setEditing(null)}
          onSaved={(item) => refresh.saved(item)}
        />
      )}
    </div>
  );
}
