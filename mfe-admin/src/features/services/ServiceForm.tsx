import { useState } from 'react';
import { Button, Form, Input, Modal, Switch } from 'antd';
import type { ServiceRecord } from '@consulting/contracts';
import { DEFAULT_SERVICE_ICON, toSortOrder, type ServiceInput } from './api.ts';
import { SERVICES_AR as T } from './texts.ts';

interface FormValues {
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  icon: string;
  sort_order: string;
  is_active: boolean;
}

function initialValues(service: ServiceRecord | null): FormValues {
  return {
    title_ar: service?.title_ar ?? '',
    title_en: service?.title_en ?? '',
    description_ar: service?.description_ar ?? '',
    description_en: service?.description_en ?? '',
    icon: service?.icon ?? DEFAULT_SERVICE_ICON,
    sort_order: String(service?.sort_order ?? 0),
    is_active: service ? service.is_active === 1 : true,
  };
}

const required = [{ required: true, whitespace: true, message: T.required }];

/**
 * The add/edit dialog of a service (spec §5): both titles and both descriptions required, sort
 * order turned into a number (non-numeric → 0), icon class defaulting to a cog. `service` null
 * adds. `onSubmit` saves; the dialog stays open while it runs and when it throws.
 */
export function ServiceForm({
  open,
  service,
  onSubmit,
  onClose,
}: {
  open: boolean;
  service: ServiceRecord | null;
  onSubmit: (input: ServiceInput) => Promise<void>;
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
        title_ar: values.title_ar.trim(),
        title_en: values.title_en.trim(),
        description_ar: values.description_ar.trim(),
        description_en: values.description_en.trim(),
        icon: values.icon.trim() || DEFAULT_SERVICE_ICON,
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
      title={service ? T.editTitle : T.addTitle}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(node) => <div data-testid="service-form">{node}</div>}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {T.cancel}
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => void save()} data-testid="service-save">
          {T.save}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" initialValues={initialValues(service)}>
        <Form.Item name="title_ar" label={T.fields.title_ar} rules={required}>
          <Input name="title_ar" />
        </Form.Item>
        <Form.Item name="title_en" label={T.fields.title_en} rules={required}>
          <Input name="title_en" dir="ltr" />
        </Form.Item>
        <Form.Item name="description_ar" label={T.fields.description_ar} rules={required}>
          <Input.TextArea name="description_ar" rows={3} />
        </Form.Item>
        <Form.Item name="description_en" label={T.fields.description_en} rules={required}>
          <Input.TextArea name="description_en" rows={3} dir="ltr" />
        </Form.Item>
        <Form.Item name="icon" label={T.fields.icon}>
          <Input name="icon" dir="ltr" placeholder={DEFAULT_SERVICE_ICON} />
        </Form.Item>
        <Form.Item name="sort_order" label={T.fields.sort_order}>
          <Input name="sort_order" inputMode="numeric" dir="ltr" />
        </Form.Item>
        <Form.Item name="is_active" label={T.fields.is_active} valuePropName="checked">
          <Switch data-testid="service-active" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
