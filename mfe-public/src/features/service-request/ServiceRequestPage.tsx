import { useState, type ChangeEvent, type FormEvent } from 'react';
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
 * The form carries the public-form guard (token, honeypot, required consent box with
 * the retention note) and sends nothing unticked; a 429, an expired token or the server's
 * consent refusal shows in the error toast in the page's language. A guest's success screen
 * says one thing whether or not the email has an account (the server does not tell): we
 * emailed that address, with a link to choose a password for someone new or a link to confirm the request.
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
  const [fields, setFields] = useState<ServiceRequestFields>(() => ({
    ...EMPTY_SERVICE_REQUEST,
    serviceType: serviceTypeFromState(location.state),
  }));
  const [errors, setErrors] = useState<ServiceRequestErrors>({});
  const [result, setResult] = useState<{ guest: boolean } | null>(null);

  function update<K extends keyof ServiceRequestFields>(key: K, value: ServiceRequestFields[K]) {
    setFields((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => (previous[key] ? { ...previous, [key]: undefined } : previous));
  }
  const onText =
    (key: 'name' | 'email' | 'phone' | 'company' | 'projectDescription') =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      update(key, event.target.value);
  // The selects hold only their own options' values ('' = nothing chosen), so the casts are exact.
  const onServiceType = (event: ChangeEvent<HTMLSelectElement>) =>
    update('serviceType', event.target.value as ServiceRequestFields['serviceType']);
  const onBudget = (event: ChangeEvent<HTMLSelectElement>) =>
    update('budget', event.target.value as ServiceRequestFields['budget']);
  const onTimeline = (event: ChangeEvent<HTMLSelectElement>) =>
    update('timeline', event.target.value as ServiceRequestFields['timeline']);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateServiceRequest(fields);
    setErrors(found);
    const consented = guard.checkConsent();
    if (Object.keys(found).length > 0 || !consented) return;
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
      onChange={onText(key)}
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
                  onChange={onServiceType}
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
                  onChange={onText('projectDescription')}
                  placeholder={t('placeholders.projectDescription')}
                />
                <SelectField
                  {...frame('budget')}
                  name="budget"
                  value={fields.budget}
                  onChange={onBudget}
                  placeholder={t('placeholders.budget')}
                  data-testid="service-request-budget"
                  options={BUDGET_RANGES.map((value) => ({ value, label: t(`budgets.${value}`) }))}
                />
                <SelectField
                  {...frame('timeline')}
                  name="timeline"
                  value={fields.timeline}
                  onChange={onTimeline}
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

/**
 * The `/service-request` route element: the page inside the `ToastProvider` of `@consulting/ui`
 * for its failure toast (spec §8). Native form controls and `@consulting/ui`, so the page loads no
 * antd (a public route downloads at most 200 KB of gzip JavaScript).
 */
export function ServiceRequestRoute() {
  return (
    <ToastProvider>
      <ServiceRequestPage />
    </ToastProvider>
  );
}
