import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  PublicFormGuard,
  SelectField,
  SubmitButton,
  TextField,
  ToastProvider,
  usePublicForm,
  useToast,
  useFormFields,
} from '@consulting/ui';
import { PUBLIC_PAGE_HEADINGS } from '@consulting/contracts';
import { useLanguage, useSession } from '@consulting/platform';
import { FormPageHero, FormSuccessPanel } from '../../ui-local/FormPage.tsx';
import { submitServiceRequest } from './service-request-api.ts';
import {
  BUDGET_RANGES,
  EMPTY_SERVICE_REQUEST,
  REQUIRED_SERVICE_REQUEST_FIELDS,
  SERVICE_TYPES,
  TIMELINES,
  composeServiceRequestMessage,
  serviceTypeFromState,
  type ServiceRequestFields,
} from './service-request-form.ts';
import { SERVICE_REQUEST_NAMESPACE } from './service-request-translations.ts';

const REQUIRED = new Set<string>(REQUIRED_SERVICE_REQUEST_FIELDS);

/**
 * `/service-request` (spec §2 "Public service request page", §4, §5, §7, §8): the request form
 * (service type preselected from the navigation state `{serviceId, serviceName}`) sent under the
 * public-form guard to POST /api/service-requests, optional facts folded into the message; then
 * the success screen with Back to Home and Request Another Service. A guest's success screen is
 * the same whether or not the email has an account (the server does not tell).
 */
export function ServiceRequestPage() {
  const { t } = useTranslation(SERVICE_REQUEST_NAMESPACE);
  const notification = useToast();
  const language = useLanguage((state) => state.language);
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const guard = usePublicForm({ language, retention: 'request', testIdPrefix: 'service-request' });
  const sending = useMutation({
    mutationFn: (request: { fields: ServiceRequestFields; message: string }) =>
      submitServiceRequest(request.fields, request.message, guard.send),
  });
  const busy = sending.isPending;
  const { fields, errors, onChange, validate, reset } = useFormFields(
    EMPTY_SERVICE_REQUEST,
    REQUIRED_SERVICE_REQUEST_FIELDS,
    { ...EMPTY_SERVICE_REQUEST, serviceType: serviceTypeFromState(location.state) },
  );
  const [result, setResult] = useState<{ guest: boolean } | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const valid = validate();
    const consented = guard.checkConsent();
    if (!valid || !consented) return;
    const message = composeServiceRequestMessage(fields, {
      company: t('messageLabels.company'),
      budget: t('messageLabels.budget'),
      timeline: t('messageLabels.timeline'),
      budgetValue: fields.budget ? t(`budgets.${fields.budget}`) : '',
      timelineValue: fields.timeline ? t(`timelines.${fields.timeline}`) : '',
    });
    try {
      await sending.mutateAsync({ fields, message });
      setResult({ guest: !user });
      window.scrollTo({ top: 0 });
    } catch (error) {
      notification.error({ title: t('errorTitle'), description: guard.errorText(error) ?? t('errorText') });
    }
  }

  function requestAnother() {
    reset();
    setResult(null);
  }

  function goBack() {
    // React Router keeps the history index in `history.state.idx`; 0 means nothing to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/services');
  }

  /** The label, required mark, error message and test id of field `key`. */
  const frame = (key: keyof ServiceRequestFields) => ({
    label: t(`fields.${key}`),
    required: REQUIRED.has(key),
    error: errors[key] && (errors[key] === 'email' ? t('invalidEmail') : t('required')),
    errorTestId: `service-request-error-${key}`,
  });
  const textField = (
    key: 'name' | 'email' | 'phone' | 'company',
    options: { type?: string; dir?: 'ltr'; autoComplete?: string } = {},
  ) => (
    <TextField
      {...frame(key)}
      name={key}
      type={options.type}
      dir={options.dir}
      autoComplete={options.autoComplete}
      value={fields[key]}
      onChange={onChange(key)}
      placeholder={t(`placeholders.${key}`)}
    />
  );

  return (
    <div className="service-request-page">
      <FormPageHero title={PUBLIC_PAGE_HEADINGS['/service-request'][language]} subtitle={t('subtitle')} />

      <div className="container page-body service-request">
        <Button onClick={goBack} data-testid="service-request-back" className="service-request__back">
          {language === 'ar' ? '→' : '←'} {t('back')}
        </Button>

        {result ? (
          <FormSuccessPanel
            testId="service-request-success"
            title={t('successTitle')}
            text={t('successText')}
            home={{ label: t('backHome'), testId: 'service-request-home' }}
            again={{ label: t('requestAnother'), testId: 'service-request-another', onClick: requestAnother }}
          >
            {result.guest && <Alert type="info" title={t('guestMailed')} data-testid="service-request-guest-mailed" />}
          </FormSuccessPanel>
        ) : (
          <section className="form-panel" aria-labelledby="service-request-form-title">
            <h2 id="service-request-form-title">{t('formTitle')}</h2>
            <form onSubmit={onSubmit} noValidate data-testid="service-request-form" {...guard.formProps}>
              <div className="form-grid">
                {textField('name', { autoComplete: 'name' })}
                {textField('email', { type: 'email', dir: 'ltr', autoComplete: 'email' })}
                {textField('phone', { type: 'tel', dir: 'ltr', autoComplete: 'tel' })}
                {textField('company', { autoComplete: 'organization' })}
                <SelectField
                  {...frame('serviceType')}
                  className="form-grid__full"
                  name="serviceType"
                  value={fields.serviceType}
                  onChange={onChange('serviceType')}
                  placeholder={t('placeholders.serviceType')}
                  data-testid="service-request-type"
                  options={SERVICE_TYPES.map((slug) => ({ value: slug, label: t(`serviceTypes.${slug}`) }))}
                />
                <TextField
                  {...frame('projectDescription')}
                  className="form-grid__full"
                  multiline
                  rows={5}
                  name="projectDescription"
                  value={fields.projectDescription}
                  onChange={onChange('projectDescription')}
                  placeholder={t('placeholders.projectDescription')}
                />
                <SelectField
                  {...frame('budget')}
                  name="budget"
                  value={fields.budget}
                  onChange={onChange('budget')}
                  placeholder={t('placeholders.budget')}
                  data-testid="service-request-budget"
                  options={BUDGET_RANGES.map((value) => ({ value, label: t(`budgets.${value}`) }))}
                />
                <SelectField
                  {...frame('timeline')}
                  name="timeline"
                  value={fields.timeline}
                  onChange={onChange('timeline')}
                  placeholder={t('placeholders.timeline')}
                  data-testid="service-request-timeline"
                  options={TIMELINES.map((value) => ({ value, label: t(`timelines.${value}`) }))}
                />
              </div>
              <PublicFormGuard {...guard.guard} />
              <SubmitButton
                busy={busy}
                busyLabel={t('submitting')}
                className="form-submit"
                data-testid="service-request-submit"
              >
                {t('submit')}
              </SubmitButton>
            </form>
          </section>
        )}
      </div>
    </div>
  );
}

/** The `/service-request` route element: the page inside a `ToastProvider` for its failure toast (spec §8). */
export function ServiceRequestRoute() {
  return (
    <ToastProvider>
      <ServiceRequestPage />
    </ToastProvider>
  );
}
