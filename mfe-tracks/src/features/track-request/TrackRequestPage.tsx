import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, App, Button, Card, Input, Radio, Space, Typography } from 'antd';
import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  FilePdfOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { TRACK_TITLES, isTrackSlug, trackFromLocation } from '@consulting/contracts';
import { pick, useLanguage, useSession } from '@consulting/platform';
import { checkAttachment, missingFields, type TrackRequestFields } from './validation.ts';
import { useSubmitTrackRequest, type RequestKind } from './api.ts';

const EMPTY: TrackRequestFields = { name: '', email: '', phone: '', description: '' };

/**
 * `/services/:track/request` (spec §2 "Track request page", §4, §5, §8): a service or
 * opportunity request for one track, sent as multipart with an optional PDF.
 */
export default function TrackRequestPage() {
  const { t } = useTranslation('tracks');
  const { notification } = App.useApp();
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

  const BackIcon = language === 'ar' ? ArrowRightOutlined : ArrowLeftOutlined;

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
        <Typography.Title level={1} style={{ color: '#fff', margin: 0 }}>
          {t('request.title')}
        </Typography.Title>
        <Typography.Paragraph style={{ color: '#e6f0ff', marginTop: 12, marginBottom: 0 }}>
          {trackTitle} — {t('request.subtitle')}
        </Typography.Paragraph>
      </section>

      <div style={{ maxWidth: 760, margin: '2rem auto', padding: '0 1rem' }}>
        <Button icon={<BackIcon />} onClick={() => navigate(`/services/${track}`)} data-testid="back-to-track">
          {t('request.backToTrack')}
        </Button>

        <Card style={{ marginTop: 16 }}>
          {user ? (
            <Alert
              type="success"
              showIcon
              data-testid="welcome-back"
              title={t('request.welcomeBack', { name: accountName || user.email })}
              description={t('request.welcomeBackText')}
            />
          ) : (
            <Alert
              type="info"
              showIcon
              data-testid="guest-notice"
              title={t('request.guestNotice')}
              description={t('request.guestNoticeText')}
            />
          )}

          <form onSubmit={onSubmit} style={{ marginTop: 24 }} data-testid="track-request-form">
            <Space orientation="vertical" size="large" style={{ width: '100%' }}>
              <div>
                <Typography.Text strong>{t('request.requestType')}</Typography.Text>
                <div style={{ marginTop: 8 }}>
                  <Radio.Group
                    name="request_type"
                    value={kind}
                    onChange={(e) => setKind(e.target.value as RequestKind)}
                    data-testid="request-type"
                  >
                    <Radio value="service">{t('request.provideService')}</Radio>
                    <Radio value="opportunity">{t('request.provideOpportunity')}</Radio>
                  </Radio.Group>
                </div>
              </div>

              <label style={{ display: 'block' }}>
                <Typography.Text strong>{t('request.name')}</Typography.Text>
                <Input
                  name="name"
                  value={values.name}
                  onChange={set('name')}
                  readOnly={Boolean(user && accountName)}
                  placeholder={t('request.namePlaceholder')}
                  autoComplete="name"
                  style={{ marginTop: 8 }}
                />
              </label>

              <label style={{ display: 'block' }}>
                <Typography.Text strong>{t('request.email')}</Typography.Text>
                <Input
                  name="email"
                  type="email"
                  value={values.email}
                  onChange={set('email')}
                  readOnly={Boolean(user)}
                  placeholder={t('request.emailPlaceholder')}
                  autoComplete="email"
                  dir="ltr"
                  style={{ marginTop: 8 }}
                />
              </label>

              <label style={{ display: 'block' }}>
                <Typography.Text strong>{t('request.phone')}</Typography.Text>
                <Input
                  name="phone"
                  type="tel"
                  value={values.phone}
                  onChange={set('phone')}
                  placeholder={t('request.phonePlaceholder')}
                  autoComplete="tel"
                  dir="ltr"
                  style={{ marginTop: 8 }}
                />
              </label>

              <label style={{ display: 'block' }}>
                <Typography.Text strong>{t('request.description')}</Typography.Text>
                <Input.TextArea
                  name="message"
                  rows={6}
                  value={values.description}
                  onChange={set('description')}
                  placeholder={t('request.descriptionPlaceholder')}
                  style={{ marginTop: 8 }}
                />
              </label>

              <div>
                <Typography.Text strong>{t('request.attachment')}</Typography.Text>
                <input
                  ref={fileInput}
                  type="file"
                  name="attachment"
                  accept="application/pdf,.pdf"
                  data-testid="attachment-input"
                  style={{ display: 'none' }}
                  onChange={(e) => void onFileChosen(e)}
                />
                <div style={{ marginTop: 8 }}>
                  {attachment ? (
                    <Space wrap>
                      <FilePdfOutlined style={{ color: '#cf1322' }} />
                      <span data-testid="attachment-name">{attachment.name}</span>
                      <Button size="small" onClick={() => fileInput.current?.click()} data-testid="attachment-change">
                        {t('request.changeFile')}
                      </Button>
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        onClick={() => setAttachment(null)}
                        data-testid="attachment-remove"
                      >
                        {t('request.removeFile')}
                      </Button>
                    </Space>
                  ) : (
                    <Button
                      icon={<FilePdfOutlined />}
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
                icon={busy ? undefined : <SendOutlined />}
                data-testid="submit-request"
              >
                {busy ? t('request.sending') : t('request.submit')}
              </Button>
            </Space>
          </form>
        </Card>
      </div>
    </div>
  );
}
