import { useState } from 'react';
import { Alert, App, Button, Card, Col, Form, Input, Result, Row, Spin, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useSession } from '@consulting/platform';
import {
  SOCIAL_NETWORKS,
  type AdminSiteSettingsRecord,
  type MediaRef,
  type SiteSettingsInput,
} from '@consulting/contracts';
import { serverErrorText } from '../../shared/admin-api.ts';
import { arabicDateTime } from '../../shared/arabic-date.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useSaveSiteSettings, useSiteSettings } from './api.ts';
import { emailRule, httpsRule, requiredRule } from './field-rules.ts';
import { BilingualRow, LtrField, MediaField } from './form-fields.tsx';
import { SITE_AR } from './texts.ts';

const T = SITE_AR.settings;
const F = T.fields;

type FormValues = Omit<AdminSiteSettingsRecord, 'updated_at' | 'company_profile_id'>;

/** What the form holds of the loaded settings. */
function formValues(settings: AdminSiteSettingsRecord): FormValues {
  const { updated_at: _updated, company_profile_id: _profileId, ...values } = settings;
  return {
    ...values,
    social_links: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, settings.social_links?.[network] ?? '']),
    ) as FormValues['social_links'],
  };
}

/** The body of the save: every field trimmed, the profile PDF by id. */
function toInput(values: FormValues): SiteSettingsInput {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    company_name_ar: text(values.company_name_ar),
    company_name_en: text(values.company_name_en),
    tagline_ar: text(values.tagline_ar),
    tagline_en: text(values.tagline_en),
    site_description_ar: text(values.site_description_ar),
    site_description_en: text(values.site_description_en),
    phone: text(values.phone),
    email: text(values.email),
    address_ar: text(values.address_ar),
    address_en: text(values.address_en),
    working_hours_ar: text(values.working_hours_ar),
    working_hours_en: text(values.working_hours_en),
    social_links: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, text(values.social_links?.[network])]),
    ) as SiteSettingsInput['social_links'],
    staff_inbox: text(values.staff_inbox),
    company_profile_id: (values.company_profile as MediaRef | null | undefined)?.id ?? null,
  };
}

/** The settings form, filled with `settings`; `onSave` throws the server's refusal. */
function SettingsForm({ settings }: { settings: AdminSiteSettingsRecord }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveSiteSettings();
  const [error, setError] = useState<string | null>(null);
  // Where lead alerts go is an admin's to change; the server refuses an editor's change too.
  const mayChangeMail = useSession((s) => s.admin?.role === 'admin');

  async function submit() {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(toInput(form.getFieldsValue(true) as FormValues));
      notification.success({ title: T.saved });
    } catch (failure) {
      setError(serverErrorText(failure) ?? SITE_AR.saveFailedDescription);
    }
  }

  return (
    <Form form={form} layout="vertical" initialValues={formValues(settings)} data-testid="site-settings-form">
      <Card title={T.company} style={{ marginBottom: 16 }}>
        <BilingualRow name="company_name" label={F.company_name} required />
        <BilingualRow name="tagline" label={F.tagline} />
        <BilingualRow name="site_description" label={F.site_description} multiline />
        <BilingualRow name="address" label={F.address} required />
        <BilingualRow name="working_hours" label={F.working_hours} required />
      </Card>
      <Card title={T.contact} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <LtrField name="phone" label={F.phone} rules={[requiredRule(F.phone)]} placeholder="+966 11 000 0000" />
          </Col>
          <Col xs={24} md={12}>
            <LtrField name="email" label={F.email} rules={[requiredRule(F.email), emailRule]} />
          </Col>
        </Row>
        <LtrField
          name="staff_inbox"
          label={F.staff_inbox}
          rules={[emailRule]}
          disabled={!mayChangeMail}
          help={
            <>
              <span data-testid="site-staff-inbox-help">{T.staffInboxHelp}</span>
              {!mayChangeMail && (
                <>
                  {' '}
                  <span data-testid="site-staff-inbox-admin-only">{T.staffInboxAdminOnly}</span>
                </>
              )}
            </>
          }
        />
      </Card>
      <Card title={T.social} style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">{T.socialHelp}</Typography.Paragraph>
        <Row gutter={16}>
          {SOCIAL_NETWORKS.map((network) => (
            <Col xs={24} md={12} key={network}>
              <Form.Item name={['social_links', network]} label={T.socialNames[network]} rules={[httpsRule]}>
                <Input name={`social_links.${network}`} dir="ltr" lang="en" placeholder="https://" />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Card>
      <Card title={T.profile} style={{ marginBottom: 16 }}>
        <Form.Item name="company_profile" extra={T.profileHelp}>
          <MediaField kind="pdf" />
        </Form.Item>
      </Card>
      {error && (
        <Alert
          type="error"
          showIcon
          title={SITE_AR.saveFailed}
          description={error}
          style={{ marginBottom: 16 }}
          data-testid="site-settings-error"
        />
      )}
      <Button
        type="primary"
        size="large"
        icon={<SaveOutlined />}
        loading={save.isPending}
        onClick={() => void submit()}
        data-testid="site-settings-save"
      >
        {SITE_AR.save}
      </Button>
    </Form>
  );
}

/**
 * `/admin/site-content/settings` (spec §3 "Site settings"): one form with the
 * company's name, tagline, description, address and working hours in both languages side by
 * side (name, address and hours required), phone and e-mail (required), the staff inbox (where new-lead alerts go;
 * read-only for an editor, spec §6), the six social links and the
 * company profile PDF from the media library. The panel checks required fields, e-mails and
 * https links; a refusal of the server shows its message above the save button.
 */
export default function SiteSettingsPage() {
  const settings = useSiteSettings();
  return (
    <div data-testid="admin-site-settings">
      <PageHeader title={T.title}>
        {settings.data?.updated_at && (
          <Typography.Text type="secondary">
            {T.updatedAt}: {arabicDateTime(settings.data.updated_at)}
          </Typography.Text>
        )}
      </PageHeader>
      <Typography.Paragraph type="secondary">{T.intro}</Typography.Paragraph>
      {settings.status === 'pending' && (
        <div style={{ textAlign: 'center', padding: '4rem 0' }} data-testid="site-settings-loading">
          <Spin size="large" description={SITE_AR.loading} />
        </div>
      )}
      {settings.status === 'error' && (
        <Result
          status="error"
          title={SITE_AR.loadFailed(String((settings.error as Error | null)?.message))}
          extra={
            <Button onClick={() => void settings.refetch()} data-testid="site-settings-retry">
              {SITE_AR.retry}
            </Button>
          }
          data-testid="site-settings-load-error"
        />
      )}
      {settings.data && <SettingsForm settings={settings.data} />}
    </div>
  );
}
