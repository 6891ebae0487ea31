import { useState, type JSX } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Modal, Pagination, Space, Spin, Typography } from 'antd';
import { Tabs } from '@consulting/ui/antd-tabs';
import { DeleteOutlined, FilePdfOutlined, PictureOutlined } from '@ant-design/icons';
import type { MediaItemRecord, MediaRef } from '@consulting/contracts';
import { adminKeys } from '../../shared/query-client.ts';
import { readListPage } from '../../shared/paged-list.ts';
import { SearchInput } from '../../shared/SearchInput.tsx';
import { MEDIA_SOURCE, mediaRefOf } from './api.ts';
import { MEDIA_GRID_STYLE } from './media-grid.ts';
import { MediaThumb } from './MediaThumb.tsx';
import { MediaUploadForm } from './MediaUploadForm.tsx';
import { formatBytes, MEDIA_AR as T } from './texts.ts';

/** Props of {@link MediaPicker}: an antd `Form.Item` controlled field (value / onChange). */
export interface MediaPickerProps {
  value: MediaRef | null;
  onChange: (ref: MediaRef | null) => void;
  /** Only this kind is offered and accepted (both when absent). */
  kind?: 'image' | 'pdf';
  /** Given to the choose button, so a form label focuses it. */
  id?: string;
  'aria-label'?: string;
}

/** Items a page of the picker's library shows. */
const PICKER_PAGE_SIZE = 12;

/** The list query of the picker's library: page, size, kind and search. */
function pickerQuery(page: number, kind: MediaPickerProps['kind'], q: string): string {
  const query = new URLSearchParams({ page: String(page), page_size: String(PICKER_PAGE_SIZE) });
  if (q) query.set('q', q);
  if (kind) query.set('kind', kind);
  return query.toString();
}

/** The name a PDF is shown by: its title, else the file name it was picked with, else 'PDF'. */
function pdfName(ref: MediaRef, filename: string | undefined): string {
  return ref.alt_ar || ref.alt_en || filename || T.pdf;
}

/** The library inside the picker's dialog: search, a grid of choosable items, pages. */
function LibraryBrowser({
  kind,
  selectedId,
  onPick,
}: {
  kind: MediaPickerProps['kind'];
  selectedId: string | undefined;
  onPick: (item: MediaItemRecord) => void;
}) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const query = pickerQuery(page, kind, q);
  const list = useQuery({
    queryKey: adminKeys.list('media', query),
    queryFn: ({ signal }) => readListPage<MediaItemRecord>(MEDIA_SOURCE, query, signal),
    placeholderData: keepPreviousData,
  });
  const items = list.data?.items ?? [];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <SearchInput
        value={q}
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
        placeholder={T.searchPlaceholder}
        style={{ width: '100%' }}
        testId="media-picker-search"
      />
      {list.isPending ? (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin description={T.loading} />
        </div>
      ) : list.isError ? (
        <Typography.Text type="danger" data-testid="media-picker-error">
          {T.loadFailed(String((list.error as Error | null)?.message ?? ''))}
        </Typography.Text>
      ) : items.length === 0 ? (
        <Empty description={q ? T.noResults : T.empty} data-testid="media-picker-empty" />
      ) : (
        <Spin spinning={list.isPlaceholderData}>
          <div style={{ ...MEDIA_GRID_STYLE, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
            {items.map((item) => (
              <button
                key={item.id}
                type="button"
                onClick={() => onPick(item)}
                aria-pressed={item.id === selectedId}
                aria-label={`${T.select}: ${item.kind === 'image' ? item.alt_ar : pdfName(item, item.filename)}`}
                data-testid="media-picker-item"
                data-id={item.id}
                style={{
                  textAlign: 'start',
                  padding: 6,
                  borderRadius: 8,
                  cursor: 'pointer',
                  background: '#fff',
                  border: item.id === selectedId ? '2px solid #1677ff' : '1px solid #d9d9d9',
                }}
              >
                <MediaThumb media={item} size={100} />
                <Typography.Text ellipsis style={{ display: 'block', marginTop: 4 }} dir="auto">
                  {item.filename}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatBytes(item.size)}
                  {item.kind === 'image' ? ` · ${item.width}×${item.height}` : ''}
                </Typography.Text>
              </button>
            ))}
          </div>
        </Spin>
      )}
      {(list.data?.total ?? 0) > PICKER_PAGE_SIZE && (
        <div style={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination
            size="small"
            current={page}
            pageSize={PICKER_PAGE_SIZE}
            total={list.data?.total ?? 0}
            showSizeChanger={false}
            onChange={setPage}
            data-testid="media-picker-pagination"
          />
        </div>
      )}
    </Space>
  );
}

/**
 * Chooses a file of the media library in the news, team, partner, hero and
 * settings forms, as an antd `Form.Item` controlled field. Shows the current choice (an image's
 * thumbnail, a PDF's title or name) with 'اختيار' and 'إزالة'; 'اختيار' opens a dialog listing
 * the library (only `kind` when given) with search and pages, and an upload tab, so an editor
 * never leaves the form: a pick or an upload calls `onChange` with the item's `MediaRef` and
 * closes the dialog; 'إزالة' calls `onChange(null)`.
 */
export function MediaPicker(props: MediaPickerProps): JSX.Element {
  const { kind, onChange, id } = props;
  const value = props.value ?? null;
  const [open, setOpen] = useState(false);
  // The file name of an item picked here (a MediaRef has none), to name a PDF without a title.
  const [pickedName, setPickedName] = useState<{ id: string; filename: string } | null>(null);
  const pick = (item: MediaItemRecord) => {
    setPickedName({ id: item.id, filename: item.filename });
    onChange(mediaRefOf(item));
    setOpen(false);
  };
  const title = kind === 'image' ? T.pickImageTitle : kind === 'pdf' ? T.pickPdfTitle : T.pickTitle;

  return (
    <div role="group" aria-label={props['aria-label']} data-testid="media-picker">
      <Space align="center" wrap size="middle">
        {value ? (
          value.kind === 'image' ? (
            <div style={{ width: 120 }} data-testid="media-picker-current">
              <MediaThumb media={value} size={80} />
            </div>
          ) : (
            <Typography.Link
              href={value.url}
              target="_blank"
              rel="noopener"
              data-testid="media-picker-current"
              dir="auto"
            >
              <FilePdfOutlined /> {pdfName(value, pickedName?.id === value.id ? pickedName.filename : undefined)}
            </Typography.Link>
          )
        ) : (
          <Typography.Text type="secondary" data-testid="media-picker-none">
            {T.none}
          </Typography.Text>
        )}
        <Button id={id} icon={<PictureOutlined />} onClick={() => setOpen(true)} data-testid="media-picker-choose">
          {T.choose}
        </Button>
        {value && (
          <Button danger icon={<DeleteOutlined />} onClick={() => onChange(null)} data-testid="media-picker-remove">
            {T.remove}
          </Button>
        )}
      </Space>
      <Modal
        open={open}
        title={title}
        onCancel={() => setOpen(false)}
        footer={null}
        width={760}
        destroyOnHidden
        data-testid="media-picker-dialog"
      >
        <Tabs
          items={[
            {
              key: 'library',
              label: T.libraryTab,
              children: <LibraryBrowser kind={kind} selectedId={value?.id} onPick={pick} />,
            },
            {
              key: 'upload',
              label: T.uploadTab,
              children: <MediaUploadForm kind={kind} onUploaded={pick} testIdPrefix="media-picker-upload" />,
            },
          ]}
        />
      </Modal>
    </div>
  );
}
