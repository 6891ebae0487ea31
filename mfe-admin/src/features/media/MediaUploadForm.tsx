import { useState } from 'react';
import { Alert, App, Button, Space, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { MediaItemRecord } from '@consulting/contracts';
import { serverErrorText } from '../../shared/admin-api.ts';
import { LabelledField, TextField } from '../../shared/LabelledField.tsx';
import { useListRefresh } from '../../shared/paged-list.ts';
import { looksLikePdf, uploadMedia, type MediaKind } from './api.ts';
import { MEDIA_AR as T } from './texts.ts';

/** What the file box offers (a hint for the browser's dialog; the server checks the content). */
const ACCEPT: Record<MediaKind | 'any', string> = {
  image: 'image/jpeg,image/png,image/webp,image/gif',
  pdf: 'application/pdf',
  any: 'image/jpeg,image/png,image/webp,image/gif,application/pdf',
};

/**
 * The alt texts of a media item, Arabic typed right to left and English left to right, up to 500
 * characters each: required for an image, an optional title for a PDF. Test ids
 * `${testIdPrefix}-ar` and `${testIdPrefix}-en`.
 */
export function AltTextFields({
  pdf,
  ar,
  en,
  onAr,
  onEn,
  testIdPrefix,
}: {
  pdf: boolean;
  ar: string;
  en: string;
  onAr: (value: string) => void;
  onEn: (value: string) => void;
  testIdPrefix: string;
}) {
  const field = (lang: 'ar' | 'en', label: string, value: string, onChange: (value: string) => void) => (
    <TextField
      label={label}
      required={!pdf}
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
      lang={lang}
      name={`alt_${lang}`}
      value={value}
      maxLength={500}
      aria-label={label}
      onChange={onChange}
      testId={`${testIdPrefix}-${lang}`}
    />
  );
  return (
    <>
      {field('ar', pdf ? T.pdfTitleAr : T.altAr, ar, onAr)}
      {field('en', pdf ? T.pdfTitleEn : T.altEn, en, onEn)}
    </>
  );
}

/**
 * The upload form of the media library, on the library page and inside the
 * picker: a file, then the alt text in Arabic (typed right to left) and in English (left to
 * right), required for an image; for a PDF they are its optional title. The server decides what
 * the file is from its content: its refusal (type, size, missing alt) is shown as it words it.
 * After a successful upload the form empties, the library lists refresh and `onUploaded` gets
 * the new item. With `kind`, an upload of the other kind is kept in the library but reported.
 */
export function MediaUploadForm({
  kind,
  onUploaded,
  testIdPrefix = 'media-upload',
}: {
  kind?: MediaKind;
  onUploaded: (item: MediaItemRecord) => void;
  testIdPrefix?: string;
}) {
  const { notification } = App.useApp();
  const refresh = useListRefresh<MediaItemRecord>('media');
  const [file, setFile] = useState<File | null>(null);
  const [altAr, setAltAr] = useState('');
  const [altEn, setAltEn] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new key empties the native file box after an upload.
  const [fileBoxKey, setFileBoxKey] = useState(0);
  const pdf = kind === 'pdf' || (kind !== 'image' && looksLikePdf(file));
  const id = (part: string) => `${testIdPrefix}-${part}`;

  async function submit() {
    if (!file) return setError(T.fileRequired);
    if (!pdf && (!altAr.trim() || !altEn.trim())) return setError(T.altRequired);
    setError(null);
    setBusy(true);
    try {
      const item = await uploadMedia({ file, alt_ar: altAr, alt_en: altEn });
      refresh.changed();
      notification.success({ title: T.uploaded });
      setFile(null);
      setAltAr('');
      setAltEn('');
      setFileBoxKey((key) => key + 1);
      if (kind && item.kind !== kind) setError(T.unsupportedKind(kind));
      else onUploaded(item);
    } catch (failure) {
      const message = serverErrorText(failure) ?? T.uploadFailed;
      setError(message);
      notification.error({ title: T.uploadFailed, description: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid={id('form')}>
      <LabelledField label={T.chooseFile} required>
        <input
          key={fileBoxKey}
          type="file"
          accept={ACCEPT[kind ?? 'any']}
          aria-label={T.chooseFile}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(null);
          }}
          data-testid={id('file')}
        />
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 12 }}>
          {T.fileHint}
        </Typography.Paragraph>
      </LabelledField>
      <AltTextFields pdf={pdf} ar={altAr} en={altEn} onAr={setAltAr} onEn={setAltEn} testIdPrefix={id('alt')} />
      {!pdf && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {T.altHelp}
        </Typography.Text>
      )}
      {error && <Alert type="error" showIcon title={error} data-testid={id('error')} />}
      <Button
        type="primary"
        icon={<UploadOutlined />}
        loading={busy}
        onClick={() => void submit()}
        data-testid={id('submit')}
      >
        {busy ? T.uploading : T.upload}
      </Button>
    </Space>
  );
}
