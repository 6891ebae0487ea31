import { Button, Card, Col, Row, Space, Tag, Typography } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { AR } from '../../texts.ts';
import { AdminCardList, useAdminList } from '../AdminListBody.tsx';
import { DeleteConfirmButton } from '../DeleteConfirmButton.tsx';
import { SortSelect } from '../list-controls.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { useDeleteRecord, useRecordDialog } from '../record-actions.ts';
import { FilterSelect, ListSearch } from '../SearchInput.tsx';
import {
  catalogueSource,
  catalogueViewSpec,
  createCatalogueRecord,
  deleteCatalogueRecord,
  updateCatalogueRecord,
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
 * search on the Arabic or English name, active filter and sort, all on the server with the view
 * in the URL, card grid paged, add/edit dialog (with the record's history), delete
 * after confirmation, empty, loading and error states; toasts from spec §8. Everything that
 * differs between catalogues (endpoint, names, texts, test ids, default icon) comes from `config`.
 */
export function CataloguePage<N extends string, R extends CatalogueRecord<N>>({
  config,
}: {
  config: CatalogueConfig<N>;
}) {
  const { texts: T, testIds } = config;
  const ar: NameKey<N> = `${config.nameField}_ar`;
  const en: NameKey<N> = `${config.nameField}_en`;
  const records = useAdminList<R>(catalogueViewSpec(config), catalogueSource(config));
  const { controls, view, refresh } = records;
  const dialog = useRecordDialog<R, CatalogueInput<N>>({
    create: (input) => createCatalogueRecord<N, R>(config, input),
    update: (id, input) => updateCatalogueRecord<N, R>(config, id, input),
    onSaved: refresh.saved,
    texts: T,
  });
  const remove = useDeleteRecord({
    del: (id) => deleteCatalogueRecord(config, id),
    onDeleted: refresh.changed,
    texts: T,
  });

  return (
    <div data-testid={`admin-${testIds.list}`}>
      <PageHeader title={T.title}>
        <ListSearch controls={controls} placeholder={T.searchPlaceholder} width={280} testId="admin-search" />
        <FilterSelect<'true' | 'false'>
          value={view.filters.is_active as 'true' | 'false' | undefined}
          onChange={(is_active) => controls.setFilters({ is_active })}
          label={AR.list.filterActive}
          allLabel={AR.list.all}
          options={[
            { value: 'true', label: T.active },
            { value: 'false', label: T.inactive },
          ]}
          testId={`${testIds.list}-active-filter`}
          width={140}
        />
        <SortSelect
          controls={controls}
          options={[
            { value: '', label: T.sortOrderLabel },
            { value: ar, label: T.fields[ar] },
            { value: en, label: T.fields[en] },
            { value: '-created_at', label: AR.list.newestFirst },
          ]}
          testId={`${testIds.list}-sort`}
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
      <AdminCardList list={records} texts={T} testIdPrefix={testIds.list}>
        <Row gutter={[16, 16]}>
          {records.items.map((record) => (
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
      </AdminCardList>
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
