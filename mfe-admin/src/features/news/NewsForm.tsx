import { useState } from 'react';
import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { NEWS_CATEGORIES, type AdminNewsItemRecord } from '@consulting/contracts';
import { RecordHistorySection } from '../../shared/audit/RecordHistory.tsx';
import { FormModal } from '../../shared/FormModal.tsx';
import type { NewsInput } from './api.ts';
import { NEWS_AR as T, NEWS_CATEGORY_AR } from './texts.ts';

/** The form's fields: what the dialog sends, with the published flag as the switch holds it. */
type FormValues = Omit<NewsInput, 'is_published'> & { is_published: boolean };

function initialValues(item: AdminNewsItemRecord | null): FormValues {
  return {
    title_ar: item?.title_ar ?? '',
    title_en: item?.title_en ?? '',
    content_ar: item?.content_ar ?? '',
    content_en: item?.content_en ?? '',
    excerpt_ar: item?.excerpt_ar ?? '',
    excerpt_en: item?.excerpt_en ?? '',
    image_url: item?.image_url ?? '',
    category: item?.category ?? 'company-news',
    featured: item?.featured ?? false,
    is_published: item ? item.is_published === 1 : false,
  };
}

const required = [{ required: true, whitespace: true, message: T.required }];
const CATEGORY_OPTIONS = NEWS_CATEGORIES.map((value) => ({ value, label: NEWS_CATEGORY_AR[value] }));

/**
 * The add/edit dialog of a news item (spec §3 "Admin news", §5): titles and contents required
 * in both languages; excerpts (fallback: the first 150 characters of the content), image link,
 * category, featured and published optional. `item` null adds; editing also offers the item's
 * history (issue 12). `onSubmit` saves; the dialog stays open while it runs and when it throws.
 */
export function NewsForm({
  open,
  item,
  onSubmit,
  onClose,
}: {
  open: boolean;
  item: AdminNewsItemRecord | null;
  onSubmit: (input: NewsInput) => Promise<void>;
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
        content_ar: values.content_ar.trim(),
        content_en: values.content_en.trim(),
        excerpt_ar: (values.excerpt_ar ?? '').trim(),
        excerpt_en: (values.excerpt_en ?? '').trim(),
        image_url: (values.image_url ?? '').trim(),
        category: values.category,
        featured: values.featured,
        is_published: values.is_published ? 1 : 0,
      });
    } catch {
      // The page toasts the failure; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormModal
      open={open}
      width={760}
      title={item ? T.editTitle : T.addTitle}
      onClose={onClose}
      destroyOnHidden
      modalRender={(node) => <div data-testid="news-form">{node}</div>}
      cancelText={T.cancel}
      submitText={T.save}
      submitTestId="news-save"
      busy={saving}
      onSubmit={save}
    >
      <Form form={form} layout="vertical" initialValues={initialValues(item)}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="title_ar" label={T.fields.title_ar} rules={required}>
              <Input name="title_ar" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="title_en" label={T.fields.title_en} rules={required}>
              <Input name="title_en" dir="ltr" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="content_ar" label={T.fields.content_ar} rules={required}>
          <Input.TextArea name="content_ar" rows={5} />
        </Form.Item>
        <Form.Item name="content_en" label={T.fields.content_en} rules={required}>
          <Input.TextArea name="content_en" rows={5} dir="ltr" />
        </Form.Item>
        <Form.Item name="excerpt_ar" label={T.fields.excerpt_ar}>
          <Input.TextArea name="excerpt_ar" rows={2} placeholder={T.excerptArPlaceholder} />
        </Form.Item>
        <Form.Item name="excerpt_en" label={T.fields.excerpt_en}>
          <Input.TextArea name="excerpt_en" rows={2} dir="ltr" placeholder={T.excerptEnPlaceholder} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={14}>
            <Form.Item name="image_url" label={T.fields.image_url}>
              <Input name="image_url" type="url" dir="ltr" placeholder={T.imagePlaceholder} />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item name="category" label={T.fields.category}>
              <Select options={CATEGORY_OPTIONS} data-testid="news-category" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="featured" label={T.fields.featured} valuePropName="checked">
              <Switch data-testid="news-featured" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="is_published" label={T.fields.is_published} valuePropName="checked">
              <Switch data-testid="news-published" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {item && <RecordHistorySection entity="news_item" id={item.id} />}
    </FormModal>
  );
}
