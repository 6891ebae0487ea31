import { useState } from 'react';
import { Button, Form, Input, Modal, Switch } from 'antd';
import type { SectorRecord } from '@consulting/contracts';
import { DEFAULT_SECTOR_ICON, toSortOrder, type SectorInput } from './api.ts';
import { SECTORS_AR as T } from './texts.ts';

interface FormValues {
  name_ar: string;
  name_en: string;
  description_ar: string;
  description_en: string;
  icon: string;
  sort_order: string;
  is_active: boolean;
}

function initialValues(sector: SectorRecord | null): FormValues {
  return {
    name_ar: sector?.name_ar ?? '',
    name_en: sector?.name_en ?? '',
    description_ar: sector?.description_ar ?? '',
    description_en: sector?.description_en ?? '',
    icon: sector?.icon ?? DEFAULT_SECTOR_ICON,
    sort_order: String(sector?.sort_order ?? 0),
    is_active: sector ? sector.is_active === 1 : true,
  };
}

const required = [{ required: true, whitespace: true, message: T.required }];

/**
 * The add/edit dialog of a sector (spec §5): both titles and both descriptions required, sort
 * order turned into a number (non-numeric → 0), icon class defaulting to an industry class. `sector` null
 * adds. `onSubmit` saves; the dialog stays open while it runs and when it throws.
 */
export function SectorForm({
  open,
  sector,
  onSubmit,
  onClose,
}: {
  open: boolean;
  sector: SectorRecord | null;
  onSubmit: (input: SectorInput) => Promise<void>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);

  async function save() {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await onSubmit({
        name_ar: values.name_ar.trim(),
        name_en: values.name_en.trim(),
        description_ar: values.description_ar.trim(),
        description_en: values.description_en.trim(),
        icon: values.icon.trim() || DEFAULT_SECTOR_ICON,
        sort_order: toSortOrder(values.sort_order),
        is_active: values.is_active ? 1 : 0,
      });
    } catch {
      // The page toasts the failure; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={sector ? T.editTitle : T.addTitle}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(node) => <div data-testid="sector-form">{node}</div>}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {T.cancel}
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => void save()} data-testid="sector-save">
          {T.save}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" initialValues={initialValues(sector)}>
        <Form.Item name="name_ar" label={T.fields.name_ar} rules={required}>
          <Input name="name_ar" />
        </Form.Item>
        <Form.Item name="name_en" label={T.fields.name_en} rules={required}>
          <Input name="name_en" dir="ltr" />
        </Form.Item>
        <Form.Item name="description_ar" label={T.fields.description_ar} rules={required}>
          <Input.TextArea name="description_ar" rows={3} />
        </Form.Item>
        <Form.Item name="description_en" label={T.fields.description_en} rules={required}>
          <Input.TextArea name="description_en" rows={3} dir="ltr" />
        </Form.Item>
        <Form.Item name="icon" label={T.fields.icon}>
          <Input name="icon" dir="ltr" placeholder={DEFAULT_SECTOR_ICON} />
        </Form.Item>
        <Form.Item name="sort_order" label={T.fields.sort_order}>
          <Input name="sort_order" inputMode="numeric" dir="ltr" />
        </Form.Item>
        <Form.Item name="is_active" label={T.fields.is_active} valuePropName="checked">
          <Switch data-testid="sector-active" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
