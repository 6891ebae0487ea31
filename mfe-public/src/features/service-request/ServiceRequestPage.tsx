import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, App, Button, Input, Result, Select } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AntdRoot } from '@consulting/ui/antd-root';
import { PUBLIC_PAGES } from '@consulting/contracts';
import { useLanguage } from '@consulting/platform';
import { useSubmitServiceRequest } from './service-request-api.ts';
import {
  BUDGET_RANGES,
  EMPTY_SERVICE_REQUEST,
  REQUIRED_SERVICE_REQUEST_FIELDS,
  SERVICE_TYPES,
  TIMELINES,
  composeServiceRequestMessage,
  serviceTypeFromState,
  validateServiceRequest,
  type ServiceRequestErrors,
  type ServiceRequestFields,
} from './service-request-form.ts';
import { SERVICE_REQUEST_NAMESPACE } from './service-request-translations.ts';

const REQUIRED = new Set<string>(REQUIRED_SERVICE_REQUEST_FIELDS);

/**
 * `/service-request` (spec §2 "Public service request page", §4, §5, §7, §8): the request form
 * (service type preselected from the navigation state `{serviceId, serviceName}`), sent to
 * POST /api/service-requests with the optional facts folded into the message; then the success
 * screen with Back to Home and Request Another Service. A back button returns to the last page.
 */
export function ServiceRequestPage() {
  const { t } = useTranslation(SERVICE_REQUEST_NAMESPACE);
  const { notification } = App.useApp();
  const language = useLanguage((state) => state.language);
  const location = useLocation();
  const navigate = useNavigate();
  const { busy, submit } = useSubmitServiceRequest();
  const [fields, setFields] = useState<ServiceRequestFields>(() => ({
    ...EMPTY_SERVICE_REQUEST,
    serviceType: serviceTypeFromState(location.state),
  }));
  const [errors, setErrors] = useState<ServiceRequestErrors>({});
  const [result, setResult] = useState<{ accountCreated: boolean } | null>(null);

  function update<K extends keyof ServiceRequestFields>(key: K, value: ServiceRequestFields[K]) {
    setFields((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => (previous[key] ? { ...previous, [key]: undefined } : previous));
  }
  const onText =
    (key: 'name' | 'email' | 'phone' | 'company' | 'projectDescription') =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      update(key, event.target.value);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateServiceRequest(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const message = composeServiceRequestMessage(fields, {
      company: t('messageLabels.company'),
      budget: t('messageLabels.budget'),
      timeline: t('messageLabels.timeline'),
      budgetValue: fields.budget ? t(`budgets.${fields.budget}`) : '',
      timelineValue: fields.timeline ? t(`timelines.${fields.timeline}`) : '',
    });
    try {
      const reply = await submit(fields, message);
      setResult({ accountCreated: reply.account_created === true });
      window.scrollTo({ top: 0 });
    } catch {
      notification.error({ title: t('errorTitle'), description: t('errorText') });
    }
  }

  function requestAnother() {
    setFields(EMPTY_SERVICE_REQUEST);
    setErrors({});
    setResult(null);
  }

  function goBack() {
    // React Router keeps the history index in `history.state.idx`; 0 means nothing to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/services');
  }

  const label = (key: keyof ServiceRequestFields) => (
    <span className="form-field__label">
      {t(`fields.${key}`)}
      {REQUIRED.has(key) && (
        <span className="form-field__required" aria-hidden="true">
          *
        </span>
      )}
    </span>
  );
  const errorOf = (key: keyof ServiceRequestFields) =>
    errors[key] && (
      <span className="form-field__error" role="alert" data-testid={`service-request-error-${key}`}>
        {errors[key] === 'email' ? t('invalidEmail') : t('required')}
      </span>
    );
  const textField = (
    key: 'name' | 'email' | 'phone' | 'company',
    options: { type?: string; dir?: 'ltr'; autoComplete?: string } = {},
  ) => (
    <label className="form-field">
      {label(key)}
      <Input
        name={key}
        type={options.type ?? 'text'}
        dir={options.dir}
        autoComplete={options.autoComplete}
        value={fields[key]}
        onChange={onText(key)}
        placeholder={t(`placeholders.${key}`)}
        status={errors[key] ? 'error' : undefined}
        aria-required={REQUIRED.has(key)}
        aria-invalid={Boolean(errors[key])}
      />
      {errorOf(key)}
    </label>
  );

  return (
    <div className="service-request-page">
      <section className="page-hero">
        <div className="container">
          <h1>{PUBLIC_PAGES['/service-request'].heading[language]}</h1>
          <p>{t('subtitle')}</p>
        </div>
      </section>

      <div className="container page-body service-request">
        <Button onClick={goBack} data-testid="service-request-back" className="service-request__back">
          {language === 'ar' ? '→' : '←'} {t('back')}
        </Button>

        {result ? (
          <div className="form-panel" data-testid="service-request-success">
            <Result
              status="success"
              title={t('successTitle')}
              subTitle={t('successText')}
              extra={[
                <Link key="home" to="/">
                  <Button type="primary" data-testid="service-request-home">
                    {t('backHome')}
                  </Button>
                </Link>,
                <Button key="again" onClick={requestAnother} data-testid="service-request-another">
                  {t('requestAnother')}
                </Button>,
              ]}
            />
            {result.accountCreated && <Alert type="info" showIcon title={t('accountCreated')} />}
          </div>
        ) : (
          <section className="form-panel" aria-labelledby="service-request-form-title">
            <h2 id="service-request-form-title">{t('formTitle')}</h2>
            <form onSubmit={onSubmit} noValidate data-testid="service-request-form">
              <div className="form-grid">
                {textField('name', { autoComplete: 'name' })}
                {textField('email', { type: 'email', dir: 'ltr', autoComplete: 'email' })}
                {textField('phone', { type: 'tel', dir: 'ltr', autoComplete: 'tel' })}
                {textField('company', { autoComplete: 'organization' })}
                <div className="form-field form-grid__full">
                  {label('serviceType')}
                  <Select
                    value={fields.serviceType || undefined}
                    onChange={(value) => update('serviceType', value)}
                    placeholder={t('placeholders.serviceType')}
                    status={errors.serviceType ? 'error' : undefined}
                    aria-label={t('fields.serviceType')}
                    data-testid="service-request-type"
                    options={SERVICE_TYPES.map((slug) => ({ value: slug, label: t(`serviceTypes.${slug}`) }))}
                  />
                  {errorOf('serviceType')}
                </div>
                <label className="form-field form-grid__full">
                  {label('projectDescription')}
                  <Input.TextArea
                    name="projectDescription"
                    rows={5}
                    value={fields.projectDescription}
                    onChange={onText('projectDescription')}
                    placeholder={t('placeholders.projectDescription')}
                    status={errors.projectDescription ? 'error' : undefined}
                    aria-required
                    aria-invalid={Boolean(errors.projectDescription)}
                  />
                  {errorOf('projectDescription')}
                </label>
                <div className="form-field">
                  {label('budget')}
                  <Select
                    value={fields.budget || undefined}
                    onChange={(value) => update('budget', value ?? '')}
                    allowClear
                    placeholder={t('placeholders.budget')}
                    aria-label={t('fields.budget')}
                    data-testid="service-request-budget"
                    options={BUDGET_RANGES.map((value) => ({ value, label: t(`budgets.${value}`) }))}
                  />
                </div>
                <div className="form-field">
                  {label('timeline')}
                  <Select
                    value={fields.timeline || undefined}
                    onChange={(value) => update('timeline', value ?? '')}
                    allowClear
                    placeholder={t('placeholders.timeline')}
                    aria-label={t('fields.timeline')}
                    data-testid="service-request-timeline"
                    options={TIMELINES.map((value) => ({ value, label: t(`timelines.${value}`) }))}
                  />
                </div>
              </div>
              <Button
                type="primary"
                htmlType="submit"
                size="large"
                block
                loading={busy}
                className="form-submit"
                data-testid="service-request-submit"
              >
                {busy ? t('submitting') : t('submit')}
              </Button>
            </form>
          </section>
        )}
      </div>
    </div>
  );
}

/**
 * The `/service-request` route element: the page inside `AntdRoot` (antd's direction, locale and theme
 * from the site language, and `App` for the page's toasts), since the shell provides no antd
 * context. Lives in the page's lazy chunk, so antd is fetched only when this route renders.
 */
export function ServiceRequestRoute() {
  return (
    <AntdRoot>
      <ServiceRequestPage />
    </AntdRoot>
  );
}
