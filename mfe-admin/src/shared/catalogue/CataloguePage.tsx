import { useState } from 'react';
import { App, Button, Card, Col, Empty, Input, Popconfirm, Result, Row, Space, Spin, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import {
  createCatalogueRecord,
  deleteCatalogueRecord,
  updateCatalogueRecord,
  useCatalogueList,
  type CatalogueConfig,
  type CatalogueInput,
  type CatalogueRecord,
  type NameKey,
} from './catalogue-api.ts';
import { CatalogueForm } from './CatalogueForm.tsx';

/** One of a record's two names (`${N}_ar` or `${N}_en`). */
function nameOf<N extends string>(record: CatalogueRecord<N>, key: NameKey<N>): string {
  const names: Record<NameKey<N>, string> = record;
  return names[key];
}

/**
 * An admin catalogue page (spec §2 "Other admin pages": /admin/services, /admin/sectors):
 * search on the Arabic or English name, card grid, add/edit dialog, delete after confirmation,
 * empty, loading and error states; toasts from spec §8. Everything that differs between
 * catalogues (endpoint, names, texts, test ids, default icon) comes from `config`.
 */
export function CataloguePage<N extends string, R extends CatalogueRecord<N>>({
  config,
}: {
  config: CatalogueConfig<N>;
}) {
  const { texts: T, testIds } = config;
  const ar: NameKey<N> = `${config.nameField}_ar`;
  const en: NameKey<N> = `${config.nameField}_en`;
  const { notification } = App.useApp();
  const records = useCatalogueList<N, R>(config);
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<{ record: R | null } | null>(null);
  // A fresh dialog (and form store) per opening: antd keeps a form instance's values across
  // openings, so an edit after an add would otherwise show stale or empty fields.
  const [dialogKey, setDialogKey] = useState(0);
  function openDialog(record: R | null) {
    setDialogKey((k) => k + 1);
    setDialog({ record });
  }

  const list = records.state === 'ready' ? records.items : [];
  const q = query.trim().toLowerCase();
  const shown = list.filter(
    (r) => !q || nameOf(r, ar).toLowerCase().includes(q) || nameOf(r, en).toLowerCase().includes(q),
  );

  async function submit(input: CatalogueInput<N>) {
    const editing = dialog?.record ?? null;
    try {
      const saved = editing
        ? await updateCatalogueRecord<N, R>(config, editing.id, input)
        : await createCatalogueRecord<N, R>(config, input);
      records.put(saved);
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

  async function remove(record: R) {
    try {
      await deleteCatalogueRecord(config, record.id);
      records.remove(record.id);
      notification.success({ title: T.deleted });
    } catch {
      notification.error({ title: T.deleteFailed, description: T.deleteFailedDescription });
    }
  }

  let body;
  if (records.state === 'loading') {
    body = (
      <div style={{ textAlign: 'center', padding: '4rem 0' }} data-testid={`${testIds.list}-loading`}>
        <Spin size="large" description={T.loading} />
      </div>
    );
  } else if (records.state === 'error') {
    body = (
      <Result
        status="error"
        title={T.loadFailed(records.message)}
        extra={
          <Button onClick={records.reload} data-testid={`${testIds.list}-retry`}>
            {T.retry}
          </Button>
        }
        data-testid={`${testIds.list}-error`}
      />
    );
  } else if (shown.length === 0) {
    body = <Empty description={list.length === 0 ? T.empty : T.noResults} data-testid={`${testIds.list}-empty`} />;
  } else {
    body = (
      <Row gutter={[16, 16]}>
        {shown.map((record) => (
          <Col key={record.id} xs={24} md={12} xl={8}>
            <Card
              data-testid={`${testIds.item}-card`}
              data-id={record.id}
              title={nameOf(record, ar)}
              extra={
                <Tag color={record.is_active ? 'green' : 'default'}>{record.is_active ? T.active : T.inactive}</Tag>
              }
              actions={[
                <Button
                  key="edit"
                  type="text"
                  icon={<EditOutlined />}
                  onClick={() => openDialog(record)}
                  data-testid={`${testIds.item}-edit`}
                >
                  {T.edit}
                </Button>,
                <Popconfirm
                  key="delete"
                  title={T.confirmDelete}
                  okText={T.delete}
                  cancelText={T.cancel}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(record)}
                >
                  <Button type="text" danger icon={<DeleteOutlined />} data-testid={`${testIds.item}-delete`}>
                    {T.delete}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <Typography.Paragraph type="secondary" dir="ltr" style={{ textAlign: 'right', marginBottom: 8 }}>
                {nameOf(record, en)}
              </Typography.Paragraph>
              <Typography.Paragraph ellipsis={{ rows: 3 }}>{record.description_ar}</Typography.Paragraph>
              <Space size="small" wrap>
                <Tag dir="ltr">{record.icon}</Tag>
                <Tag>
                  {T.sortOrderLabel}: {record.sort_order}
                </Tag>
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <div data-testid={`admin-${testIds.list}`}>
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
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => openDialog(null)}
          data-testid={`${testIds.item}-add`}
        >
          {T.add}
        </Button>
      </div>
      {body}
      <CatalogueForm
        key={dialogKey}
        config={config}
        open={dialog !== null}
        record={dialog?.record ?? null}
        onSubmit={submit}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
