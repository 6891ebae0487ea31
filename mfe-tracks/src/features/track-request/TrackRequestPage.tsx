import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../icons/Icon.tsx';
import { ArrowLeftOutlined } from '../../icons/svg/ArrowLeftOutlined.ts';
import { ArrowRightOutlined } from '../../icons/svg/ArrowRightOutlined.ts';
import { CheckCircleFilled } from '../../icons/svg/CheckCircleFilled.ts';
import { DeleteOutlined } from '../../icons/svg/DeleteOutlined.ts';
import { FilePdfOutlined } from '../../icons/svg/FilePdfOutlined.ts';
import { InfoCircleFilled } from '../../icons/svg/InfoCircleFilled.ts';
import { SendOutlined } from '../../icons/svg/SendOutlined.ts';
import { TRACK_TITLES, isTrackSlug, trackFromLocation } from '@consulting/contracts';
import { pick, useLanguage, useSession } from '@consulting/platform';
import { Button, Card, useToast } from '@consulting/ui';
import { checkAttachment, missingFields, type TrackRequestFields } from './validation.ts';
import { useSubmitTrackRequest, type RequestKind } from './api.ts';
import '../../page-layout/page-layout.css';
import './track-request.css';

const EMPTY: TrackRequestFields = { name: '', email: '', phone: '', description: '' };
const REQUEST_KINDS = [
  { value: 'service', label: 'request.provideService' },
  { value: 'opportunity', label: 'request.provideOpportunity' },
] as const satisfies readonly { value: RequestKind; label: string }[];

/**
 * `/services/:track/request` (spec §2 "Track request page", §4, §5, §8): a service or
 * opportunity request for one track, sent as multipart with an optional PDF. Plain form controls
 * and `@consulting/ui`, no antd (issue 6); its toasts come from the `@consulting/ui` ToastProvider
 * on the remote's layout route, so the success toast stays up on the track page the form returns to.
 */
export default function TrackRequestPage() {
  const { t } = useTranslation('tracks');
  const notification = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const language = useLanguage((s) => s.language);
  const user = useSession((s) => s.user);
  const { busy, submit } = useSubmitTrackRequest();
  const fileInput = useRef<HTMLInputElement>(null);

  const track = trackFromLocation(location.pathname, location.search);
  const trackTitle = isTrackSlug(track) ? pick(TRACK_TITLES[track], language) : track;
  // A track page's call-to-action carries the visitor's choice as `?type=opportunity` (spec §2).
  const [kind, setKind] = useState<RequestKind>(() =>
    new URLSearchParams(location.search).get('type') === 'opportunity' ? 'opportunity' : 'service',
  );
  const [fields, setFields] = useState<TrackRequestFields>(EMPTY);
  const [attachment, setAttachment] = useState<File | null>(null);

  const accountName = user ? user.name || user.full_name || '' : '';
  // A signed-in client's name (when known) and email come from the account, read-only (spec §4).
  const values: TrackRequestFields = user ? { ...fields, name: accountName || fields.name, email: user.email } : fields;
  const set = (key: keyof TrackRequestFields) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setFields((prev) => ({ ...prev, [key]: e.target.value }));

  async function onFileChosen(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const verdict = await checkAttachment(file);
    if (verdict.ok) {
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
    if (missing.length > 0) {
      notification.error({
        title: t('request.dataErrorTitle'),
        description: t('request.dataErrorText', {
          fields: missing.map((key) => t(`request.${key}`)).join(t('request.fieldSeparator')),
        }),
      });
      return;
    }
    try {
      const reply = await submit({ kind, track, fields: values, attachment });
      // The shell shows one notification at a time (spec §9), so the account notice rides along.
      notification.success({
        title: t('request.successTitle'),
        description: (
          <>
            <div>{reply.message || t('request.successText')}</div>
            {reply.account_created && (
              <div style={{ marginTop: 8 }} data-testid="account-created">
                <strong>{t('request.accountTitle')}</strong>
                <div>{t('request.accountText')}</div>
              </div>
            )}
          </>
        ),
      });
      navigate(`/services/${track}`);
    } catch {
      notification.error({ title: t('request.errorTitle'), description: t('request.errorText') });
    }
  }

  const backIcon = language === 'ar' ? ArrowRightOutlined : ArrowLeftOutlined;

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
            <Notice
              kind="success"
              testId="welcome-back"
              title={t('request.welcomeBack', { name: accountName || user.email })}
              description={t('request.welcomeBackText')}
            />
          ) : (
            <Notice
              kind="info"
              testId="guest-notice"
              title={t('request.guestNotice')}
              description={t('request.guestNoticeText')}
            />
          )}

          <form onSubmit={onSubmit} className="track-request__form" data-testid="track-request-form">
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

            <label className="track-request__field">
              <strong>{t('request.name')}</strong>
              <input
                className="track-request__input"
                name="name"
                value={values.name}
                onChange={set('name')}
                readOnly={Boolean(user && accountName)}
                placeholder={t('request.namePlaceholder')}
                autoComplete="name"
              />
            </label>

            <label className="track-request__field">
              <strong>{t('request.email')}</strong>
              <input
                className="track-request__input"
                name="email"
                type="email"
                value={values.email}
                onChange={set('email')}
                readOnly={Boolean(user)}
                placeholder={t('request.emailPlaceholder')}
                autoComplete="email"
                dir="ltr"
              />
            </label>

            <label className="track-request__field">
              <strong>{t('request.phone')}</strong>
              <input
                className="track-request__input"
                name="phone"
                type="tel"
                value={values.phone}
                onChange={set('phone')}
                placeholder={t('request.phonePlaceholder')}
                autoComplete="tel"
                dir="ltr"
              />
            </label>

            <label className="track-request__field">
              <strong>{t('request.description')}</strong>
              <textarea
                className="track-request__input"
                name="message"
                rows={6}
                value={values.description}
                onChange={set('description')}
                placeholder={t('request.descriptionPlaceholder')}
              />
            </label>

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
              <div className="track-request__attachment">
                {attachment ? (
                  <>
                    <Icon icon={FilePdfOutlined} style={{ color: '#cf1322' }} />
                    <span data-testid="attachment-name">{attachment.name}</span>
                    <Button size="small" onClick={() => fileInput.current?.click()} data-testid="attachment-change">
                      {t('request.changeFile')}
                    </Button>
                    <Button
                      size="small"
                      danger
                      icon={<Icon icon={DeleteOutlined} />}
                      onClick={() => setAttachment(null)}
                      data-testid="attachment-remove"
                    >
                      {t('request.removeFile')}
                    </Button>
                  </>
                ) : (
                  <Button
                    icon={<Icon icon={FilePdfOutlined} />}
                    onClick={() => fileInput.current?.click()}
                    data-testid="attachment-choose"
                  >
                    {t('request.chooseFile')}
                  </Button>
                )}
              </div>
            </div>

            <Button
              type="primary"
              htmlType="submit"
              size="large"
              block
              loading={busy}
              icon={busy ? undefined : <Icon icon={SendOutlined} />}
              data-testid="submit-request"
            >
              {busy ? t('request.sending') : t('request.submit')}
            </Button>
          </form>
        </Card>
      </div>
    </div>
  );
}

/** The welcome-back or guest notice above the form, like antd's Alert with an icon and a description. */
function Notice({
  kind,
  testId,
  title,
  description,
}: {
  kind: 'success' | 'info';
  testId: string;
  title: string;
  description: string;
}) {
  const icon = kind === 'success' ? CheckCircleFilled : InfoCircleFilled;
  return (
    <div role="alert" className={`track-request__notice track-request__notice--${kind}`} data-testid={testId}>
      <Icon icon={icon} className="track-request__notice-icon" />
      <div>
        <div className="track-request__notice-title">{title}</div>
        <div className="track-request__notice-text">{description}</div>
      </div>
    </div>
  );
}
