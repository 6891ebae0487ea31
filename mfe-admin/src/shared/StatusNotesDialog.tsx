import { useState, type ReactNode } from 'react';
import { Input, Select, Space, Typography } from 'antd';
import { FormModal } from './FormModal.tsx';

/**
 * The edit-status dialog of an admin record (spec §5: user request edit, join application status):
 * `heading` (who the record is from), a status select and an admin-notes box. Save is greyed while
 * no status is chosen; it spins while `onSave(status, notes)` runs. `onSave` owns the toasts and
 * closing; a rejection only stops the spinner. Mount it per record (its fields start from
 * `initialStatus` / `initialNotes`). `children` (e.g. the record's history) go under the fields.
 */
export function StatusNotesDialog<S extends string>({
  title,
  heading,
  texts,
  options,
  initialStatus,
  initialNotes,
  testIdPrefix,
  onSave,
  onClose,
  children,
}: {
  title: string;
  heading: ReactNode;
  /** The labels of the two fields, the save button and the status placeholder (if any). */
  texts: { status: string; adminNotes: string; save: string; statusPlaceholder?: string };
  options: readonly { value: S; label: string }[];
  initialStatus: S | undefined;
  initialNotes: string;
  /** Test ids p-dialog (the body), p-status, p-notes and p-save. */
  testIdPrefix: string;
  onSave: (status: S, notes: string) => Promise<void>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const [status, setStatus] = useState<S | undefined>(initialStatus);
  const [notes, setNotes] = useState(initialNotes);
  const [busy, setBusy] = useState(false);

  async function save() {
    if (!status) return;
    setBusy(true);
    try {
      await onSave(status, notes);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormModal
      open
      title={title}
      onClose={onClose}
      submitText={texts.save}
      submitTestId={`${testIdPrefix}-save`}
      busy={busy}
      submitDisabled={!status}
      onSubmit={save}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid={`${testIdPrefix}-dialog`}>
        <Typography.Text>{heading}</Typography.Text>
        <div>
          <Typography.Text strong>{texts.status}</Typography.Text>
          <Select<S>
            value={status}
            placeholder={texts.statusPlaceholder}
            options={[...options]}
            onChange={setStatus}
            style={{ width: '100%', marginTop: 4 }}
            data-testid={`${testIdPrefix}-status`}
          />
        </div>
        <div>
          <Typography.Text strong>{texts.adminNotes}</Typography.Text>
          <Input.TextArea
            rows={4}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            style={{ marginTop: 4 }}
            data-testid={`${testIdPrefix}-notes`}
          />
        </div>
      </Space>
      {children}
    </FormModal>
  );
}
