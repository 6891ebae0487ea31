import { useState, type Key, type ReactNode } from 'react';
import { App, Button, Checkbox, Popconfirm, Select, Space, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { BulkReply } from '@consulting/contracts';
import { AR } from '../texts.ts';
import { serverErrorText } from './admin-api.ts';
import { useBulkAction, type BulkBody, type ListSource } from './paged-list.ts';

/**
 * The rows selected on the shown page. The selection belongs to `viewKey` (the list's query):
 * another page, filter or search starts with none selected, so an action never reaches rows
 * the admin no longer sees.
 */
export function useSelection(viewKey: string) {
  const [selection, setSelection] = useState<{ key: string; ids: string[] }>({ key: viewKey, ids: [] });
  const ids = selection.key === viewKey ? selection.ids : [];
  return {
    ids,
    set: (next: string[]) => setSelection({ key: viewKey, ids: next }),
    toggle: (id: string, on: boolean) =>
      setSelection({ key: viewKey, ids: on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id) }),
    clear: () => setSelection({ key: viewKey, ids: [] }),
  };
}

export type Selection = ReturnType<typeof useSelection>;

/** antd's `rowSelection` for a table whose checked rows are `selection`'s (row keys are ids). */
export function tableRowSelection(selection: Selection) {
  return {
    selectedRowKeys: selection.ids,
    onChange: (keys: readonly Key[]) => selection.set(keys.map(String)),
  };
}

/** The 'تحديد الصفحة' box of a card list: checks every row of the page shown (`ids`), or none. */
export function SelectPageCheckbox({
  selection,
  ids,
  testId,
}: {
  selection: Selection;
  ids: string[];
  testId: string;
}) {
  const all = ids.length > 0 && ids.every((id) => selection.ids.includes(id));
  return (
    <Checkbox
      checked={all}
      indeterminate={!all && selection.ids.length > 0}
      disabled={ids.length === 0}
      onChange={(e) => selection.set(e.target.checked ? ids : [])}
      data-testid={testId}
    >
      {AR.list.selectPage}
    </Checkbox>
  );
}

/**
 * Runs bulk actions on a list: `POST {path}/bulk`, then a toast with how many rows
 * changed ('تم تنفيذ الإجراء على n …' or, for deletes, 'تم حذف n …') and how many were not found,
 * clears the selection and refreshes the list (and counts). A failure toasts 'فشل في تنفيذ
 * الإجراء' with the server's text and keeps the selection.
 */
export function useBulkRunner(source: ListSource, selection: Selection) {
  const { notification } = App.useApp();
  const bulk = useBulkAction(source);
  async function run(body: Omit<BulkBody, 'ids'>) {
    try {
      const reply: BulkReply = await bulk.mutateAsync({ ...body, ids: selection.ids } as BulkBody);
      const done = reply?.done?.length ?? 0;
      const missing = reply?.not_found?.length ?? 0;
      notification.success({
        title: body.action === 'delete' ? AR.list.bulkDeleted(done) : AR.list.bulkDone(done),
        description: missing > 0 ? AR.list.bulkNotFound(missing) : undefined,
      });
      selection.clear();
    } catch (error) {
      notification.error({ title: AR.list.bulkFailed, description: serverErrorText(error) ?? undefined });
    }
  }
  return { run, busy: bulk.isPending };
}

/**
 * The bar over a list while rows are selected: 'المحدد: n', the page's actions (`children`) and
 * 'إلغاء التحديد'. Hidden while nothing is selected.
 */
export function BulkBar({
  selection,
  children,
  testId,
}: {
  selection: Selection;
  children: ReactNode;
  testId: string;
}) {
  if (selection.ids.length === 0) return null;
  return (
    <div
      data-testid={testId}
      style={{
        background: '#e6f4ff',
        border: '1px solid #91caff',
        borderRadius: 8,
        padding: '8px 12px',
        marginBottom: 12,
      }}
    >
      <Space wrap>
        <Typography.Text strong data-testid={`${testId}-count`}>
          {AR.list.selected(selection.ids.length)}
        </Typography.Text>
        {children}
        <Button type="link" onClick={selection.clear} data-testid={`${testId}-clear`}>
          {AR.list.clearSelection}
        </Button>
      </Space>
    </div>
  );
}

/** A status select and 'تطبيق' that sets the status of the selected rows (`onApply(status)`). */
export function BulkStatusPicker<S extends string>({
  options,
  onApply,
  busy,
  testId,
}: {
  options: readonly { value: S; label: string }[];
  onApply: (status: S) => Promise<void>;
  busy: boolean;
  testId: string;
}) {
  const [status, setStatus] = useState<S | undefined>(undefined);
  return (
    <Space.Compact>
      <Select<S>
        value={status}
        placeholder={AR.list.setStatus}
        options={[...options]}
        onChange={setStatus}
        style={{ minWidth: 170 }}
        data-testid={`${testId}-status`}
      />
      <Button
        type="primary"
        disabled={!status}
        loading={busy}
        onClick={() => status && void onApply(status)}
        data-testid={`${testId}-apply`}
      >
        {AR.list.apply}
      </Button>
    </Space.Compact>
  );
}

/** 'حذف المحدد' after a confirmation naming how many rows go. */
export function BulkDeleteButton({
  count,
  onConfirm,
  busy,
  testId,
}: {
  count: number;
  onConfirm: () => Promise<void>;
  busy: boolean;
  testId: string;
}) {
  return (
    <Popconfirm
      title={AR.list.confirmBulkDelete(count)}
      okText={AR.list.delete}
      cancelText={AR.cancel}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button danger icon={<DeleteOutlined />} loading={busy} data-testid={testId}>
        {AR.list.bulkDelete}
      </Button>
    </Popconfirm>
  );
}
