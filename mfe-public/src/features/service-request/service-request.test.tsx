import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render as renderUi, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PUBLIC_FORM_ERRORS } from '@consulting/contracts';
import { useLanguage, useSession, QueryRoot } from '@consulting/platform';
import { json, stubPublicFormFetch } from '@consulting/ui/test-support/public-form';
import { ServiceRequestRoute } from './ServiceRequestPage.tsx';
import { EMPTY_SERVICE_REQUEST, composeServiceRequestMessage, serviceTypeFromState } from './service-request-form.ts';

/** Renders `ui` inside the query cache the route table gives every page. */
const render = (ui: ReactElement) => renderUi(ui, { wrapper: QueryRoot });

const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

const select = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLSelectElement;

/** Picks, in the select labelled `label`, the option showing `optionText`, as a visitor does. */
function choose(label: string, optionText: string) {
  const option = within(select(label)).getByRole('option', { name: optionText }) as HTMLOptionElement;
  fireEvent.change(select(label), { target: { value: option.value } });
}

/** Ticks the privacy-consent box. */
const consent = () => fireEvent.click(screen.getByTestId('service-request-consent'));

/** The answer to the request's POST. */
let requestReply: () => Response;
const { calls, tokenCalls, passFillTime } = stubPublicFormFetch(() => requestReply());
/** The request POSTs (the page also fetches its form token, GET /api/forms/token). */
const requestCalls = () => calls().filter(([url]) => url === '/api/service-requests');

beforeEach(() => {
  useLanguage.getState().setLanguage('en');
  useSession.getState().signOutClient();
  requestReply = () => json(201, { success: true, message: 'ok', request: {} });
});

function renderPage(state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/service-request', state }]}>
      <ServiceRequestRoute />
    </MemoryRouter>,
  );
}

describe('service request message (spec §7 "Additional facts")', () => {
  const labels = {
    company: 'Company',
    budget: 'Expected budget',
    timeline: 'Timeline',
    budgetValue: '10,000 - 50,000 SAR',
    timelineValue: 'One month',
  };

  it('folds company, budget and timeline into the message after the description', () => {
    const fields = {
      ...EMPTY_SERVICE_REQUEST,
      projectDescription: ' A new brand ',
      company: 'Acme',
      budget: '10k-50k' as const,
      timeline: '1-month' as const,
    };
    expect(composeServiceRequestMessage(fields, labels)).toBe(
      'A new brand\n\nCompany: Acme\nExpected budget: 10,000 - 50,000 SAR\nTimeline: One month',
    );
  });

  it('sends only the description when no optional fact is given', () => {
    expect(composeServiceRequestMessage({ ...EMPTY_SERVICE_REQUEST, projectDescription: 'Idea' }, labels)).toBe('Idea');
  });

  it('preselects the service type from the navigation state', () => {
    expect(serviceTypeFromState({ serviceId: 'events', serviceName: 'x' })).toBe('events');
    expect(serviceTypeFromState({ serviceId: 7, serviceName: 'Business Innovation' })).toBe('innovation');
    expect(serviceTypeFromState({ serviceName: 'التمويل والاستثمار' })).toBe('investment');
    expect(serviceTypeFromState({ serviceName: 'Unknown' })).toBe('');
    expect(serviceTypeFromState(null)).toBe('');
  });
});

describe('ServiceRequestPage (spec §2, §5, §8)', () => {
  it('refuses to send without the required fields', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Request a Service');
    fireEvent.click(screen.getByTestId('service-request-submit'));
    for (const key of ['name', 'email', 'phone', 'serviceType', 'projectDescription']) {
      expect(screen.getByTestId(`service-request-error-${key}`).textContent).toBe('This field is required');
    }
    expect(select('Service Type').getAttribute('aria-invalid')).toBe('true');
    expect(select('Expected Budget').getAttribute('aria-invalid')).toBe('false');
    choose('Service Type', 'Business Innovation');
    expect(screen.queryByTestId('service-request-error-serviceType')).toBeNull();
    expect(screen.getByTestId('service-request-error-name')).toBeTruthy();
    expect(requestCalls()).toHaveLength(0);
  });

  it('posts the request with the combined message and guard fields and shows the success screen; request another resets', async () => {
    renderPage({ serviceId: 'launch', serviceName: 'Launch and Branding' });
    type('name', 'Sara');
    type('email', 'sara@example.com');
    type('phone', '0500000000');
    type('company', 'Acme');
    type('projectDescription', 'A new brand');
    expect(select('Service Type').selectedOptions[0].textContent).toBe('Launch and Branding');
    choose('Expected Budget', '50,000 - 100,000 SAR');
    choose('Timeline', '2-3 months');
    consent();
    await passFillTime();
    fireEvent.click(screen.getByTestId('service-request-submit'));

    const success = await screen.findByTestId('service-request-success');
    expect(success.textContent).toContain('Request sent successfully');
    expect(success.textContent).toContain('24 hours');
    // One text for every guest, whether or not the email has an account.
    expect(screen.getByTestId('service-request-guest-mailed').textContent).toContain(
      "We've emailed you at that address: if you are new to us, it holds a link to choose the password of your account to follow your request; if you already have an account, it asks you to confirm the request.",
    );
    expect(requestCalls()).toHaveLength(1);
    const [, init] = requestCalls()[0];
    expect(Object.fromEntries((init.body as FormData).entries())).toEqual({
      user_name: 'Sara',
      user_email: 'sara@example.com',
      user_phone: '0500000000',
      service_name: 'launch',
      message: 'A new brand\n\nCompany: Acme\nExpected budget: 50,000 - 100,000 SAR\nTimeline: 2-3 months',
      request_type: 'service',
      form_token: 'token-1',
      website: '',
      privacy_consent: 'true',
      lang: 'en',
    });

    fireEvent.click(screen.getByTestId('service-request-another'));
    expect(input('name').value).toBe('');
    expect(input('projectDescription').value).toBe('');
    expect(select('Expected Budget').value).toBe('');
    expect(select('Service Type').selectedOptions[0].textContent).toBe('Choose the service type');
  });

  it('shows the Arabic failure toast and keeps the form', async () => {
    useLanguage.getState().setLanguage('ar');
    requestReply = () => json(500, { success: false, error: 'boom' });
    renderPage({ serviceId: 'events' });
    type('name', 'سارة');
    type('email', 'sara@example.com');
    type('phone', '0500000000');
    type('projectDescription', 'مؤتمر');
    consent();
    await passFillTime();
    fireEvent.click(screen.getByTestId('service-request-submit'));
    const toast = await screen.findByTestId('ui-toast');
    expect(toast.getAttribute('data-kind')).toBe('error');
    expect(within(toast).getByText('حدث خطأ')).toBeTruthy();
    expect(within(toast).getByText('فشل في إرسال الطلب. يرجى المحاولة مرة أخرى.')).toBeTruthy();
    expect(within(toast).getByRole('button', { name: 'إغلاق' })).toBeTruthy();
    await waitFor(() => expect(input('projectDescription').value).toBe('مؤتمر'));
    expect(screen.queryByTestId('service-request-success')).toBeNull();
  });
});

describe('ServiceRequestPage guards', () => {
  function fillValid() {
    type('name', 'Sara');
    type('email', 'sara@example.com');
    type('phone', '0500000000');
    type('projectDescription', 'A new brand');
  }

  it('does not send without the consent tick, with the error in English and in Arabic', async () => {
    const { unmount } = renderPage({ serviceId: 'launch' });
    fillValid();
    await passFillTime();
    fireEvent.click(screen.getByTestId('service-request-submit'));
    expect(screen.getByTestId('service-request-consent-error').textContent).toBe(
      'Please accept the privacy policy to send this form.',
    );
    unmount();
    useLanguage.getState().setLanguage('ar');
    renderPage({ serviceId: 'launch' });
    fillValid();
    fireEvent.click(screen.getByTestId('service-request-submit'));
    expect(screen.getByTestId('service-request-consent-error').textContent).toBe(
      'يرجى الموافقة على سياسة الخصوصية لإرسال هذا النموذج.',
    );
    await act(async () => undefined);
    expect(requestCalls()).toHaveLength(0);
  });

  it('shows a 429 as the minutes to wait in English', async () => {
    requestReply = () => json(429, { success: false, error: PUBLIC_FORM_ERRORS.rateLimited }, { 'Retry-After': '600' });
    renderPage({ serviceId: 'launch' });
    fillValid();
    consent();
    await passFillTime();
    fireEvent.click(screen.getByTestId('service-request-submit'));
    const toast = await screen.findByTestId('ui-toast');
    expect(within(toast).getByText('Too many attempts. Please try again in 10 minutes.')).toBeTruthy();
    expect(input('projectDescription').value).toBe('A new brand');
  });

  it('on a refused form token fetches a new one and asks in Arabic to send again', async () => {
    useLanguage.getState().setLanguage('ar');
    requestReply = () => json(400, { success: false, error: PUBLIC_FORM_ERRORS.tokenInvalid });
    renderPage({ serviceId: 'launch' });
    fillValid();
    consent();
    await passFillTime();
    fireEvent.click(screen.getByTestId('service-request-submit'));
    const toast = await screen.findByTestId('ui-toast');
    expect(
      within(toast).getByText('انتهت صلاحية النموذج فجدّدناه. ما كتبته ما زال محفوظاً، يرجى إرساله مرة أخرى.'),
    ).toBeTruthy();
    expect(tokenCalls()).toHaveLength(2);
    expect(input('projectDescription').value).toBe('A new brand');
  });

  it('shows a signed-in client no mail notice', async () => {
    useSession.getState().signInClient(
      {
        id: 'u1',
        name: 'Sara',
        full_name: 'Sara',
        email: 'sara@example.com',
        role: 'client',
        is_active: true,
        created_at: '2025-01-01T00:00:00Z',
      },
      'tok-1',
    );
    renderPage({ serviceId: 'launch' });
    fillValid();
    consent();
    await passFillTime();
    fireEvent.click(screen.getByTestId('service-request-submit'));
    await screen.findByTestId('service-request-success');
    expect(screen.queryByTestId('service-request-guest-mailed')).toBeNull();
    expect((requestCalls()[0][1].headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });
});
