import { useState, type HTMLAttributes } from 'react';
import { App, Button, Segmented, Space, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { SiteContentListType } from '@consulting/contracts';
import { AdminListBody } from '../../shared/AdminListBody.tsx';
import { serverErrorText } from '../../shared/admin-api.ts';
import { DeleteConfirmButton } from '../../shared/DeleteConfirmButton.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { ScrollRegion } from '../../shared/ScrollRegion.tsx';
import { useSiteList, useSiteListWrites, type AdminListItem, type ListItemInput } from './api.ts';
import { itemInput, type SiteListConfig } from './list-config.ts';
import { ListItemDialog } from './ListItemDialog.tsx';
import { SITE_AR as T } from './texts.ts';

/** `ids` with the items `a` and `b` swapped. */
function swapped(ids: string[], a: string, b: string): string[] {
  return ids.map((id) => (id === a ? b : id === b ? a : id));
}

/**
 * A site-content list page (team, partners, bank accounts, hero slides,
 * statistics, goals): every item (inactive ones too) in a table in `sort_order`, moved up or down
 * (the whole order is saved at once), switched active/inactive in place, added and edited in a
 * dialog, deleted after confirmation; loading, empty and error (with retry) states. Lists shown
 * in parts (`config.parts`: goals by horizon) show one part at a time, each ordered on its own.
 */
export function SiteListPage<T extends SiteContentListType>({ config }: { config: SiteListConfig<T> }) {
  const { notification } = App.useApp();
  const texts = config.texts;
  const list = useSiteList(config.type);
  const { save, remove, reorder } = useSiteListWrites(config.type);
  const [dialog, setDialog] = useState<{ record: AdminListItem<T> | null } | null>(null);
  const [dialogKey, setDialogKey] = useState(0);
  const [part, setPart] = useState<string | null>(config.parts?.values[0]?.value ?? null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const items = list.data ?? [];
  const partField = config.parts?.field;
  const shown = partField
    ? items.filter((item) => (item as unknown as Record<string, unknown>)[partField] === part)
    : items;
  const nextOrder = items.reduce((max, item) => Math.max(max, item.sort_order + 1), 0);

  function openDialog(record: AdminListItem<T> | null) {
    // A fresh form per opening (antd's form store keeps values across openings).
    setDialogKey((key) => key + 1);
    setDialog({ record });
  }

  function failed(title: string, error: unknown, fallback: string) {
    notification.error({ title, description: serverErrorText(error) ?? fallback });
  }

  async function submit(input: ListItemInput<T>) {
    const editing = dialog?.record ?? null;
    const saved = await save.mutateAsync({ id: editing?.id ?? null, input });
    notification.success({ title: editing ? texts.updated : texts.added });
    setDialog(null);
    // A goal saved under another horizon: show that horizon, where it now is.
    if (partField) setPart(String((saved as unknown as Record<string, unknown>)[partField]));
  }

  async function setActive(record: AdminListItem<T>, active: boolean) {
    setBusyId(record.id);
    try {
      await save.mutateAsync({ id: record.id, input: itemInput(config, record, { is_active: active }) });
      notification.success({ title: active ? T.activated : T.deactivated });
    } catch (error) {
      failed(T.toggleFailed, error, T.saveFailedDescription);
    } finally {
      setBusyId(null);
    }
  }

  function move(index: number, step: -1 | 1) {
    const other = shown[index + step];
    if (!other) return;
    const ids = swapped(
      items.map((item) => item.id),
      shown[index].id,
      other.id,
    );
    reorder.mutate(ids, {
      onSuccess: () => notification.success({ title: T.reordered }),
      onError: (error) => failed(T.reorderFailed, error, T.saveFailedDescription),
    });
  }

  async function del(record: AdminListItem<T>) {
    try {
      await remove.mutateAsync(record.id);
      notification.success({ title: texts.deleted });
    } catch (error) {
      failed(T.deleteFailed, error, T.deleteFailedDescription);
    }
  }

  const columns: TableColumnsType<AdminListItem<T>> = [
    {
      key: 'order',
      title: T.order,
      width: 110,
      render: (_value, _record, index) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={T.moveUp}
            title={T.moveUp}
            disabled={index === 0 || reorder.isPending}
            onClick={() => move(index, -1)}
            data-testid="site-item-up"
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={T.moveDown}
            title={T.moveDown}
            disabled={index === shown.length - 1 || reorder.isPending}
            onClick={() => move(index, 1)}
            data-testid="site-item-down"
          />
        </Space>
      ),
    },
    ...config.columns,
    {
      key: 'status',
      title: T.status,
      width: 120,
      render: (_value, record) => (
        <Switch
          checked={record.is_active}
          checkedChildren={T.active}
          unCheckedChildren={T.inactive}
          loading={busyId === record.id}
          onChange={(checked) => void setActive(record, checked)}
          data-testid="site-item-active"
        />
      ),
    },
    {
      key: 'actions',
      title: T.actions,
      width: 190,
      render: (_value, record) => (
        <Space>
          <Button icon={<EditOutlined />} onClick={() => openDialog(record)} data-testid="site-item-edit">
            {T.edit}
          </Button>
          <DeleteConfirmButton
            texts={{ confirmDelete: texts.confirmDelete, delete: T.delete, cancel: T.cancel }}
            onConfirm={() => del(record)}
            testId="site-item-delete"
          />
        </Space>
      ),
    },
  ];

  return (
    <div data-testid={`admin-site-${config.type}`}>
      <PageHeader title={texts.title}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openDialog(null)} data-testid="site-item-add">
          {texts.add}
        </Button>
      </PageHeader>
      <Typography.Paragraph type="secondary">{texts.intro}</Typography.Paragraph>
      {config.parts && (
        <Segmented
          options={config.parts.values.map(({ value, label }) => ({ value, label }))}
          value={part ?? undefined}
          onChange={(value) => setPart(String(value))}
          style={{ marginBottom: 16 }}
          data-testid="site-list-part"
        />
      )}
      <AdminListBody list={list} texts={T} testIdPrefix="site-list" emptyText={shown.length > 0 ? null : texts.empty}>
        <ScrollRegion label={texts.title}>
          <Table<AdminListItem<T>>
            rowKey="id"
            columns={columns}
            dataSource={shown}
            pagination={false}
            onRow={(record) =>
              ({ 'data-testid': 'site-item-row', 'data-id': record.id }) as HTMLAttributes<HTMLElement>
            }
          />
        </ScrollRegion>
      </AdminListBody>
      <ListItemDialog<T>
        key={dialogKey}
        config={config}
        open={dialog !== null}
        record={dialog?.record ?? null}
        part={part}
        nextOrder={nextOrder}
        onSubmit={submit}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
