import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  FormField,
  PublicFormGuard,
  SubmitButton,
  TextField,
  ToastProvider,
  usePublicForm,
  useToast,
  useFormFields,
} from '@consulting/ui';
import { PUBLIC_PAGE_HEADINGS } from '@consulting/contracts';
import { ApiError, useLanguage } from '@consulting/platform';
import { FormPageHero, FormSuccessPanel } from '../../ui-local/FormPage.tsx';
import { submitJoinApplication, type JoinSubmission } from './join-api.ts';
import { JOIN_NAMESPACE } from './join-translations.ts';
import { EMPTY_JOIN, JOIN_FIELDS, checkJoinFile, type JoinFields, type JoinFileKind } from './join-validation.ts';
import './join-us.css';

type Files = Record<JoinFileKind, File | null>;
const NO_FILES: Files = { profile_image: null, cv_file: null };

const FILE_ACCEPT: Record<JoinFileKind, string> = {
  profile_image: 'image/jpeg,image/png,image/gif',
  cv_file:
    '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * `/join-us` (spec §2 "Join-us page", §4, §5, §8): the application form (six required fields, an
 * optional profile image and CV checked by content and size) sent as multipart under the
 * public-form guard; then the success screen with Back to Home and Apply Another (an empty form).
 */
export function JoinUsPage() {
  const { t } = useTranslation(JOIN_NAMESPACE);
  const notification = useToast();
  const language = useLanguage((state) => state.language);
  const guard = usePublicForm({ language, retention: 'application', testIdPrefix: 'join' });
  const sending = useMutation({
    mutationFn: (submission: JoinSubmission) => submitJoinApplication(submission, guard.send),
  });
  const busy = sending.isPending;
  const { fields, errors, onChange, validate, reset } = useFormFields(EMPTY_JOIN, JOIN_FIELDS);
  const [files, setFiles] = useState<Files>(NO_FILES);
  const [done, setDone] = useState(false);
  const inputs = { profile_image: useRef<HTMLInputElement>(null), cv_file: useRef<HTMLInputElement>(null) };

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
    const valid = validate();
    const consented = guard.checkConsent();
    if (!valid || !consented) return;
    try {
      await sending.mutateAsync({ fields, profileImage: files.profile_image, cvFile: files.cv_file });
      setDone(true);
      window.scrollTo({ top: 0 });
    } catch (error) {
      // A guard's refusal in the page's language; else the server's reason (400/413/415) when it
      // gave one; else the generic title says it all.
      const reason =
        guard.errorText(error) ??
        (error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : '');
      notification.error({ title: t('errorTitle'), description: reason || undefined });
    }
  }

  function applyAnother() {
    reset();
    setFiles(NO_FILES);
    setDone(false);
  }

  const field = (key: keyof JoinFields, options: { type?: string; dir?: 'ltr'; autoComplete?: string } = {}) => {
    const error = errors[key];
    const common = {
      label: t(`fields.${key}`),
      required: true,
      error: error && (error === 'email' ? t('invalidEmail') : t('required')),
      errorTestId: `join-error-${key}`,
      name: key,
      value: fields[key],
      onChange: onChange(key),
      placeholder: t(`placeholders.${key}`),
    };
    return key === 'experience' ? (
      <TextField {...common} multiline rows={4} className="form-grid__full" />
    ) : (
      <TextField {...common} type={options.type} dir={options.dir} autoComplete={options.autoComplete} />
    );
  };

  const fileField = (kind: JoinFileKind) => {
    const testId = kind === 'profile_image' ? 'join-profile-image' : 'join-cv';
    const chosen = files[kind];
    return (
      <FormField
        label={t(kind === 'profile_image' ? 'profileImage' : 'cvFile')}
        hint={t(kind === 'profile_image' ? 'profileImageHint' : 'cvFileHint')}
        className="join-file"
      >
        {(control) => (
          <>
            <input
              ref={inputs[kind]}
              id={control.id}
              type="file"
              name={kind}
              accept={FILE_ACCEPT[kind]}
              hidden
              data-testid={`${testId}-input`}
              onChange={(event) => void onFileChosen(kind, event)}
            />
            <div className="join-file__row">
              <Button
                onClick={() => inputs[kind].current?.click()}
                aria-describedby={[control.labelId, control['aria-describedby']].filter(Boolean).join(' ')}
                data-testid={`${testId}-choose`}
              >
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
          </>
        )}
      </FormField>
    );
  };

  return (
    <div className="join-page">
      <FormPageHero title={PUBLIC_PAGE_HEADINGS['/join-us'][language]} subtitle={t('subtitle')} />

      <div className="container page-body">
        {done ? (
          <FormSuccessPanel
            testId="join-success"
            title={t('successTitle')}
            text={t('successText')}
            home={{ label: t('backHome'), testId: 'join-back-home' }}
            again={{ label: t('applyAnother'), testId: 'join-apply-another', onClick: applyAnother }}
          />
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
              <form onSubmit={onSubmit} noValidate data-testid="join-form" {...guard.formProps}>
                <div className="form-grid">
                  {field('full_name', { autoComplete: 'name' })}
                  {field('email', { type: 'email', dir: 'ltr', autoComplete: 'email' })}
                  {field('phone', { type: 'tel', dir: 'ltr', autoComplete: 'tel' })}
                  {field('specialization')}
                  {field('address', { autoComplete: 'street-address' })}
                  {fileField('profile_image')}
                  {field('experience')}
                  {fileField('cv_file')}
                </div>
                <PublicFormGuard {...guard.guard} />
                <SubmitButton busy={busy} busyLabel={t('submitting')} className="form-submit" data-testid="join-submit">
                  {t('submit')}
                </SubmitButton>
              </form>
            </section>
          </div>
        )}
      </div>
    </div>
  );
}

/** The `/join-us` route element: the page inside a `ToastProvider` for its toasts (spec §5, §8). */
export function JoinUsRoute() {
  return (
    <ToastProvider>
      <JoinUsPage />
    </ToastProvider>
  );
}
