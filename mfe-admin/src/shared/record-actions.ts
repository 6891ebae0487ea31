import { useState } from 'react';
import { App } from 'antd';

/** The toasts of an add/edit dialog (spec §8): success titles, failure titles and descriptions. */
export interface SaveToastTexts {
  added: string;
  updated: string;
  addFailed: string;
  addFailedDescription: string;
  updateFailed: string;
  updateFailedDescription: string;
}

/** The toasts of a delete (spec §8). */
export interface DeleteToastTexts {
  deleted: string;
  deleteFailed: string;
  deleteFailedDescription: string;
}

/**
 * The add/edit dialog of an admin list page (news, catalogues). `openDialog(null)` adds,
 * `openDialog(record)` edits; each opening gets a new `dialogKey` so the dialog (and antd's form
 * store, which keeps values across openings) starts fresh. `submit(input)` calls `create` or
 * `update(record.id, input)`, hands the saved record to `onSaved` (the page patches and refreshes
 * its list), toasts `texts.added` / `texts.updated` and closes; on a failure it toasts the failure
 * and rethrows, so the dialog stays open with what was typed.
 */
export function useRecordDialog<R extends { id: string }, I>({
  create,
  update,
  onSaved,
  texts,
}: {
  create: (input: I) => Promise<R>;
  update: (id: string, input: I) => Promise<R>;
  onSaved: (record: R) => void;
  texts: SaveToastTexts;
}) {
  const { notification } = App.useApp();
  const [dialog, setDialog] = useState<{ record: R | null } | null>(null);
  const [dialogKey, setDialogKey] = useState(0);

  function openDialog(record: R | null) {
    setDialogKey((k) => k + 1);
    setDialog({ record });
  }
  const closeDialog = () => setDialog(null);

  async function submit(input: I) {
    const editing = dialog?.record ?? null;
    try {
      onSaved(editing ? await update(editing.id, input) : await create(input));
      notification.success({ title: editing ? texts.updated : texts.added });
      setDialog(null);
    } catch (error) {
      notification.error({
        title: editing ? texts.updateFailed : texts.addFailed,
        description: editing ? texts.updateFailedDescription : texts.addFailedDescription,
      });
      throw error;
    }
  }

  return { dialogKey, open: dialog !== null, record: dialog?.record ?? null, openDialog, closeDialog, submit };
}

/**
 * The delete of an admin list page (already confirmed by the user): `remove(record)` calls
 * `del(record.id)`, then `onDeleted(record.id)` (the page refreshes its list) and toasts
 * `texts.deleted`; a failure toasts `texts.deleteFailed` with its description and keeps the record.
 */
export function useDeleteRecord({
  del,
  onDeleted,
  texts,
}: {
  del: (id: string) => Promise<void>;
  onDeleted: (id: string) => void;
  texts: DeleteToastTexts;
}): (record: { id: string }) => Promise<void> {
  const { notification } = App.useApp();
  return async (record) => {
    try {
      await del(record.id);
      onDeleted(record.id);
      notification.success({ title: texts.deleted });
    } catch {
      notification.error({ title: texts.deleteFailed, description: texts.deleteFailedDescription });
    }
  };
}
