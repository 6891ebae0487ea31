import { useState } from 'react';
import { Form, Input, Switch } from 'antd';
import { RecordHistorySection } from '../audit/RecordHistory.tsx';
import { FormModal } from '../FormModal.tsx';
import {
  toSortOrder,
  type CatalogueConfig,
  type CatalogueInput,
  type CatalogueRecord,
  type NameKey,
} from './catalogue-api.ts';

type FormValues<N extends string> = Record<NameKey<N>, string> & {
  description_ar: string;
  description_en: string;
  icon: string;
  sort_order: string;
  is_active: boolean;
};

function initialValues<N extends string>(config: CatalogueConfig<N>, record: CatalogueRecord<N> | null): FormValues<N> {
  const ar: NameKey<N> = `${config.nameField}_ar`;
  const en: NameKey<N> = `${config.nameField}_en`;
  return {
    [ar]: record?.[ar] ?? '',
    [en]: record?.[en] ?? '',
    description_ar: record?.description_ar ?? '',
    description_en: record?.description_en ?? '',
    icon: record?.icon ?? config.defaultIcon,
    sort_order: String(record?.sort_order ?? 0),
    is_active: record ? record.is_active === 1 : true,
  } as FormValues<N>;
}

/**
 * The add/edit dialog of a catalogue record (spec §5): both names and both descriptions required,
 * sort order turned into a number (non-numeric → 0), icon class defaulting to
 * `config.defaultIcon`. `record` null adds; editing also offers the record's history.
 * `onSubmit` saves; the dialog stays open while it runs and when it throws.
 */
export function CatalogueForm<N extends string>({
  config,
  open,
  record,
  onSubmit,
  onClose,
}: {
  config: CatalogueConfig<N>;
  open: boolean;
  record: CatalogueRecord<N> | null;
  onSubmit: (input: CatalogueInput<N>) => Promise<void>;
  onClose: () => void;
}) {
  const { texts: T, testIds, defaultIcon } = config;
  const ar: NameKey<N> = `${config.nameField}_ar`;
  const en: NameKey<N> = `${config.nameField}_en`;
  const required = [{ required: true, whitespace: true, message: T.required }];
  const [form] = Form.useForm<FormValues<N>>();
  const [saving, setSaving] = useState(false);

  async function save() {
    let values: FormValues<N>;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    const names: Record<NameKey<N>, string> = values;
    try {
      await onSubmit({
        [ar]: names[ar].trim(),
        [en]: names[en].trim(),
        description_ar: values.description_ar.trim(),
        description_en: values.description_en.trim(),
        icon: values.icon.trim() || defaultIcon,
        sort_order: toSortOrder(values.sort_order),
        is_active: values.is_active ? 1 : 0,
      } as CatalogueInput<N>);
    } catch {
      // The page toasts the failure; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormModal
      open={open}
      title={record ? T.editTitle : T.addTitle}
      onClose={onClose}
      testId={`${testIds.item}-form`}
      submitText={T.save}
      submitTestId={`${testIds.item}-save`}
      busy={saving}
      onSubmit={save}
    >
      <Form form={form} layout="vertical" initialValues={initialValues(config, record)}>
        <Form.Item name={ar as string} label={T.fields[ar]} rules={required}>
          <Input name={ar} />
        </Form.Item>
        <Form.Item name={en as string} label={T.fields[en]} rules={required}>
          <Input name={en} dir="ltr" />
        </Form.Item>
        <Form.Item name="description_ar" label={T.fields.description_ar} rules={required}>
          <Input.TextArea name="description_ar" rows={3} />
        </Form.Item>
        <Form.Item name="description_en" label={T.fields.description_en} rules={required}>
          <Input.TextArea name="description_en" rows={3} dir="ltr" />
        </Form.Item>
        <Form.Item name="icon" label={T.fields.icon}>
          <Input name="icon" dir="ltr" placeholder={defaultIcon} />
        </Form.Item>
        <Form.Item name="sort_order" label={T.fields.sort_order}>
          <Input name="sort_order" inputMode="numeric" dir="ltr" />
        </Form.Item>
        <Form.Item name="is_active" label={T.fields.is_active} valuePropName="checked">
          <Switch data-testid={`${testIds.item}-active`} />
        </Form.Item>
      </Form>
      {record && <RecordHistorySection entity={config.auditEntity} id={record.id} />}
    </FormModal>
  );
}
