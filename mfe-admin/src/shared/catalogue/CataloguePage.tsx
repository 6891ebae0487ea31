import { useState } from 'react';
import { Button, Card, Col, Row, Space, Tag, Typography } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { AdminListBody } from '../AdminListBody.tsx';
import { DeleteConfirmButton } from '../DeleteConfirmButton.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { useDeleteRecord, useRecordDialog } from '../record-actions.ts';
import { SearchInput } from '../SearchInput.tsx';
import { matchesQuery } from '../text-search.ts';
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
  const records = useCatalogueList<N, R>(config);
  const [query, setQuery] = useState('');
  const dialog = useRecordDialog<R, CatalogueInput<N>>({
    create: (input) => createCatalogueRecord<N, R>(config, input),
    update: (id, input) => updateCatalogueRecord<N, R>(config, id, input),
    put: records.put,
    texts: T,
  });
  const remove = useDeleteRecord({ del: (id) => deleteCatalogueRecord(config, id), drop: records.remove, texts: T });

  const list = records.state === 'ready' ? records.items : [];
  const shown = list.filter((r) => matchesQuery(query, [nameOf(r, ar), nameOf(r, en)]));

  return (
    <div data-testid={`admin-${testIds.list}`}>
      <PageHeader title={T.title}>
        <SearchInput
          value={query}
          onSearch={setQuery}
          placeholder={T.searchPlaceholder}
          style={{ width: 280, maxWidth: '100%' }}
          testId="admin-search"
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => dialog.openDialog(null)}
          data-testid={`${testIds.item}-add`}
        >
          {T.add}
        </Button>
      </PageHeader>
      <AdminListBody
        list={records}
        texts={T}
        testIdPrefix={testIds.list}
        emptyText={shown.length > 0 ? null : list.length === 0 ? T.empty : T.noResults}
      >
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
                    onClick={() => dialog.openDialog(record)}
                    data-testid={`${testIds.item}-edit`}
                  >
                    {T.edit}
                  </Button>,
                  <DeleteConfirmButton
                    key="delete"
                    type="text"
                    texts={T}
                    onConfirm={() => remove(record)}
                    testId={`${testIds.item}-delete`}
                  />,
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
      </AdminListBody>
      <CatalogueForm
        key={dialog.dialogKey}
        config={config}
        open={dialog.open}
        record={dialog.record}
        onSubmit={dialog.submit}
        onClose={dialog.closeDialog}
      />
    </div>
  );
}
