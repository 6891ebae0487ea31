import type { ReactNode } from 'react';
import { Col, Form, Input, Row, type FormRule } from 'antd';
import type { MediaRef } from '@consulting/contracts';
import { MediaPicker } from '../media/index.ts';
import { requiredRule } from './field-rules.ts';
import { SITE_AR as T } from './texts.ts';

/**
 * The names of a bilingual field, `[Arabic, English]` as the locale JSON lists them: the Arabic
 * one (also used in messages) and the English one.
 */
export type PairLabel = readonly string[];

/**
 * A bilingual field ("the Arabic and English fields side by side, each field in
 * its own direction"): `{name}_ar` right-to-left with an Arabic label, beside `{name}_en`
 * left-to-right with an English label, one row (stacked on a narrow screen). `required` makes
 * both required, each message naming the field and its language; `multiline` gives text areas.
 */
export function BilingualRow({
  name,
  label: [ar, en],
  required = false,
  multiline = false,
  rows = 3,
}: {
  name: string;
  label: PairLabel;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
}) {
  const rules = (language: string): FormRule[] => (required ? [requiredRule(language)] : []);
  const control = (field: string, dir: 'rtl' | 'ltr', lang: 'ar' | 'en') =>
    multiline ? (
      <Input.TextArea name={field} dir={dir} lang={lang} rows={rows} />
    ) : (
      <Input name={field} dir={dir} lang={lang} />
    );
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name={`${name}_ar`} label={T.inArabic(ar)} rules={rules(T.inArabic(ar))}>
          {control(`${name}_ar`, 'rtl', 'ar')}
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={`${name}_en`}
          label={
            <span dir="ltr" lang="en">
              {T.englishLabel(en)}
            </span>
          }
          rules={rules(T.inEnglish(ar))}
        >
          {control(`${name}_en`, 'ltr', 'en')}
        </Form.Item>
      </Col>
    </Row>
  );
}

/**
 * A field written the same in both languages (phone, e-mail, links, codes): left-to-right, with
 * its Arabic `label`, `rules`, an optional `help` line and `placeholder`.
 */
export function LtrField({
  name,
  label,
  rules,
  help,
  placeholder,
  prefix,
  disabled = false,
}: {
  name: string;
  label: string;
  rules?: FormRule[];
  help?: ReactNode;
  placeholder?: string;
  prefix?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Form.Item name={name} label={label} rules={rules} extra={help}>
      <Input name={name} dir="ltr" placeholder={placeholder} prefix={prefix} disabled={disabled} />
    </Form.Item>
  );
}

/**
 * A form control for a media-library file: antd's Form.Item gives it `value`
 * (a `MediaRef` or null), `onChange` and `id`; the library's picker does the choosing.
 */
export function MediaField({
  value,
  onChange,
  kind,
  id,
}: {
  value?: MediaRef | null;
  onChange?: (value: MediaRef | null) => void;
  kind: MediaRef['kind'];
  /** From Form.Item, so its label focuses the picker's button. */
  id?: string;
}) {
  return <MediaPicker value={value ?? null} onChange={(next) => onChange?.(next)} kind={kind} id={id} />;
}
