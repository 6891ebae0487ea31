import { useState } from 'react';
import { Alert, Form, Switch } from 'antd';
import type { MediaRef, SiteContentListType } from '@consulting/contracts';
import { RecordHistorySection } from '../../shared/audit/RecordHistory.tsx';
import { FormModal } from '../../shared/FormModal.tsx';
import { serverErrorText } from '../../shared/admin-api.ts';
import type { AdminListItem, ListItemInput } from './api.ts';
import { MediaField } from './form-fields.tsx';
import type { SiteListConfig } from './list-config.ts';
import { SITE_AR as T } from './texts.ts';

type FormValues = Record<string, unknown> & { is_active: boolean; image: MediaRef | null };

function initialValues<T extends SiteContentListType>(
  config: SiteListConfig<T>,
  record: AdminListItem<T> | null,
  part: string | null,
): FormValues {
  const blank = config.blank as Record<string, unknown>;
  if (!record) {
    return {
      ...blank,
      ...(config.parts && part ? { [config.parts.field]: part } : {}),
      is_active: true,
      image: null,
    };
  }
  const source = record as unknown as Record<string, unknown>;
  return {
    ...Object.fromEntries(Object.keys(blank).map((key) => [key, source[key] ?? blank[key]])),
    is_active: record.is_active,
    image: (source.image as MediaRef | null | undefined) ?? null,
  };
}

/** The form's values as the body of a save: strings trimmed, numbers as numbers. */
function toInput<T extends SiteContentListType>(
  config: SiteListConfig<T>,
  values: FormValues,
  sortOrder: number,
): ListItemInput<T> {
  const blank = config.blank as Record<string, unknown>;
  const own = Object.fromEntries(
    Object.keys(blank).map((key) => {
      const value = values[key];
      if (typeof blank[key] === 'number') return [key, value === null || value === '' ? 0 : Number(value)];
      return [key, typeof value === 'string' ? value.trim() : String(value ?? '')];
    }),
  );
  const input = {
    ...own,
    sort_order: sortOrder,
    is_active: values.is_active !== false,
    ...(config.image ? { image_id: values.image?.id ?? null } : {}),
  } as ListItemInput<T>;
  return config.prepare ? config.prepare(input) : input;
}

/**
 * The add/edit dialog of a site-content list item: the type's fields (bilingual ones side by side),
 * its image from the media library when it has one, the active switch and, when editing, the item's
 * history. `record` null adds (at `nextOrder`, in list part `part`). The panel's checks run first;
 * then `onSubmit` saves, and when it throws, the server's message (a 400 names the field) shows in
 * the dialog, which stays open with what was typed.
 */
export function ListItemDialog<T extends SiteContentListType>({
  config,
  open,
  record,
  part,
  nextOrder,
  onSubmit,
  onClose,
}: {
  config: SiteListConfig<T>;
  open: boolean;
  record: AdminListItem<T> | null;
  part: string | null;
  nextOrder: number;
  onSubmit: (input: ListItemInput<T>) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { Fields, texts } = config;

  async function save() {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    // The whole store: fields hidden by the choice of horizon are sent too (then blanked).
    const values = form.getFieldsValue(true) as FormValues;
    setSaving(true);
    setError(null);
    try {
      await onSubmit(toInput(config, values, record?.sort_order ?? nextOrder));
    } catch (failure) {
      setError(serverErrorText(failure) ?? T.saveFailedDescription);
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormModal
      open={open}
      width={820}
      title={record ? texts.editTitle : texts.addTitle}
      onClose={onClose}
      testId="site-item-form"
      submitText={T.save}
      submitTestId="site-item-save"
      busy={saving}
      onSubmit={save}
    >
      {error && (
        <Alert
          type="error"
          showIcon
          title={T.saveFailed}
          description={error}
          style={{ marginBottom: 16 }}
          data-testid="site-item-error"
        />
      )}
      <Form form={form} layout="vertical" initialValues={initialValues(config, record, part)}>
        <Fields />
        {config.image && (
          <Form.Item name="image" label={config.imageLabel ?? T.image}>
            <MediaField kind="image" />
          </Form.Item>
        )}
        <Form.Item name="is_active" label={T.active} valuePropName="checked">
          <Switch data-testid="site-item-active-field" />
        </Form.Item>
      </Form>
      {record && <RecordHistorySection entity={config.auditEntity} id={record.id} />}
    </FormModal>
  );
}
