import { useState } from 'react';
import { App, Button, Card, Col, Empty, Input, Popconfirm, Result, Row, Space, Spin, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { SectorRecord } from '@consulting/contracts';
import { createSector, deleteSector, updateSector, useAdminSectors, type SectorInput } from './api.ts';
import { SectorForm } from './SectorForm.tsx';
import { SECTORS_AR as T } from './texts.ts';

/** Spec §2: the search matches the Arabic or the English title, case-insensitively. */
function matches(sector: SectorRecord, query: string): boolean {
  const q = query.trim().toLowerCase();
  return !q || sector.name_ar.toLowerCase().includes(q) || sector.name_en.toLowerCase().includes(q);
}

/**
 * `/admin/sectors` (spec §2 "Other admin pages"): search, card grid, add/edit dialog, delete
 * after confirmation, empty, loading and error states; toasts from spec §8.
 */
export default function SectorsPage() {
  const { notification } = App.useApp();
  const sectors = useAdminSectors();
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<{ sector: SectorRecord | null } | null>(null);
  // A fresh dialog (and form store) per opening: antd keeps a form instance's values across
  // openings, so an edit after an add would otherwise show stale or empty fields.
  const [dialogKey, setDialogKey] = useState(0);
  function openDialog(sector: SectorRecord | null) {
    setDialogKey((k) => k + 1);
    setDialog({ sector });
  }

  const list = sectors.state === 'ready' ? sectors.sectors : [];
  const shown = list.filter((s) => matches(s, query));

  async function submit(input: SectorInput) {
    const editing = dialog?.sector ?? null;
    try {
      const saved = editing ? await updateSector(editing.id, input) : await createSector(input);
      sectors.put(saved);
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

  async function remove(sector: SectorRecord) {
    try {
      await deleteSector(sector.id);
      sectors.drop(sector.id);
      notification.success({ title: T.deleted });
    } catch {
      notification.error({ title: T.deleteFailed, description: T.deleteFailedDescription });
    }
  }

  let body;
  if (sectors.state === 'loading') {
    body = (
      <div style={{ textAlign: 'center', padding: '4rem 0' }} data-testid="sectors-loading">
        <Spin size="large" description={T.loading} />
      </div>
    );
  } else if (sectors.state === 'error') {
    body = (
      <Result
        status="error"
        title={T.loadFailed(sectors.message)}
        extra={
          <Button onClick={sectors.reload} data-testid="sectors-retry">
            {T.retry}
          </Button>
        }
        data-testid="sectors-error"
      />
    );
  } else if (shown.length === 0) {
    body = <Empty description={list.length === 0 ? T.empty : T.noResults} data-testid="sectors-empty" />;
  } else {
    body = (
      <Row gutter={[16, 16]}>
        {shown.map((sector) => (
          <Col key={sector.id} xs={24} md={12} xl={8}>
            <Card
              data-testid="sector-card"
              data-id={sector.id}
              title={sector.name_ar}
              extra={
                <Tag color={sector.is_active ? 'green' : 'default'}>{sector.is_active ? T.active : T.inactive}</Tag>
              }
              actions={[
                <Button
                  key="edit"
                  type="text"
                  icon={<EditOutlined />}
                  onClick={() => openDialog(sector)}
                  data-testid="sector-edit"
                >
                  {T.edit}
                </Button>,
                <Popconfirm
                  key="delete"
                  title={T.confirmDelete}
                  okText={T.delete}
                  cancelText={T.cancel}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(sector)}
                >
                  <Button type="text" danger icon={<DeleteOutlined />} data-testid="sector-delete">
                    {T.delete}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <Typography.Paragraph type="secondary" dir="ltr" style={{ textAlign: 'right', marginBottom: 8 }}>
                {sector.name_en}
              </Typography.Paragraph>
              <Typography.Paragraph ellipsis={{ rows: 3 }}>{sector.description_ar}</Typography.Paragraph>
              <Space size="small" wrap>
                <Tag dir="ltr">{sector.icon}</Tag>
                <Tag>
                  {T.sortOrderLabel}: {sector.sort_order}
                </Tag>
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <div data-testid="admin-sectors">
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
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openDialog(null)} data-testid="sector-add">
          {T.add}
        </Button>
      </div>
      {body}
      <SectorForm
        key={dialogKey}
        open={dialog !== null}
        sector={dialog?.sector ?? null}
        onSubmit={submit}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
