import { useRef, useState } from 'react';
import { App, Button, Input, Select, Space, Tag } from 'antd';
import { FilePdfOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { ADMIN_TRACK_OPTIONS } from '@consulting/contracts';
import { AR, inArabic } from '../../texts.ts';
import { serverErrorText } from '../../shared/admin-api.ts';
import { FormModal } from '../../shared/FormModal.tsx';
import { LabelledField as Field, TextField } from '../../shared/LabelledField.tsx';
import {
  addAdminRequest,
  missingAddRequestFields,
  type AddRequestFields,
  type AddRequestRequiredField,
} from './add-request.ts';
import type { RequestKind } from './api.ts';
import { checkPdfAttachment } from '@consulting/ui';

const EMPTY: AddRequestFields = {
  name: '',
  email: '',
  phone: '',
  company: '',
  track: '',
  description: '',
  additional: [],
  attachment: null,
};

const FIELD_LABEL: Record<AddRequestRequiredField, string> = {
  name: AR.addRequest.name,
  email: AR.addRequest.email,
  track: AR.addRequest.track,
};

const TRACK_OPTIONS = ADMIN_TRACK_OPTIONS.map(({ value, ar }) => ({ value, label: ar }));

/**
 * The add-request button and dialog of a request tab (spec §2 "Admin dashboard", §5, §8): name,
 * email and track required ('يرجى ملء الحقول التالية: …' otherwise, and nothing is sent); phone,
 * company, description; a list of additional services or opportunities; an optional PDF
 * (checked by content, under 5 MiB). On success toasts the server message or 'تم بنجاح',
 * closes and calls `onAdded`; on failure toasts 'فشل في إضافة الطلب'.
 */
export function AddRequestDialog({ kind, onAdded }: { kind: RequestKind; onAdded: () => void }) {
  const { notification } = App.useApp();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<AddRequestFields>(EMPTY);
  const [item, setItem] = useState('');
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const set = <K extends keyof AddRequestFields>(key: K, value: AddRequestFields[K]) =>
    setFields((prev) => ({ ...prev, [key]: value }));

  function close() {
    setOpen(false);
    setFields(EMPTY);
    setItem('');
  }

  function addItem() {
    const value = item.trim();
    if (!value) return;
    set('additional', [...fields.additional, value]);
    setItem('');
  }

  async function chooseFile(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const verdict = await checkPdfAttachment(file);
    if (!verdict.ok) {
      // A refused file is not kept (spec §5).
      notification.error({ title: verdict.reason === 'size' ? AR.addRequest.tooLarge : AR.addRequest.notPdf });
      return;
    }
    set('attachment', file);
  }

  async function submit() {
    const missing = missingAddRequestFields(fields);
    if (missing.length > 0) {
      notification.error({
        title: AR.addRequest.missingTitle,
        description: AR.addRequest.missing + missing.map((key) => FIELD_LABEL[key]).join(AR.addRequest.listSeparator),
      });
      return;
    }
    setBusy(true);
    try {
      const message = await addAdminRequest(kind, fields);
      notification.success({ title: inArabic(message, AR.addRequest.success) });
      close();
      onAdded();
    } catch (error) {
      notification.error({ title: AR.addRequest.failed, description: serverErrorText(error) ?? undefined });
    } finally {
      setBusy(false);
    }
  }

  const additionalLabel = kind === 'service' ? AR.addRequest.additionalServices : AR.addRequest.additionalOpportunities;

  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="add-request-open">
        {AR.addRequest.open}
      </Button>
      <FormModal
        open={open}
        title={kind === 'service' ? AR.addRequest.serviceTitle : AR.addRequest.opportunityTitle}
        onClose={close}
        submitText={AR.addRequest.submit}
        submitTestId="add-request-submit"
        busy={busy}
        onSubmit={submit}
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="add-request-dialog">
          <TextField
            label={AR.addRequest.name}
            required
            value={fields.name}
            onChange={(value) => set('name', value)}
            testId="add-request-name"
          />
          <TextField
            label={AR.addRequest.email}
            required
            type="email"
            dir="ltr"
            value={fields.email}
            onChange={(value) => set('email', value)}
            testId="add-request-email"
          />
          <TextField
            label={AR.addRequest.phone}
            dir="ltr"
            value={fields.phone}
            onChange={(value) => set('phone', value)}
            testId="add-request-phone"
          />
          <TextField
            label={AR.addRequest.company}
            value={fields.company}
            onChange={(value) => set('company', value)}
            testId="add-request-company"
          />
          <Field label={AR.addRequest.track} required>
            <Select
              value={fields.track || undefined}
              placeholder={AR.addRequest.trackPlaceholder}
              options={TRACK_OPTIONS}
              onChange={(value: string) => set('track', value)}
              style={{ width: '100%' }}
              data-testid="add-request-track"
            />
          </Field>
          <Field label={AR.addRequest.description}>
            <Input.TextArea
              rows={4}
              value={fields.description}
              onChange={(e) => set('description', e.target.value)}
              data-testid="add-request-description"
            />
          </Field>
          <Field label={additionalLabel}>
            <Space.Compact style={{ width: '100%' }}>
              <Input
                value={item}
                placeholder={AR.addRequest.itemPlaceholder}
                onChange={(e) => setItem(e.target.value)}
                onPressEnter={(e) => {
                  e.preventDefault();
                  addItem();
                }}
                data-testid="add-request-item"
              />
              <Button icon={<PlusOutlined />} onClick={addItem} data-testid="add-request-item-add">
                {AR.addRequest.addItem}
              </Button>
            </Space.Compact>
            {fields.additional.length > 0 && (
              <div style={{ marginTop: 8, display: 'flex', flexWrap: 'wrap', gap: 6 }}>
                {fields.additional.map((value, index) => (
                  <Tag
                    key={`${index}-${value}`}
                    closable
                    onClose={() =>
                      set(
                        'additional',
                        fields.additional.filter((_, i) => i !== index),
                      )
                    }
                    data-testid="add-request-item-tag"
                  >
                    {value}
                  </Tag>
                ))}
              </div>
            )}
          </Field>
          <Field label={AR.addRequest.attachment}>
            <input
              ref={fileInput}
              type="file"
              accept="application/pdf,.pdf"
              style={{ display: 'none' }}
              onChange={(e) => void chooseFile(e.target.files?.[0])}
              data-testid="add-request-file"
            />
            <Space wrap>
              <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
                {AR.addRequest.chooseFile}
              </Button>
              {fields.attachment && (
                <Tag
                  icon={<FilePdfOutlined />}
                  closable
                  onClose={() => set('attachment', null)}
                  data-testid="add-request-file-name"
                >
                  {fields.attachment.name}
                </Tag>
              )}
            </Space>
          </Field>
        </Space>
      </FormModal>
    </>
  );
}
