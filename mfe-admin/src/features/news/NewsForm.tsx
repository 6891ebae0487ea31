import { lazy, Suspense, useState } from 'react';
import { Alert, Col, DatePicker, Form, Input, Row, Select, Skeleton, Switch, type FormRule } from 'antd';
// antd's own date library (a dependency of antd): DatePicker values are dayjs objects.
import dayjs, { type Dayjs } from 'dayjs';
import { NEWS_CATEGORIES, type AdminNewsItemRecord, type MediaRef } from '@consulting/contracts';
import { serverErrorText } from '../../shared/admin-api.ts';
import { RecordHistorySection } from '../../shared/audit/RecordHistory.tsx';
import { FormModal } from '../../shared/FormModal.tsx';
import { MediaPicker } from '../media/index.ts';
import type { NewsInput } from './api.ts';
import type { RichTextEditorProps } from './RichTextEditor.tsx';
import { NEWS_AR as T, NEWS_CATEGORY_AR, NEWS_EDITOR_AR } from './texts.ts';

// TipTap (with ProseMirror) is downloaded only when the dialog opens, not with the news list.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

/** The rich text field as a Form.Item child: antd passes `value` / `onChange` to it. */
function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} title={false} aria-label={NEWS_EDITOR_AR.loading} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

/** The form's fields: what the dialog sends, with the image as picked and the date as dayjs. */
type FormValues = Omit<NewsInput, 'image_id' | 'publish_at'> & { image: MediaRef | null; publish_at: Dayjs | null };

type Lang = 'ar' | 'en';

function initialValues(item: AdminNewsItemRecord | null): FormValues {
  return {
    title_ar: item?.title_ar ?? '',
    title_en: item?.title_en ?? '',
    content_ar: item?.content_ar ?? '',
    content_en: item?.content_en ?? '',
    excerpt_ar: item?.excerpt_ar ?? '',
    excerpt_en: item?.excerpt_en ?? '',
    image: item?.image_media ?? null,
    image_url: item?.image_url ?? '',
    category: item?.category ?? 'company-news',
    featured: item?.featured ?? false,
    published_ar: item?.published_ar ?? false,
    published_en: item?.published_en ?? false,
    publish_at: item?.publish_at ? dayjs(item.publish_at) : null,
  };
}

/** True when rich text HTML shows no text (only empty paragraphs or breaks). */
export function isBlankHtml(html: string | undefined): boolean {
  return (html ?? '').replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

/** Rules of a title: required while its language is published; one of the two always. */
function titleRules(lang: Lang): FormRule[] {
  const other: Lang = lang === 'ar' ? 'en' : 'ar';
  return [
    ({ getFieldValue }) => ({
      validator(_rule, value: string | undefined) {
        const blank = !value?.trim();
        if (blank && getFieldValue(`published_${lang}`)) return Promise.reject(new Error(T.requiredToPublish));
        if (blank && !String(getFieldValue(`title_${other}`) ?? '').trim())
          return Promise.reject(new Error(T.titleRequired));
        return Promise.resolve();
      },
    }),
  ];
}

/** Rules of a content: required (with visible text) while its language is published. */
function contentRules(lang: Lang): FormRule[] {
  return [
    ({ getFieldValue }) => ({
      validator(_rule, value: string | undefined) {
        return getFieldValue(`published_${lang}`) && isBlankHtml(value)
          ? Promise.reject(new Error(T.requiredToPublish))
          : Promise.resolve();
      },
    }),
  ];
}

const CATEGORY_OPTIONS = NEWS_CATEGORIES.map((value) => ({ value, label: NEWS_CATEGORY_AR[value] }));

/** One language's column: its publish switch, title, rich text content and excerpt, in its direction. */
function LanguageFields({ lang }: { lang: Lang }) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const contentId = `news-content-${lang}`;
  return (
    <>
      <Form.Item name={`published_${lang}`} label={T.fields[`published_${lang}`]} valuePropName="checked">
        <Switch data-testid={`news-published-${lang}`} />
      </Form.Item>
      <Form.Item
        name={`title_${lang}`}
        label={T.fields[`title_${lang}`]}
        rules={titleRules(lang)}
        dependencies={[`published_${lang}`, `title_${lang === 'ar' ? 'en' : 'ar'}`]}
      >
        <Input name={`title_${lang}`} dir={dir} />
      </Form.Item>
      <Form.Item
        name={`content_${lang}`}
        label={T.fields[`content_${lang}`]}
        htmlFor={contentId}
        rules={contentRules(lang)}
        dependencies={[`published_${lang}`]}
      >
        <LazyRichTextEditor dir={dir} id={contentId} label={T.fields[`content_${lang}`]} testId={contentId} />
      </Form.Item>
      <Form.Item name={`excerpt_${lang}`} label={T.fields[`excerpt_${lang}`]}>
        <Input.TextArea
          name={`excerpt_${lang}`}
          rows={2}
          dir={dir}
          placeholder={lang === 'ar' ? T.excerptArPlaceholder : T.excerptEnPlaceholder}
        />
      </Form.Item>
    </>
  );
}

/**
 * The add/edit dialog of a news item (spec §3 "Admin news", §5): the Arabic and English fields side
 * by side, each in its own direction, with a publish switch per language; contents in a rich text
 * editor (TipTap, lazy); excerpts (fallback: the first 150 characters of the content's text), the
 * image from the media library (items made before it keep their typed link), category, featured,
 * and a publication date-time (empty = at once). A published language needs its title and content;
 * a title in one language is always needed. `item` null adds; editing also offers the item's
 * history. `onSubmit` saves; the dialog stays open while it runs and when it throws, showing the
 * server's message (such as a content the sanitiser emptied).
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
  const [serverError, setServerError] = useState<string | null>(null);

  async function save() {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    setServerError(null);
    try {
      await onSubmit({
        title_ar: values.title_ar.trim(),
        title_en: values.title_en.trim(),
        content_ar: isBlankHtml(values.content_ar) ? '' : values.content_ar,
        content_en: isBlankHtml(values.content_en) ? '' : values.content_en,
        excerpt_ar: (values.excerpt_ar ?? '').trim(),
        excerpt_en: (values.excerpt_en ?? '').trim(),
        image_id: values.image?.id ?? '',
        image_url: (values.image_url ?? '').trim(),
        category: values.category,
        featured: values.featured,
        published_ar: values.published_ar,
        published_en: values.published_en,
        publish_at: values.publish_at ? values.publish_at.toISOString() : null,
      });
    } catch (error) {
      // The page toasts the failure; the dialog keeps what was typed and says why.
      setServerError(serverErrorText(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormModal
      open={open}
      width={1080}
      title={item ? T.editTitle : T.addTitle}
      onClose={onClose}
      testId="news-form"
      submitText={T.save}
      submitTestId="news-save"
      busy={saving}
      onSubmit={save}
    >
      {serverError && (
        <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} data-testid="news-form-error" />
      )}
      <Form form={form} layout="vertical" initialValues={initialValues(item)}>
        <Row gutter={24}>
          <Col xs={24} lg={12} data-testid="news-fields-ar">
            <LanguageFields lang="ar" />
          </Col>
          <Col xs={24} lg={12} data-testid="news-fields-en">
            <LanguageFields lang="en" />
          </Col>
        </Row>
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item name="publish_at" label={T.fields.publish_at} extra={T.publishAtHelp}>
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                placeholder={T.publishAtPlaceholder}
                style={{ width: '100%' }}
                data-testid="news-publish-at"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="category" label={T.fields.category}>
              <Select options={CATEGORY_OPTIONS} data-testid="news-category" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="image" label={T.fields.image} htmlFor="news-image">
          {/* Form.Item supplies the real value and onChange. */}
          <MediaPicker
            value={null}
            onChange={() => undefined}
            kind="image"
            id="news-image"
            aria-label={T.fields.image}
          />
        </Form.Item>
        {item?.image_url && (
          <Form.Item name="image_url" label={T.fields.image_url} extra={T.imageUrlHelp}>
            <Input name="image_url" type="url" dir="ltr" placeholder={T.imagePlaceholder} />
          </Form.Item>
        )}
        <Form.Item name="featured" label={T.fields.featured} valuePropName="checked">
          <Switch data-testid="news-featured" />
        </Form.Item>
      </Form>
      {item && <RecordHistorySection entity="news_item" id={item.id} />}
    </FormModal>
  );
}
