import { useMutation } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../icons/Icon.tsx';
import { TRACK_TITLES, isTrackSlug, trackFromLocation } from '@consulting/contracts';
import { pick, useLanguage, useSession } from '@consulting/platform';
import {
  Alert,
  Button,
  Card,
  PublicFormGuard,
  SubmitButton,
  TextField,
  checkPdfAttachment,
  usePublicForm,
  useToast,
} from '@consulting/ui';
import { missingFields, type TrackRequestFields } from './validation.ts';
import { submitTrackRequest, type RequestKind, type TrackRequestSubmission } from './api.ts';
import '../../page-layout/page-layout.css';
import './track-request.css';
import './track-request-texts.ts';

const EMPTY: TrackRequestFields = { name: '', email: '', phone: '', description: '' };
const REQUEST_KINDS = [
  { value: 'service', label: 'request.provideService' },
  { value: 'opportunity', label: 'request.provideOpportunity' },
] as const satisfies readonly { value: RequestKind; label: string }[];

/**
 * `/services/:track/request` (spec §2 "Track request page", §4, §5, §8): a service or opportunity
 * request for one track, sent as multipart with an optional PDF, under the public-form guard. No
 * antd; its toasts come from the ToastProvider on the remote's layout route, so the success toast
 * stays up on the track page the form returns to. A guest's success toast is the same whether or
 * not the email has an account (the server does not tell).
 */
export default function TrackRequestPage() {
  const { t } = useTranslation('tracks');
  const notification = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const language = useLanguage((s) => s.language);
  const user = useSession((s) => s.user);
  const guard = usePublicForm({ language, retention: 'request', testIdPrefix: 'track-request' });
  const sending = useMutation({
    mutationFn: (submission: TrackRequestSubmission) => submitTrackRequest(submission, guard.send),
  });
  const busy = sending.isPending;
  const fileInput = useRef<HTMLInputElement>(null);
  const attachmentRow = useRef<HTMLDivElement>(null);
  // Set when the visitor chose or removed the file: the button they used is replaced, so focus
  // moves to the row's first button in the same commit (a layout effect, before a screen reader
  // could announce the page).
  const refocusAttachment = useRef(false);

  const track = trackFromLocation(location.pathname, location.search);
  const trackTitle = isTrackSlug(track) ? pick(TRACK_TITLES[track], language) : track;
  // A track page's call-to-action carries the visitor's choice as `?type=opportunity` (spec §2).
  const [kind, setKind] = useState<RequestKind>(() =>
    new URLSearchParams(location.search).get('type') === 'opportunity' ? 'opportunity' : 'service',
  );
  const [fields, setFields] = useState<TrackRequestFields>(EMPTY);
  const [attachment, setAttachment] = useState<File | null>(null);
  useLayoutEffect(() => {
    if (!refocusAttachment.current) return;
    refocusAttachment.current = false;
    attachmentRow.current?.querySelector('button')?.focus();
  }, [attachment]);

  const accountName = user ? user.name || user.full_name || '' : '';
  // A signed-in client's name (when known) and email come from the account, read-only (spec §4).
  const values: TrackRequestFields = user ? { ...fields, name: accountName || fields.name, email: user.email } : fields;
  const set = (key: keyof TrackRequestFields) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setFields((prev) => ({ ...prev, [key]: e.target.value }));

  async function onFileChosen(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const verdict = await checkPdfAttachment(file);
    if (verdict.ok) {
      refocusAttachment.current = true;
      setAttachment(file);
      return;
    }
    notification.error({
      title: verdict.reason === 'size' ? t('request.tooLargeTitle') : t('request.unsupportedTitle'),
      description: verdict.reason === 'size' ? t('request.tooLargeText') : t('request.unsupportedText'),
    });
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const missing = missingFields(values);
    // The consent box shows its own error next to it; the toast lists the missing fields.
    const consented = guard.checkConsent(missing.length === 0);
    if (missing.length > 0) {
      notification.error({
        title: t('request.dataErrorTitle'),
        description: t('request.dataErrorText', {
          fields: missing.map((key) => t(`request.${key}`)).join(t('request.fieldSeparator')),
        }),
      });
      return;
    }
    if (!consented) return;
    try {
      await sending.mutateAsync({ kind, track, fields: values, attachment });
      // One text for every guest, whatever the email (no account enumeration).
      notification.success({
        title: t('request.successTitle'),
        description: user ? t('request.successText') : t('request.guestSuccessText'),
      });
      navigate(`/services/${track}`);
    } catch (error) {
      notification.error({
        title: t('request.errorTitle'),
        description: guard.errorText(error) ?? t('request.errorText'),
      });
    }
  }

  const backIcon = language === 'ar' ? 'ArrowRightOutlined' : 'ArrowLeftOutlined';
  // The description is sent as `message` (spec §4); a signed-in client's known fields are read-only.
  const field = (
    key: keyof TrackRequestFields,
    control: { type?: string; dir?: 'ltr'; autoComplete?: string; readOnly?: boolean } = {},
  ) => {
    const common = {
      label: t(`request.${key}`),
      value: values[key],
      onChange: set(key),
      placeholder: t(`request.${key}Placeholder`),
    };
    return key === 'description' ? (
      <TextField {...common} multiline rows={6} name="message" />
    ) : (
      <TextField {...common} name={key} {...control} />
    );
  };

  return (
    <div data-testid="track-request-page">
      <section
        style={{
          height: '16rem',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'center',
          textAlign: 'center',
          padding: '0 1rem',
          color: '#fff',
          background: 'linear-gradient(135deg, #0b3d6b 0%, #1677ff 100%)',
        }}
      >
        <h1 className="tracks-h1" style={{ color: '#fff', margin: 0 }}>
          {t('request.title')}
        </h1>
        <p className="tracks-p" style={{ color: '#e6f0ff', marginTop: 12, marginBottom: 0 }}>
          {trackTitle} — {t('request.subtitle')}
        </p>
      </section>

      <div style={{ maxWidth: 760, margin: '2rem auto', padding: '0 1rem' }}>
        <Button
          icon={<Icon icon={backIcon} />}
          onClick={() => navigate(`/services/${track}`)}
          data-testid="back-to-track"
        >
          {t('request.backToTrack')}
        </Button>

        <Card style={{ marginTop: 16 }}>
          {user ? (
            <Alert
              type="success"
              data-testid="welcome-back"
              title={t('request.welcomeBack', { name: accountName || user.email })}
              description={t('request.welcomeBackText')}
            />
          ) : (
            <Alert
              type="info"
              data-testid="guest-notice"
              title={t('request.guestNotice')}
              description={t('request.guestNoticeText')}
            />
          )}

          <form
            onSubmit={onSubmit}
            className="track-request__form"
            data-testid="track-request-form"
            {...guard.formProps}
          >
            <div>
              <strong id="track-request-type-label">{t('request.requestType')}</strong>
              <div
                role="radiogroup"
                aria-labelledby="track-request-type-label"
                className="track-request__kinds"
                data-testid="request-type"
              >
                {REQUEST_KINDS.map((option) => (
                  <label key={option.value} className="track-request__kind">
                    <input
                      type="radio"
                      name="request_type"
                      value={option.value}
                      checked={kind === option.value}
                      onChange={() => setKind(option.value)}
                    />
                    <span>{t(option.label)}</span>
                  </label>
                ))}
              </div>
            </div>

            {field('name', { autoComplete: 'name', readOnly: Boolean(user && accountName) })}
            {field('email', { type: 'email', dir: 'ltr', autoComplete: 'email', readOnly: Boolean(user) })}
            {field('phone', { type: 'tel', dir: 'ltr', autoComplete: 'tel' })}
            {field('description')}

            <div>
              <strong>{t('request.attachment')}</strong>
              <input
                ref={fileInput}
                type="file"
                name="attachment"
                accept="application/pdf,.pdf"
                data-testid="attachment-input"
                style={{ display: 'none' }}
                onChange={(e) => void onFileChosen(e)}
              />
              <div className="track-request__attachment" ref={attachmentRow}>
                {attachment ? (
                  <>
                    <Icon icon="FilePdfOutlined" style={{ color: '#cf1322' }} />
                    <span data-testid="attachment-name">{attachment.name}</span>
                    <Button size="small" onClick={() => fileInput.current?.click()} data-testid="attachment-change">
                      {t('request.changeFile')}
                    </Button>
                    <Button
                      size="small"
                      danger
                      icon={<Icon icon="DeleteOutlined" />}
                      onClick={() => {
                        refocusAttachment.current = true;
                        setAttachment(null);
                      }}
                      data-testid="attachment-remove"
                    >
                      {t('request.removeFile')}
                    </Button>
                  </>
                ) : (
                  <Button
                    icon={<Icon icon="FilePdfOutlined" />}
                    onClick={() => fileInput.current?.click()}
                    data-testid="attachment-choose"
                  >
                    {t('request.chooseFile')}
                  </Button>
                )}
              </div>
            </div>

            <PublicFormGuard {...guard.guard} />

            <SubmitButton
              busy={busy}
              busyLabel={t('request.sending')}
              icon={<Icon icon="SendOutlined" />}
              data-testid="submit-request"
            >
              {t('request.submit')}
            </SubmitButton>
          </form>
        </Card>
      </div>
    </div>
  );
}
