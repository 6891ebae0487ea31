import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { App, Button, Input, Result } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AntdRoot } from '@consulting/ui/antd-root';
import { PUBLIC_PAGES } from '@consulting/contracts';
import { ApiError, useLanguage } from '@consulting/platform';
import { useSubmitJoinApplication } from './join-api.ts';
import { JOIN_NAMESPACE } from './join-translations.ts';
import {
  EMPTY_JOIN,
  checkJoinFile,
  validateJoin,
  type JoinErrors,
  type JoinFields,
  type JoinFileKind,
} from './join-validation.ts';
import './join-us.css';

type Files = Record<JoinFileKind, File | null>;
const NO_FILES: Files = { profile_image: null, cv_file: null };

const FILE_ACCEPT: Record<JoinFileKind, string> = {
  profile_image: 'image/jpeg,image/png,image/gif',
  cv_file:
    '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * `/join-us` (spec §2 "Join-us page", §4, §5, §8): the application form (six required fields,
 * an optional profile image and CV checked by content and size), sent as multipart; then the
 * success screen with Back to Home and Apply Another (an empty form again).
 */
export function JoinUsPage() {
  const { t } = useTranslation(JOIN_NAMESPACE);
  const { notification } = App.useApp();
  const language = useLanguage((state) => state.language);
  const { busy, submit } = useSubmitJoinApplication();
  const [fields, setFields] = useState<JoinFields>(EMPTY_JOIN);
  const [errors, setErrors] = useState<JoinErrors>({});
  const [files, setFiles] = useState<Files>(NO_FILES);
  const [done, setDone] = useState(false);
  const inputs = { profile_image: useRef<HTMLInputElement>(null), cv_file: useRef<HTMLInputElement>(null) };

  const set = (key: keyof JoinFields) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setFields((previous) => ({ ...previous, [key]: value }));
    // Spec §5: a field's error clears as soon as that field is edited.
    setErrors((previous) => (previous[key] ? { ...previous, [key]: undefined } : previous));
  };

  async function onFileChosen(kind: JoinFileKind, event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const verdict = await checkJoinFile(kind, file);
    if (verdict.ok) {
      setFiles((previous) => ({ ...previous, [kind]: file }));
      return;
    }
    notification.error({
      title: t('errorTitle'),
      description: verdict.reason === 'size' ? t('tooLarge') : t('unsupportedType'),
    });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateJoin(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await submit({ fields, profileImage: files.profile_image, cvFile: files.cv_file });
      setDone(true);
      window.scrollTo({ top: 0 });
    } catch (error) {
      // The server's reason (400/413/415) when it gave one; else the generic title says it all.
      const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : '';
      notification.error({ title: t('errorTitle'), description: reason || undefined });
    }
  }

  function applyAnother() {
    setFields(EMPTY_JOIN);
    setErrors({});
    setFiles(NO_FILES);
    setDone(false);
  }

  const field = (key: keyof JoinFields, options: { type?: string; dir?: 'ltr'; multiline?: boolean } = {}) => {
    const error = errors[key];
    const common = {
      name: key,
      value: fields[key],
      onChange: set(key),
      placeholder: t(`placeholders.${key}`),
      status: error ? ('error' as const) : undefined,
      'aria-required': true,
      'aria-invalid': Boolean(error),
    };
    return (
      <label className={`form-field${options.multiline ? ' form-grid__full' : ''}`}>
        <span className="form-field__label">
          {t(`fields.${key}`)}
          <span className="form-field__required" aria-hidden="true">
            *
          </span>
        </span>
        {options.multiline ? (
          <Input.TextArea rows={4} {...common} />
        ) : (
          <Input type={options.type ?? 'text'} dir={options.dir} {...common} />
        )}
        {error && (
          <span className="form-field__error" role="alert" data-testid={`join-error-${key}`}>
            {error === 'email' ? t('invalidEmail') : t('required')}
          </span>
        )}
      </label>
    );
  };

  const fileField = (kind: JoinFileKind) => {
    const testId = kind === 'profile_image' ? 'join-profile-image' : 'join-cv';
    const chosen = files[kind];
    return (
      <div className="form-field join-file">
        <span className="form-field__label">{t(kind === 'profile_image' ? 'profileImage' : 'cvFile')}</span>
        <input
          ref={inputs[kind]}
          type="file"
          name={kind}
          accept={FILE_ACCEPT[kind]}
          hidden
          data-testid={`${testId}-input`}
          onChange={(event) => void onFileChosen(kind, event)}
        />
        <div className="join-file__row">
          <Button onClick={() => inputs[kind].current?.click()} data-testid={`${testId}-choose`}>
            {t('chooseFile')}
          </Button>
          {chosen && (
            <>
              <span className="join-file__name" data-testid={`${testId}-name`}>
                {chosen.name}
              </span>
              <Button
                size="small"
                danger
                type="text"
                onClick={() => setFiles((previous) => ({ ...previous, [kind]: null }))}
                data-testid={`${testId}-remove`}
              >
                {t('removeFile')}
              </Button>
            </>
          )}
        </div>
        <span className="join-file__hint">{t(kind === 'profile_image' ? 'profileImageHint' : 'cvFileHint')}</span>
      </div>
    );
  };

  return (
    <div className="join-page">
      <section className="page-hero">
        <div className="container">
          <h1>{PUBLIC_PAGES['/join-us'].heading[language]}</h1>
          <p>{t('subtitle')}</p>
        </div>
      </section>

      <div className="container page-body">
        {done ? (
          <div className="form-panel" data-testid="join-success">
            <Result
              status="success"
              title={t('successTitle')}
              subTitle={t('successText')}
              extra={[
                <Link key="home" to="/">
                  <Button type="primary" data-testid="join-back-home">
                    {t('backHome')}
                  </Button>
                </Link>,
                <Button key="again" onClick={applyAnother} data-testid="join-apply-another">
                  {t('applyAnother')}
                </Button>,
              ]}
            />
          </div>
        ) : (
          <div className="join-layout">
            <aside className="join-why">
              <h2>{t('whyTitle')}</h2>
              <ul>
                <li>{t('why.impact')}</li>
                <li>{t('why.growth')}</li>
                <li>{t('why.flexibility')}</li>
              </ul>
            </aside>
            <section className="form-panel" aria-labelledby="join-form-title">
              <h2 id="join-form-title">{t('formTitle')}</h2>
              <form onSubmit={onSubmit} noValidate data-testid="join-form">
                <div className="form-grid">
                  {field('full_name')}
                  {field('email', { type: 'email', dir: 'ltr' })}
                  {field('phone', { type: 'tel', dir: 'ltr' })}
                  {field('specialization')}
                  {field('address', { multiline: false })}
                  {fileField('profile_image')}
                  {field('experience', { multiline: true })}
                  {fileField('cv_file')}
                </div>
                <Button
                  type="primary"
                  htmlType="submit"
                  size="large"
                  block
                  loading={busy}
                  className="form-submit"
                  data-testid="join-submit"
                >
                  {busy ? t('submitting') : t('submit')}
                </Button>
              </form>
            </section>
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * The `/join-us` route element: the page inside `AntdRoot` (antd's direction, locale and theme
 * from the site language, and `App` for the page's toasts), since the shell provides no antd
 * context. Lives in the page's lazy chunk, so antd is fetched only when this route renders.
 */
export function JoinUsRoute() {
  return (
    <AntdRoot>
      <JoinUsPage />
    </AntdRoot>
  );
}
