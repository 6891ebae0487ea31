import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useLanguage } from '@consulting/platform';
import { ServiceRequestRoute } from './ServiceRequestPage.tsx';
import { EMPTY_SERVICE_REQUEST, composeServiceRequestMessage, serviceTypeFromState } from './service-request-form.ts';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

const select = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLSelectElement;

/** Picks, in the select labelled `label`, the option showing `optionText`, as a visitor does. */
function choose(label: string, optionText: string) {
  const option = within(select(label)).getByRole('option', { name: optionText }) as HTMLOptionElement;
  fireEvent.change(select(label), { target: { value: option.value } });
}

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  useLanguage.getState().setLanguage('en');
  fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

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
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('posts the request with the combined message and shows the success screen; request another resets', async () => {
    fetchSpy.mockResolvedValue(json(201, { success: true, message: 'ok', request: {}, account_created: true }));
    renderPage({ serviceId: 'launch', serviceName: 'Launch and Branding' });
    type('name', 'Sara');
    type('email', 'sara@example.com');
    type('phone', '0500000000');
    type('company', 'Acme');
    type('projectDescription', 'A new brand');
    expect(select('Service Type').selectedOptions[0].textContent).toBe('Launch and Branding');
    choose('Expected Budget', '50,000 - 100,000 SAR');
    choose('Timeline', '2-3 months');
    fireEvent.click(screen.getByTestId('service-request-submit'));

    const success = await screen.findByTestId('service-request-success');
    expect(success.textContent).toContain('Request sent successfully');
    expect(success.textContent).toContain('24 hours');
    expect(screen.getByTestId('service-request-account-created').textContent).toContain(
      'We created a client-area account for you',
    );
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/service-requests');
    expect(Object.fromEntries((init.body as FormData).entries())).toEqual({
      user_name: 'Sara',
      user_email: 'sara@example.com',
      user_phone: '0500000000',
      service_name: 'launch',
      message: 'A new brand\n\nCompany: Acme\nExpected budget: 50,000 - 100,000 SAR\nTimeline: 2-3 months',
      request_type: 'service',
    });

    fireEvent.click(screen.getByTestId('service-request-another'));
    expect(input('name').value).toBe('');
    expect(input('projectDescription').value).toBe('');
    expect(select('Expected Budget').value).toBe('');
    expect(select('Service Type').selectedOptions[0].textContent).toBe('Choose the service type');
  });

  it('shows the Arabic failure toast and keeps the form', async () => {
    useLanguage.getState().setLanguage('ar');
    fetchSpy.mockResolvedValue(json(500, { success: false, error: 'boom' }));
    renderPage({ serviceId: 'events' });
    type('name', 'سارة');
    type('email', 'sara@example.com');
    type('phone', '0500000000');
    type('projectDescription', 'مؤتمر');
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
