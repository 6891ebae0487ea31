import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render as renderUi, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PUBLIC_FORM_ERRORS } from '@consulting/contracts';
import { useLanguage, QueryRoot } from '@consulting/platform';
import { json, stubPublicFormFetch } from '@consulting/ui/test-support/public-form';
import { JoinUsRoute } from './JoinUsPage.tsx';
import { checkJoinFile } from './join-validation.ts';

/** Renders `ui` inside the query cache the route table gives every page. */
const render = (ui: ReactElement) => renderUi(ui, { wrapper: QueryRoot });

const TESTDATA = path.resolve(import.meta.dirname, '../../../../../shared/testdata');
const testdata = (name: string, type = '') => new File([readFileSync(path.join(TESTDATA, name))], name, { type });

const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('join-submit'));
/** Ticks the privacy-consent box. */
const consent = () => fireEvent.click(screen.getByTestId('join-consent'));

function fillValid() {
  type('full_name', 'Sara Ahmed');
  type('email', 'sara@example.com');
  type('phone', '0500000000');
  type('address', 'Riyadh');
  type('experience', '8 years in IP consulting');
  type('specialization', 'Intellectual property');
}

/** The answer to the application's POST. */
let joinReply: () => Response;
const { calls, tokenCalls, passFillTime } = stubPublicFormFetch(() => joinReply());
/** The application POSTs (the page also fetches its form token, GET /api/forms/token). */
const joinCalls = () => calls().filter(([url]) => url === '/api/endpoints/join-applications.php');

beforeEach(() => {
  useLanguage.getState().setLanguage('en');
  joinReply = () => json(201, { success: true, message: 'Application received', data: {} });
});

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/join-us']}>
      <JoinUsRoute />
    </MemoryRouter>,
  );
}

describe('checkJoinFile (spec §5: type by content, 5 MiB)', () => {
  it('accepts the real images and documents and refuses a renamed executable', async () => {
    for (const name of ['profile.png', 'profile.jpg', 'profile.gif']) {
      expect(await checkJoinFile('profile_image', testdata(name))).toEqual({ ok: true });
    }
    for (const name of ['project-brief.pdf', 'cv.docx']) {
      expect(await checkJoinFile('cv_file', testdata(name))).toEqual({ ok: true });
    }
    expect(await checkJoinFile('cv_file', testdata('not-a-pdf.pdf', 'application/pdf'))).toEqual({
      ok: false,
      reason: 'type',
    });
    expect(await checkJoinFile('profile_image', testdata('project-brief.pdf'))).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses a file of 5 MiB', async () => {
    const big = new Uint8Array(5 * 1024 * 1024);
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(await checkJoinFile('cv_file', new File([big], 'big.pdf'))).toEqual({ ok: false, reason: 'size' });
  });
});

describe('JoinUsPage (spec §2, §4, §5, §8)', () => {
  it('marks every empty field as required and sends nothing', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Join Our Team');
    submit();
    for (const key of ['full_name', 'email', 'phone', 'address', 'experience', 'specialization']) {
      expect(screen.getByTestId(`join-error-${key}`).textContent).toBe('This field is required');
    }
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('name')).toBe('email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Experience' }).tagName).toBe('TEXTAREA');
    expect(joinCalls()).toHaveLength(0);
  });

  it('checks the email pattern and clears a field error as soon as that field is edited', () => {
    renderPage();
    fillValid();
    type('email', 'sara@example');
    submit();
    expect(screen.getByTestId('join-error-email').textContent).toBe('Invalid email address');
    type('phone', '');
    submit();
    expect(screen.getByTestId('join-error-phone')).toBeTruthy();
    type('email', 'sara@example.');
    expect(screen.queryByTestId('join-error-email')).toBeNull();
    expect(screen.getByTestId('join-error-phone')).toBeTruthy();
    expect(joinCalls()).toHaveLength(0);
  });

  it('shows the texts in Arabic on an Arabic page', () => {
    useLanguage.getState().setLanguage('ar');
    renderPage();
    submit();
    expect(screen.getByTestId('join-error-full_name').textContent).toBe('هذا الحقل مطلوب');
  });

  it('refuses not-a-pdf.pdf as the CV by its content and keeps no file', async () => {
    renderPage();
    fireEvent.change(screen.getByTestId('join-cv-input'), {
      target: { files: [testdata('not-a-pdf.pdf', 'application/pdf')] },
    });
    const toast = await screen.findByTestId('ui-toast');
    expect(toast.getAttribute('role')).toBe('alert');
    expect(toast.getAttribute('data-kind')).toBe('error');
    expect(within(toast).getByText('Error occurred while submitting application')).toBeTruthy();
    expect(within(toast).getByText('Unsupported file type')).toBeTruthy();
    expect(screen.queryByTestId('join-cv-name')).toBeNull();
  });

  it('posts the multipart application with the form guard fields, shows the success screen and Apply Another resets the form', async () => {
    renderPage();
    fillValid();
    consent();
    fireEvent.change(screen.getByTestId('join-cv-input'), { target: { files: [testdata('cv.docx')] } });
    fireEvent.change(screen.getByTestId('join-profile-image-input'), { target: { files: [testdata('profile.png')] } });
    expect((await screen.findByTestId('join-cv-name')).textContent).toBe('cv.docx');
    await screen.findByTestId('join-profile-image-name');
    await passFillTime();
    submit();
    const success = await screen.findByTestId('join-success');
    expect(success.textContent).toContain('Application submitted successfully');
    expect(success.textContent).toContain(
      'Thank you for your interest in joining us. We will contact you soon to discuss available opportunities.',
    );
    expect(screen.getByTestId('join-back-home').closest('a')?.getAttribute('href')).toBe('/');

    expect(joinCalls()).toHaveLength(1);
    const [, init] = joinCalls()[0];
    const body = init.body as FormData;
    expect((body.get('cv_file') as File).name).toBe('cv.docx');
    expect((body.get('profile_image') as File).name).toBe('profile.png');
    body.delete('cv_file');
    body.delete('profile_image');
    expect(Object.fromEntries(body.entries())).toEqual({
      full_name: 'Sara Ahmed',
      email: 'sara@example.com',
      phone: '0500000000',
      address: 'Riyadh',
      experience: '8 years in IP consulting',
      specialization: 'Intellectual property',
      form_token: 'token-1',
      website: '',
      privacy_consent: 'true',
      lang: 'en',
    });

    fireEvent.click(screen.getByTestId('join-apply-another'));
    expect(screen.queryByTestId('join-success')).toBeNull();
    for (const key of ['full_name', 'email', 'phone', 'address', 'experience', 'specialization']) {
      expect(input(key).value).toBe('');
    }
    expect(screen.queryByTestId('join-cv-name')).toBeNull();
    expect(screen.queryByTestId('join-profile-image-name')).toBeNull();
    expect((screen.getByTestId('join-consent') as HTMLInputElement).checked).toBe(false);
  });

  it('shows a destructive toast with the server message and stays on the form', async () => {
    joinReply = () => json(415, { success: false, error: 'CV must be a PDF or Word document' });
    renderPage();
    fillValid();
    consent();
    await passFillTime();
    submit();
    expect(await screen.findByText('Error occurred while submitting application')).toBeTruthy();
    expect(screen.getByText('CV must be a PDF or Word document')).toBeTruthy();
    await waitFor(() => expect(input('full_name').value).toBe('Sara Ahmed'));
    expect(screen.queryByTestId('join-success')).toBeNull();
  });
});

describe('JoinUsPage guards', () => {
  it('does not send without the consent tick, with the error in English and in Arabic, and names the 24-month file deletion', async () => {
    const { unmount } = renderPage();
    fillValid();
    await passFillTime();
    submit();
    expect(screen.getByTestId('join-consent-error').textContent).toBe(
      'Please accept the privacy policy to send this form.',
    );
    expect(screen.getByTestId('join-retention').textContent).toContain('deleted after 24 months');
    unmount();
    useLanguage.getState().setLanguage('ar');
    renderPage();
    fillValid();
    submit();
    expect(screen.getByTestId('join-consent-error').textContent).toBe(
      'يرجى الموافقة على سياسة الخصوصية لإرسال هذا النموذج.',
    );
    expect(screen.getByTestId('join-retention').textContent).toContain('بعد 24 شهراً');
    await act(async () => undefined);
    expect(joinCalls()).toHaveLength(0);
  });

  it('shows a 429 as the minutes to wait in Arabic and keeps the form', async () => {
    useLanguage.getState().setLanguage('ar');
    joinReply = () => json(429, { success: false, error: PUBLIC_FORM_ERRORS.rateLimited }, { 'Retry-After': '60' });
    renderPage();
    fillValid();
    consent();
    await passFillTime();
    submit();
    const toast = await screen.findByTestId('ui-toast');
    expect(within(toast).getByText('محاولات كثيرة جداً. يرجى المحاولة مرة أخرى بعد دقيقة واحدة.')).toBeTruthy();
    expect(input('full_name').value).toBe('Sara Ahmed');
  });

  it('on a refused form token fetches a new one and asks to send again, keeping the text', async () => {
    joinReply = () => json(400, { success: false, error: PUBLIC_FORM_ERRORS.tokenInvalid });
    renderPage();
    fillValid();
    consent();
    await passFillTime();
    submit();
    const toast = await screen.findByTestId('ui-toast');
    expect(within(toast).getByText(/This form had expired, so we renewed it/)).toBeTruthy();
    expect(tokenCalls()).toHaveLength(2);
    expect(input('experience').value).toBe('8 years in IP consulting');
    expect(screen.queryByTestId('join-success')).toBeNull();
  });
});
